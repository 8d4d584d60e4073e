// Lamps: capiz-shell lanterns hung from a cord or a post, and strings of them across a square.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, shape, stroke } from '../../lib/finish.ts';
import { INK, LAMP, LAMP_SOFT, WOOD_DARK } from '../../lib/palette.ts';
import { type LampPost, lampPostLantern, lanternString } from '../lights.ts';

/** A lantern hanging with its top at (x, y), `size` wide. */
export function paintLantern(ctx: Ctx, x: number, y: number, size: number, finish: Finish): void {
  const line = lineOf(finish);
  const h = size * 1.3;
  shape(ctx, finish, WOOD_DARK, () => ctx.rect(x - size * 0.35, y, size * 0.7, size * 0.16));
  const body = (): void => {
    ctx.moveTo(x - size * 0.35, y + size * 0.16);
    ctx.lineTo(x + size * 0.35, y + size * 0.16);
    ctx.quadraticCurveTo(x + size * 0.62, y + h * 0.55, x + size * 0.35, y + h);
    ctx.lineTo(x - size * 0.35, y + h);
    ctx.quadraticCurveTo(x - size * 0.62, y + h * 0.55, x - size * 0.35, y + size * 0.16);
    ctx.closePath();
  };
  const light = ctx.createRadialGradient(x, y + h * 0.55, size * 0.05, x, y + h * 0.55, size * 0.6);
  light.addColorStop(0, '#fff4c8');
  light.addColorStop(0.5, LAMP_SOFT);
  light.addColorStop(1, LAMP);
  shape(ctx, finish, light, body);
  detail(finish, () => {
    // The capiz panes' frame.
    ctx.beginPath();
    ctx.moveTo(x, y + size * 0.16);
    ctx.lineTo(x, y + h);
    ctx.moveTo(x - size * 0.5, y + h * 0.55);
    ctx.lineTo(x + size * 0.5, y + h * 0.55);
    stroke(ctx, Math.max(1.5, line * 0.5), 'rgba(122, 60, 20, 0.6)');
  });
  shape(ctx, finish, WOOD_DARK, () => ctx.rect(x - size * 0.3, y + h, size * 0.6, size * 0.14));
  detail(finish, () => {
    ctx.beginPath();
    ctx.moveTo(x, y + h + size * 0.14);
    ctx.lineTo(x, y + h + size * 0.4);
    stroke(ctx, Math.max(2, line * 0.6), '#b3202f');
  });
}

/** A sagging cord between two points with lanterns hung along it. */
export function paintLanternString(
  ctx: Ctx,
  from: { x: number; y: number },
  to: { x: number; y: number },
  sag: number,
  count: number,
  size: number,
  finish: Finish,
): void {
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.quadraticCurveTo((from.x + to.x) / 2, (from.y + to.y) / 2 + sag * 2, to.x, to.y);
  stroke(ctx, Math.max(2, lineOf(finish) * 0.6), INK);
  for (const p of lanternString(from, to, sag, count)) paintLantern(ctx, p.x, p.y, size, finish);
}

/** An iron lamp post with a lantern hung from its crook. */
export function paintLampPost(ctx: Ctx, post: LampPost, finish: Finish): void {
  const { x, groundY, height } = post;
  const line = lineOf(finish);
  const w = height * 0.03;
  const lantern = lampPostLantern(post);
  shape(ctx, finish, '#2a2030', () => ctx.rect(x - w / 2, groundY - height, w, height));
  shape(ctx, finish, '#2a2030', () => ctx.rect(x - w * 1.6, groundY - w * 1.2, w * 3.2, w * 1.2));
  ctx.beginPath();
  ctx.moveTo(x, groundY - height);
  ctx.quadraticCurveTo(x + height * 0.1, groundY - height * 1.06, lantern.top.x, lantern.top.y);
  stroke(ctx, w + line * 2);
  stroke(ctx, w, '#2a2030');
  paintLantern(ctx, lantern.top.x, lantern.top.y, lantern.size, finish);
}
