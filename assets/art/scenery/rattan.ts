// A baston: one rattan stick with its growth nodes and fire-hardened tiger stripes, the game's
// emblem. Shared by the logo, the favicon and anything else that shows a stick.
import { INK, RATTAN, type Ctx } from './ink.ts';

export interface StickStyle {
  /** Outline width in pixels; 0 for none (tiny favicons). */
  readonly outline: number;
  /** Node rings and burnt stripes; off at favicon size, where they turn to mud. */
  readonly detail: boolean;
}

export function paintRattanStick(
  ctx: Ctx,
  from: readonly [number, number],
  to: readonly [number, number],
  thickness: number,
  style: StickStyle,
): void {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const length = Math.hypot(x1 - x0, y1 - y0);
  const half = thickness / 2;
  ctx.save();
  ctx.translate(x0, y0);
  ctx.rotate(Math.atan2(y1 - y0, x1 - x0));

  const body = () => {
    ctx.beginPath();
    ctx.roundRect(0, -half, length, thickness, half);
  };
  // Rounded across its width: light along the top, rattan in the middle, dark underneath.
  const round = ctx.createLinearGradient(0, -half, 0, half);
  round.addColorStop(0, RATTAN.light);
  round.addColorStop(0.35, RATTAN.mid);
  round.addColorStop(1, RATTAN.dark);
  body();
  ctx.fillStyle = round;
  ctx.fill();

  ctx.save();
  body();
  ctx.clip();
  if (style.detail) {
    // Tiger stripes: the scorched bands a stick gets when it is hardened over a fire.
    ctx.fillStyle = 'rgba(63, 38, 22, 0.55)';
    for (let s = length * 0.08; s < length * 0.92; s += thickness * 1.7) {
      ctx.beginPath();
      ctx.moveTo(s, -half);
      ctx.quadraticCurveTo(s + thickness * 0.5, 0, s + thickness * 0.2, half);
      ctx.lineTo(s + thickness * 0.55, half);
      ctx.quadraticCurveTo(s + thickness * 0.85, 0, s + thickness * 0.45, -half);
      ctx.closePath();
      ctx.fill();
    }
    // Growth nodes: a dark ring with a lit lip beside it.
    for (const t of [0.2, 0.45, 0.7, 0.93]) {
      const s = length * t;
      ctx.fillStyle = RATTAN.dark;
      ctx.fillRect(s - thickness * 0.09, -half, thickness * 0.18, thickness);
      ctx.fillStyle = 'rgba(255, 230, 180, 0.55)';
      ctx.fillRect(s + thickness * 0.09, -half, thickness * 0.08, thickness);
    }
  }
  // A long highlight along the top catches the lamp light.
  ctx.fillStyle = 'rgba(255, 238, 200, 0.55)';
  ctx.beginPath();
  ctx.roundRect(thickness * 0.4, -half * 0.72, length - thickness * 0.8, thickness * 0.16, thickness * 0.08);
  ctx.fill();
  // Scorched tips.
  const tip = ctx.createLinearGradient(0, 0, length, 0);
  tip.addColorStop(0, 'rgba(63, 38, 22, 0.8)');
  tip.addColorStop(0.05, 'rgba(63, 38, 22, 0)');
  tip.addColorStop(0.95, 'rgba(63, 38, 22, 0)');
  tip.addColorStop(1, 'rgba(63, 38, 22, 0.8)');
  ctx.fillStyle = tip;
  ctx.fillRect(0, -half, length, thickness);
  ctx.restore();

  if (style.outline > 0) {
    body();
    ctx.lineWidth = style.outline;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
  ctx.restore();
}
