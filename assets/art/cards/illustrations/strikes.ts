// Pictures of the strikes: each shows the path its technique takes (a flick, a fan, side to side,
// up and down, a cross, a drop, a thrust, a poke) and, for the ones that hinder the foe, what
// they do to the foe (stumbling feet, a cracked guard, a dazed head).
import { TAU, glow } from '../ink.ts';
import type { Illustration } from '../illustration.ts';
import { buckler } from '../motifs/guard.ts';
import { dazedStars, lightning } from '../motifs/energy.ts';
import { joints, paintFigure } from '../motifs/figure.ts';
import { fist, openHand } from '../motifs/hand.ts';
import { chevrons, footprint } from '../motifs/charms.ts';
import { foe, pose } from '../motifs/poses.ts';
import { curvedArrow, ghostSticks, impact, slash, speedLines, swoosh, weaveLoop } from '../motifs/trails.ts';
import { crack, groundShadow, headOf, snapMarks } from './details.ts';

export const STRIKES: Readonly<Record<string, Illustration>> = {
  witik: {
    backdrop: { kind: 'dusk', seed: 60, sun: [212, 150] },
    paint: (ctx) => {
      // The stick has just snapped from the wrist: its earlier places fade behind it.
      ghostSticks(ctx, 96, 222, [-1.35, -1.2, -1.05], 170);
      swoosh(ctx, 96, 222, 167, -1.45, -0.68, 24);
      fist(ctx, { x: 96, y: 222, arm: 2.35, stick: -0.78, stickLength: 172, size: 34, sleeve: '#8a1622' });
      snapMarks(ctx, 96 + Math.cos(-0.78) * 178, 222 + Math.sin(-0.78) * 178, -0.78);
      curvedArrow(ctx, 54, 184, 66, 144, 108, 144, '#ffd23f', 5);
    },
  },
  abanico: {
    backdrop: { kind: 'sea', seed: 61, sun: [150, 196], horizon: 226 },
    paint: (ctx) => {
      // The strike opens like a folding fan from the wrist, then closes from the other side.
      const x = 150;
      const y = 244;
      ctx.fillStyle = 'rgba(255, 232, 200, 0.16)';
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.arc(x, y, 160, -2.75, -0.4);
      ctx.closePath();
      ctx.fill();
      ghostSticks(
        ctx,
        x,
        y,
        Array.from({ length: 9 }, (_, i) => -2.75 + (i / 8) * 2.35),
        160,
      );
      swoosh(ctx, x, y, 164, -2.3, -0.45, 22);
      swoosh(ctx, x, y, 164, -0.85, -2.7, 18, '#ffd23f');
      fist(ctx, { x, y, arm: 1.75, stick: -0.42, stickLength: 160, size: 32, sleeve: '#8a1622' });
      curvedArrow(ctx, 60, 110, 40, 140, 44, 178, '#ffd23f', 5);
      curvedArrow(ctx, 240, 110, 262, 140, 258, 178, '#fff6e0', 5);
    },
  },
  'banda-y-banda': {
    backdrop: { kind: 'dusk', seed: 62, sun: [150, 168] },
    paint: (ctx) => {
      curvedArrow(ctx, 52, 112, 150, 70, 250, 108, '#ffd23f', 6);
      curvedArrow(ctx, 250, 150, 150, 118, 50, 148, '#fff6e0', 6);
      const p = pose({
        x: 150,
        y: 186,
        lean: 0.05,
        frontArm: { upper: 0.1, lower: -0.05 },
        backArm: { upper: 2.3, lower: 2.0 },
        frontStick: -0.05,
        stickLength: 0.48,
      });
      groundShadow(ctx, 150, 268, 80);
      ghostSticks(ctx, joints(p).frontHand[0], joints(p).frontHand[1], [3.0, 2.6, -0.6, -0.3], 95);
      paintFigure(ctx, p);
      // The foe's feet, tangled by the side-to-side rhythm.
      footprint(ctx, 226, 266, 21, -2.1, '#e8d8bf');
      footprint(ctx, 264, 244, 21, -0.7, '#e8d8bf');
    },
  },
  rompida: {
    backdrop: { kind: 'jungle', seed: 63, sun: [160, 130] },
    paint: (ctx) => {
      // Up on the near side, down on the far side: the loop of the rising and falling strike.
      swoosh(ctx, 160, 160, 100, 1.2, -1.5, 26, '#fff6e0');
      swoosh(ctx, 160, 160, 100, -1.7, -4.5, 26, '#ffd23f');
      const p = pose({
        x: 136,
        y: 200,
        size: 180,
        lean: -0.05,
        frontArm: { upper: -1.15, lower: -1.35 },
        backArm: { upper: 1.9, lower: 1.2 },
        frontStick: -0.85,
        stickLength: 0.46,
      });
      groundShadow(ctx, 136, 282, 70);
      paintFigure(ctx, p);
      chevrons(ctx, 262, 130, 26, 2, '#fff6e0');
      ctx.save();
      ctx.translate(58, 196);
      ctx.rotate(Math.PI);
      chevrons(ctx, 0, 0, 26, 2, '#ffd23f');
      ctx.restore();
    },
  },
  crossada: {
    backdrop: { kind: 'night', seed: 64, sun: [232, 82] },
    paint: (ctx) => {
      slash(ctx, 90, 70, 285, 240, 22, '#fff6e0');
      slash(ctx, 90, 245, 280, 75, 22, '#ffd23f');
      impact(ctx, 190, 158, 28, 8, '#ffd23f', 64);
      const p = pose({
        x: 92,
        y: 196,
        size: 175,
        lean: 0.25,
        frontArm: { upper: 0.2, lower: 0.5 },
        backArm: { upper: 2.2, lower: 2.4 },
        frontStick: 0.75,
      });
      groundShadow(ctx, 95, 274, 60);
      paintFigure(ctx, p);
    },
  },
  bagsak: {
    backdrop: { kind: 'dusk', seed: 65, sun: [150, 205], horizon: 236 },
    paint: (ctx) => {
      // All the weight drops with the stick: a leap, a fall and the ground cracking.
      speedLines(ctx, 196, 110, Math.PI / 2, 90, 90, 12, 65);
      crack(ctx, 206, 258, 65);
      impact(ctx, 206, 250, 36, 10, '#ffd23f', 65);
      const p = pose({
        x: 122,
        y: 150,
        size: 180,
        lean: 0.55,
        frontArm: { upper: -0.1, lower: 0.35 },
        backArm: { upper: 0.3, lower: 0.6 },
        frontLeg: { upper: 0.5, lower: 1.9 },
        backLeg: { upper: 2.0, lower: 2.7 },
        frontStick: 0.95,
        stickLength: 0.52,
      });
      paintFigure(ctx, p);
    },
  },
  doblete: {
    backdrop: { kind: 'sea', seed: 66, sun: [110, 186], horizon: 228 },
    paint: (ctx) => {
      swoosh(ctx, 120, 190, 120, -2.0, -0.15, 22);
      swoosh(ctx, 120, 222, 120, -2.0, -0.15, 22, '#ffd23f');
      impact(ctx, 238, 170, 20, 8, '#fff6e0', 66);
      impact(ctx, 238, 204, 20, 8, '#ffd23f', 67);
      const p = pose({
        x: 118,
        y: 190,
        size: 180,
        lean: 0.2,
        frontArm: { upper: 0.0, lower: 0.05 },
        backArm: { upper: 0.4, lower: 0.2 },
        frontStick: -0.15,
        backStick: 0.05,
        stickLength: 0.5,
      });
      groundShadow(ctx, 120, 272, 60);
      paintFigure(ctx, p);
    },
  },
  tusok: {
    backdrop: { kind: 'dusk', seed: 67, sun: [82, 166] },
    paint: (ctx) => {
      const p = pose({
        x: 98,
        y: 190,
        size: 180,
        lean: 0.5,
        frontArm: { upper: -0.05, lower: -0.05 },
        backArm: { upper: 2.6, lower: 2.9 },
        frontLeg: { upper: 0.55, lower: 1.45 },
        backLeg: { upper: 2.35, lower: 2.45 },
        frontStick: -0.05,
        stickLength: 0.58,
      });
      const hand = joints(p).frontHand;
      speedLines(ctx, hand[0] + 80, hand[1], 0, 40, 120, 9, 67);
      // The thrust finds the gap: the foe's guard cracks around the point.
      buckler(ctx, 292, hand[1] - 6, 52);
      crack(ctx, 252, hand[1] - 4, 67);
      groundShadow(ctx, 110, 274, 80);
      paintFigure(ctx, p);
      impact(ctx, 248, hand[1] - 5, 16, 7, '#fff6e0', 68);
    },
  },
  sungkite: {
    backdrop: { kind: 'jungle', seed: 68, sun: [212, 112] },
    paint: (ctx) => {
      // The foe's lead foot, stepping in from the right; the poke darts down at it.
      const them = foe({
        x: 268,
        y: 178,
        size: 190,
        lean: 0.1,
        frontLeg: { upper: 1.05, lower: 1.6 },
        frontStick: -1.2,
      });
      const target = joints(them).frontFoot;
      paintFigure(ctx, them);
      const p = pose({
        x: 92,
        y: 178,
        size: 175,
        lean: 0.6,
        frontArm: { upper: 0.55, lower: 0.6 },
        backArm: { upper: 2.5, lower: 2.8 },
        frontLeg: { upper: 0.7, lower: 1.6 },
        backLeg: { upper: 2.3, lower: 2.0 },
        frontStick: null,
      });
      const hand = joints(p).frontHand;
      const angle = Math.atan2(target[1] - 8 - hand[1], target[0] - 10 - hand[0]);
      speedLines(ctx, (hand[0] + target[0]) / 2, (hand[1] + target[1]) / 2, angle, 30, 70, 7, 68);
      groundShadow(ctx, 104, 270, 70);
      paintFigure(ctx, {
        ...p,
        frontStick: angle,
        stickLength: Math.hypot(target[0] - 10 - hand[0], target[1] - 8 - hand[1]) / 175,
      });
      impact(ctx, target[0] - 6, target[1] - 6, 17, 7, '#ffd23f', 69);
    },
  },
  punyo: {
    backdrop: { kind: 'storm', seed: 70, sun: [210, 110] },
    paint: (ctx) => {
      // The butt of the stick, driven up into the foe's temple.
      const head: [number, number] = [226, 138];
      headOf(ctx, head[0], head[1], 34, '#1f7a8c', -1);
      fist(ctx, {
        x: 124,
        y: 214,
        arm: 2.8,
        stick: 2.35,
        stickLength: 140,
        butt: 70,
        size: 36,
        sleeve: '#8a1622',
      });
      speedLines(ctx, 150, 186, -0.75, 40, 60, 6, 70);
      impact(ctx, 180, 160, 24, 9, '#ffe14a', 70);
      dazedStars(ctx, head[0], head[1] - 44, 38, 70);
    },
  },
  'cinco-teros': {
    backdrop: { kind: 'night', seed: 72, sun: [150, 118] },
    paint: (ctx) => {
      // The five basic strikes, one after another around the fighter.
      for (let i = 0; i < 5; i += 1) {
        const a = -Math.PI / 2 + (i / 5) * TAU;
        swoosh(ctx, 150, 162, 108, a, a + 0.95, 18, i % 2 === 0 ? '#fff6e0' : '#ffd23f');
        glow(ctx, 150 + Math.cos(a + 0.95) * 100, 162 + Math.sin(a + 0.95) * 100, 16, '#ffd23f', 0.9);
      }
      const p = pose({
        x: 150,
        y: 184,
        size: 170,
        lean: 0.05,
        frontArm: { upper: -0.8, lower: -1.3 },
        backArm: { upper: 1.6, lower: 1.0 },
        frontStick: -1.55,
        stickLength: 0.45,
      });
      groundShadow(ctx, 150, 262, 60);
      paintFigure(ctx, p);
    },
  },
  'hampas-ng-baston': {
    backdrop: { kind: 'dusk', seed: 73, sun: [176, 188] },
    paint: (ctx) => {
      // The first strike every student learns: high on the left, down across the body.
      swoosh(ctx, 150, 160, 108, -2.5, -0.1, 24);
      const p = pose({
        x: 142,
        y: 182,
        lean: 0.25,
        frontArm: { upper: -0.35, lower: -0.25 },
        backArm: { upper: 2.1, lower: 1.6 },
        frontStick: -0.55,
        stickLength: 0.5,
      });
      groundShadow(ctx, 145, 270, 70);
      paintFigure(ctx, p);
    },
  },
  'tama-ng-kidlat': {
    backdrop: { kind: 'storm', seed: 78, sun: [150, 70] },
    paint: (ctx) => {
      const p = pose({
        x: 112,
        y: 206,
        size: 175,
        lean: 0.2,
        frontArm: { upper: -0.45, lower: -0.5 },
        backArm: { upper: 2.0, lower: 1.5 },
        frontStick: -0.42,
        stickLength: 0.42,
      });
      const hand = joints(p).frontHand;
      const tip: [number, number] = [hand[0] + Math.cos(-0.42) * 74, hand[1] + Math.sin(-0.42) * 74];
      lightning(ctx, 240, 58, tip[0], tip[1], 7, 78);
      lightning(ctx, tip[0], tip[1], 280, 262, 6, 79);
      groundShadow(ctx, 115, 288, 70);
      paintFigure(ctx, p);
      impact(ctx, tip[0], tip[1], 16, 8, '#fffbe8', 78);
    },
  },
  sinawali: {
    backdrop: { kind: 'hall', seed: 79, sun: [150, 70] },
    paint: (ctx) => {
      // Two sticks, woven in figure eights: one high, one low, never in each other's way.
      weaveLoop(ctx, 150, 140, 120, 120, 0, '#e0303f', 7);
      weaveLoop(ctx, 150, 140, 120, 120, Math.PI, '#ffd23f', 7);
      fist(ctx, { x: 70, y: 232, arm: 2.4, stick: -0.95, stickLength: 150, size: 30, sleeve: '#8a1622' });
      fist(ctx, { x: 230, y: 232, arm: 0.75, stick: -2.2, stickLength: 150, size: 30, sleeve: '#8a1622' });
    },
  },
  'largo-mano': {
    backdrop: { kind: 'dusk', seed: 80, sun: [236, 192], horizon: 236 },
    paint: (ctx) => {
      // Long range: the stick reaches the foe before the foe can reach back.
      paintFigure(
        ctx,
        foe({
          x: 252,
          y: 196,
          size: 130,
          lean: -0.3,
          frontArm: { upper: 1.2, lower: 0.9 },
          frontStick: 1.6,
          stickLength: 0.4,
        }),
      );
      const p = pose({
        x: 70,
        y: 186,
        size: 180,
        lean: 0.45,
        frontArm: { upper: -0.2, lower: -0.2 },
        backArm: { upper: 2.6, lower: 2.9 },
        frontLeg: { upper: 0.6, lower: 1.5 },
        backLeg: { upper: 2.35, lower: 2.45 },
        frontStick: -0.22,
        stickLength: 0.78,
      });
      speedLines(ctx, 150, 130, -0.2, 30, 80, 6, 80);
      groundShadow(ctx, 80, 270, 70);
      paintFigure(ctx, p);
      impact(ctx, 228, 106, 14, 7, '#fff6e0', 80);
    },
  },
  serrada: {
    backdrop: { kind: 'night', seed: 81, sun: [150, 96] },
    paint: (ctx) => {
      // Close range, closed guard: both fighters chest to chest, sticks locked between them.
      paintFigure(
        ctx,
        foe({
          x: 196,
          y: 184,
          size: 180,
          lean: 0.2,
          frontArm: { upper: -0.3, lower: -0.95 },
          backArm: { upper: 1.2, lower: 0.6 },
          frontStick: -0.25,
        }),
      );
      groundShadow(ctx, 150, 270, 100);
      paintFigure(
        ctx,
        pose({
          x: 106,
          y: 184,
          size: 180,
          lean: 0.25,
          frontArm: { upper: -0.3, lower: -0.95 },
          backArm: { upper: 0.9, lower: 0.2 },
          frontStick: -0.25,
        }),
      );
      impact(ctx, 150, 96, 14, 7, '#fff6e0', 81);
    },
  },
  dumog: {
    backdrop: { kind: 'storm', seed: 82, sun: [150, 110] },
    paint: (ctx) => {
      // The clinch: the foe's head pulled down against the chest and held there.
      groundShadow(ctx, 150, 272, 100);
      paintFigure(
        ctx,
        foe({
          x: 206,
          y: 196,
          size: 180,
          lean: 1.05,
          frontArm: { upper: 1.5, lower: 1.3 },
          backArm: { upper: 1.9, lower: 1.7 },
          frontLeg: { upper: 1.4, lower: 1.8 },
          backLeg: { upper: 2.2, lower: 1.8 },
          frontStick: null,
        }),
      );
      paintFigure(
        ctx,
        pose({
          x: 104,
          y: 186,
          size: 185,
          lean: 0.3,
          frontArm: { upper: 0.1, lower: 1.1 },
          backArm: { upper: 0.45, lower: 1.3 },
          frontStick: null,
        }),
      );
      dazedStars(ctx, 158, 120, 34, 82);
    },
  },
  'kadena-de-mano': {
    backdrop: { kind: 'hall', seed: 83, sun: [200, 80] },
    paint: (ctx) => {
      // A chain of empty-hand blows: the hands strike again and again, faster than the eye, and
      // the foe's guard gives way.
      buckler(ctx, 262, 128, 44);
      crack(ctx, 262, 128, 83);
      const body = {
        x: 112,
        y: 190,
        size: 180,
        lean: 0.35,
        backArm: { upper: 2.1, lower: 1.7 },
        frontLeg: { upper: 0.8, lower: 1.6 },
        backLeg: { upper: 2.3, lower: 2.0 },
        frontStick: null,
      } as const;
      const blows = [
        { upper: -0.55, lower: -0.5 },
        { upper: 0.25, lower: 0.2 },
        { upper: -0.15, lower: -0.2 },
      ];
      // Afterimages of the blows before, trailing behind the last one.
      blows.slice(0, 2).forEach((arm, i) => {
        ctx.globalAlpha = 0.3 + i * 0.15;
        paintFigure(
          ctx,
          pose({ ...body, x: body.x - 34 + i * 17, frontArm: arm, body: '#6a2a3a', rim: '#ffd98a' }),
        );
      });
      ctx.globalAlpha = 1;
      groundShadow(ctx, 118, 274, 80);
      const last = pose({ ...body, frontArm: blows[2] ?? { upper: 0, lower: 0 } });
      paintFigure(ctx, last);
      const hand = joints(last).frontHand;
      speedLines(ctx, hand[0] - 30, hand[1] + 4, 0, 24, 50, 5, 83);
      impact(ctx, 222, 110, 14, 7, '#fff6e0', 83);
      impact(ctx, 232, 150, 12, 7, '#ffd23f', 84);
      impact(ctx, 218, hand[1], 16, 7, '#fff6e0', 85);
    },
  },
  'tapi-tapi': {
    backdrop: { kind: 'sea', seed: 84, sun: [210, 188], horizon: 230 },
    paint: (ctx) => {
      // Check with the open hand, tap with the stick: the rhythm that unsettles the feet.
      fist(ctx, { x: 250, y: 112, arm: -0.3, stick: 2.75, stickLength: 170, size: 30, sleeve: '#1f7a8c' });
      openHand(ctx, { x: 178, y: 156, arm: 2.0, size: 30, sleeve: '#8a1622' });
      fist(ctx, { x: 70, y: 224, arm: 2.3, stick: -0.75, stickLength: 110, size: 30, sleeve: '#8a1622' });
      impact(ctx, 136, 154, 12, 7, '#fff6e0', 84);
      for (const [x, y] of [
        [112, 120],
        [96, 100],
        [80, 84],
      ] as const) {
        ctx.fillStyle = '#ffd23f';
        ctx.beginPath();
        ctx.arc(x, y, 5, 0, TAU);
        ctx.fill();
      }
      footprint(ctx, 222, 262, 20, -2.3, '#e8d8bf');
      footprint(ctx, 262, 244, 20, -1.0, '#e8d8bf');
    },
  },
  'hubud-lubud': {
    backdrop: { kind: 'storm', seed: 85, sun: [150, 140] },
    paint: (ctx) => {
      // Tie and untie: two arms wound around each other in one flowing knot.
      weaveLoop(ctx, 150, 170, 124, 150, 0.4, '#c9c0ff', 6);
      fist(ctx, {
        x: 178,
        y: 140,
        arm: 2.25,
        stick: null,
        size: 28,
        sleeve: '#8a1622',
        armLength: 120,
        cuff: 4,
      });
      fist(ctx, {
        x: 122,
        y: 162,
        arm: 0.85,
        stick: null,
        size: 28,
        sleeve: '#1f7a8c',
        armLength: 120,
        cuff: 4,
      });
      weaveLoop(ctx, 150, 170, 124, 150, 5.6, '#c9c0ff', 6, 0.18);
      dazedStars(ctx, 150, 100, 46, 85);
    },
  },
};
