// The Manor: a rich asyenda behind high walls, gold inside, guards at every gate. The courtyard
// before the great gate at dusk: capiz windows of the big house glowing over the wall, lanterns on
// iron posts, a reflecting pool, blue-and-white jars and the guards' spears by the gate.
import { type Ctx, inked, silhouette } from '../lib/finish.ts';
import { paintFern, paintPalm } from '../lib/plants.ts';
import { paintCloud, paintDuskSky, paintStars } from '../lib/sky.ts';
import { H, W, paintEarth, paintLightPool, paintStandingShadows, paintVignette } from './common.ts';
import { FRONT_TOP } from './layout.ts';
import {
  MANOR,
  MANOR_LAMP_POSTS,
  MANOR_POOL,
  MANOR_WALL_LANTERNS,
  MANOR_WALL_LANTERN_SIZE,
} from './plans/manor.ts';
import { paintLampPost, paintLantern } from './props/lanterns.ts';
import { paintBigHouse, paintGate, paintHighWall, paintPool, paintPorcelainJar } from './props/manor.ts';
import { paintFlagstones } from './props/paving.ts';
import { paintStick } from './props/sticks.ts';

const NEAR = inked(5);
const MID = inked(4);
const WALL_TOP = 440;
const WALL_FOOT = 680;

export function paintManorBack(ctx: Ctx): void {
  paintDuskSky(ctx, W, H, H * 0.5, ['#160f30', '#3d2150', '#a84a4e', '#eea060']);
  paintStars(ctx, 29, 90, W, H * 0.3);
  paintCloud(ctx, 960, 200, 1.3, 'rgba(150, 80, 120, 0.3)', 51);

  // Over the wall: palms and the big house of the asyenda, every window lit.
  const far = silhouette('#2a1838');
  paintPalm(ctx, { x: 80, groundY: 520, height: 380, lean: 0.1, seed: 21 }, far);
  paintPalm(ctx, { x: 1860, groundY: 520, height: 400, lean: -0.12, seed: 22 }, far);
  paintPalm(ctx, { x: 1180, groundY: 480, height: 300, lean: 0.08, seed: 23 }, far);
  paintBigHouse(ctx, 420, WALL_TOP + 20, 640, MID);
  paintBigHouse(ctx, 1530, WALL_TOP + 20, 600, MID);

  paintHighWall(ctx, { left: -40, right: W + 40, top: WALL_TOP, bottom: WALL_FOOT, bay: 320 }, MID);
  for (const top of MANOR_WALL_LANTERNS) paintLantern(ctx, top.x, top.y, MANOR_WALL_LANTERN_SIZE, MID);
  // Spears of the gate guards, leaning by the piers.
  for (const x of [770, 1150])
    paintStick(ctx, x, WALL_FOOT, x + (x < 960 ? -30 : 30), WALL_FOOT - 300, 9, MID);
  paintGate(ctx, 960, WALL_FOOT, 330, 300, MID);
  paintPorcelainJar(ctx, 200, WALL_FOOT + 6, 90, MID);
  paintPorcelainJar(ctx, 1720, WALL_FOOT + 6, 100, MID);

  // The courtyard: clay tiles, the pool, the lamp posts either side of the gate.
  paintEarth(ctx, WALL_FOOT, ['#7a4434', '#4a2620', '#1c0e10']);
  paintFlagstones(ctx, WALL_FOOT, 960, 380, MID, false);
  const { left, right, top, bottom } = MANOR_POOL;
  paintPool(ctx, left, right, top, bottom, MID);
  for (const post of MANOR_LAMP_POSTS) {
    paintLampPost(ctx, post, MID);
    paintLightPool(ctx, post.x + 40, post.groundY + 60, 360, 80, 0.35);
  }
  paintStandingShadows(ctx, H * MANOR.floor);
  paintVignette(ctx, 0.6);
}

/** In front: great jars with ferns at both edges. */
export function paintManorFront(ctx: Ctx): void {
  ctx.translate(0, -FRONT_TOP);
  paintFern(ctx, { x: 70, groundY: 930, size: 150, seed: 21 }, NEAR);
  paintPorcelainJar(ctx, 70, 1110, 140, NEAR);
  paintFern(ctx, { x: 1850, groundY: 940, size: 140, seed: 22 }, NEAR);
  paintPorcelainJar(ctx, 1850, 1115, 130, NEAR);
}
