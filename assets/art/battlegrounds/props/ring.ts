// The practice ring: an oval of packed sand marked out with flat stones, seen in perspective.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { lineOf, shape } from '../../lib/finish.ts';
import { seededRandom } from '../../lib/seededRandom.ts';

export function paintStoneRing(
  ctx: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  sand: string,
  finish: Finish,
): void {
  const random = seededRandom(131);
  ctx.fillStyle = sand;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  const stones = 46;
  const line = lineOf(finish);
  for (let i = 0; i < stones; i += 1) {
    const a = (i / stones) * Math.PI * 2;
    const depth = (Math.sin(a) + 1) / 2;
    const sx = x + Math.cos(a) * rx;
    const sy = y + Math.sin(a) * ry;
    const size = 10 + depth * 14 + random() * 4;
    const light = 150 + Math.round(random() * 30);
    shape(
      ctx,
      finish,
      `rgb(${light}, ${light - 30}, ${light - 40})`,
      () => ctx.ellipse(sx, sy, size * 1.4, size * 0.55, 0, 0, Math.PI * 2),
      line * (0.45 + depth * 0.3),
    );
  }
}
