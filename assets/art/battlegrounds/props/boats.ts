// Boats of the river: the balangay, a long plank boat with upswept prow and stern, under a tall
// sail of woven matting, and the small bangka of the ferrymen.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, saved, shape, stroke } from '../../lib/finish.ts';
import { RATTAN, RATTAN_DARK, WOOD, WOOD_DARK } from '../../lib/palette.ts';

export interface Boat {
  /** Middle of the hull at the waterline. */
  readonly x: number;
  readonly waterY: number;
  readonly length: number;
  readonly sail?: boolean;
  /** 1 sails to the right, -1 to the left. */
  readonly heading?: 1 | -1;
}

export function paintBalangay(ctx: Ctx, boat: Boat, finish: Finish): void {
  const { x, waterY, length: l } = boat;
  const line = lineOf(finish);
  const dir = boat.heading ?? 1;
  const depth = l * 0.09;
  if (boat.sail) {
    // Mast, then the rectangular matting sail on its yards.
    const mastX = x - dir * l * 0.05;
    shape(ctx, finish, WOOD_DARK, () => ctx.rect(mastX - l * 0.008, waterY - l * 0.62, l * 0.016, l * 0.62));
    const sail = (): void => {
      ctx.moveTo(mastX - l * 0.2, waterY - l * 0.58);
      ctx.lineTo(mastX + l * 0.2, waterY - l * 0.64);
      ctx.quadraticCurveTo(mastX + dir * l * 0.28, waterY - l * 0.38, mastX + l * 0.22, waterY - l * 0.16);
      ctx.lineTo(mastX - l * 0.22, waterY - l * 0.14);
      ctx.quadraticCurveTo(mastX + dir * l * 0.02, waterY - l * 0.38, mastX - l * 0.2, waterY - l * 0.58);
      ctx.closePath();
    };
    shape(ctx, finish, '#c9a878', sail);
    detail(finish, () =>
      saved(ctx, () => {
        ctx.beginPath();
        sail();
        ctx.clip();
        for (let k = 1; k < 6; k += 1) {
          const y = waterY - l * 0.6 + k * l * 0.08;
          ctx.beginPath();
          ctx.moveTo(mastX - l * 0.3, y + l * 0.01);
          ctx.lineTo(mastX + l * 0.3, y - l * 0.01);
          stroke(ctx, Math.max(2, line * 0.6), RATTAN_DARK);
        }
        ctx.fillStyle = 'rgba(50, 20, 60, 0.3)';
        ctx.fillRect(mastX - l * 0.3, waterY - l * 0.7, l * 0.3 * (dir === 1 ? 1 : 2), l * 0.6);
      }),
    );
  }
  const hull = (): void => {
    ctx.moveTo(x - l / 2, waterY - depth * 2.4);
    ctx.quadraticCurveTo(x - l * 0.44, waterY - depth * 0.6, x - l * 0.3, waterY - depth * 0.2);
    ctx.quadraticCurveTo(x, waterY + depth * 0.6, x + l * 0.3, waterY - depth * 0.2);
    ctx.quadraticCurveTo(x + l * 0.44, waterY - depth * 0.6, x + l / 2, waterY - depth * 2.4);
    ctx.lineTo(x + l * 0.42, waterY - depth * 1.2);
    ctx.quadraticCurveTo(x, waterY - depth * 0.7, x - l * 0.42, waterY - depth * 1.2);
    ctx.closePath();
  };
  shape(ctx, finish, WOOD, hull);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      hull();
      ctx.clip();
      ctx.beginPath();
      ctx.moveTo(x - l * 0.45, waterY - depth * 1.1);
      ctx.quadraticCurveTo(x, waterY - depth * 0.1, x + l * 0.45, waterY - depth * 1.1);
      stroke(ctx, Math.max(2, line * 0.6), RATTAN);
      ctx.fillStyle = 'rgba(30, 10, 30, 0.35)';
      ctx.fillRect(x - l / 2, waterY - depth * 0.3, l, depth);
    }),
  );
  // Outrigger booms and floats, the mark of island boats.
  detail(finish, () => {
    for (const u of [-0.2, 0.2]) {
      ctx.beginPath();
      ctx.moveTo(x + u * l, waterY - depth * 1.0);
      ctx.lineTo(x + u * l * 1.3, waterY + depth * 0.5);
      stroke(ctx, Math.max(3, line * 0.8), WOOD_DARK);
    }
    ctx.beginPath();
    ctx.moveTo(x - l * 0.36, waterY + depth * 0.5);
    ctx.lineTo(x + l * 0.36, waterY + depth * 0.5);
    stroke(ctx, Math.max(4, line), WOOD_DARK);
  });
}
