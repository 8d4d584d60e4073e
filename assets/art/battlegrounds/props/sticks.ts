// The baston: rattan fighting sticks, alone or leaning in a practice rack.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, shape, stroke } from '../../lib/finish.ts';
import { RATTAN, RATTAN_DARK, WOOD } from '../../lib/palette.ts';

/** One rattan stick from (x0, y0) to (x1, y1), with its scorched nodes. */
export function paintStick(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  finish: Finish,
): void {
  // Thin sticks get a thinner line, so the rattan still shows.
  const line = Math.min(lineOf(finish), width * 0.35);
  const length = Math.hypot(x1 - x0, y1 - y0);
  const nx = (-(y1 - y0) / length) * (width / 2);
  const ny = ((x1 - x0) / length) * (width / 2);
  shape(
    ctx,
    finish,
    RATTAN,
    () => {
      ctx.moveTo(x0 + nx, y0 + ny);
      ctx.lineTo(x1 + nx, y1 + ny);
      ctx.lineTo(x1 - nx, y1 - ny);
      ctx.lineTo(x0 - nx, y0 - ny);
      ctx.closePath();
    },
    line,
  );
  detail(finish, () => {
    for (let k = 1; k < 5; k += 1) {
      const t = k / 5;
      const cx = x0 + (x1 - x0) * t;
      const cy = y0 + (y1 - y0) * t;
      ctx.beginPath();
      ctx.moveTo(cx + nx, cy + ny);
      ctx.lineTo(cx - nx, cy - ny);
      stroke(ctx, Math.max(2, line * 0.6), RATTAN_DARK);
    }
  });
}

/** A rack of sticks: two posts, a rail, and sticks leaning against it. */
export function paintStickRack(ctx: Ctx, x: number, groundY: number, width: number, finish: Finish): void {
  const h = width * 0.55;
  for (const side of [-0.45, 0.45]) {
    shape(ctx, finish, WOOD, () => ctx.rect(x + side * width - width * 0.03, groundY - h, width * 0.06, h));
  }
  const sticks = 7;
  for (let i = 0; i < sticks; i += 1) {
    const u = i / (sticks - 1) - 0.5;
    const foot = x + u * width * 0.8;
    paintStick(
      ctx,
      foot - width * 0.06,
      groundY,
      foot + width * 0.08,
      groundY - h * 1.35,
      width * 0.06,
      finish,
    );
  }
  shape(ctx, finish, WOOD, () => ctx.rect(x - width * 0.52, groundY - h * 0.82, width * 1.04, width * 0.05));
}
