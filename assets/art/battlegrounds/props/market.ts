// Market goods and stalls: salakot hats stacked for sale, clay jars (banga), woven baskets, fruit,
// and a stall of bamboo under a thatched awning.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, saved, shape, stroke } from '../../lib/finish.ts';
import {
  BAMBOO,
  RATTAN,
  RATTAN_DARK,
  THATCH,
  THATCH_DARK,
  THATCH_LIT,
  WOOD,
  WOOD_DARK,
} from '../../lib/palette.ts';

/** One salakot, a wide conical hat, with its crown at (x, y). */
export function paintSalakot(ctx: Ctx, x: number, y: number, width: number, finish: Finish): void {
  const line = lineOf(finish);
  const h = width * 0.32;
  shape(ctx, finish, '#c9a060', () => {
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + width * 0.2, y + h * 0.5, x + width / 2, y + h);
    ctx.quadraticCurveTo(x, y + h * 1.18, x - width / 2, y + h);
    ctx.quadraticCurveTo(x - width * 0.2, y + h * 0.5, x, y);
    ctx.closePath();
  });
  detail(finish, () => {
    for (const k of [0.35, 0.65]) {
      ctx.beginPath();
      ctx.moveTo(x - (width / 2) * k * 1.1, y + h * k);
      ctx.quadraticCurveTo(x, y + h * k * 1.18, x + (width / 2) * k * 1.1, y + h * k);
      stroke(ctx, Math.max(1.5, line * 0.45), RATTAN_DARK);
    }
    shape(ctx, finish, '#b3202f', () => ctx.arc(x, y + h * 0.05, width * 0.035, 0, Math.PI * 2), line * 0.6);
  });
}

/** A stack of salakot hats, each a little higher than the last. */
export function paintSalakotStack(
  ctx: Ctx,
  x: number,
  groundY: number,
  width: number,
  count: number,
  finish: Finish,
): void {
  for (let i = 0; i < count; i += 1)
    paintSalakot(ctx, x, groundY - width * 0.36 - i * width * 0.1, width, finish);
}

/** A round-bellied clay jar (banga) standing on the ground. */
export function paintJar(
  ctx: Ctx,
  x: number,
  groundY: number,
  size: number,
  finish: Finish,
  colour = '#a0522d',
): void {
  const line = lineOf(finish);
  const h = size * 1.1;
  const body = (): void => {
    ctx.moveTo(x - size * 0.22, groundY - h);
    ctx.lineTo(x + size * 0.22, groundY - h);
    ctx.quadraticCurveTo(x + size * 0.2, groundY - h * 0.85, x + size * 0.4, groundY - h * 0.7);
    ctx.bezierCurveTo(x + size * 0.62, groundY - h * 0.5, x + size * 0.45, groundY, x + size * 0.2, groundY);
    ctx.lineTo(x - size * 0.2, groundY);
    ctx.bezierCurveTo(
      x - size * 0.45,
      groundY,
      x - size * 0.62,
      groundY - h * 0.5,
      x - size * 0.4,
      groundY - h * 0.7,
    );
    ctx.quadraticCurveTo(x - size * 0.2, groundY - h * 0.85, x - size * 0.22, groundY - h);
    ctx.closePath();
  };
  shape(ctx, finish, colour, body);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      body();
      ctx.clip();
      ctx.fillStyle = 'rgba(40, 10, 30, 0.35)';
      ctx.beginPath();
      ctx.ellipse(x + size * 0.25, groundY - h * 0.3, size * 0.4, h * 0.5, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = 'rgba(255, 200, 150, 0.3)';
      ctx.beginPath();
      ctx.ellipse(x - size * 0.22, groundY - h * 0.5, size * 0.1, h * 0.18, 0.2, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(x - size * 0.5, groundY - h * 0.6);
      ctx.quadraticCurveTo(x, groundY - h * 0.52, x + size * 0.5, groundY - h * 0.6);
      stroke(ctx, Math.max(2, line * 0.6), 'rgba(40, 10, 20, 0.5)');
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    body();
    stroke(ctx, line);
  }
  shape(ctx, finish, colour, () => ctx.ellipse(x, groundY - h, size * 0.27, size * 0.07, 0, 0, Math.PI * 2));
}

/** A round woven basket (bilao tray or bayong) seen from the front, filled with fruit or grain. */
export function paintBasket(
  ctx: Ctx,
  x: number,
  groundY: number,
  width: number,
  fill: readonly string[],
  finish: Finish,
): void {
  const line = lineOf(finish);
  const h = width * 0.45;
  // What it holds, mounded above the rim.
  fill.forEach((colour, i) => {
    const u = fill.length === 1 ? 0 : i / (fill.length - 1) - 0.5;
    shape(
      ctx,
      finish,
      colour,
      () =>
        ctx.arc(
          x + u * width * 0.6,
          groundY - h - width * 0.04 + Math.abs(u) * width * 0.1,
          width * 0.16,
          0,
          Math.PI * 2,
        ),
      line * 0.7,
    );
  });
  const body = (): void => {
    ctx.moveTo(x - width / 2, groundY - h);
    ctx.lineTo(x + width / 2, groundY - h);
    ctx.lineTo(x + width * 0.38, groundY);
    ctx.lineTo(x - width * 0.38, groundY);
    ctx.closePath();
  };
  shape(ctx, finish, RATTAN, body);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      body();
      ctx.clip();
      for (let k = 0; k < 6; k += 1) {
        ctx.beginPath();
        ctx.moveTo(x - width / 2, groundY - h + (k * h) / 6);
        ctx.lineTo(x + width / 2, groundY - h + (k * h) / 6);
        stroke(ctx, Math.max(1.5, line * 0.4), RATTAN_DARK);
      }
      for (let k = 0; k < 10; k += 1) {
        const u = k / 9 - 0.5;
        ctx.beginPath();
        ctx.moveTo(x + u * width, groundY - h);
        ctx.lineTo(x + u * width * 0.76, groundY);
        stroke(ctx, 1.5, 'rgba(107, 74, 43, 0.6)');
      }
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    body();
    stroke(ctx, line);
  }
}

export interface Stall {
  readonly left: number;
  readonly right: number;
  readonly groundY: number;
  /** Height of the awning's front edge. */
  readonly height: number;
}

/** A market stall: bamboo posts, a table of planks, a sloping thatched awning. */
export function paintStallFrame(ctx: Ctx, stall: Stall, finish: Finish): { tableY: number } {
  const { left, right, groundY, height } = stall;
  const line = lineOf(finish);
  const tableY = groundY - height * 0.38;
  const post = height * 0.05;
  for (const x of [left + post, right - post])
    shape(ctx, finish, BAMBOO, () => ctx.rect(x - post / 2, groundY - height, post, height));
  shape(ctx, finish, WOOD, () => ctx.rect(left - post, tableY, right - left + post * 2, height * 0.06));
  shape(ctx, finish, WOOD_DARK, () =>
    ctx.rect(left + post, tableY + height * 0.06, right - left - post * 2, groundY - tableY - height * 0.06),
  );
  detail(finish, () => {
    for (let x = left + post * 3; x < right - post * 2; x += post * 3) {
      ctx.beginPath();
      ctx.moveTo(x, tableY + height * 0.08);
      ctx.lineTo(x, groundY - 4);
      stroke(ctx, Math.max(1.5, line * 0.4), 'rgba(255, 200, 150, 0.15)');
    }
  });
  const awning = (): void => {
    ctx.moveTo(left - height * 0.12, groundY - height);
    ctx.lineTo(left + height * 0.05, groundY - height * 1.3);
    ctx.lineTo(right - height * 0.05, groundY - height * 1.3);
    ctx.lineTo(right + height * 0.12, groundY - height);
    const fringe = Math.round((right - left) / 24);
    for (let k = 1; k <= fringe; k += 1) {
      const fx = right + height * 0.12 - (k / fringe) * (right - left + height * 0.24);
      ctx.lineTo(fx, groundY - height + (k % 2 === 0 ? 0 : height * 0.05));
    }
    ctx.closePath();
  };
  const thatch = ctx.createLinearGradient(0, groundY - height * 1.3, 0, groundY - height);
  thatch.addColorStop(0, THATCH_LIT);
  thatch.addColorStop(0.5, THATCH);
  thatch.addColorStop(1, THATCH_DARK);
  shape(ctx, finish, thatch, awning);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      awning();
      ctx.clip();
      for (let x = left - height * 0.1; x < right + height * 0.12; x += 14) {
        ctx.beginPath();
        ctx.moveTo(x + height * 0.05, groundY - height * 1.3);
        ctx.lineTo(x, groundY - height * 0.95);
        stroke(ctx, 1.5, 'rgba(40, 20, 20, 0.3)');
      }
    }),
  );
  return { tableY };
}
