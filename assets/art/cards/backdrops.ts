// The places behind the card pictures, painted over the whole 300 x 420 card: a dusk sky over
// terraces, a night of stars, a storm, the jungle, the sea, the inside of a nipa hall, a field on
// fire, a misty mangrove and a spirit sky. Far shapes have no outline, only a darker flat colour
// (ARTISTS.md); each card moves the sun and reseeds the details, so no two pictures share a sky.
import { seededRandom } from '../lib/seededRandom.ts';
import { type Ctx, TAU, glow, withAlpha } from './ink.ts';
import { CARD_HEIGHT as H, CARD_WIDTH as W } from './layout.ts';

export type BackdropKind =
  'dusk' | 'night' | 'storm' | 'jungle' | 'sea' | 'hall' | 'ember' | 'swamp' | 'spirit' | 'sky';

export interface Backdrop {
  readonly kind: BackdropKind;
  readonly seed: number;
  /** Where the sun or moon stands, in card units (the sun mostly sits behind the subject). */
  readonly sun?: readonly [number, number];
  /** Height of the horizon, in card units. */
  readonly horizon?: number;
}

export function paintBackdrop(ctx: Ctx, b: Backdrop): void {
  const horizon = b.horizon ?? 250;
  const [sx, sy] = b.sun ?? [150, horizon - 40];
  switch (b.kind) {
    case 'dusk':
      sky(ctx, ['#120c2b', '#3b1f4f', '#b2494a', '#f2a65a'], horizon);
      stars(ctx, b.seed, horizon * 0.4, 30);
      sun(ctx, sx, sy, 44, '#ffd89a');
      ridges(ctx, b.seed, horizon, ['#6a3358', '#4a2549', '#2e1836']);
      terraces(ctx, b.seed, horizon);
      break;
    case 'night':
      sky(ctx, ['#070615', '#141034', '#2c1d55', '#4a2a66'], horizon);
      stars(ctx, b.seed, horizon, 90);
      moon(ctx, sx, sy, 30);
      ridges(ctx, b.seed, horizon, ['#2a1d4a', '#1d1438', '#120c26']);
      break;
    case 'storm':
      sky(ctx, ['#0c0a1c', '#25203f', '#433a5e', '#6d5a78'], horizon);
      glow(ctx, sx, sy, 160, '#c9c0ff', 0.55);
      clouds(ctx, b.seed, ['#2a2440', '#3a3152', '#1d182e'], horizon * 0.55);
      ridges(ctx, b.seed, horizon, ['#2c2440', '#1e182e', '#120e1e']);
      rain(ctx, b.seed, 'rgba(200, 200, 255, 0.18)');
      break;
    case 'jungle':
      sky(ctx, ['#0b1d1a', '#134036', '#2f6a4a', '#a8a15a'], horizon);
      glow(ctx, sx, sy, 150, '#f2d98a', 0.6);
      lightShafts(ctx, sx, 'rgba(255, 236, 170, 0.10)');
      ridges(ctx, b.seed, horizon, ['#2a5a44', '#1c4434', '#0f2b22']);
      leaves(ctx, b.seed, '#0b231c', '#163a2c');
      fireflies(ctx, b.seed, '#f6ff9a');
      break;
    case 'sea':
      sky(ctx, ['#120c2b', '#3b1f4f', '#b2494a', '#f2a65a'], horizon);
      stars(ctx, b.seed, horizon * 0.35, 24);
      sun(ctx, sx, sy, 40, '#ffd89a');
      sea(ctx, b.seed, horizon, sx);
      break;
    case 'hall':
      hall(ctx, b.seed, sx, sy);
      break;
    case 'ember':
      sky(ctx, ['#1a0608', '#4a0f12', '#a3261c', '#f2703a'], horizon);
      glow(ctx, sx, sy, 170, '#ffb347', 0.75);
      ridges(ctx, b.seed, horizon, ['#5a1612', '#3a0d0e', '#1f0608']);
      embers(ctx, b.seed, 60);
      break;
    case 'swamp':
      sky(ctx, ['#08100c', '#15281d', '#2c4a2c', '#6b7a3a'], horizon);
      moon(ctx, sx, sy, 26, '#e4ffb8');
      mist(ctx, b.seed, horizon, 'rgba(170, 230, 140, 0.10)');
      mangroves(ctx, b.seed, horizon, '#0c1a10');
      break;
    case 'spirit':
      sky(ctx, ['#07061a', '#1b1450', '#3d2a80', '#7a4aa0'], horizon);
      stars(ctx, b.seed, H, 70);
      rings(ctx, sx, sy, 'rgba(200, 220, 255, 0.14)');
      glow(ctx, sx, sy, 140, '#9fd8ff', 0.55);
      break;
    case 'sky':
      sky(ctx, ['#1d1440', '#4b2a66', '#c0566a', '#f6b86a'], H);
      sun(ctx, sx, sy, 36, '#ffe0a8');
      clouds(ctx, b.seed, ['#f2a070', '#d07070', '#a25a78'], H * 0.75);
      break;
  }
}

function sky(ctx: Ctx, stops: readonly [string, string, string, string], horizon: number): void {
  const g = ctx.createLinearGradient(0, 0, 0, horizon);
  g.addColorStop(0, stops[0]);
  g.addColorStop(0.45, stops[1]);
  g.addColorStop(0.78, stops[2]);
  g.addColorStop(1, stops[3]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
}

function stars(ctx: Ctx, seed: number, maxY: number, count: number): void {
  const random = seededRandom(seed * 7 + 1);
  ctx.fillStyle = '#fff4dc';
  for (let i = 0; i < count; i += 1) {
    const x = random() * W;
    const y = random() * maxY;
    ctx.globalAlpha = 0.2 + random() * 0.7 * (1 - y / maxY);
    ctx.beginPath();
    ctx.arc(x, y, 0.4 + random() * 1.3, 0, TAU);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function sun(ctx: Ctx, x: number, y: number, r: number, colour: string): void {
  glow(ctx, x, y, r * 3.6, '#ffc98a', 0.6);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fill();
  // Bands of haze across the sun's face.
  ctx.fillStyle = 'rgba(242, 120, 90, 0.35)';
  for (const dy of [0.35, 0.58, 0.78]) ctx.fillRect(x - r, y + r * dy, r * 2, r * 0.08);
}

function moon(ctx: Ctx, x: number, y: number, r: number, colour = '#f6ead7'): void {
  glow(ctx, x, y, r * 3.2, colour, 0.35);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fill();
  ctx.fillStyle = 'rgba(60, 40, 90, 0.18)';
  for (const [dx, dy, dr] of [
    [-0.3, -0.2, 0.22],
    [0.25, 0.2, 0.16],
    [0.1, -0.45, 0.1],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x + dx * r, y + dy * r, dr * r, 0, TAU);
    ctx.fill();
  }
}

/** Layers of hills, lighter and lower-contrast the farther they are. */
function ridges(ctx: Ctx, seed: number, horizon: number, colours: readonly string[]): void {
  colours.forEach((colour, layer) => {
    const random = seededRandom(seed * 13 + layer * 101);
    const base = horizon - 18 + layer * 22;
    const amp = 46 - layer * 12;
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, H);
    ctx.lineTo(0, base);
    const peaks = 4 + layer;
    for (let i = 0; i <= peaks; i += 1) {
      const x = (i / peaks) * W;
      const px = x - W / peaks / 2;
      ctx.quadraticCurveTo(px, base - amp * (0.4 + random() * 0.8), x, base - amp * random() * 0.3);
    }
    ctx.lineTo(W, H);
    ctx.closePath();
    ctx.fill();
  });
}

/** Rice terraces stepping down the near hill, their water catching the evening light. */
function terraces(ctx: Ctx, seed: number, horizon: number): void {
  const random = seededRandom(seed * 31 + 5);
  const top = horizon + 30;
  ctx.fillStyle = '#24162f';
  ctx.fillRect(0, top, W, H - top);
  for (let i = 0; i < 9; i += 1) {
    const y = top + i * 16;
    const tilt = (random() - 0.5) * 24;
    ctx.strokeStyle = 'rgba(255, 196, 130, 0.30)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(-10, y + tilt);
    ctx.bezierCurveTo(W * 0.3, y - 8 + tilt, W * 0.7, y + 10 - tilt, W + 10, y - tilt);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(58, 106, 74, 0.45)';
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(-10, y + 5 + tilt);
    ctx.bezierCurveTo(W * 0.3, y - 3 + tilt, W * 0.7, y + 15 - tilt, W + 10, y + 5 - tilt);
    ctx.stroke();
  }
}

function clouds(ctx: Ctx, seed: number, colours: readonly string[], maxY: number): void {
  const random = seededRandom(seed * 17 + 3);
  colours.forEach((colour, layer) => {
    ctx.fillStyle = colour;
    for (let i = 0; i < 4; i += 1) {
      const cx = random() * W;
      const cy = 30 + random() * (maxY - 30) * (0.4 + layer * 0.3);
      const w = 80 + random() * 90;
      ctx.beginPath();
      for (let j = 0; j < 5; j += 1) {
        const bx = cx - w / 2 + (j / 4) * w;
        const r = 16 + Math.sin((j / 4) * Math.PI) * 18 + random() * 8;
        ctx.moveTo(bx + r, cy);
        ctx.arc(bx, cy, r, 0, TAU);
      }
      ctx.fill();
      ctx.fillRect(cx - w / 2, cy, w, 20);
    }
  });
}

function rain(ctx: Ctx, seed: number, colour: string): void {
  const random = seededRandom(seed * 19 + 2);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let i = 0; i < 120; i += 1) {
    const x = random() * (W + 60);
    const y = random() * H;
    ctx.moveTo(x, y);
    ctx.lineTo(x - 10, y + 26);
  }
  ctx.stroke();
}

function lightShafts(ctx: Ctx, x: number, colour: string): void {
  ctx.fillStyle = colour;
  for (const [dx, w] of [
    [-60, 26],
    [-10, 40],
    [50, 20],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x + dx, 0);
    ctx.lineTo(x + dx + w, 0);
    ctx.lineTo(x + dx + w * 2.6 - 40, H);
    ctx.lineTo(x + dx - 40, H);
    ctx.closePath();
    ctx.fill();
  }
}

/** Big jungle leaves framing the picture from the sides and the top. */
function leaves(ctx: Ctx, seed: number, dark: string, mid: string): void {
  const random = seededRandom(seed * 23 + 9);
  for (let i = 0; i < 9; i += 1) {
    const left = i % 2 === 0;
    const x = left ? -10 + random() * 30 : W + 10 - random() * 30;
    const y = random() * H * 0.9;
    const angle = (left ? 0.2 : Math.PI - 0.2) + (random() - 0.5) * 1.2;
    leaf(ctx, x, y, 70 + random() * 60, angle, i % 3 === 0 ? mid : dark);
  }
}

export function leaf(ctx: Ctx, x: number, y: number, length: number, angle: number, colour: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(length * 0.45, -length * 0.32, length, 0);
  ctx.quadraticCurveTo(length * 0.45, length * 0.32, 0, 0);
  ctx.fill();
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.25)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(length * 0.95, 0);
  for (let i = 1; i < 6; i += 1) {
    const px = (i / 6) * length;
    ctx.moveTo(px, 0);
    ctx.lineTo(px + length * 0.08, -length * 0.12);
    ctx.moveTo(px, 0);
    ctx.lineTo(px + length * 0.08, length * 0.12);
  }
  ctx.stroke();
  ctx.restore();
}

function fireflies(ctx: Ctx, seed: number, colour: string): void {
  const random = seededRandom(seed * 29 + 4);
  for (let i = 0; i < 16; i += 1) glow(ctx, random() * W, 40 + random() * 240, 4 + random() * 5, colour, 0.8);
}

function sea(ctx: Ctx, seed: number, horizon: number, sunX: number): void {
  const random = seededRandom(seed * 37 + 8);
  const g = ctx.createLinearGradient(0, horizon, 0, H);
  g.addColorStop(0, '#6a3a5e');
  g.addColorStop(0.3, '#2b2a55');
  g.addColorStop(1, '#0d1030');
  ctx.fillStyle = g;
  ctx.fillRect(0, horizon, W, H - horizon);
  // The sun's road on the water.
  for (let i = 0; i < 22; i += 1) {
    const y = horizon + 4 + i * i * 0.45;
    const w = 10 + i * 4 + random() * 10;
    ctx.fillStyle = `rgba(255, 210, 150, ${0.55 - i * 0.02})`;
    ctx.fillRect(sunX - w / 2 + (random() - 0.5) * 10, y, w, 2);
  }
  ctx.strokeStyle = 'rgba(155, 231, 240, 0.22)';
  ctx.lineWidth = 1.5;
  for (let i = 0; i < 18; i += 1) {
    const y = horizon + 12 + random() * (H - horizon);
    const x = random() * W;
    ctx.beginPath();
    ctx.moveTo(x - 14, y);
    ctx.quadraticCurveTo(x, y - 4, x + 14, y);
    ctx.stroke();
  }
}

/** Inside a nipa hall: bamboo walls, a thatch roof's beams and a hanging lamp. */
function hall(ctx: Ctx, seed: number, lampX: number, lampY: number): void {
  const random = seededRandom(seed * 41 + 6);
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, '#1c0f14');
  g.addColorStop(0.6, '#3a2218');
  g.addColorStop(1, '#1a0e0c');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  for (let x = -4; x < W; x += 18 + random() * 4) {
    ctx.fillStyle = 'rgba(201, 138, 75, 0.14)';
    ctx.fillRect(x, 0, 12, H);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.25)';
    for (let y = 30 + random() * 40; y < H; y += 70 + random() * 30) ctx.fillRect(x, y, 12, 3);
  }
  ctx.fillStyle = '#120806';
  ctx.fillRect(0, 0, W, 22);
  ctx.beginPath();
  ctx.moveTo(0, 22);
  ctx.lineTo(W / 2, 0);
  ctx.lineTo(W, 22);
  ctx.fill();
  glow(ctx, lampX, lampY, 190, '#ffb35a', 0.75);
  ctx.fillStyle = '#2a1a10';
  ctx.fillRect(0, H * 0.72, W, H * 0.28);
  ctx.strokeStyle = 'rgba(201, 138, 75, 0.25)';
  ctx.lineWidth = 1.5;
  for (let y = H * 0.72; y < H; y += 10) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(W, y);
    ctx.stroke();
  }
}

function embers(ctx: Ctx, seed: number, count: number): void {
  const random = seededRandom(seed * 43 + 7);
  for (let i = 0; i < count; i += 1) {
    const x = random() * W;
    const y = random() * H;
    const r = 0.8 + random() * 2.2;
    ctx.fillStyle = random() > 0.5 ? '#ffd23f' : '#ff8a3a';
    ctx.globalAlpha = 0.4 + random() * 0.6;
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * 1.8, 0.3, 0, TAU);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function mist(ctx: Ctx, seed: number, horizon: number, colour: string): void {
  const random = seededRandom(seed * 47 + 1);
  ctx.fillStyle = colour;
  for (let i = 0; i < 10; i += 1) {
    const y = horizon - 60 + random() * 160;
    ctx.beginPath();
    ctx.ellipse(random() * W, y, 90 + random() * 80, 10 + random() * 10, 0, 0, TAU);
    ctx.fill();
  }
}

/** Mangrove trees on their stilt roots, black against the glow. */
function mangroves(ctx: Ctx, seed: number, horizon: number, colour: string): void {
  const random = seededRandom(seed * 53 + 3);
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.fillRect(0, horizon + 20, W, H);
  for (let i = 0; i < 5; i += 1) {
    const x = (i / 4) * W + (random() - 0.5) * 40;
    const y = horizon + 10 - random() * 20;
    ctx.lineWidth = 3;
    for (let r = 0; r < 5; r += 1) {
      ctx.beginPath();
      ctx.moveTo(x, y - 20);
      ctx.quadraticCurveTo(x + (r - 2) * 14, y - 10, x + (r - 2) * 18, y + 14);
      ctx.stroke();
    }
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(x, y - 20);
    ctx.lineTo(x + (random() - 0.5) * 10, y - 70);
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(x, y - 84, 34 + random() * 16, 20 + random() * 8, 0, 0, TAU);
    ctx.fill();
  }
  // Still water between the roots.
  ctx.fillStyle = withAlpha('#b8ff6a', 0.08);
  ctx.fillRect(0, horizon + 24, W, 3);
}

/** Faint circles spreading from a point, like sound from a struck gong. */
function rings(ctx: Ctx, x: number, y: number, colour: string): void {
  ctx.strokeStyle = colour;
  for (let i = 1; i < 9; i += 1) {
    ctx.lineWidth = 2 + (i % 3);
    ctx.beginPath();
    ctx.arc(x, y, i * 26, 0, TAU);
    ctx.stroke();
  }
}
