// The Village: a market of salakot hats and kulintang music, and quarrels settled in the square.
// Stalls under thatched awnings sell hats, jars and fruit; strings of lanterns cross the square;
// musicians' kulintang and agung stand on a low platform between the fighters; nipa houses and
// palms behind, the sun just gone.
import { type Ctx, inked, silhouette } from '../lib/finish.ts';
import { paintNipaHut } from '../lib/huts.ts';
import { paintRidge } from '../lib/land.ts';
import { paintBanana, paintGrassTuft, paintPalm, paintTreeline } from '../lib/plants.ts';
import { paintCloud, paintDuskSky, paintHaze, paintStars } from '../lib/sky.ts';
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
import { VILLAGE, VILLAGE_LANTERN_SIZE, VILLAGE_STRINGS } from './plans/village.ts';
import { paintBanner } from './props/cloth.ts';
import { paintAgungFrame, paintKulintang } from './props/gongs.ts';
import { paintLanternString } from './props/lanterns.ts';
import { paintBasket, paintJar, paintSalakotStack, paintStallFrame } from './props/market.ts';
import { ALON, CLOTH, INK, KIDLAT, LAMP } from '../lib/palette.ts';
import { paintPost } from '../lib/fences.ts';

const NEAR = inked(5);
const MID = inked(4);
const SQUARE = 690;

export function paintVillageBack(ctx: Ctx): void {
  paintDuskSky(ctx, W, H, H * 0.56, ['#171033', '#432253', '#b94f4c', '#f3a95e']);
  paintStars(ctx, 43, 80, W, H * 0.28);
  paintCloud(ctx, 760, 330, 1.0, 'rgba(190, 100, 120, 0.3)', 71);
  paintCloud(ctx, 1500, 250, 1.2, 'rgba(160, 90, 130, 0.3)', 72);
  paintRidge(ctx, W, H, {
    baseY: 520,
    amplitude: 120,
    peaks: 5,
    colour: '#5a2d55',
    seed: 73,
    rim: 'rgba(255, 180, 120, 0.35)',
  });
  paintHaze(ctx, W, 420, 600, [90, 40, 70], 0.4);

  // The houses of the village around the square.
  const far = silhouette('#2a1838');
  paintTreeline(ctx, { left: -20, right: W + 20, baseY: 610, height: 120, seed: 74 }, far);
  paintPalm(ctx, { x: 820, groundY: 600, height: 300, lean: -0.08, seed: 41 }, far);
  paintPalm(ctx, { x: 1130, groundY: 600, height: 260, lean: 0.1, seed: 42 }, far);
  paintNipaHut(ctx, { x: 700, groundY: 620, size: 120, seed: 43 }, MID);
  paintNipaHut(ctx, { x: 1260, groundY: 620, size: 130, ladder: 'left', seed: 44 }, MID);
  paintPalm(ctx, { x: 60, groundY: 690, height: 560, lean: 0.1, seed: 45 }, NEAR);
  paintPalm(ctx, { x: 1870, groundY: 690, height: 600, lean: -0.1, seed: 46 }, NEAR);

  // Stalls: hats and baskets on the left, jars and fruit on the right.
  const left = paintStallFrame(ctx, { left: 110, right: 560, groundY: SQUARE + 10, height: 240 }, MID);
  paintSalakotStack(ctx, 200, left.tableY, 110, 4, MID);
  paintSalakotStack(ctx, 330, left.tableY, 100, 3, MID);
  paintBasket(ctx, 460, left.tableY, 100, ['#e0b040', '#d8a030', '#e8c050'], MID);
  const right = paintStallFrame(ctx, { left: 1370, right: 1820, groundY: SQUARE + 10, height: 240 }, MID);
  paintBasket(ctx, 1450, right.tableY, 110, ['#e07a30', '#f0a040', '#d86a2a'], MID);
  paintBasket(ctx, 1580, right.tableY, 100, ['#a8c050', '#f0d060', '#a8c050'], MID);
  paintJar(ctx, 1720, right.tableY, 80, MID);
  paintJar(ctx, 1640, SQUARE + 16, 70, MID, '#8a4a2a');
  paintJar(ctx, 1280, SQUARE + 12, 60, MID);

  // The musicians' platform: kulintang, agung and two banners.
  paintBanner(
    ctx,
    {
      x: 780,
      groundY: SQUARE,
      poleHeight: 300,
      width: 70,
      length: 140,
      side: 1,
      stripes: [KIDLAT, LAMP, INK, LAMP, KIDLAT],
    },
    MID,
  );
  paintBanner(
    ctx,
    {
      x: 1140,
      groundY: SQUARE,
      poleHeight: 300,
      width: 70,
      length: 140,
      side: -1,
      stripes: [ALON, CLOTH, INK, CLOTH, ALON],
    },
    MID,
  );
  paintAgungFrame(ctx, 1050, SQUARE - 10, 100, MID);
  paintKulintang(ctx, 900, SQUARE + 4, 200, MID);
  for (const post of VILLAGE_STRINGS.posts) paintPost(ctx, post.x, post.groundY, post.height, 18, MID);
  for (const string of VILLAGE_STRINGS.strings)
    paintLanternString(ctx, string.from, string.to, string.sag, string.count, VILLAGE_LANTERN_SIZE, MID);

  paintEarth(ctx, SQUARE, ['#7a5034', '#4e2f20', '#1f1112']);
  paintGroundTexture(ctx, SQUARE, 77, 260);
  for (const lamp of VILLAGE.lamps) paintLightPool(ctx, lamp.x, SQUARE + 60, 260, 60, 0.18);
  paintStandingShadows(ctx, H * VILLAGE.floor);
  paintVignette(ctx, 0.55);
}

/** In front: baskets and a stack of hats at one edge, a banana plant and jars at the other. */
export function paintVillageFront(ctx: Ctx): void {
  ctx.translate(0, -FRONT_TOP);
  paintBasket(ctx, 130, 1080, 170, ['#e07a30', '#f0a040', '#d86a2a', '#e07a30'], NEAR);
  paintSalakotStack(ctx, 330, 1090, 150, 3, NEAR);
  paintBanana(ctx, { x: 1930, groundY: 1100, height: 420, seed: 9, leaves: 6 }, NEAR);
  paintJar(ctx, 1720, 1085, 120, NEAR);
  paintGrassTuft(ctx, { x: 1560, groundY: 1092, height: 90, blade: 0.06, seed: 21 }, NEAR);
}
