// Gold filigree for special cards: scrolls curling out of the corners of the picture and the text
// box, drawn as an ink line under a gold line so they read at hand size.
import { type Ctx, INK } from './ink.ts';

/**
 * One corner scroll. (x, y) is the corner; (dx, dy) point along the two edges it follows (each 1
 * or -1), so the same shape serves all four corners.
 */
export function paintScroll(ctx: Ctx, x: number, y: number, dx: number, dy: number, size: number): void {
  const s = size;
  const trace = () => {
    ctx.beginPath();
    // Along the top edge, then curling down and in.
    ctx.moveTo(x + dx * s * 1.6, y + dy * s * 0.12);
    ctx.bezierCurveTo(
      x + dx * s * 0.9,
      y,
      x + dx * s * 0.3,
      y + dy * s * 0.1,
      x + dx * s * 0.25,
      y + dy * s * 0.55,
    );
    ctx.bezierCurveTo(
      x + dx * s * 0.2,
      y + dy * s * 0.85,
      x + dx * s * 0.6,
      y + dy * s * 0.85,
      x + dx * s * 0.6,
      y + dy * s * 0.55,
    );
    // And along the side edge, mirrored.
    ctx.moveTo(x + dx * s * 0.12, y + dy * s * 1.6);
    ctx.bezierCurveTo(
      x,
      y + dy * s * 0.9,
      x + dx * s * 0.1,
      y + dy * s * 0.3,
      x + dx * s * 0.55,
      y + dy * s * 0.25,
    );
    ctx.bezierCurveTo(
      x + dx * s * 0.85,
      y + dy * s * 0.2,
      x + dx * s * 0.85,
      y + dy * s * 0.6,
      x + dx * s * 0.55,
      y + dy * s * 0.6,
    );
  };
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  trace();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.stroke();
  trace();
  ctx.strokeStyle = '#ffd23f';
  ctx.lineWidth = 2.2;
  ctx.stroke();
  // A bead where the two curls meet.
  ctx.beginPath();
  ctx.arc(x + dx * s * 0.42, y + dy * s * 0.42, s * 0.12, 0, Math.PI * 2);
  ctx.fillStyle = '#fff3b0';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.restore();
}
