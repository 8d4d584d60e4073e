// Fire for the burning cards: layered tongues of flame with an outlined outer layer, and sparks.
import { seededRandom } from '../../lib/seededRandom.ts';
import { type Ctx, TAU, glow, outlined } from '../ink.ts';

const LAYERS = [
  [1, '#d8342a'],
  [0.74, '#f2703a'],
  [0.5, '#ffc04a'],
  [0.26, '#fff0b0'],
] as const;

/** A flame standing on (x, y), `h` tall, leaning by `lean` (radians); seeded for its flicker. */
export function flame(ctx: Ctx, x: number, y: number, h: number, w: number, lean = 0, seed = 1): void {
  const random = seededRandom(seed);
  const wiggle = [random() - 0.5, random() - 0.5, random() - 0.5];
  glow(ctx, x, y - h * 0.4, h * 0.9, '#ff8a3a', 0.45);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(lean);
  LAYERS.forEach(([scale, colour], i) => {
    const fh = h * scale;
    const fw = w * (0.45 + scale * 0.55);
    const tip = (wiggle[i % 3] ?? 0) * fw * 0.6;
    outlined(
      ctx,
      colour,
      () => {
        ctx.moveTo(0, 0);
        ctx.bezierCurveTo(-fw * 0.9, -fh * 0.05, -fw * 0.6, -fh * 0.55, tip - fw * 0.15, -fh * 0.7);
        ctx.quadraticCurveTo(tip - fw * 0.05, -fh * 0.85, tip, -fh);
        ctx.quadraticCurveTo(tip + fw * 0.35, -fh * 0.7, fw * 0.25, -fh * 0.55);
        ctx.bezierCurveTo(fw * 0.75, -fh * 0.4, fw * 0.85, -fh * 0.05, 0, 0);
        ctx.closePath();
      },
      i === 0 ? 4 : 0,
    );
  });
  ctx.restore();
}

/** Flames running along a stick from (x1, y1) to (x2, y2), leaning back against its motion. */
export function burningEdge(
  ctx: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  lean: number,
  seed: number,
): void {
  const random = seededRandom(seed);
  const n = 5;
  for (let i = 0; i < n; i += 1) {
    const t = 0.25 + (i / (n - 1)) * 0.75;
    const h = 18 + t * 26 + random() * 8;
    flame(ctx, x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, h, h * 0.5, lean, seed + i);
  }
}

export function sparks(ctx: Ctx, x: number, y: number, spread: number, count: number, seed: number): void {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i += 1) {
    const a = random() * TAU;
    const d = random() * spread;
    const r = 1 + random() * 2.4;
    ctx.fillStyle = random() > 0.4 ? '#ffd23f' : '#fff0b0';
    ctx.beginPath();
    ctx.arc(x + Math.cos(a) * d, y + Math.sin(a) * d * 0.8, r, 0, TAU);
    ctx.fill();
  }
}
