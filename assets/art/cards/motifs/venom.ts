// Venom for the poison cards: green drops and drips, rising bubbles, and the snake itself.
import { seededRandom } from '../../lib/seededRandom.ts';
import { type Ctx, INK, TAU, glow, outlined } from '../ink.ts';

export const VENOM = '#8be05a';
export const VENOM_DARK = '#2f7a2a';

/** A drop of venom hanging from (x, y), `len` long. */
export function drip(ctx: Ctx, x: number, y: number, len: number, r = 6): void {
  outlined(
    ctx,
    VENOM,
    () => {
      ctx.moveTo(x - r * 0.35, y);
      ctx.quadraticCurveTo(x - r * 0.3, y + len * 0.6, x - r, y + len);
      ctx.arc(x, y + len, r, Math.PI, 0, true);
      ctx.quadraticCurveTo(x + r * 0.3, y + len * 0.6, x + r * 0.35, y);
      ctx.closePath();
    },
    3,
  );
  ctx.fillStyle = 'rgba(240, 255, 210, 0.8)';
  ctx.beginPath();
  ctx.arc(x - r * 0.35, y + len - r * 0.2, r * 0.3, 0, TAU);
  ctx.fill();
}

/** Bubbles rising through the air from around (x, y). */
export function bubbles(ctx: Ctx, x: number, y: number, spread: number, count: number, seed: number): void {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i += 1) {
    const bx = x + (random() - 0.5) * spread;
    const by = y - random() * spread * 1.2;
    const r = 2.5 + random() * 6;
    ctx.beginPath();
    ctx.arc(bx, by, r, 0, TAU);
    ctx.fillStyle = 'rgba(139, 224, 90, 0.35)';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = 'rgba(200, 255, 150, 0.85)';
    ctx.stroke();
    ctx.fillStyle = 'rgba(255, 255, 255, 0.8)';
    ctx.beginPath();
    ctx.arc(bx - r * 0.35, by - r * 0.35, r * 0.22, 0, TAU);
    ctx.fill();
  }
}

/** A green haze (for the glow of venom on a blade or in the air). */
export function venomGlow(ctx: Ctx, x: number, y: number, r: number): void {
  glow(ctx, x, y, r, '#b8ff6a', 0.45);
}

/**
 * A cobra reared to strike: a coiled body, a spread hood and an open mouth, facing `facing`.
 * (x, y) is the base of the coil; `s` its scale (about the hood's width).
 */
export function cobra(ctx: Ctx, x: number, y: number, s: number, facing: 1 | -1): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(facing, 1);
  const body = '#3f8a2e';
  const belly = '#d9e48a';
  // The coil on the ground.
  outlined(ctx, body, () => ctx.ellipse(0, 0, s * 1.1, s * 0.34, 0, 0, TAU), 4);
  outlined(ctx, '#4f9a3a', () => ctx.ellipse(-s * 0.1, -s * 0.16, s * 0.8, s * 0.26, 0, 0, TAU), 4);
  // The neck rising in an S.
  ctx.lineCap = 'round';
  const neck = () => {
    ctx.beginPath();
    ctx.moveTo(-s * 0.3, -s * 0.2);
    ctx.bezierCurveTo(s * 0.5, -s * 0.5, -s * 0.4, -s * 1.2, 0, -s * 1.6);
  };
  neck();
  ctx.strokeStyle = INK;
  ctx.lineWidth = s * 0.42 + 8;
  ctx.stroke();
  neck();
  ctx.strokeStyle = body;
  ctx.lineWidth = s * 0.42;
  ctx.stroke();
  neck();
  ctx.strokeStyle = belly;
  ctx.lineWidth = s * 0.16;
  ctx.stroke();
  // The hood, with its markings.
  outlined(ctx, body, () => {
    ctx.moveTo(0, -s * 1.25);
    ctx.bezierCurveTo(s * 0.75, -s * 1.35, s * 0.6, -s * 2.05, 0.05 * s, -s * 2.15);
    ctx.bezierCurveTo(-s * 0.6, -s * 2.05, -s * 0.75, -s * 1.35, 0, -s * 1.25);
  });
  ctx.strokeStyle = '#c8e06a';
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.ellipse(0, -s * 1.7, s * 0.18, s * 0.22, 0, 0, TAU);
  ctx.stroke();
  // Head, thrust forward, mouth open with fangs.
  outlined(ctx, '#4f9a3a', () => {
    ctx.moveTo(-s * 0.1, -s * 2.05);
    ctx.quadraticCurveTo(s * 0.3, -s * 2.35, s * 0.72, -s * 2.15);
    ctx.lineTo(s * 0.42, -s * 2.02);
    ctx.lineTo(s * 0.7, -s * 1.88);
    ctx.quadraticCurveTo(s * 0.3, -s * 1.8, -s * 0.05, -s * 1.9);
    ctx.closePath();
  });
  ctx.fillStyle = '#ffe14a';
  ctx.beginPath();
  ctx.arc(s * 0.3, -s * 2.16, s * 0.06, 0, TAU);
  ctx.fill();
  ctx.fillStyle = INK;
  ctx.fillRect(s * 0.3 - 1, -s * 2.2, 2, s * 0.08);
  ctx.fillStyle = '#fff8e0';
  for (const fx of [0.5, 0.62]) {
    ctx.beginPath();
    ctx.moveTo(s * fx, -s * 2.08);
    ctx.lineTo(s * (fx + 0.03), -s * 1.96);
    ctx.lineTo(s * (fx + 0.06), -s * 2.08);
    ctx.fill();
  }
  ctx.restore();
}
