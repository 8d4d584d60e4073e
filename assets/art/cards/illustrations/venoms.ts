// Pictures of the poisoning strikes: the stab that festers, the snake's venom, the poisoned daga.
import { seededRandom } from '../../lib/seededRandom.ts';
import { glow } from '../ink.ts';
import type { Illustration } from '../illustration.ts';
import { daga, espada } from '../motifs/blades.ts';
import { joints, paintFigure } from '../motifs/figure.ts';
import { fist } from '../motifs/hand.ts';
import { pose } from '../motifs/poses.ts';
import { slash, speedLines } from '../motifs/trails.ts';
import { VENOM, bubbles, cobra, drip, venomGlow } from '../motifs/venom.ts';
import { groundShadow } from './details.ts';

const VENOM_BLADE = '#c8f0a8';

export const VENOMS: Readonly<Record<string, Illustration>> = {
  saksak: {
    backdrop: { kind: 'swamp', seed: 69, sun: [226, 96], horizon: 238 },
    paint: (ctx) => {
      // A stab, and the green that stays behind in the wound.
      const p = pose({
        x: 96,
        y: 190,
        size: 180,
        lean: 0.5,
        frontArm: { upper: 0.15, lower: 0.05 },
        backArm: { upper: 2.6, lower: 2.9 },
        frontLeg: { upper: 0.6, lower: 1.5 },
        backLeg: { upper: 2.35, lower: 2.45 },
        frontStick: 0.1,
        stickLength: 0.52,
        stick: { colour: '#9a9a50', shade: '#3a4a20' },
      });
      const hand = joints(p).frontHand;
      const tip: [number, number] = [hand[0] + Math.cos(0.1) * 94, hand[1] + Math.sin(0.1) * 94];
      venomGlow(ctx, tip[0], tip[1], 70);
      speedLines(ctx, hand[0] + 40, hand[1], 0.1, 30, 80, 7, 69, '#d8ffb0');
      groundShadow(ctx, 110, 276, 80);
      paintFigure(ctx, p);
      drip(ctx, tip[0] - 10, tip[1] + 6, 26, 5);
      drip(ctx, tip[0] + 8, tip[1] + 6, 40, 6);
      bubbles(ctx, tip[0], tip[1] - 10, 60, 9, 69);
    },
  },
  kamandag: {
    backdrop: { kind: 'swamp', seed: 75, sun: [80, 92], horizon: 240 },
    paint: (ctx) => {
      // The cobra's strike is the model for the cut: glancing, and carrying venom.
      slash(ctx, 40, 110, 270, 230, 18, '#d8ffb0');
      venomGlow(ctx, 160, 170, 100);
      cobra(ctx, 170, 262, 64, -1);
      const random = seededRandom(75);
      for (let i = 0; i < 7; i += 1) {
        ctx.fillStyle = VENOM;
        ctx.beginPath();
        ctx.arc(110 - random() * 60, 120 + random() * 50, 2 + random() * 4, 0, Math.PI * 2);
        ctx.fill();
      }
    },
  },
  'lason-ng-daga': {
    backdrop: { kind: 'swamp', seed: 76, sun: [200, 90], horizon: 250 },
    paint: (ctx) => {
      // The dagger hand: a short blade, its edge wet with poison.
      glow(ctx, 176, 140, 110, '#b8ff6a', 0.35);
      fist(ctx, { x: 110, y: 222, arm: 2.5, stick: null, size: 36, sleeve: '#8a1622' });
      daga(ctx, 122, 208, -0.85, 130, VENOM_BLADE);
      fist(ctx, { x: 110, y: 222, arm: 2.5, stick: null, size: 36, sleeve: '#8a1622' });
      const tipX = 122 + Math.cos(-0.85) * 130;
      const tipY = 208 + Math.sin(-0.85) * 130;
      drip(ctx, tipX - 4, tipY + 10, 30, 6);
      drip(ctx, 170, 162, 44, 6);
      drip(ctx, 150, 186, 24, 5);
      bubbles(ctx, 200, 110, 70, 10, 76);
    },
  },
  'espada-y-daga': {
    backdrop: { kind: 'jungle', seed: 86, sun: [150, 130] },
    paint: (ctx) => {
      // Long blade high, dagger low: two threats at once, and the low one is poisoned.
      const p = pose({
        x: 142,
        y: 194,
        size: 180,
        lean: 0.15,
        frontArm: { upper: -0.9, lower: -1.1 },
        backArm: { upper: 0.9, lower: 0.5 },
        frontStick: null,
      });
      groundShadow(ctx, 145, 278, 70);
      paintFigure(ctx, p);
      const j = joints(p);
      espada(ctx, j.frontHand[0], j.frontHand[1], -0.55, 128);
      venomGlow(ctx, j.backHand[0] + 40, j.backHand[1] + 14, 50);
      daga(ctx, j.backHand[0], j.backHand[1], 0.3, 60, VENOM_BLADE);
      drip(ctx, j.backHand[0] + 44, j.backHand[1] + 20, 22, 5);
      bubbles(ctx, j.backHand[0] + 50, j.backHand[1], 40, 6, 86);
    },
  },
};
