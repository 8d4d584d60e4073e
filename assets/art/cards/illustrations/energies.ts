// Pictures of the energy cards: the gong that calls the fighter back, a deep breath, the
// babaylan's blessing and the river's current.
import { glow } from '../ink.ts';
import type { Illustration } from '../illustration.ts';
import { leaf } from '../backdrops.ts';
import { gong, lightning, orb, shockRings, spiral, waves } from '../motifs/energy.ts';
import { joints, paintFigure } from '../motifs/figure.ts';
import { pose } from '../motifs/poses.ts';
import { baston } from '../motifs/stick.ts';
import { groundShadow } from './details.ts';

const SPIRIT = '#9fd8ff';

export const ENERGIES: Readonly<Record<string, Illustration>> = {
  'charge-energy': {
    backdrop: { kind: 'spirit', seed: 91, sun: [150, 156] },
    paint: (ctx) => {
      // The agung is struck and its ringing fills the fighter with strength.
      shockRings(ctx, 150, 156, 84, 4, SPIRIT);
      gong(ctx, 150, 156, 70);
      baston(ctx, 252, 262, 206, 170, { width: 12 });
      lightning(ctx, 60, 84, 96, 140, 4, 91, SPIRIT);
      lightning(ctx, 246, 78, 210, 124, 4, 92, SPIRIT);
      lightning(ctx, 40, 230, 88, 200, 4, 93, SPIRIT);
    },
  },
  hinga: {
    backdrop: { kind: 'night', seed: 95, sun: [150, 110] },
    paint: (ctx) => {
      // One deep breath: the fighter at rest, the breath rising in a slow spiral.
      spiral(ctx, 176, 120, 54, 2.2, SPIRIT, 4, 0.5);
      spiral(ctx, 122, 92, 36, 1.8, '#e8f6ff', 3, 2.0);
      const p = pose({
        x: 150,
        y: 204,
        size: 180,
        lean: -0.05,
        frontArm: { upper: 1.5, lower: 1.2 },
        backArm: { upper: 1.7, lower: 1.9 },
        frontLeg: { upper: 1.45, lower: 1.6 },
        backLeg: { upper: 1.75, lower: 1.6 },
        frontStick: 1.75,
        stickLength: 0.4,
      });
      glow(ctx, 150, 170, 90, SPIRIT, 0.35);
      groundShadow(ctx, 150, 290, 60);
      paintFigure(ctx, p);
    },
  },
  'basbas-ng-babaylan': {
    backdrop: { kind: 'spirit', seed: 99, sun: [150, 100] },
    paint: (ctx) => {
      // The babaylan raises both hands, and spirit lights gather over the fighter.
      for (const [x, y, r] of [
        [90, 96, 10],
        [210, 90, 12],
        [150, 74, 14],
        [62, 160, 8],
        [240, 150, 9],
      ] as const)
        orb(ctx, x, y, r, SPIRIT);
      const p = pose({
        x: 150,
        y: 200,
        size: 170,
        lean: -0.1,
        frontArm: { upper: -0.85, lower: -1.15 },
        backArm: { upper: -2.3, lower: -2.0 },
        frontLeg: { upper: 1.4, lower: 1.65 },
        backLeg: { upper: 1.8, lower: 1.6 },
        frontStick: null,
        body: '#2e1e4a',
        band: '#ffd23f',
      });
      const j = joints(p);
      glow(ctx, j.frontHand[0], j.frontHand[1], 50, '#ffffff', 0.6);
      glow(ctx, j.backHand[0], j.backHand[1], 50, '#ffffff', 0.6);
      paintFigure(ctx, p);
      leaf(ctx, 40, 240, 50, -0.5, '#3a6a4a');
      leaf(ctx, 260, 236, 50, -2.6, '#3a6a4a');
    },
  },
  agos: {
    backdrop: { kind: 'jungle', seed: 100, sun: [180, 120] },
    paint: (ctx) => {
      // Go with the current: a fighter rides a bamboo raft down the river, carried, not rowing.
      spiral(ctx, 72, 104, 34, 1.6, SPIRIT, 4, 0);
      orb(ctx, 232, 96, 12, SPIRIT);
      waves(ctx, 196, 300, 13, '#1f7a8c', '#9be7f0', 100);
      ctx.save();
      ctx.translate(150, 214);
      ctx.rotate(-0.08);
      for (let i = -3; i <= 3; i += 1)
        baston(ctx, -74, i * 5, 74, i * 5 + 2, { width: 7, colour: '#a8b050', shade: '#4a5a20' });
      ctx.restore();
      paintFigure(
        ctx,
        pose({
          x: 148,
          y: 154,
          size: 130,
          lean: 0.1,
          frontArm: { upper: 0.9, lower: 0.4 },
          backArm: { upper: 2.4, lower: 2.2 },
          frontLeg: { upper: 1.2, lower: 1.7 },
          backLeg: { upper: 1.9, lower: 1.7 },
          frontStick: 1.2,
          stickLength: 0.7,
          band: '#1f7a8c',
        }),
      );
      waves(ctx, 226, 300, 16, '#176070', '#9be7f0', 101);
      leaf(ctx, 236, 232, 40, -0.3, '#8ac858');
      waves(ctx, 258, 300, 18, '#0f4a58', '#9be7f0', 102);
    },
  },
};
