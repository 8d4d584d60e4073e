// Paving seen in perspective: flagstones, their joints running toward a vanishing point on the
// horizon, broken up and grown through with grass.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, saved, stroke } from '../../lib/finish.ts';
import { seededRandom } from '../../lib/seededRandom.ts';
import { H, W } from '../common.ts';

/**
 * Flagstone joints from `top` to the bottom of the picture, vanishing toward (vanishX, vanishY);
 * with `moss`, grass grows where stones have parted.
 */
export function paintFlagstones(
  ctx: Ctx,
  top: number,
  vanishX: number,
  vanishY: number,
  finish: Finish,
  moss = true,
): void {
  const random = seededRandom(211);
  const line = lineOf(finish);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      ctx.rect(0, top, W, H - top);
      ctx.clip();
      // Rows get taller toward the viewer.
      const rows: number[] = [];
      for (let y = top, step = 16; y < H; y += step, step *= 1.28) rows.push(y);
      rows.forEach((y, i) => {
        const next = rows[i + 1] ?? H;
        const shift = (i % 2) * 0.5;
        for (let k = -14; k <= 14; k += 1) {
          const u = k + shift;
          // A joint between two stones of this row, aimed at the vanishing point.
          const xAt = (yy: number): number => vanishX + (u * 150 * (yy - vanishY)) / (top - vanishY + 80);
          if (random() < 0.18) continue;
          ctx.beginPath();
          ctx.moveTo(xAt(y), y);
          ctx.lineTo(xAt(next), next);
          stroke(ctx, Math.max(1.5, line * 0.45 * (0.6 + (y - top) / (H - top))), 'rgba(20, 10, 20, 0.55)');
        }
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(W, y);
        stroke(ctx, Math.max(1.5, line * 0.5 * (0.6 + (y - top) / (H - top))), 'rgba(20, 10, 20, 0.55)');
        ctx.beginPath();
        ctx.moveTo(0, y + 2);
        ctx.lineTo(W, y + 2);
        stroke(ctx, 1.5, 'rgba(255, 220, 190, 0.1)');
      });
      // Grass and moss where the stones have parted.
      for (let i = 0; i < (moss ? 40 : 0); i += 1) {
        const y = top + random() ** 0.8 * (H - top);
        ctx.fillStyle = `rgba(70, 110, 70, ${0.3 + random() * 0.3})`;
        ctx.beginPath();
        ctx.ellipse(random() * W, y, 20 + random() * 40 * (y / H), 4 + random() * 6, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    }),
  );
}
