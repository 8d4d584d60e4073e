// The arena: the village's practice circle at dusk, where two-player and computer battles are
// fought. A woven sawali fence, an agung gong hung in the gate between two torches, nipa huts and
// palms against the terraces under a rising moon, inabel banners of the two houses and a ring of
// packed sand marked out with stones.
import { paintTorch } from '../lib/fire.ts';
import { type Ctx, inked, silhouette } from '../lib/finish.ts';
import { paintPost, paintSawaliFence } from '../lib/fences.ts';
import { paintNipaHut } from '../lib/huts.ts';
import { paintRidge, paintTerraces } from '../lib/land.ts';
import { ALON, CLOTH, INK, KIDLAT, KIDLAT_TRIM, LAMP } from '../lib/palette.ts';
import { paintBush, paintGrassTuft, paintPalm } from '../lib/plants.ts';
import { paintRock } from '../lib/stone.ts';
import { paintCloud, paintDuskSky, paintHaze, paintMoon, paintStars } from '../lib/sky.ts';
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
import { ARENA } from './plans/arena.ts';
import { paintBanner } from './props/cloth.ts';
import { paintAgungFrame } from './props/gongs.ts';
import { paintStickRack } from './props/sticks.ts';
import { paintStoneRing } from './props/ring.ts';

const NEAR = inked(5);
const MID = inked(4);
const FENCE_TOP = 560;
const FENCE_BOTTOM = 690;

export function paintArenaBack(ctx: Ctx): void {
  paintDuskSky(ctx, W, H, H * 0.56);
  paintStars(ctx, 91, 110, W, H * 0.32);
  paintMoon(ctx, 960, 300, 52);
  paintCloud(ctx, 420, 330, 0.9, 'rgba(150, 90, 140, 0.3)', 5);
  paintCloud(ctx, 1520, 280, 1.1, 'rgba(130, 80, 130, 0.3)', 6);

  paintRidge(ctx, W, H, {
    baseY: 500,
    amplitude: 130,
    peaks: 6,
    colour: '#5a2d55',
    seed: 5,
    rim: 'rgba(255, 170, 130, 0.35)',
  });
  paintTerraces(ctx, {
    top: 520,
    width: W,
    bands: 5,
    step: 20,
    depth: 46,
    lip: [28, 0.3, -20, 0.6, 40, 0],
    colour: (i) => `rgb(${34 + i * 7}, ${58 + i * 9}, ${44 + i * 6})`,
    waterLine: 'rgba(255, 196, 130, 0.35)',
    waterWidth: 2,
  });
  paintRidge(ctx, W, H, { baseY: 600, amplitude: 55, peaks: 7, colour: '#2c1a3a', seed: 9 });
  paintHaze(ctx, W, 420, 640, [58, 28, 70], 0.45);

  // Far palms and huts of the village, behind the fence.
  const far = silhouette('#24152e');
  paintPalm(ctx, { x: 420, groundY: 620, height: 300, lean: 0.12, seed: 4 }, far);
  paintPalm(ctx, { x: 1500, groundY: 620, height: 280, lean: -0.1, seed: 8 }, far);
  paintNipaHut(ctx, { x: 620, groundY: 600, size: 110, window: 'rgba(255, 170, 80, 0.8)', seed: 9 }, far);
  paintNipaHut(
    ctx,
    { x: 1330, groundY: 600, size: 96, window: 'rgba(255, 170, 80, 0.8)', ladder: 'left', seed: 10 },
    far,
  );

  paintNipaHut(ctx, { x: 190, groundY: 650, size: 250, seed: 1 }, NEAR);
  paintNipaHut(ctx, { x: 1745, groundY: 650, size: 220, ladder: 'left', seed: 2 }, NEAR);
  paintPalm(ctx, { x: 40, groundY: 700, height: 560, lean: 0.1, seed: 5 }, NEAR);
  paintPalm(ctx, { x: 1890, groundY: 700, height: 600, lean: -0.12, seed: 6 }, NEAR);

  paintSawaliFence(ctx, { left: -40, right: W + 40, top: FENCE_TOP, bottom: FENCE_BOTTOM, panel: 160 }, MID);
  // The gate: two tall posts and a lintel, the agung hung between them.
  paintPost(ctx, 840, FENCE_BOTTOM, 250, 30, NEAR);
  paintPost(ctx, 1080, FENCE_BOTTOM, 250, 30, NEAR);
  paintAgungFrame(ctx, 960, FENCE_BOTTOM, 130, MID);
  paintBanner(
    ctx,
    {
      x: 300,
      groundY: FENCE_BOTTOM,
      poleHeight: 300,
      width: 92,
      length: 180,
      side: 1,
      stripes: [KIDLAT, LAMP, INK, KIDLAT_TRIM, KIDLAT],
    },
    MID,
  );
  paintBanner(
    ctx,
    {
      x: 1620,
      groundY: FENCE_BOTTOM,
      poleHeight: 300,
      width: 92,
      length: 180,
      side: -1,
      stripes: [ALON, CLOTH, INK, CLOTH, ALON],
    },
    MID,
  );
  paintStickRack(ctx, 1460, FENCE_BOTTOM + 8, 130, MID);
  paintBush(ctx, { x: 560, groundY: FENCE_BOTTOM + 6, width: 200, height: 70, seed: 3 }, MID);
  for (const torch of ARENA.torches) paintTorch(ctx, torch, MID);

  // The yard and its ring of packed sand.
  paintEarth(ctx, FENCE_BOTTOM, ['#6a4530', '#45291d', '#1e1012']);
  paintGroundTexture(ctx, FENCE_BOTTOM, 12, 260);
  const floorY = H * ARENA.floor;
  paintStoneRing(ctx, 960, floorY, 800, 118, 'rgba(240, 190, 120, 0.14)', MID);
  for (const torch of [...ARENA.torches, ...ARENA.frontTorches])
    paintLightPool(ctx, torch.x, Math.max(torch.groundY, FENCE_BOTTOM + 20), 420, 90, 0.3);
  paintStandingShadows(ctx, floorY);
  paintVignette(ctx, 0.55);
}

/** In front of the fighters: the two tall torches at the edges, rocks and low grass. */
export function paintArenaFront(ctx: Ctx): void {
  ctx.translate(0, -FRONT_TOP);
  for (const torch of ARENA.frontTorches) paintTorch(ctx, torch, NEAR, { light: false });
  paintRock(ctx, { x: 230, groundY: 1060, width: 190, height: 80, seed: 2, moss: true }, NEAR);
  paintRock(ctx, { x: 1700, groundY: 1075, width: 230, height: 90, seed: 4 }, NEAR);
  paintGrassTuft(ctx, { x: 420, groundY: 1090, height: 90, blade: 0.06, seed: 8 }, NEAR);
  paintGrassTuft(ctx, { x: 1520, groundY: 1090, height: 100, blade: 0.06, seed: 9 }, NEAR);
}
