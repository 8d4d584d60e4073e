// Pictures of the buffs: footwork, the eagle's quickness, courage, the carabao's strength, the
// owl's watch, the wind, and the datu's command.
import { glow } from '../ink.ts';
import type { Illustration } from '../illustration.ts';
import { leaf } from '../backdrops.ts';
import { carabao, eagle, owl } from '../motifs/beasts.ts';
import { espada } from '../motifs/blades.ts';
import { amulet, chevrons, feather, footprint, upArrow } from '../motifs/charms.ts';
import { gust } from '../motifs/energy.ts';
import { joints, paintFigure } from '../motifs/figure.ts';
import { pose } from '../motifs/poses.ts';
import { curvedArrow, speedLines } from '../motifs/trails.ts';
import { groundShadow } from './details.ts';

const GOLD = '#ffd23f';

export const BLESSINGS: Readonly<Record<string, Illustration>> = {
  hakbang: {
    backdrop: { kind: 'hall', seed: 90, sun: [150, 70] },
    paint: (ctx) => {
      // The footwork triangle chalked on the floor, and the steps taken around it.
      ctx.save();
      ctx.strokeStyle = 'rgba(255, 240, 200, 0.55)';
      ctx.lineWidth = 3;
      ctx.setLineDash([10, 8]);
      ctx.beginPath();
      ctx.moveTo(150, 84);
      ctx.lineTo(246, 248);
      ctx.lineTo(54, 248);
      ctx.closePath();
      ctx.stroke();
      ctx.restore();
      footprint(ctx, 140, 118, 22, -1.4);
      footprint(ctx, 164, 112, 22, -1.7);
      footprint(ctx, 230, 250, 22, -0.6);
      footprint(ctx, 246, 226, 22, -0.9);
      footprint(ctx, 66, 238, 22, -2.4);
      footprint(ctx, 84, 262, 22, -2.2);
      curvedArrow(ctx, 176, 120, 236, 150, 232, 206, GOLD, 5);
      curvedArrow(ctx, 196, 262, 150, 282, 108, 262, GOLD, 5);
      curvedArrow(ctx, 62, 206, 66, 150, 118, 112, GOLD, 5);
    },
  },
  liksi: {
    backdrop: { kind: 'sky', seed: 92, sun: [90, 120] },
    paint: (ctx) => {
      // The Philippine eagle's dive: agility, and an eye that never misses.
      speedLines(ctx, 150, 150, 0.55, 120, 130, 14, 92);
      eagle(ctx, 162, 160, 92, 1, 0.55);
      chevrons(ctx, 60, 260, 40, 3, GOLD);
      chevrons(ctx, 240, 260, 40, 3, GOLD);
    },
  },
  tapang: {
    backdrop: { kind: 'dusk', seed: 93, sun: [150, 128] },
    paint: (ctx) => {
      // Courage: the stick raised to the sun before the decisive strike.
      glow(ctx, 150, 128, 150, '#ffd98a', 0.6);
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        ctx.strokeStyle = 'rgba(255, 230, 160, 0.35)';
        ctx.lineWidth = 7;
        ctx.beginPath();
        ctx.moveTo(150 + Math.cos(a) * 60, 128 + Math.sin(a) * 60);
        ctx.lineTo(150 + Math.cos(a) * 170, 128 + Math.sin(a) * 170);
        ctx.stroke();
      }
      const p = pose({
        x: 150,
        y: 196,
        size: 180,
        lean: -0.05,
        frontArm: { upper: -1.5, lower: -1.6 },
        backArm: { upper: 1.9, lower: 1.4 },
        frontStick: -1.57,
        stickLength: 0.45,
      });
      groundShadow(ctx, 150, 276, 80);
      paintFigure(ctx, p);
      upArrow(ctx, 56, 250, 70, 22, GOLD);
      upArrow(ctx, 244, 250, 70, 22, GOLD);
    },
  },
  lakas: {
    backdrop: { kind: 'dusk', seed: 94, sun: [150, 120] },
    paint: (ctx) => {
      // Strength: the carabao, the patient, unshakeable animal of the rice fields.
      carabao(ctx, 150, 172, 82);
      upArrow(ctx, 48, 262, 60, 20, GOLD);
      upArrow(ctx, 252, 262, 60, 20, GOLD);
    },
  },
  alisto: {
    backdrop: { kind: 'night', seed: 96, sun: [220, 84] },
    paint: (ctx) => {
      // Alert: the owl that sees every feint in the dark.
      glow(ctx, 150, 160, 120, '#ffe39a', 0.3);
      owl(ctx, 150, 168, 84);
      for (const [x, y, a] of [
        [70, 110, -0.6],
        [232, 220, 2.6],
      ] as const)
        leaf(ctx, x, y, 60, a, '#163a2c');
      chevrons(ctx, 50, 270, 36, 3, GOLD);
      chevrons(ctx, 250, 270, 36, 3, GOLD);
    },
  },
  hangin: {
    backdrop: { kind: 'sky', seed: 102, sun: [230, 110] },
    paint: (ctx) => {
      // Move like the wind: gusts, a feather and leaves, and a fighter already elsewhere.
      const p = pose({
        x: 160,
        y: 186,
        size: 175,
        lean: 0.55,
        frontArm: { upper: 2.4, lower: 2.6 },
        backArm: { upper: 2.8, lower: 3.0 },
        frontLeg: { upper: 0.5, lower: 1.9 },
        backLeg: { upper: 2.5, lower: 1.6 },
        frontStick: 2.9,
        stickLength: 0.42,
      });
      speedLines(ctx, 110, 150, 0, 110, 110, 12, 102, '#e8f6ff');
      gust(ctx, 20, 120, 170, '#e8f6ff', 5);
      gust(ctx, 40, 230, 190, '#e8f6ff', 4);
      paintFigure(ctx, p);
      feather(ctx, 214, 100, 60, -0.4);
      leaf(ctx, 60, 180, 34, 0.5, '#3a6a4a');
      leaf(ctx, 244, 206, 30, -0.8, '#3a6a4a');
    },
  },
  'utos-ng-datu': {
    backdrop: { kind: 'dusk', seed: 103, sun: [150, 150], horizon: 240 },
    paint: (ctx) => {
      // The datu on the hill raises his blade, and every warrior below stands taller.
      glow(ctx, 150, 140, 160, '#ffd98a', 0.55);
      ctx.fillStyle = '#1d1028';
      ctx.beginPath();
      ctx.moveTo(-20, 300);
      ctx.quadraticCurveTo(150, 150, 320, 300);
      ctx.fill();
      for (const x of [40, 80, 220, 260])
        paintFigure(
          ctx,
          pose({
            x,
            y: 270,
            size: 70,
            lean: 0,
            facing: x < 150 ? 1 : -1,
            frontArm: { upper: -1.4, lower: -1.5 },
            frontStick: -1.5,
            stickLength: 0.6,
          }),
        );
      const p = pose({
        x: 150,
        y: 150,
        size: 150,
        lean: -0.05,
        frontArm: { upper: -0.9, lower: -1.2 },
        backArm: { upper: 1.7, lower: 1.5 },
        frontStick: null,
        band: GOLD,
      });
      paintFigure(ctx, p);
      const j = joints(p);
      espada(ctx, j.frontHand[0], j.frontHand[1], -1.1, 80);
      amulet(ctx, j.neck[0] + 4, j.neck[1] + 24, 9);
    },
  },
};
