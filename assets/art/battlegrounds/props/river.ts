// The river and its banks: the water mirroring the sunset, a bamboo pier on posts, and a fishing
// net hung to dry between bamboo poles.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, saved, shape, stroke } from '../../lib/finish.ts';
import { BAMBOO, WOOD, WOOD_DARK } from '../../lib/palette.ts';
import { seededRandom } from '../../lib/seededRandom.ts';
import { W } from '../common.ts';

/** Water from `top` to `bottom`: the sky's colours mirrored, the sun's path, the current's streaks. */
export function paintRiver(ctx: Ctx, top: number, bottom: number, sunX: number): void {
  const random = seededRandom(223);
  const water = ctx.createLinearGradient(0, top, 0, bottom);
  water.addColorStop(0, '#c86f58');
  water.addColorStop(0.25, '#7a3f5a');
  water.addColorStop(0.7, '#33304f');
  water.addColorStop(1, '#1f2238');
  ctx.fillStyle = water;
  ctx.fillRect(0, top, W, bottom - top);
  // The far bank's shadow on the water.
  ctx.fillStyle = 'rgba(30, 14, 40, 0.45)';
  ctx.fillRect(0, top, W, 12);
  // The sun's path: broken bright dashes widening toward the viewer.
  for (let y = top + 6; y < bottom; y += 7) {
    const depth = (y - top) / (bottom - top);
    const half = 30 + depth * 150;
    for (let k = 0; k < 3; k += 1) {
      const x = sunX + (random() - 0.5) * half * 2;
      const length = 12 + random() * (20 + depth * 50);
      ctx.fillStyle = `rgba(255, ${200 + Math.round(random() * 40)}, 140, ${0.7 - depth * 0.4})`;
      ctx.fillRect(x - length / 2, y, length, 2 + depth * 2);
    }
  }
  // Streaks of the fast current.
  ctx.lineCap = 'round';
  for (let i = 0; i < 60; i += 1) {
    const depth = random();
    const y = top + 14 + depth * (bottom - top - 18);
    const x = random() * W;
    const length = 40 + depth * 160;
    ctx.strokeStyle = `rgba(255, 220, 200, ${0.08 + random() * 0.14})`;
    ctx.lineWidth = 1.5 + depth * 2;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + length / 2, y - 3, x + length, y);
    ctx.stroke();
  }
}

/** A pier of bamboo: posts standing in the water, a deck of poles lashed across them. */
export function paintPier(
  ctx: Ctx,
  left: number,
  right: number,
  deckY: number,
  waterY: number,
  finish: Finish,
): void {
  const line = lineOf(finish);
  for (let x = left + 20; x < right; x += 110) {
    shape(ctx, finish, BAMBOO, () => ctx.rect(x - 9, deckY - 40, 18, waterY - deckY + 60));
    detail(finish, () => {
      ctx.fillStyle = 'rgba(255, 200, 150, 0.3)';
      ctx.fillRect(x - 5, waterY + 12, 10, 4);
    });
  }
  shape(ctx, finish, WOOD, () => ctx.rect(left, deckY, right - left, 22));
  detail(finish, () => {
    for (let x = left + 12; x < right; x += 24) {
      ctx.beginPath();
      ctx.moveTo(x, deckY + 2);
      ctx.lineTo(x, deckY + 20);
      stroke(ctx, Math.max(1.5, line * 0.4), 'rgba(26, 15, 31, 0.5)');
    }
  });
  shape(ctx, finish, WOOD_DARK, () => ctx.rect(left, deckY + 22, right - left, 10));
}

/** A fishing net hung to dry between two bamboo poles. */
export function paintDryingNet(
  ctx: Ctx,
  left: number,
  right: number,
  groundY: number,
  height: number,
  finish: Finish,
): void {
  const line = lineOf(finish);
  const top = groundY - height;
  const net = (): void => {
    ctx.moveTo(left, top + 10);
    ctx.quadraticCurveTo((left + right) / 2, top + 50, right, top + 10);
    ctx.lineTo(right - 10, groundY - height * 0.25);
    ctx.quadraticCurveTo((left + right) / 2, groundY - height * 0.1, left + 10, groundY - height * 0.25);
    ctx.closePath();
  };
  saved(ctx, () => {
    ctx.beginPath();
    net();
    ctx.clip();
    ctx.fillStyle = 'rgba(40, 20, 40, 0.25)';
    ctx.fillRect(left, top, right - left, height);
    ctx.beginPath();
    for (let d = -height; d < right - left + height; d += 14) {
      ctx.moveTo(left + d, top);
      ctx.lineTo(left + d + height, top + height);
      ctx.moveTo(left + d, top);
      ctx.lineTo(left + d - height, top + height);
    }
    stroke(ctx, 1.5, 'rgba(230, 210, 180, 0.55)');
  });
  ctx.beginPath();
  net();
  stroke(ctx, Math.max(2, line * 0.5), 'rgba(230, 210, 180, 0.8)');
  for (const x of [left, right]) shape(ctx, finish, BAMBOO, () => ctx.rect(x - 8, top - 10, 16, height + 10));
}
