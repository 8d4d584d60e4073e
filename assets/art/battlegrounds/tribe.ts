// The Tribe: nipa huts around a fire where the elders keep the old strikes alive. The sun sets
// behind the mountains; a bonfire burns between the fighters, watched by two carved bulul; bananas
// and palms crowd around the huts, and an agung waits to call the village.
import { paintBonfire } from '../lib/fire.ts';
import { type Ctx, inked, silhouette } from '../lib/finish.ts';
import { paintNipaHut } from '../lib/huts.ts';
import { paintRidge, paintTerraces } from '../lib/land.ts';
import { paintBanana, paintFern, paintGrassTuft, paintPalm, paintTreeline } from '../lib/plants.ts';
import { paintRock } from '../lib/stone.ts';
import { paintCloud, paintDuskSky, paintHaze, paintStars, paintSun } from '../lib/sky.ts';
import {
  H,
  W,
  paintEarth,
  paintGroundTexture,
  paintLightPool,
  paintStandingShadows,
  paintVignette,
} from './common.ts';
import { FRONT_TOP } from './layout.ts';
import { TRIBE } from './plans/tribe.ts';
import { paintBulul } from './props/carvings.ts';
import { paintAgungFrame } from './props/gongs.ts';
import { paintJar } from './props/market.ts';
import { paintStick } from './props/sticks.ts';

const NEAR = inked(5);
const MID = inked(4);
const YARD = 668;

export function paintTribeBack(ctx: Ctx): void {
  paintDuskSky(ctx, W, H, H * 0.58, ['#1a1035', '#4a2357', '#c2544a', '#f6b060']);
  paintStars(ctx, 17, 70, W, H * 0.25);
  paintSun(ctx, 960, 520, 96);
  paintCloud(ctx, 520, 300, 1.1, 'rgba(170, 90, 120, 0.35)', 21);
  paintCloud(ctx, 1450, 360, 0.9, 'rgba(190, 100, 110, 0.35)', 22);

  paintRidge(ctx, W, H, {
    baseY: 470,
    amplitude: 190,
    peaks: 4,
    colour: '#6a3056',
    seed: 31,
    rim: 'rgba(255, 180, 120, 0.45)',
  });
  paintRidge(ctx, W, H, {
    baseY: 540,
    amplitude: 140,
    peaks: 5,
    colour: '#4a2550',
    seed: 32,
    rim: 'rgba(255, 170, 120, 0.3)',
  });
  paintTerraces(ctx, {
    top: 530,
    width: W,
    bands: 4,
    step: 18,
    depth: 40,
    lip: [34, 0.25, -10, 0.7, 30, 10],
    colour: (i) => `rgb(${40 + i * 6}, ${62 + i * 8}, ${50 + i * 5})`,
    waterLine: 'rgba(255, 196, 130, 0.4)',
    waterWidth: 2,
  });
  paintHaze(ctx, W, 450, 620, [70, 30, 70], 0.5);
  // The forest edge around the clearing.
  const forest = silhouette('#2a1838');
  paintTreeline(ctx, { left: -20, right: 720, baseY: 660, height: 190, seed: 7 }, forest);
  paintTreeline(ctx, { left: 1200, right: W + 20, baseY: 660, height: 200, seed: 8 }, forest);
  paintPalm(ctx, { x: 700, groundY: 640, height: 280, lean: -0.1, seed: 12 }, forest);
  paintPalm(ctx, { x: 1240, groundY: 640, height: 300, lean: 0.12, seed: 13 }, forest);

  // Huts around the yard, far ones small, near ones large.
  paintNipaHut(ctx, { x: 610, groundY: 650, size: 150, ladder: 'left', seed: 3 }, MID);
  paintNipaHut(ctx, { x: 1330, groundY: 650, size: 160, seed: 4 }, MID);
  paintBanana(ctx, { x: 440, groundY: 690, height: 260, seed: 2 }, MID);
  paintNipaHut(ctx, { x: 200, groundY: 720, size: 290, seed: 5 }, NEAR);
  paintNipaHut(ctx, { x: 1730, groundY: 720, size: 270, ladder: 'left', seed: 6 }, NEAR);
  paintPalm(ctx, { x: 1890, groundY: 740, height: 640, lean: -0.1, seed: 14 }, NEAR);
  paintAgungFrame(ctx, 1500, 700, 120, MID);
  paintFern(ctx, { x: 1110, groundY: 680, size: 80, seed: 9 }, MID);

  paintEarth(ctx, YARD, ['#6e4a32', '#4a2d1f', '#1f1112']);
  paintGroundTexture(ctx, YARD, 44, 240);
  const floorY = H * TRIBE.floor;
  for (const fire of TRIBE.bonfires) {
    paintLightPool(ctx, fire.x, fire.groundY + 40, 620, 160, 0.4);
    paintBulul(ctx, fire.x - 170, fire.groundY + 10, 96, MID);
    paintBulul(ctx, fire.x + 170, fire.groundY + 10, 96, MID);
    paintBonfire(ctx, fire, MID);
  }
  // Practice sticks left crossed on the ground, waiting for the next lesson.
  paintStick(ctx, 900, 820, 1060, 850, 12, MID);
  paintStick(ctx, 905, 852, 1050, 816, 12, MID);
  paintStandingShadows(ctx, floorY);
  paintVignette(ctx, 0.55);
}

/** In front: a banana plant and a jar at the edges, rocks, ferns and grass. */
export function paintTribeFront(ctx: Ctx): void {
  ctx.translate(0, -FRONT_TOP);
  paintBanana(ctx, { x: -20, groundY: 1110, height: 430, seed: 8, leaves: 6 }, NEAR);
  paintJar(ctx, 1820, 1075, 130, NEAR);
  paintJar(ctx, 1700, 1090, 90, NEAR, '#8a4a2a');
  paintRock(ctx, { x: 330, groundY: 1085, width: 200, height: 70, seed: 5, moss: true }, NEAR);
  paintFern(ctx, { x: 1560, groundY: 1095, size: 150, seed: 4 }, NEAR);
  paintGrassTuft(ctx, { x: 520, groundY: 1090, height: 90, blade: 0.06, seed: 12 }, NEAR);
}
