// Pictures of the burning strikes: rattan moving so fast it catches fire.
import { glow } from '../ink.ts';
import type { Illustration } from '../illustration.ts';
import { bolo } from '../motifs/blades.ts';
import { burningEdge, flame, sparks } from '../motifs/fire.ts';
import { joints, paintFigure } from '../motifs/figure.ts';
import { fist } from '../motifs/hand.ts';
import { pose } from '../motifs/poses.ts';
import { slash, swoosh } from '../motifs/trails.ts';
import { groundShadow } from './details.ts';

const BURNT_CANE = { colour: '#8a5030', shade: '#3a1a10' };

export const BURNS: Readonly<Record<string, Illustration>> = {
  redonda: {
    backdrop: { kind: 'ember', seed: 71, sun: [150, 150] },
    paint: (ctx) => {
      // Unbroken circles overhead, each loop leaving a ring of fire.
      for (const [r, a0, colour] of [
        [104, -3.6, '#ffc04a'],
        [86, -1.0, '#ff8a3a'],
        [120, 0.9, '#fff0b0'],
      ] as const)
        swoosh(ctx, 150, 118, r, a0, a0 + 2.4, 20, colour);
      for (let i = 0; i < 6; i += 1) {
        const a = (i / 6) * Math.PI * 2 + 0.3;
        flame(ctx, 150 + Math.cos(a) * 104, 118 + Math.sin(a) * 40, 24, 13, Math.cos(a) * 0.6, 71 + i);
      }
      const p = pose({
        x: 150,
        y: 196,
        size: 175,
        lean: 0,
        frontArm: { upper: -1.2, lower: -1.7 },
        backArm: { upper: 1.8, lower: 1.2 },
        frontStick: -0.2,
        stickLength: 0.42,
        stick: BURNT_CANE,
      });
      groundShadow(ctx, 150, 276, 70);
      paintFigure(ctx, p);
      sparks(ctx, 150, 120, 110, 26, 71);
    },
  },
  'apoy-na-yantok': {
    backdrop: { kind: 'ember', seed: 74, sun: [196, 120] },
    paint: (ctx) => {
      // The rattan itself in flames, gripped and swung.
      const x = 96;
      const y = 236;
      const angle = -0.95;
      swoosh(ctx, x, y, 176, -1.6, -0.9, 26, '#ffc04a');
      fist(ctx, {
        x,
        y,
        arm: 2.35,
        stick: angle,
        stickLength: 180,
        size: 34,
        sleeve: '#8a1622',
        look: BURNT_CANE,
      });
      burningEdge(ctx, x, y, x + Math.cos(angle) * 180, y + Math.sin(angle) * 180, -0.5, 74);
      sparks(ctx, 190, 110, 80, 30, 74);
    },
  },
  bagyo: {
    backdrop: { kind: 'storm', seed: 77, sun: [150, 140] },
    paint: (ctx) => {
      // A storm of strikes: a whirlwind of sticks, its edges scorched into fire.
      glow(ctx, 150, 150, 140, '#ff8a3a', 0.5);
      for (let i = 0; i < 7; i += 1) {
        const r = 30 + i * 16;
        const a0 = i * 1.1;
        swoosh(ctx, 150, 150, r, a0, a0 + 3.2, 10 + i * 1.5, i % 2 === 0 ? '#ffc04a' : '#fff0b0');
      }
      for (let i = 0; i < 5; i += 1) {
        const a = i * 1.3 + 0.4;
        flame(ctx, 150 + Math.cos(a) * 118, 150 + Math.sin(a) * 100, 30, 16, a + Math.PI / 2, 77 + i);
      }
      const p = pose({
        x: 150,
        y: 180,
        size: 150,
        lean: -0.05,
        frontArm: { upper: -0.4, lower: -0.9 },
        backArm: { upper: -2.6, lower: -2.2 },
        frontStick: -0.3,
        backStick: -2.9,
        stickLength: 0.48,
        stick: BURNT_CANE,
      });
      paintFigure(ctx, p);
      sparks(ctx, 150, 150, 130, 40, 77);
    },
  },
  'taga-ng-bolo': {
    backdrop: { kind: 'ember', seed: 87, sun: [90, 200] },
    paint: (ctx) => {
      // The machete's cut leaves a burning line in the air.
      slash(ctx, 50, 250, 262, 70, 30, '#ffc04a');
      for (let i = 0; i < 5; i += 1) {
        const t = 0.3 + i * 0.15;
        flame(ctx, 50 + 212 * t, 250 - 180 * t, 20 + i * 4, 11, 0.3, 87 + i);
      }
      const p = pose({
        x: 110,
        y: 196,
        size: 180,
        lean: 0.35,
        frontArm: { upper: -0.6, lower: -0.8 },
        backArm: { upper: 2.4, lower: 2.0 },
        frontStick: null,
      });
      groundShadow(ctx, 115, 278, 70);
      paintFigure(ctx, p);
      const hand = joints(p).frontHand;
      bolo(ctx, hand[0], hand[1], -0.85, 96);
      sparks(ctx, 230, 100, 50, 20, 87);
    },
  },
};
