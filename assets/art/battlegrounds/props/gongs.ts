// Bronze gongs: the big agung hung from a wooden frame, and the kulintang, a row of small bossed
// gongs on a low stand.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, shape, stroke } from '../../lib/finish.ts';
import { RATTAN_DARK, WOOD, WOOD_DARK } from '../../lib/palette.ts';

const BRONZE = '#b8862f';
const BRONZE_DARK = '#7a5420';
const BRONZE_LIT = '#f2cf7a';

/** A bossed gong face of radius r centred on (x, y). */
export function paintGong(ctx: Ctx, x: number, y: number, r: number, finish: Finish): void {
  const line = lineOf(finish);
  shape(ctx, finish, BRONZE_DARK, () => ctx.arc(x, y, r, 0, Math.PI * 2));
  detail(finish, () => {
    const face = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, r);
    face.addColorStop(0, BRONZE_LIT);
    face.addColorStop(0.55, BRONZE);
    face.addColorStop(1, BRONZE_DARK);
    shape(ctx, finish, face, () => ctx.arc(x, y, r * 0.82, 0, Math.PI * 2), line * 0.6);
    shape(ctx, finish, BRONZE, () => ctx.arc(x, y, r * 0.3, 0, Math.PI * 2), line * 0.8);
    ctx.fillStyle = 'rgba(255, 245, 210, 0.7)';
    ctx.beginPath();
    ctx.ellipse(x - r * 0.1, y - r * 0.12, r * 0.1, r * 0.06, -0.5, 0, Math.PI * 2);
    ctx.fill();
  });
}

/** The agung: a big gong hung on rattan from an A-frame of wood. */
export function paintAgungFrame(ctx: Ctx, x: number, groundY: number, size: number, finish: Finish): void {
  const line = lineOf(finish);
  const beamY = groundY - size * 1.25;
  for (const side of [-1, 1]) {
    shape(ctx, finish, WOOD, () => {
      ctx.moveTo(x + side * size * 0.75, groundY);
      ctx.lineTo(x + side * size * 0.58, beamY);
      ctx.lineTo(x + side * size * 0.5, beamY);
      ctx.lineTo(x + side * size * 0.65, groundY);
      ctx.closePath();
    });
  }
  shape(ctx, finish, WOOD_DARK, () =>
    ctx.rect(x - size * 0.72, beamY - size * 0.08, size * 1.44, size * 0.1),
  );
  const gongY = beamY + size * 0.55;
  ctx.beginPath();
  ctx.moveTo(x - size * 0.12, beamY);
  ctx.lineTo(x, gongY - size * 0.38);
  ctx.lineTo(x + size * 0.12, beamY);
  stroke(ctx, Math.max(2, line * 0.6), RATTAN_DARK);
  paintGong(ctx, x, gongY, size * 0.4, finish);
}

/** A kulintang: a row of small gongs on a carved stand, seen from the front. */
export function paintKulintang(ctx: Ctx, x: number, groundY: number, width: number, finish: Finish): void {
  const h = width * 0.32;
  for (const side of [-0.42, 0.42]) {
    shape(ctx, finish, WOOD_DARK, () =>
      ctx.rect(x + side * width - width * 0.03, groundY - h, width * 0.06, h),
    );
  }
  shape(ctx, finish, WOOD, () => {
    ctx.moveTo(x - width * 0.52, groundY - h);
    ctx.lineTo(x + width * 0.52, groundY - h);
    ctx.lineTo(x + width * 0.46, groundY - h * 0.72);
    ctx.lineTo(x - width * 0.46, groundY - h * 0.72);
    ctx.closePath();
  });
  const gongs = 8;
  for (let i = 0; i < gongs; i += 1) {
    const gx = x - width * 0.44 + (i * width * 0.88) / (gongs - 1);
    const r = width * (0.05 - i * 0.002);
    paintGong(ctx, gx, groundY - h - r * 0.55, r, finish);
  }
}
