// Blades of Arnis: the daga (dagger), the bolo (machete) and the espada (long blade), each drawn
// from its handle toward its point.
import { type Ctx, RATTAN, RATTAN_DARK, outlined } from '../ink.ts';

const STEEL = '#d8dce8';
const STEEL_SHADE = '#8a90a8';

function handle(ctx: Ctx, length: number, width: number, colour = RATTAN_DARK): void {
  outlined(ctx, colour, () => ctx.roundRect(-length, -width / 2, length, width, width / 2), 3.5);
  ctx.strokeStyle = RATTAN;
  ctx.lineWidth = 2;
  for (let d = -length + 5; d < -2; d += 6) {
    ctx.beginPath();
    ctx.moveTo(d, -width / 2 + 1.5);
    ctx.lineTo(d + 3, width / 2 - 1.5);
    ctx.stroke();
  }
}

function shine(ctx: Ctx, from: number, to: number, y: number): void {
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(from, y);
  ctx.lineTo(to, y);
  ctx.stroke();
}

/** A dagger at (x, y) (the guard), pointing along `angle`, blade `length` long. */
export function daga(ctx: Ctx, x: number, y: number, angle: number, length: number, blade = STEEL): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  handle(ctx, length * 0.42, length * 0.13);
  outlined(ctx, blade, () => {
    ctx.moveTo(0, -length * 0.1);
    ctx.lineTo(length * 0.8, -length * 0.05);
    ctx.lineTo(length, 0);
    ctx.lineTo(length * 0.8, length * 0.05);
    ctx.lineTo(0, length * 0.1);
    ctx.closePath();
  });
  ctx.fillStyle = STEEL_SHADE;
  ctx.globalAlpha = 0.6;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(length, 0);
  ctx.lineTo(length * 0.8, length * 0.05);
  ctx.lineTo(0, length * 0.1);
  ctx.fill();
  ctx.globalAlpha = 1;
  shine(ctx, length * 0.08, length * 0.7, -length * 0.035);
  outlined(
    ctx,
    '#c9a040',
    () => ctx.roundRect(-length * 0.04, -length * 0.17, length * 0.07, length * 0.34, 3),
    3,
  );
  ctx.restore();
}

/** A bolo: a heavy blade that widens toward its curved tip. */
export function bolo(ctx: Ctx, x: number, y: number, angle: number, length: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  handle(ctx, length * 0.34, length * 0.12, '#4a2e1c');
  outlined(ctx, STEEL, () => {
    ctx.moveTo(0, -length * 0.06);
    ctx.quadraticCurveTo(length * 0.6, -length * 0.1, length * 0.92, -length * 0.16);
    ctx.quadraticCurveTo(length * 1.04, -length * 0.1, length * 0.98, length * 0.02);
    ctx.quadraticCurveTo(length * 0.6, length * 0.12, 0, length * 0.06);
    ctx.closePath();
  });
  ctx.fillStyle = STEEL_SHADE;
  ctx.globalAlpha = 0.55;
  ctx.beginPath();
  ctx.moveTo(0, length * 0.02);
  ctx.quadraticCurveTo(length * 0.6, length * 0.06, length * 0.98, length * 0.02);
  ctx.quadraticCurveTo(length * 0.6, length * 0.12, 0, length * 0.06);
  ctx.fill();
  ctx.globalAlpha = 1;
  shine(ctx, length * 0.1, length * 0.75, -length * 0.05);
  ctx.restore();
}

/** A long straight blade with a cross guard, pointing along `angle`. */
export function espada(ctx: Ctx, x: number, y: number, angle: number, length: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  handle(ctx, length * 0.22, length * 0.07);
  outlined(ctx, STEEL, () => {
    ctx.moveTo(0, -length * 0.045);
    ctx.lineTo(length * 0.9, -length * 0.035);
    ctx.lineTo(length, 0);
    ctx.lineTo(length * 0.9, length * 0.035);
    ctx.lineTo(0, length * 0.045);
    ctx.closePath();
  });
  ctx.strokeStyle = STEEL_SHADE;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(length * 0.04, 0);
  ctx.lineTo(length * 0.88, 0);
  ctx.stroke();
  shine(ctx, length * 0.06, length * 0.8, -length * 0.02);
  outlined(
    ctx,
    '#c9a040',
    () => {
      ctx.moveTo(-length * 0.02, -length * 0.13);
      ctx.quadraticCurveTo(length * 0.04, -length * 0.12, length * 0.04, -length * 0.08);
      ctx.lineTo(length * 0.02, length * 0.1);
      ctx.quadraticCurveTo(length * 0.02, length * 0.13, -length * 0.02, length * 0.13);
      ctx.closePath();
    },
    3,
  );
  ctx.restore();
}
