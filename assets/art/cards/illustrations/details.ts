// Small finishing touches the card pictures share: a shadow under the feet, cracks, a foe's head
// and the snap marks at a stick's tip.
import { seededRandom } from '../../lib/seededRandom.ts';
import { type Ctx, INK, TAU } from '../ink.ts';

export function groundShadow(ctx: Ctx, x: number, y: number, w: number): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, w);
  g.addColorStop(0, 'rgba(10, 4, 16, 0.55)');
  g.addColorStop(1, 'rgba(10, 4, 16, 0)');
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1, 0.18);
  ctx.translate(-x, -y);
  ctx.fillStyle = g;
  ctx.fillRect(x - w, y - w, w * 2, w * 2);
  ctx.restore();
}

/** Ink cracks branching out from (x, y). */
export function crack(ctx: Ctx, x: number, y: number, seed: number): void {
  const random = seededRandom(seed);
  ctx.save();
  ctx.strokeStyle = INK;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (let i = 0; i < 6; i += 1) {
    let a = (i / 6) * TAU + random() * 0.6;
    let px = x;
    let py = y;
    ctx.lineWidth = 3.5;
    ctx.beginPath();
    ctx.moveTo(px, py);
    for (let k = 0; k < 3; k += 1) {
      a += (random() - 0.5) * 0.9;
      const d = 8 + random() * 12;
      px += Math.cos(a) * d;
      py += Math.sin(a) * d;
      ctx.lineTo(px, py);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A foe's head and shoulders in profile, silhouetted, with its headband; `facing` is where it looks. */
export function headOf(ctx: Ctx, x: number, y: number, r: number, band: string, facing: 1 | -1): void {
  const trace = () => {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, TAU);
    // Nose and chin.
    ctx.moveTo(x + facing * r * 0.7, y - r * 0.2);
    ctx.lineTo(x + facing * r * 1.22, y + r * 0.28);
    ctx.lineTo(x + facing * r * 0.8, y + r * 0.45);
    ctx.lineTo(x + facing * r * 0.75, y + r * 0.8);
    ctx.lineTo(x, y + r * 0.9);
    ctx.closePath();
    // Neck and the slope of the shoulders, running off the picture.
    ctx.moveTo(x - r * 0.42, y + r * 0.5);
    ctx.lineTo(x + r * 0.4, y + r * 0.5);
    ctx.lineTo(x + r * 0.5, y + r * 1.5);
    ctx.quadraticCurveTo(x + r * 1.9, y + r * 1.7, x + r * 2.4, y + r * 3.2);
    ctx.lineTo(x - r * 2.4, y + r * 3.2);
    ctx.quadraticCurveTo(x - r * 1.9, y + r * 1.7, x - r * 0.5, y + r * 1.5);
    ctx.closePath();
  };
  ctx.save();
  trace();
  ctx.lineJoin = 'round';
  ctx.lineWidth = 8;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = '#ffb070';
  ctx.fill();
  ctx.translate(-facing * 2, 1.5);
  trace();
  ctx.fillStyle = '#231530';
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.clip();
  ctx.fillStyle = band;
  ctx.fillRect(x - r, y - r * 0.5, r * 2, r * 0.34);
  ctx.restore();
}

/** Three short strokes at a stick's tip: the snap of a flick. */
export function snapMarks(ctx: Ctx, x: number, y: number, angle: number): void {
  ctx.save();
  ctx.lineCap = 'round';
  for (const [w, c] of [
    [7, INK],
    [3.5, '#fff6e0'],
  ] as const) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    for (const da of [-0.7, 0, 0.7]) {
      const a = angle + da;
      ctx.moveTo(x + Math.cos(a) * 10, y + Math.sin(a) * 10);
      ctx.lineTo(x + Math.cos(a) * 24, y + Math.sin(a) * 24);
    }
    ctx.stroke();
  }
  ctx.restore();
}
