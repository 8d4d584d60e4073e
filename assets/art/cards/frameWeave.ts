// The woven faces of the frame band, one per rarity: plain sawali (split-bamboo matting) for
// commons, an inabel diamond weave for rares and a gold t'nalak lattice for specials.
import type { Rarity } from '../../../src/content/index.ts';
import { type Ctx, withAlpha } from './ink.ts';
import type { Box } from './layout.ts';

export function paintWeave(ctx: Ctx, rarity: Rarity, area: Box, light: string): void {
  if (rarity === 'common') sawali(ctx, area);
  else if (rarity === 'rare') inabel(ctx, area, light);
  else tnalak(ctx, area);
}

/** Over-under strips: each square is a strip running across or down, lit on one side. */
function sawali(ctx: Ctx, { x, y, w, h }: Box): void {
  const cell = 8;
  const half = cell / 2;
  for (let row = 0; row * cell < h; row += 1)
    for (let col = 0; col * cell < w; col += 1) {
      const cx = x + col * cell;
      const cy = y + row * cell;
      const across = (row + col) % 2 === 0;
      ctx.fillStyle = 'rgba(255, 240, 210, 0.08)';
      if (across) ctx.fillRect(cx, cy, cell, half);
      else ctx.fillRect(cx, cy, half, cell);
      ctx.fillStyle = 'rgba(0, 0, 0, 0.14)';
      if (across) ctx.fillRect(cx, cy + half, cell, half);
      else ctx.fillRect(cx + half, cy, half, cell);
    }
}

/** Diamonds between bands of stripes, like the borders of an Ilocano inabel blanket. */
function inabel(ctx: Ctx, { x, y, w, h }: Box, light: string): void {
  const step = 12;
  ctx.save();
  ctx.lineWidth = 2;
  ctx.strokeStyle = withAlpha(light, 0.32);
  for (let d = -h; d < w + h; d += step) {
    ctx.beginPath();
    ctx.moveTo(x + d, y);
    ctx.lineTo(x + d + h, y + h);
    ctx.moveTo(x + d + h, y);
    ctx.lineTo(x + d, y + h);
    ctx.stroke();
  }
  // Small dots in the middle of each diamond, a weaver's supplementary weft.
  ctx.fillStyle = withAlpha(light, 0.5);
  for (let row = 0; row * step < h + step; row += 1)
    for (let col = 0; col * step < w + step; col += 1) {
      const cx = x + col * step + (row % 2) * (step / 2);
      const cy = y + row * (step / 2);
      ctx.fillRect(cx - 1, cy - 1, 2, 2);
    }
  ctx.restore();
}

/** A fine lattice of gold crosses on a deep ground: the dream-woven t'nalak of the T'boli. */
function tnalak(ctx: Ctx, { x, y, w, h }: Box): void {
  const step = 14;
  ctx.save();
  ctx.fillStyle = 'rgba(10, 4, 14, 0.28)';
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = 'rgba(255, 210, 63, 0.42)';
  ctx.lineWidth = 1.6;
  for (let row = 0; row * step < h + step; row += 1)
    for (let col = 0; col * step < w + step; col += 1) {
      const cx = x + col * step + (row % 2) * (step / 2);
      const cy = y + row * step;
      ctx.beginPath();
      ctx.moveTo(cx, cy - 5);
      ctx.lineTo(cx + 5, cy);
      ctx.lineTo(cx, cy + 5);
      ctx.lineTo(cx - 5, cy);
      ctx.closePath();
      ctx.stroke();
      ctx.fillStyle = 'rgba(255, 226, 140, 0.55)';
      ctx.fillRect(cx - 1, cy - 1, 2, 2);
    }
  ctx.restore();
}
