// Motion: the tapering arcs a stick leaves, straight speed lines, fanned ghost sticks and the star
// of an impact.
import { seededRandom } from '../../lib/seededRandom.ts';
import { type Ctx, TAU, inkedStroke, outlined, polygon, withAlpha } from '../ink.ts';

/**
 * A crescent swoosh around (cx, cy) at radius r, from angle a0 (thin tail) to a1 (thick head),
 * brightest at the head.
 */
export function swoosh(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  a0: number,
  a1: number,
  width: number,
  colour = '#fff6e0',
): void {
  const steps = 28;
  const outer: [number, number][] = [];
  const inner: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const a = a0 + (a1 - a0) * t;
    const w = width * Math.pow(t, 1.4);
    outer.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
    inner.push([cx + Math.cos(a) * (r - w), cy + Math.sin(a) * (r - w)]);
  }
  const [hx, hy] = outer[steps] ?? [cx, cy];
  const [tx, ty] = outer[0] ?? [cx, cy];
  const g = ctx.createLinearGradient(tx, ty, hx, hy);
  g.addColorStop(0, withAlpha(colour, 0));
  g.addColorStop(0.6, withAlpha(colour, 0.55));
  g.addColorStop(1, withAlpha(colour, 0.95));
  ctx.beginPath();
  polygon(ctx, [...outer, ...inner.reverse()]);
  ctx.fillStyle = g;
  ctx.fill();
}

/** Parallel speed lines behind a moving thing, pointing along `angle`. */
export function speedLines(
  ctx: Ctx,
  x: number,
  y: number,
  angle: number,
  spread: number,
  length: number,
  count: number,
  seed: number,
  colour = '#fff6e0',
): void {
  const random = seededRandom(seed);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  ctx.save();
  ctx.lineCap = 'round';
  for (let i = 0; i < count; i += 1) {
    const off = (random() - 0.5) * spread;
    const len = length * (0.4 + random() * 0.6);
    const back = random() * length * 0.3;
    const px = x - s * off - c * back;
    const py = y + c * off - s * back;
    ctx.strokeStyle = withAlpha(colour, 0.35 + random() * 0.5);
    ctx.lineWidth = 1.5 + random() * 2.5;
    ctx.beginPath();
    ctx.moveTo(px, py);
    ctx.lineTo(px - c * len, py - s * len);
    ctx.stroke();
  }
  ctx.restore();
}

/** The star of a hit: `points` spikes, outlined, with a white heart. */
export function impact(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  points = 9,
  fill = '#ffd23f',
  seed = 1,
): void {
  const random = seededRandom(seed);
  const star: [number, number][] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const a = (i / (points * 2)) * TAU + 0.2;
    const d = i % 2 === 0 ? r * (0.8 + random() * 0.35) : r * 0.42;
    star.push([x + Math.cos(a) * d, y + Math.sin(a) * d]);
  }
  outlined(ctx, fill, () => polygon(ctx, star), 4);
  const core = star.map(([px, py]) => [x + (px - x) * 0.55, y + (py - y) * 0.55] as [number, number]);
  ctx.beginPath();
  polygon(ctx, core);
  ctx.fillStyle = '#fffbe8';
  ctx.fill();
}

/** Ghost copies of a stick fanning around a pivot: the path of a flick or a fan strike. */
export function ghostSticks(
  ctx: Ctx,
  x: number,
  y: number,
  angles: readonly number[],
  length: number,
  colour = '#fff6e0',
): void {
  ctx.save();
  ctx.lineCap = 'round';
  angles.forEach((a, i) => {
    const alpha = 0.15 + (i / Math.max(1, angles.length - 1)) * 0.35;
    ctx.strokeStyle = withAlpha(colour, alpha);
    ctx.lineWidth = 9;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(a) * length, y + Math.sin(a) * length);
    ctx.stroke();
  });
  ctx.restore();
}

/** A curved arrow along a quadratic curve, with an outlined head: the direction of a move. */
export function curvedArrow(
  ctx: Ctx,
  x0: number,
  y0: number,
  qx: number,
  qy: number,
  x1: number,
  y1: number,
  colour: string,
  width = 7,
): void {
  ctx.save();
  ctx.lineCap = 'round';
  inkedStroke(ctx, colour, width, () => {
    ctx.moveTo(x0, y0);
    ctx.quadraticCurveTo(qx, qy, x1, y1);
  });
  const a = Math.atan2(y1 - qy, x1 - qx);
  const head = width * 2.4;
  outlined(
    ctx,
    colour,
    () =>
      polygon(ctx, [
        [x1 + Math.cos(a) * head, y1 + Math.sin(a) * head],
        [x1 + Math.cos(a + 2.3) * head, y1 + Math.sin(a + 2.3) * head],
        [x1 + Math.cos(a - 2.3) * head, y1 + Math.sin(a - 2.3) * head],
      ]),
    3,
  );
  ctx.restore();
}

/** A straight slash of light from (x0, y0) to (x1, y1), widest just past its middle. */
export function slash(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  colour = '#fff6e0',
): void {
  const a = Math.atan2(y1 - y0, x1 - x0);
  const len = Math.hypot(x1 - x0, y1 - y0);
  ctx.save();
  ctx.translate(x0, y0);
  ctx.rotate(a);
  const g = ctx.createLinearGradient(0, 0, len, 0);
  g.addColorStop(0, withAlpha(colour, 0));
  g.addColorStop(0.5, withAlpha(colour, 0.8));
  g.addColorStop(1, withAlpha(colour, 1));
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.6, -width, len, 0);
  ctx.quadraticCurveTo(len * 0.6, width * 0.35, 0, 0);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
}

/** A figure-eight ribbon (the weave of two sticks) centred on (x, y), `a` wide. */
export function weaveLoop(
  ctx: Ctx,
  x: number,
  y: number,
  a: number,
  b: number,
  phase: number,
  colour: string,
  width = 6,
  span = 0.92,
): void {
  ctx.save();
  ctx.lineCap = 'round';
  inkedStroke(ctx, colour, width, () => {
    for (let i = 0; i <= 80; i += 1) {
      const t = phase + (i / 80) * TAU * span;
      const d = 1 + Math.sin(t) ** 2;
      const px = x + (a * Math.cos(t)) / d;
      const py = y + (b * Math.sin(t) * Math.cos(t)) / d;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
  });
  ctx.restore();
}
