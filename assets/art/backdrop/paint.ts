// Source of the landing backdrop layers (rendered to assets/art/backdrop/*.webp by
// `npm run assets:build`), painted in code: dusk over a barangay at the foot of rice terraces. Each
// function paints one parallax layer (docs/game-design.md §2.13: main image, front cloud, left cloud, right
// cloud, wind) on a transparent canvas of the reference size.
import { paintFireLight } from '../lib/fire.ts';
import { type Ctx, silhouette } from '../lib/finish.ts';
import { paintNipaHut } from '../lib/huts.ts';
import { paintRidge, paintTerraces } from '../lib/land.ts';
import { INK } from '../lib/palette.ts';
import { paintPalm } from '../lib/plants.ts';
import { seededRandom } from '../lib/seededRandom.ts';
import { paintCloud, paintDuskSky, paintStars, paintSun } from '../lib/sky.ts';

export const BACKDROP_WIDTH = 2200;
export const BACKDROP_HEIGHT = 1240;

/** The village below the terraces is far away: ink silhouettes with lit windows. */
const FAR = silhouette(INK);
const LAMPLIT = 'rgba(255, 170, 80, 0.75)';

export function paintMainImage(ctx: Ctx): void {
  const w = BACKDROP_WIDTH;
  const h = BACKDROP_HEIGHT;
  paintDuskSky(ctx, w, h, h * 0.75);
  paintStars(ctx, 7, 140, w, h * 0.45);
  paintSun(ctx, w * 0.62, h * 0.6, 120);

  // Far mountains, then the terraces, in layers that darken toward the viewer.
  paintRidge(ctx, w, h, { baseY: h * 0.52, amplitude: 140, peaks: 7, colour: '#5a2d55', seed: 11 });
  paintRidge(ctx, w, h, { baseY: h * 0.6, amplitude: 120, peaks: 5, colour: '#42234a', seed: 23 });
  paintTerraces(ctx, {
    top: h * 0.62,
    width: w,
    bands: 7,
    step: 28,
    depth: 60,
    lip: [40, 0.25, -30, 0.55, 50, -10],
    colour: (i) => {
      const shade = 40 + i * 6;
      return `rgb(${shade - 14}, ${shade + 22}, ${shade - 2})`;
    },
    waterLine: 'rgba(255, 196, 130, 0.35)',
    waterWidth: 2,
  });
  paintRidge(ctx, w, h, { baseY: h * 0.8, amplitude: 60, peaks: 9, colour: '#1f1430', seed: 37 });

  const ground = ctx.createLinearGradient(0, h * 0.82, 0, h);
  ground.addColorStop(0, '#1b1229');
  ground.addColorStop(1, '#0b0713');
  ctx.fillStyle = ground;
  ctx.fillRect(0, h * 0.84, w, h * 0.16);

  paintPalm(ctx, { x: w * 0.08, groundY: h * 0.9, height: 330, lean: -0.12, seed: 1 }, FAR);
  paintPalm(ctx, { x: w * 0.15, groundY: h * 0.92, height: 250, lean: 0.1, seed: 2 }, FAR);
  paintPalm(ctx, { x: w * 0.9, groundY: h * 0.91, height: 310, lean: 0.14, seed: 3 }, FAR);
  paintNipaHut(ctx, { x: w * 0.24, groundY: h * 0.86, size: 135, window: LAMPLIT, seed: 1 }, FAR);
  paintNipaHut(
    ctx,
    { x: w * 0.76, groundY: h * 0.87, size: 162, window: LAMPLIT, ladder: 'left', seed: 2 },
    FAR,
  );
  paintNipaHut(ctx, { x: w * 0.83, groundY: h * 0.85, size: 99, window: LAMPLIT, seed: 3 }, FAR);
  paintFireLight(ctx, w * 0.5, h * 0.9, 260);
}

export function paintFrontCloud(ctx: Ctx): void {
  paintCloud(ctx, BACKDROP_WIDTH * 0.48, BACKDROP_HEIGHT * 0.98, 2.6, 'rgba(24, 14, 36, 0.92)', 101);
  paintCloud(ctx, BACKDROP_WIDTH * 0.05, BACKDROP_HEIGHT * 1.02, 2.2, 'rgba(24, 14, 36, 0.95)', 102);
  paintCloud(ctx, BACKDROP_WIDTH * 0.95, BACKDROP_HEIGHT * 1.0, 2.4, 'rgba(24, 14, 36, 0.95)', 103);
}

export function paintLeftCloud(ctx: Ctx): void {
  paintCloud(ctx, BACKDROP_WIDTH * 0.16, BACKDROP_HEIGHT * 0.22, 1.3, 'rgba(196, 120, 150, 0.55)', 201);
  paintCloud(ctx, BACKDROP_WIDTH * 0.3, BACKDROP_HEIGHT * 0.36, 0.8, 'rgba(230, 150, 140, 0.45)', 202);
}

export function paintRightCloud(ctx: Ctx): void {
  paintCloud(ctx, BACKDROP_WIDTH * 0.84, BACKDROP_HEIGHT * 0.18, 1.5, 'rgba(160, 96, 150, 0.55)', 301);
  paintCloud(ctx, BACKDROP_WIDTH * 0.7, BACKDROP_HEIGHT * 0.33, 0.9, 'rgba(240, 160, 130, 0.4)', 302);
}

// Hangin: long pale strokes of wind crossing the valley.
export function paintWind(ctx: Ctx): void {
  const random = seededRandom(401);
  ctx.lineCap = 'round';
  for (let i = 0; i < 16; i += 1) {
    const x = random() * BACKDROP_WIDTH;
    const y = BACKDROP_HEIGHT * (0.3 + random() * 0.5);
    const length = 120 + random() * 260;
    ctx.strokeStyle = `rgba(255, 236, 210, ${0.12 + random() * 0.18})`;
    ctx.lineWidth = 2 + random() * 2;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.bezierCurveTo(x + length * 0.3, y - 14, x + length * 0.6, y + 14, x + length, y);
    ctx.stroke();
  }
}
