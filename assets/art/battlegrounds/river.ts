// The River: balangay boats on a fast current; the ferrymen know every rumour. The sun sets
// behind the far bank and lays its path on the water; a balangay under sail crosses, a bangka waits
// at the bamboo pier, a net dries on the near bank where the fighters stand on wet sand.
import { type Ctx, inked, silhouette } from '../lib/finish.ts';
import { paintNipaHut } from '../lib/huts.ts';
import { paintRidge } from '../lib/land.ts';
import { paintPalm, paintReeds, paintTreeline } from '../lib/plants.ts';
import { paintCloud, paintDuskSky, paintHaze, paintStars, paintSun } from '../lib/sky.ts';
import { paintRock } from '../lib/stone.ts';
import { H, W, paintEarth, paintGroundTexture, paintStandingShadows, paintVignette } from './common.ts';
import { FRONT_TOP } from './layout.ts';
import { RIVER, RIVER_WATER } from './plans/river.ts';
import { paintBalangay } from './props/boats.ts';
import { paintDryingNet, paintPier, paintRiver } from './props/river.ts';
import { paintStick } from './props/sticks.ts';

const NEAR = inked(5);
const MID = inked(4);
const SUN_X = 1110;

export function paintRiverBack(ctx: Ctx): void {
  const { top, bottom } = RIVER_WATER;
  paintDuskSky(ctx, W, H, top, ['#1a1035', '#4a2357', '#c65a4c', '#f7b366']);
  paintStars(ctx, 37, 60, W, H * 0.22);
  paintSun(ctx, SUN_X, top - 80, 70);
  paintCloud(ctx, 400, 260, 1.2, 'rgba(180, 100, 120, 0.35)', 61);
  paintCloud(ctx, 1600, 330, 0.8, 'rgba(200, 110, 110, 0.35)', 62);
  paintRidge(ctx, W, H, {
    baseY: top - 30,
    amplitude: 110,
    peaks: 4,
    colour: '#5a2d55',
    seed: 63,
    rim: 'rgba(255, 180, 120, 0.4)',
  });
  paintRidge(ctx, W, H, { baseY: top - 8, amplitude: 50, peaks: 7, colour: '#3e2248', seed: 64 });
  paintHaze(ctx, W, top - 160, top, [120, 50, 70], 0.35);

  // The far bank: jungle, palms and a few stilt houses with their lamps lit.
  const bank = silhouette('#24142e');
  paintTreeline(ctx, { left: -20, right: W + 20, baseY: top + 2, height: 90, seed: 65 }, bank);
  paintPalm(ctx, { x: 250, groundY: top, height: 210, lean: 0.1, seed: 31 }, bank);
  paintPalm(ctx, { x: 1580, groundY: top, height: 240, lean: -0.12, seed: 32 }, bank);
  paintNipaHut(
    ctx,
    { x: 420, groundY: top + 4, size: 80, window: 'rgba(255, 170, 80, 0.9)', seed: 33 },
    bank,
  );
  paintNipaHut(
    ctx,
    { x: 1480, groundY: top + 4, size: 70, window: 'rgba(255, 170, 80, 0.9)', ladder: 'left', seed: 34 },
    bank,
  );

  paintRiver(ctx, top, bottom, SUN_X);
  paintBalangay(ctx, { x: 960, waterY: top + 62, length: 380, sail: true, heading: 1 }, MID);
  paintPier(ctx, 1540, W + 20, top + 40, bottom - 10, MID);
  paintBalangay(ctx, { x: 1760, waterY: bottom - 10, length: 260, heading: -1 }, MID);

  // The near bank: wet sand at the water's edge, drier further up.
  const edge = bottom;
  paintEarth(ctx, edge, ['#7a5a44', '#503626', '#1f130f']);
  ctx.fillStyle = 'rgba(30, 20, 30, 0.35)';
  ctx.fillRect(0, edge, W, 16);
  ctx.strokeStyle = 'rgba(255, 230, 210, 0.5)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let x = 0; x <= W; x += 40) ctx.lineTo(x, edge + Math.sin(x / 70) * 3);
  ctx.stroke();
  paintGroundTexture(ctx, edge + 10, 67, 260, 'rgba(30, 18, 14, 0.35)', 'rgba(255, 220, 180, 0.14)');
  paintDryingNet(ctx, 40, 330, 760, 260, MID);
  paintStick(ctx, 1120, 800, 1280, 770, 14, MID);
  paintStandingShadows(ctx, H * RIVER.floor);
  paintVignette(ctx, 0.55);
}

/** In front: reeds and rocks at the water's edge. */
export function paintRiverFront(ctx: Ctx): void {
  ctx.translate(0, -FRONT_TOP);
  paintReeds(ctx, { x: 300, groundY: 1090, height: 170, width: 160, seed: 11 }, NEAR);
  paintRock(ctx, { x: 190, groundY: 1090, width: 220, height: 80, seed: 21 }, NEAR);
  paintRock(ctx, { x: 1700, groundY: 1085, width: 180, height: 70, seed: 22, moss: true }, NEAR);
  paintReeds(ctx, { x: 1560, groundY: 1095, height: 150, width: 140, seed: 12 }, NEAR);
}
