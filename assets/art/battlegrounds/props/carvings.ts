// Carvings of the highland tribe: the bulul, a seated guardian of the rice harvest, arms folded on
// its knees, on a round pedestal.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, shape, stroke } from '../../lib/finish.ts';
import { WOOD, WOOD_DARK } from '../../lib/palette.ts';

const CARVED = '#6a4028';

export function paintBulul(ctx: Ctx, x: number, groundY: number, height: number, finish: Finish): void {
  const line = lineOf(finish);
  const u = height / 10;
  // Pedestal, legs drawn up, body, arms resting on the knees, head.
  shape(ctx, finish, WOOD_DARK, () => ctx.ellipse(x, groundY - u * 0.8, u * 2.2, u * 0.8, 0, 0, Math.PI * 2));
  shape(ctx, finish, WOOD_DARK, () => ctx.rect(x - u * 1.4, groundY - u * 2.2, u * 2.8, u * 1.4));
  shape(ctx, finish, CARVED, () => {
    ctx.moveTo(x - u * 1.2, groundY - u * 2.2);
    ctx.lineTo(x - u * 1.5, groundY - u * 5.8);
    ctx.lineTo(x + u * 1.5, groundY - u * 5.8);
    ctx.lineTo(x + u * 1.2, groundY - u * 2.2);
    ctx.closePath();
  });
  for (const side of [-1, 1]) {
    shape(ctx, finish, WOOD, () =>
      ctx.ellipse(x + side * u * 0.75, groundY - u * 4, u * 0.7, u * 1.2, 0, 0, Math.PI * 2),
    );
  }
  shape(ctx, finish, CARVED, () => ctx.rect(x - u * 1.7, groundY - u * 4.9, u * 3.4, u * 0.9));
  shape(ctx, finish, CARVED, () => ctx.rect(x - u * 1.3, groundY - u * 9.6, u * 2.6, u * 3.9));
  detail(finish, () => {
    // Brow, eyes, nose and mouth cut into the face.
    ctx.beginPath();
    ctx.moveTo(x - u * 1, groundY - u * 8.4);
    ctx.lineTo(x + u * 1, groundY - u * 8.4);
    ctx.moveTo(x - u * 0.7, groundY - u * 8);
    ctx.lineTo(x - u * 0.25, groundY - u * 8);
    ctx.moveTo(x + u * 0.25, groundY - u * 8);
    ctx.lineTo(x + u * 0.7, groundY - u * 8);
    ctx.moveTo(x, groundY - u * 8.2);
    ctx.lineTo(x, groundY - u * 7.1);
    ctx.moveTo(x - u * 0.5, groundY - u * 6.5);
    ctx.lineTo(x + u * 0.5, groundY - u * 6.5);
    stroke(ctx, Math.max(2, line * 0.6));
    ctx.fillStyle = 'rgba(255, 190, 120, 0.3)';
    ctx.fillRect(x - u * 1.2, groundY - u * 9.5, u * 0.5, u * 3.7);
  });
}
