// The baston: a rattan stick with an ink outline, a rounded light side and the rings of the cane's
// nodes. Every strike picture is built around it.
import { type Ctx, INK, RATTAN, RATTAN_DARK } from '../ink.ts';

export interface StickLook {
  readonly width?: number;
  /** Colour of the cane; a burning or poisoned stick changes it. */
  readonly colour?: string;
  readonly shade?: string;
}

/** A stick from (x1, y1) to (x2, y2). */
export function baston(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, look: StickLook = {}): void {
  const width = look.width ?? 10;
  const colour = look.colour ?? RATTAN;
  const shade = look.shade ?? RATTAN_DARK;
  const length = Math.hypot(x2 - x1, y2 - y1);
  ctx.save();
  ctx.translate(x1, y1);
  ctx.rotate(Math.atan2(y2 - y1, x2 - x1));
  ctx.lineCap = 'round';
  // Outline, body and a shaded lower half, so the cane reads as round.
  ctx.strokeStyle = INK;
  ctx.lineWidth = width + 8;
  line(ctx, length);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  line(ctx, length);
  ctx.strokeStyle = shade;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = width * 0.4;
  ctx.beginPath();
  ctx.moveTo(0, width * 0.28);
  ctx.lineTo(length, width * 0.28);
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = 'rgba(255, 240, 205, 0.75)';
  ctx.lineWidth = Math.max(1.5, width * 0.18);
  ctx.beginPath();
  ctx.moveTo(width * 0.6, -width * 0.22);
  ctx.lineTo(length - width * 0.6, -width * 0.22);
  ctx.stroke();
  // Nodes of the cane.
  ctx.strokeStyle = shade;
  ctx.lineWidth = 2;
  for (let d = width * 2.2; d < length - width; d += width * 3.4) {
    ctx.beginPath();
    ctx.moveTo(d, -width / 2);
    ctx.quadraticCurveTo(d + 2, 0, d, width / 2);
    ctx.stroke();
  }
  ctx.restore();
}

function line(ctx: Ctx, length: number): void {
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(length, 0);
  ctx.stroke();
}

/** A stick along an angle from a point, for pictures that think in hands and directions. */
export function bastonAt(
  ctx: Ctx,
  x: number,
  y: number,
  angle: number,
  length: number,
  back: number,
  look?: StickLook,
): void {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  baston(ctx, x - c * back, y - s * back, x + c * length, y + s * length, look);
}
