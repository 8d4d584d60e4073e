// Parchment panels for nine-slice frames (geometry in parchmentSlices.ts). The torn edges are sums
// of whole waves over each repeating edge slice, so a side repeated by CSS `border-image-repeat:
// round` joins without a seam; the middle is plain paper, fine to stretch or repeat.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, RATTAN, inkFill, type Ctx } from './ink.ts';
import { PARCHMENT, PARCHMENT_SMALL } from './parchmentSlices.ts';

const PAPER = '#f1dfb6';

/** A ragged offset that repeats every `period` pixels: the tear along one edge. */
export function tear(seed: number, period: number, amplitude: number): (s: number) => number {
  const random = seededRandom(seed);
  const waves = [2, 3, 5, 8, 13, 21, 34].map((k, index) => ({
    k,
    phase: random() * Math.PI * 2,
    weight: 1 / (1 + index * 0.7),
  }));
  const total = waves.reduce((sum, wave) => sum + wave.weight, 0);
  return (s) =>
    (amplitude / total) *
    waves.reduce(
      (sum, wave) => sum + wave.weight * Math.sin((2 * Math.PI * wave.k * s) / period + wave.phase),
      0,
    );
}

/**
 * Darkened, scorched rims inside the paper's edge and a few fibres over the whole sheet. The rim
 * stays `burn` / 2 pixels deep, inside the edge slices, so the plain middle can repeat unseen.
 */
function ageThePaper(
  ctx: Ctx,
  trace: () => void,
  size: readonly [number, number],
  seed: number,
  burn: number,
): void {
  const [width, height] = size;
  ctx.save();
  trace();
  ctx.clip();
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  const random = seededRandom(seed);
  for (let i = 0; i < (width * height) / 260; i += 1) {
    const x = random() * width;
    const y = random() * height;
    const angle = random() * Math.PI;
    const length = 3 + random() * 9;
    ctx.strokeStyle = random() < 0.5 ? 'rgba(150, 100, 50, 0.07)' : 'rgba(255, 250, 230, 0.14)';
    ctx.lineWidth = 1 + random();
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(angle) * length, y + Math.sin(angle) * length);
    ctx.stroke();
  }
  // Scorched rims: many thin passes, so the brown fades in smoothly toward the edge.
  for (let lineWidth = burn; lineWidth >= 3; lineWidth -= 3) {
    trace();
    ctx.lineWidth = lineWidth;
    ctx.strokeStyle = `rgba(154, 98, 50, ${0.6 / (burn / 3)})`;
    ctx.stroke();
  }
  ctx.restore();
  trace();
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
}

export function paintParchment(ctx: Ctx): void {
  const { width, height, slice } = PARCHMENT;
  const sidePeriod = height - slice.top - slice.bottom;
  const left = tear(61, sidePeriod, 12);
  const right = tear(62, sidePeriod, 12);
  const top = 40;
  const bottom = height - 40;
  const edgeInset = 24;
  const trace = () => {
    ctx.beginPath();
    ctx.moveTo(edgeInset + left(top - slice.top), top);
    ctx.lineTo(width - edgeInset + right(top - slice.top), top);
    for (let y = top; y <= bottom; y += 2) ctx.lineTo(width - edgeInset + right(y - slice.top), y);
    ctx.lineTo(edgeInset + left(bottom - slice.top), bottom);
    for (let y = bottom; y >= top; y -= 2) ctx.lineTo(edgeInset + left(y - slice.top), y);
    ctx.closePath();
  };
  // The torn edge reaches at most 36 px in; the rim may take the 14 px left before the middle.
  ageThePaper(ctx, trace, [width, height], 63, 28);
  // The sheet runs under each roll; the rolls shade it.
  for (const [y, direction] of [
    [slice.top - 12, 1],
    [height - slice.top + 12, -1],
  ] as const) {
    ctx.save();
    trace();
    ctx.clip();
    const shade = ctx.createLinearGradient(0, y - direction * 8, 0, y + direction * 10);
    shade.addColorStop(0, 'rgba(90, 50, 30, 0.45)');
    shade.addColorStop(1, 'rgba(90, 50, 30, 0)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, Math.min(y - direction * 8, y + direction * 10), width, 18);
    ctx.restore();
  }
  paintRoll(ctx, 12, width);
  paintRoll(ctx, height - 66, width);
}

// One roll of the scroll: a paper cylinder with its spiral ends, on a rattan rod.
function paintRoll(ctx: Ctx, y: number, width: number): void {
  const h = 54;
  const mid = y + h / 2;
  // The rod's knobs, out past the paper at each end.
  for (const x of [10, width - 10]) {
    ctx.beginPath();
    ctx.ellipse(x, mid, 9, 13, 0, 0, Math.PI * 2);
    inkFill(ctx, RATTAN.mid, 4);
  }
  ctx.beginPath();
  ctx.rect(26, y, width - 52, h);
  const cylinder = ctx.createLinearGradient(0, y, 0, y + h);
  cylinder.addColorStop(0, '#b98a52');
  cylinder.addColorStop(0.3, '#fbefcf');
  cylinder.addColorStop(0.55, '#e6c996');
  cylinder.addColorStop(1, '#8e6236');
  ctx.fillStyle = cylinder;
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(26, y);
  ctx.lineTo(width - 26, y);
  ctx.moveTo(26, y + h);
  ctx.lineTo(width - 26, y + h);
  ctx.stroke();
  // The rolled ends: an ellipse with the paper's spiral inside.
  for (const x of [26, width - 26]) {
    ctx.beginPath();
    ctx.ellipse(x, mid, 13, h / 2, 0, 0, Math.PI * 2);
    inkFill(ctx, '#e2c08a', 4);
    ctx.strokeStyle = 'rgba(120, 76, 40, 0.8)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (let t = 0; t < Math.PI * 6; t += 0.2) {
      const r = 1 - t / (Math.PI * 6.6);
      const px = x + Math.cos(t) * 10 * r;
      const py = mid + Math.sin(t) * (h / 2 - 4) * r;
      if (t === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, mid, 3.5, 0, Math.PI * 2);
    inkFill(ctx, RATTAN.dark, 2);
  }
}

export function paintParchmentSmall(ctx: Ctx): void {
  const { width, height, slice } = PARCHMENT_SMALL;
  const across = width - slice.left - slice.right;
  const down = height - slice.top - slice.bottom;
  const edges = {
    top: tear(71, across, 9),
    bottom: tear(72, across, 9),
    left: tear(73, down, 9),
    right: tear(74, down, 9),
  };
  const inset = 15;
  const trace = () => {
    ctx.beginPath();
    for (let x = inset; x <= width - inset; x += 2) ctx.lineTo(x, inset + edges.top(x - slice.left));
    for (let y = inset; y <= height - inset; y += 2)
      ctx.lineTo(width - inset + edges.right(y - slice.top), y);
    for (let x = width - inset; x >= inset; x -= 2)
      ctx.lineTo(x, height - inset + edges.bottom(x - slice.left));
    for (let y = height - inset; y >= inset; y -= 2) ctx.lineTo(inset + edges.left(y - slice.top), y);
    ctx.closePath();
  };
  ageThePaper(ctx, trace, [width, height], 75, 20);
}
