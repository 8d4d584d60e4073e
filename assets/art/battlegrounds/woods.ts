// The Woods: dense forest where bandits hide and a babaylan is said to wander. Dusk falls in shafts
// through the canopy onto an old balete tree; at its foot a small shrine burns candles for the
// spirits. Ferns, bamboo and hanging vines close in from every side; fireflies come out.
import { type Ctx, inked, silhouette } from '../lib/finish.ts';
import {
  paintBamboo,
  paintBanana,
  paintCanopy,
  paintFern,
  paintGrassTuft,
  paintHangingVine,
} from '../lib/plants.ts';
import { paintRock } from '../lib/stone.ts';
import { paintDuskSky, paintHaze } from '../lib/sky.ts';
import { paintBalete, paintGroundRoot, paintLightShafts, paintTrunk } from '../lib/trees.ts';
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
import { WOODS, WOODS_SHRINE } from './plans/woods.ts';
import { paintShrine } from './props/shrine.ts';

const NEAR = inked(5);
const MID = inked(4);
const FLOOR_TOP = 680;

export function paintWoodsBack(ctx: Ctx): void {
  // The last of the dusk seen between the trees, low and warm.
  paintDuskSky(ctx, W, H, H * 0.62, ['#101a2a', '#2a2545', '#8a3f4e', '#e08a55']);

  // Far trunks, pale with distance, then a veil of haze.
  const far = silhouette('#3d2c52');
  for (let i = 0; i < 13; i += 1) {
    const x = 40 + i * 150 + ((i * 53) % 60);
    paintTrunk(ctx, { x, groundY: 640, topY: -10, width: 26 + ((i * 7) % 14), seed: 200 + i }, far);
  }
  paintCanopy(ctx, { x: 960, y: 60, width: 2200, height: 260, seed: 3 }, silhouette('#2b2040'));
  paintHaze(ctx, W, 300, 660, [60, 40, 80], 0.55);
  paintLightShafts(
    ctx,
    [
      { x: 380, width: 70 },
      { x: 640, width: 40 },
      { x: 1120, width: 90 },
      { x: 1450, width: 50 },
    ],
    -0.25,
    760,
    0.16,
  );

  // Middle trunks, the balete and the shrine at its foot.
  const midTrunk = silhouette('#2a1e38');
  for (const [x, w, seed] of [
    [260, 60, 1],
    [1640, 70, 2],
    [760, 44, 3],
    [1220, 50, 4],
  ] as const) {
    paintTrunk(ctx, { x, groundY: 670, topY: -10, width: w, seed }, midTrunk);
  }
  paintBalete(ctx, { x: 960, groundY: 690, topY: -20, width: 300, seed: 5 }, MID);
  paintBamboo(ctx, { x: 1500, groundY: 690, height: 520, seed: 6, stems: 7 }, MID);
  paintBanana(ctx, { x: 470, groundY: 700, height: 300, seed: 3 }, MID);
  paintTrunk(
    ctx,
    { x: 90, groundY: 720, topY: -20, width: 110, seed: 7, litSide: 1, colour: '#5a3b2e' },
    NEAR,
  );
  paintTrunk(
    ctx,
    { x: 1840, groundY: 720, topY: -20, width: 120, seed: 8, lean: -0.02, colour: '#5a3b2e' },
    NEAR,
  );

  // The canopy overhead, dark and heavy, with vines hanging from it.
  paintCanopy(ctx, { x: 200, y: 20, width: 700, height: 240, seed: 9 }, MID);
  paintCanopy(ctx, { x: 1720, y: 10, width: 760, height: 260, seed: 10 }, MID);
  paintCanopy(ctx, { x: 960, y: -40, width: 900, height: 200, seed: 11 }, MID);
  for (const [x, length, seed] of [
    [330, 300, 1],
    [620, 220, 2],
    [1290, 260, 3],
    [1560, 340, 4],
  ] as const) {
    paintHangingVine(ctx, { x, y: 60, length, seed }, MID);
  }

  // The forest floor: dark loam, roots, leaf litter, ferns at the foot of the trees.
  paintEarth(ctx, FLOOR_TOP, ['#4a3b2c', '#2e2420', '#110b0e']);
  paintGroundTexture(ctx, FLOOR_TOP, 61, 300, 'rgba(10, 6, 8, 0.35)', 'rgba(200, 140, 80, 0.16)');
  paintLightPool(ctx, WOODS_SHRINE.x, WOODS_SHRINE.groundY + 4, 300, 70, 0.35);
  paintShrine(ctx, WOODS_SHRINE, MID);
  paintFern(ctx, { x: 600, groundY: 700, size: 120, seed: 8 }, MID);
  paintFern(ctx, { x: 1330, groundY: 700, size: 110, seed: 9 }, MID);
  paintFern(ctx, { x: 1090, groundY: 700, size: 80, seed: 10 }, MID);
  paintRock(ctx, { x: 1260, groundY: 735, width: 90, height: 40, seed: 3, moss: true }, MID);
  paintStandingShadows(ctx, H * WOODS.floor);
  paintVignette(ctx, 0.65);
}

/** In front: roots and ferns at the corners, a mossy log, tufts. */
export function paintWoodsFront(ctx: Ctx): void {
  ctx.translate(0, -FRONT_TOP);
  paintRock(ctx, { x: 1780, groundY: 1090, width: 260, height: 110, seed: 9, moss: true }, NEAR);
  paintGroundRoot(ctx, -20, 990, 300, 1080, 26, NEAR);
  paintGrassTuft(ctx, { x: 420, groundY: 1090, height: 100, blade: 0.06, seed: 14 }, NEAR);
  paintFern(ctx, { x: 1500, groundY: 1100, size: 170, seed: 12 }, NEAR);
}
