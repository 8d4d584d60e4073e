// The babaylan's shrine: a small bamboo altar under a thatched roof, with offerings of rice and
// fruit in coconut bowls, and candles burning (lights.ts knows where their flames stand).
import type { Ctx, Finish } from '../../lib/finish.ts';
import { lineOf, shape } from '../../lib/finish.ts';
import { paintFlame } from '../../lib/fire.ts';
import { BAMBOO, CLOTH, THATCH, WOOD, WOOD_DARK } from '../../lib/palette.ts';
import { type Shrine, shrineCandles } from '../lights.ts';

export function paintShrine(ctx: Ctx, shrine: Shrine, finish: Finish): void {
  const { x, groundY, size } = shrine;
  const line = lineOf(finish);
  const tableY = groundY - size * 0.5;
  for (const u of [-0.42, 0.42])
    shape(ctx, finish, BAMBOO, () =>
      ctx.rect(x + u * size - size * 0.03, groundY - size * 1.15, size * 0.06, size * 1.15),
    );
  shape(ctx, finish, THATCH, () => {
    ctx.moveTo(x - size * 0.62, groundY - size * 1.08);
    ctx.lineTo(x, groundY - size * 1.45);
    ctx.lineTo(x + size * 0.62, groundY - size * 1.08);
    ctx.closePath();
  });
  shape(ctx, finish, WOOD, () => ctx.rect(x - size * 0.5, tableY, size, size * 0.07));
  // A white cloth hung from the table's edge, and the offerings on it.
  shape(ctx, finish, CLOTH, () => {
    ctx.moveTo(x - size * 0.45, tableY + size * 0.07);
    ctx.lineTo(x + size * 0.45, tableY + size * 0.07);
    ctx.lineTo(x + size * 0.4, tableY + size * 0.3);
    ctx.lineTo(x - size * 0.4, tableY + size * 0.3);
    ctx.closePath();
  });
  shape(ctx, finish, WOOD_DARK, () =>
    ctx.ellipse(x, tableY - size * 0.02, size * 0.13, size * 0.06, 0, 0, Math.PI * 2),
  );
  shape(ctx, finish, '#f1e3c8', () => ctx.arc(x, tableY - size * 0.06, size * 0.08, Math.PI, Math.PI * 2));
  for (const candle of shrineCandles(shrine)) {
    shape(ctx, finish, '#efe0c0', () =>
      ctx.rect(candle.x - size * 0.025, candle.y, size * 0.05, tableY - candle.y),
    );
    paintFlame(ctx, candle.x, candle.y, size * 0.035, Math.max(1.5, line * 0.4));
  }
}
