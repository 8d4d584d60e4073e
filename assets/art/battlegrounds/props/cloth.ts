// Woven cloth: inabel banners hung from bamboo poles, striped and diamond-patterned in the colours
// of the two fighters' houses.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, saved, shape, stroke } from '../../lib/finish.ts';
import { BAMBOO } from '../../lib/palette.ts';

export interface Banner {
  /** The pole's foot. */
  readonly x: number;
  readonly groundY: number;
  readonly poleHeight: number;
  readonly width: number;
  readonly length: number;
  /** Stripes top to bottom; the middle one carries the diamonds. */
  readonly stripes: readonly string[];
  /** Which side of the pole the cloth hangs on. */
  readonly side: 1 | -1;
}

export function paintBanner(ctx: Ctx, banner: Banner, finish: Finish): void {
  const { x, groundY, poleHeight, width, length, stripes, side } = banner;
  const line = lineOf(finish);
  const top = groundY - poleHeight;
  const left = side === 1 ? x : x - width;
  shape(ctx, finish, BAMBOO, () =>
    ctx.rect(x - line * 1.2, top - line * 2, line * 2.4, poleHeight + line * 2),
  );
  shape(ctx, finish, BAMBOO, () => ctx.rect(left - line, top + line, width + line * 2, line * 1.6));
  // The cloth sways a little: its free edge and hem are curved.
  const cloth = (): void => {
    ctx.moveTo(left, top + line * 2.6);
    ctx.lineTo(left + width, top + line * 2.6);
    ctx.quadraticCurveTo(left + width + side * width * 0.06, top + length * 0.55, left + width, top + length);
    ctx.quadraticCurveTo(left + width / 2, top + length + width * 0.12, left, top + length);
    ctx.quadraticCurveTo(left - side * width * 0.04, top + length * 0.5, left, top + line * 2.6);
    ctx.closePath();
  };
  shape(ctx, finish, stripes[0] ?? '#b3202f', cloth, 0);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      cloth();
      ctx.clip();
      const band = (length + width * 0.12) / stripes.length;
      stripes.forEach((colour, i) => {
        ctx.fillStyle = colour;
        ctx.fillRect(left - width * 0.1, top + i * band, width * 1.2, band + 1);
      });
      // Binakol diamonds on the middle stripe, and thin weft lines on all.
      const middle = Math.floor(stripes.length / 2);
      const cy = top + (middle + 0.5) * band;
      const d = band * 0.32;
      ctx.fillStyle = 'rgba(255, 240, 210, 0.85)';
      for (let cx = left + d * 1.2; cx < left + width; cx += d * 2.4) {
        ctx.beginPath();
        ctx.moveTo(cx, cy - d);
        ctx.lineTo(cx + d, cy);
        ctx.lineTo(cx, cy + d);
        ctx.lineTo(cx - d, cy);
        ctx.closePath();
        ctx.fill();
      }
      for (let y = top + band * 0.25; y < top + length; y += band / 4) {
        ctx.beginPath();
        ctx.moveTo(left, y);
        ctx.lineTo(left + width, y);
        stroke(ctx, 1, 'rgba(26, 15, 31, 0.18)');
      }
      const shade = ctx.createLinearGradient(left, 0, left + width, 0);
      shade.addColorStop(0, side === 1 ? 'rgba(255, 200, 140, 0.15)' : 'rgba(30, 10, 40, 0.35)');
      shade.addColorStop(1, side === 1 ? 'rgba(30, 10, 40, 0.35)' : 'rgba(255, 200, 140, 0.15)');
      ctx.fillStyle = shade;
      ctx.fillRect(left - width * 0.1, top, width * 1.2, length + width * 0.2);
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    cloth();
    stroke(ctx, line);
  }
  // A fringe of tassels along the hem.
  detail(finish, () => {
    for (let k = 0; k <= 6; k += 1) {
      const tx = left + (width * k) / 6;
      const ty = top + length + Math.sin((k / 6) * Math.PI) * width * 0.06;
      ctx.beginPath();
      ctx.moveTo(tx, ty);
      ctx.lineTo(tx, ty + width * 0.12);
      stroke(ctx, Math.max(2, line * 0.6), stripes[stripes.length - 1] ?? '#b3202f');
    }
  });
}
