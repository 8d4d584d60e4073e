// The Remnants: the ruins of a fort, overgrown, where stragglers of old wars still lurk. Under the
// moon a broken watchtower and walls hung with vines; through the arched gateway a straggler's
// campfire burns; an old bronze lantaka lies in the grass between the flagstones.
import { paintBonfire, paintTorch } from '../lib/fire.ts';
import { type Ctx, inked, silhouette } from '../lib/finish.ts';
import { paintRidge } from '../lib/land.ts';
import { paintCanopy, paintFern, paintGrassTuft, paintHangingVine, paintTreeline } from '../lib/plants.ts';
import { paintCloud, paintDuskSky, paintHaze, paintMoon, paintStars } from '../lib/sky.ts';
import { paintRock, paintStoneWall } from '../lib/stone.ts';
import { paintTrunk } from '../lib/trees.ts';
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
import { REMNANTS } from './plans/remnants.ts';
import { paintArchway, paintLantaka, paintRubble, paintWatchtower } from './props/fort.ts';
import { paintStick } from './props/sticks.ts';
import { paintFlagstones } from './props/paving.ts';

const NEAR = inked(5);
const MID = inked(4);
const WALL_FOOT = 690;
const SKY = ['#0e0c26', '#2d1d4a', '#7a3a5a', '#c0705a'] as const;

export function paintRemnantsBack(ctx: Ctx): void {
  paintDuskSky(ctx, W, H, H * 0.62, SKY);
  paintStars(ctx, 23, 160, W, H * 0.4);
  paintMoon(ctx, 560, 200, 60);
  paintCloud(ctx, 700, 250, 1.0, 'rgba(90, 60, 110, 0.55)', 31);
  paintCloud(ctx, 1500, 170, 1.3, 'rgba(80, 50, 100, 0.5)', 32);
  paintRidge(ctx, W, H, {
    baseY: 470,
    amplitude: 110,
    peaks: 5,
    colour: '#3a2346',
    seed: 41,
    rim: 'rgba(230, 170, 170, 0.25)',
  });
  paintTreeline(ctx, { left: -20, right: W + 20, baseY: 520, height: 150, seed: 42 }, silhouette('#261733'));
  paintHaze(ctx, W, 380, 560, [50, 30, 70], 0.45);

  // The fort: walls either side of the gate, the tower, and a tree that has taken the far corner.
  paintTrunk(ctx, { x: 1760, groundY: 560, topY: 120, width: 90, seed: 3, colour: '#4a3030' }, MID);
  paintCanopy(ctx, { x: 1760, y: 150, width: 620, height: 260, seed: 43 }, MID);
  paintStoneWall(
    ctx,
    { left: -40, right: 780, top: 420, bottom: WALL_FOOT, course: 34, seed: 5, ruin: 0.45, overgrown: true },
    MID,
  );
  paintStoneWall(
    ctx,
    { left: 1140, right: 1960, top: 450, bottom: WALL_FOOT, course: 34, seed: 6, ruin: 0.6, overgrown: true },
    MID,
  );
  paintArchway(ctx, 960, WALL_FOOT, 420, 360, MID, (c) => {
    // Beyond the gate: the jungle under the moon and a straggler's fire.
    c.fillStyle = '#2a1a3a';
    c.fillRect(700, 300, 520, 400);
    const glow = c.createLinearGradient(0, 420, 0, 700);
    glow.addColorStop(0, 'rgba(192, 112, 90, 0.5)');
    glow.addColorStop(1, 'rgba(60, 30, 40, 0.2)');
    c.fillStyle = glow;
    c.fillRect(700, 300, 520, 400);
    paintTreeline(c, { left: 700, right: 1220, baseY: 650, height: 170, seed: 44 }, silhouette('#1e1228'));
    c.fillStyle = '#2a1c24';
    c.fillRect(700, 640, 520, 60);
    for (const fire of REMNANTS.bonfires) paintBonfire(c, fire, inked(3));
  });
  for (const [x, y, length] of [
    [860, 380, 150],
    [1080, 400, 110],
  ] as const) {
    paintHangingVine(ctx, { x, y, length, seed: x }, MID);
  }
  paintWatchtower(ctx, 190, WALL_FOOT + 20, 250, 560, MID);
  paintRubble(ctx, 1400, WALL_FOOT + 10, 300, 7, 9, MID);
  paintRubble(ctx, 420, WALL_FOOT + 6, 240, 5, 10, MID);
  for (const torch of REMNANTS.torches) paintTorch(ctx, torch, MID);

  // The old parade ground: flagstones lifted by roots, grass in the cracks.
  paintEarth(ctx, WALL_FOOT, ['#4a3a40', '#2e2430', '#120c14']);
  paintFlagstones(ctx, WALL_FOOT, 960, 400, MID);
  paintGroundTexture(ctx, WALL_FOOT, 71, 120, 'rgba(10, 6, 12, 0.3)', 'rgba(180, 200, 160, 0.1)');
  for (const torch of REMNANTS.torches) paintLightPool(ctx, torch.x, WALL_FOOT + 30, 300, 70, 0.3);
  paintLantaka(ctx, 760, 742, 190, 1, MID);
  paintStick(ctx, 1160, 760, 1290, 735, 10, MID);
  paintRubble(ctx, 1090, 738, 160, 3, 14, MID);
  paintStandingShadows(ctx, H * REMNANTS.floor);
  paintVignette(ctx, 0.65);
}

/** In front: fallen blocks gone green with moss, ferns, tufts. */
export function paintRemnantsFront(ctx: Ctx): void {
  ctx.translate(0, -FRONT_TOP);
  paintRubble(ctx, 200, 1085, 420, 4, 12, NEAR);
  paintRock(
    ctx,
    { x: 1760, groundY: 1090, width: 300, height: 120, seed: 13, moss: true, colour: '#6d5a6a' },
    NEAR,
  );
  paintFern(ctx, { x: 1560, groundY: 1095, size: 140, seed: 6 }, NEAR);
  paintGrassTuft(ctx, { x: 470, groundY: 1092, height: 100, blade: 0.06, seed: 15 }, NEAR);
}
