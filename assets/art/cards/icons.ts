// The small icons of the card screens (assets/art/cards/icon.*.png): the four card types and the
// two lingering effects. Painted on a 64-unit square, outlined like everything else.
import { type Ctx, INK, TAU, glow, outlined, polygon } from './ink.ts';
import { boltShape } from './motifs/energy.ts';
import { flame } from './motifs/fire.ts';
import { baston } from './motifs/stick.ts';
import { VENOM } from './motifs/venom.ts';

export const ICON_SIZE = 64;

export type IconName = 'type.attack' | 'type.defense' | 'type.buff' | 'type.energy' | 'burn' | 'poison';

export const ICON_PAINTERS: Readonly<Record<IconName, (ctx: Ctx) => void>> = {
  'type.attack': (ctx) => {
    // Crossed sticks.
    baston(ctx, 12, 52, 52, 12, { width: 7 });
    baston(ctx, 12, 12, 52, 52, { width: 7 });
    outlined(ctx, '#ffd23f', () => ctx.arc(32, 32, 5, 0, TAU), 2.5);
  },
  'type.defense': (ctx) => {
    // A shield with the teal of Alon and a woven band.
    const shape = () => {
      ctx.moveTo(32, 6);
      ctx.quadraticCurveTo(44, 12, 54, 12);
      ctx.quadraticCurveTo(56, 42, 32, 58);
      ctx.quadraticCurveTo(8, 42, 10, 12);
      ctx.quadraticCurveTo(20, 12, 32, 6);
      ctx.closePath();
    };
    const g = ctx.createLinearGradient(10, 6, 54, 58);
    g.addColorStop(0, '#9be7f0');
    g.addColorStop(0.45, '#2bb3a3');
    g.addColorStop(1, '#1f7a8c');
    outlined(ctx, g, shape, 4);
    ctx.save();
    ctx.beginPath();
    shape();
    ctx.clip();
    ctx.fillStyle = '#c98a4b';
    ctx.fillRect(0, 27, 64, 8);
    ctx.fillStyle = INK;
    for (let x = 2; x < 64; x += 6) ctx.fillRect(x, 27, 1.5, 8);
    ctx.restore();
    ctx.beginPath();
    shape();
    ctx.lineWidth = 4;
    ctx.strokeStyle = INK;
    ctx.stroke();
  },
  'type.buff': (ctx) => {
    // Two rising arrows.
    for (const [x, y, s] of [
      [22, 58, 0.8],
      [42, 52, 1],
    ] as const)
      outlined(
        ctx,
        '#ffd23f',
        () =>
          polygon(ctx, [
            [x, y - 46 * s],
            [x + 14 * s, y - 26 * s],
            [x + 6 * s, y - 26 * s],
            [x + 6 * s, y],
            [x - 6 * s, y],
            [x - 6 * s, y - 26 * s],
            [x - 14 * s, y - 26 * s],
          ]),
        3.5,
      );
  },
  'type.energy': (ctx) => {
    glow(ctx, 32, 32, 30, '#6ac8ff', 0.7);
    boltShape(ctx, 32, 32, 54, '#ffe14a');
  },
  burn: (ctx) => {
    flame(ctx, 32, 58, 52, 26, 0, 7);
  },
  poison: (ctx) => {
    glow(ctx, 32, 36, 28, '#b8ff6a', 0.5);
    // A drop of venom: pointed at the top, full at the bottom.
    outlined(ctx, VENOM, () => {
      ctx.moveTo(30, 5);
      ctx.bezierCurveTo(26, 18, 14, 26, 14, 38);
      ctx.arc(30, 38, 16, Math.PI, 0, true);
      ctx.bezierCurveTo(46, 26, 34, 18, 30, 5);
      ctx.closePath();
    });
    ctx.fillStyle = 'rgba(240, 255, 210, 0.85)';
    ctx.beginPath();
    ctx.ellipse(24, 40, 4, 7, 0.3, 0, TAU);
    ctx.fill();
    for (const [x, y, r] of [
      [12, 48, 5],
      [52, 42, 4],
      [50, 56, 3],
    ] as const)
      outlined(ctx, VENOM, () => ctx.arc(x, y, r, 0, TAU), 2);
  },
};
