// Pictures of the defenses: a rooted stance, sweeping parries, the shadow that counters, the
// kalasag held firm and the endurance that outlasts every blow.
import { seededRandom } from '../../lib/seededRandom.ts';
import { INK } from '../ink.ts';
import type { Illustration } from '../illustration.ts';
import { deflect, kalasag, ward } from '../motifs/guard.ts';
import { joints, paintFigure } from '../motifs/figure.ts';
import { pose } from '../motifs/poses.ts';
import { baston } from '../motifs/stick.ts';
import { swoosh } from '../motifs/trails.ts';
import { groundShadow } from './details.ts';

const TEAL = '#9ff5e8';

export const GUARDS: Readonly<Record<string, Illustration>> = {
  tindig: {
    backdrop: { kind: 'dusk', seed: 88, sun: [150, 176] },
    paint: (ctx) => {
      // A stance so low and wide it grows roots.
      roots(ctx, 88, 270, 88);
      roots(ctx, 212, 270, 89);
      ward(ctx, 150, 168, 104, TEAL);
      const p = pose({
        x: 150,
        y: 196,
        size: 180,
        lean: 0,
        frontArm: { upper: -0.3, lower: -1.5 },
        backArm: { upper: 2.9, lower: -1.9 },
        frontLeg: { upper: 0.85, lower: 1.55 },
        backLeg: { upper: 2.3, lower: 1.6 },
        frontStick: -2.7,
        stickLength: 0.5,
        band: '#1f7a8c',
      });
      groundShadow(ctx, 150, 274, 90);
      paintFigure(ctx, p);
    },
  },
  'palis-palis': {
    backdrop: { kind: 'jungle', seed: 89, sun: [120, 120] },
    paint: (ctx) => {
      // Sweeping parries: each incoming stick brushed aside in a curve of light.
      const random = seededRandom(89);
      for (const [x, y, a] of [
        [280, 96, 2.7],
        [290, 170, 3.1],
        [276, 236, -2.7],
      ] as const) {
        baston(
          ctx,
          x + Math.cos(a) * -40,
          y + Math.sin(a) * -40,
          x + Math.cos(a) * 46,
          y + Math.sin(a) * 46,
          {
            width: 8,
            colour: '#a87040',
          },
        );
        deflect(ctx, x + Math.cos(a) * 52, y + Math.sin(a) * 52, a + Math.PI + (random() - 0.5), 89);
      }
      swoosh(ctx, 130, 168, 100, -1.3, 1.2, 22, TEAL);
      swoosh(ctx, 130, 168, 80, 1.0, -1.0, 16, '#fff6e0');
      const p = pose({
        x: 112,
        y: 192,
        size: 175,
        lean: 0.05,
        frontArm: { upper: 0.3, lower: -0.5 },
        backArm: { upper: 1.8, lower: 1.2 },
        frontStick: -1.3,
        stickLength: 0.5,
        band: '#1f7a8c',
      });
      groundShadow(ctx, 115, 272, 70);
      paintFigure(ctx, p);
    },
  },
  sombrada: {
    backdrop: { kind: 'night', seed: 97, sun: [150, 110] },
    paint: (ctx) => {
      // The shadow: every strike answered by its mirror, stick meeting stick.
      const strike = {
        y: 194,
        size: 175,
        lean: 0.2,
        frontArm: { upper: -0.6, lower: -0.8 },
        backArm: { upper: 2.0, lower: 1.5 },
        frontStick: -0.7,
        stickLength: 0.48,
      };
      paintFigure(ctx, pose({ ...strike, x: 204, facing: -1, body: '#1f5560', rim: TEAL, band: '#9be7f0' }));
      groundShadow(ctx, 150, 278, 110);
      paintFigure(ctx, pose({ ...strike, x: 96, band: '#1f7a8c' }));
      deflect(ctx, 150, 88, -Math.PI / 2, 97);
    },
  },
  bantay: {
    backdrop: { kind: 'hall', seed: 98, sun: [150, 60] },
    paint: (ctx) => {
      // The guard stands firm: a kalasag planted, a stick ready behind it.
      ward(ctx, 150, 164, 108, TEAL);
      baston(ctx, 70, 268, 238, 64, { width: 11 });
      kalasag(ctx, 150, 170, 196, 0);
      deflect(ctx, 96, 110, -2.4, 98);
    },
  },
  tibay: {
    backdrop: { kind: 'storm', seed: 101, sun: [150, 100] },
    paint: (ctx) => {
      // Endurance: a fighter braced behind a buckler while blow after blow breaks on it.
      const p = pose({
        x: 124,
        y: 196,
        size: 180,
        lean: 0.3,
        frontArm: { upper: 0.2, lower: -0.6 },
        backArm: { upper: 1.7, lower: 0.9 },
        frontLeg: { upper: 0.9, lower: 1.6 },
        backLeg: { upper: 2.4, lower: 2.1 },
        frontStick: null,
        band: '#1f7a8c',
      });
      groundShadow(ctx, 130, 278, 80);
      paintFigure(ctx, p);
      const hand = joints(p).frontHand;
      kalasag(ctx, hand[0] + 18, hand[1] - 4, 170, 0.08);
      for (const [x, y, a, seed] of [
        [250, 96, -2.5, 1],
        [262, 150, 3.0, 2],
        [244, 212, 2.5, 3],
      ] as const) {
        baston(ctx, x, y, x + 60, y + Math.tan(a) * 10 - 10, { width: 8, colour: '#a87040' });
        deflect(ctx, x - 4, y, a, 101 + seed);
      }
    },
  },
};

/** Roots spreading from a planted foot into the ground. */
function roots(ctx: CanvasRenderingContext2D, x: number, y: number, seed: number): void {
  const random = seededRandom(seed);
  ctx.save();
  ctx.lineCap = 'round';
  for (let i = 0; i < 5; i += 1) {
    const a = Math.PI / 2 + (random() - 0.5) * 2.2;
    const len = 30 + random() * 40;
    const trace = () => {
      ctx.beginPath();
      ctx.moveTo(x, y - 6);
      ctx.quadraticCurveTo(
        x + Math.cos(a) * len * 0.5 + (random() - 0.5) * 10,
        y + Math.sin(a) * len * 0.3,
        x + Math.cos(a) * len,
        y + Math.sin(a) * len * 0.5,
      );
    };
    trace();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 8;
    ctx.stroke();
    trace();
    ctx.strokeStyle = '#6b4a2b';
    ctx.lineWidth = 4;
    ctx.stroke();
  }
  ctx.restore();
}
