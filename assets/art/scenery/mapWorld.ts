// The world map (`map.world`): an archipelago at dusk. The main island holds the terraced highlands
// of the tribe, the jungle of the woods, the great river and the market village; the fort's ruins
// stand on the north-east island and the manor on the east island. Places sit at MAP_PINS.
import type { Point } from './ink.ts';
import { type Ctx } from './ink.ts';
import { paintLand } from './mapLand.ts';
import { MAP_PINS, MAP_SIZE } from './mapPins.ts';
import { paintPlaces } from './mapPlaces.ts';
import { paintBakunawa, paintCompass, paintMapCloud, paintParaw, paintSea, paintShallows } from './mapSea.ts';
import {
  paintForest,
  paintMountain,
  paintPalm,
  paintRiver,
  paintSeaLane,
  paintTerraceHill,
  paintTrail,
} from './mapTerrain.ts';

const { width, height } = MAP_SIZE;

/** True inside an axis-aligned ellipse. */
const within = (px: number, py: number, x: number, y: number, rx: number, ry: number) =>
  ((px - x) / rx) ** 2 + ((py - y) / ry) ** 2 < 1;

export function paintWorldMap(ctx: Ctx): void {
  paintSea(ctx, width, height);
  paintShallows(ctx, width, height);
  paintSeaLane(ctx, [1120, 470], [1220, 520], [1300, 640]);
  paintSeaLane(ctx, [1060, 250], [1220, 190], [1372, 282]);
  paintSeaLane(ctx, [1560, 390], [1640, 470], [1560, 540]);
  paintLand(ctx, width, height);

  paintTerraceHill(ctx, 322, 318, 92, 56, 6);
  paintTerraceHill(ctx, 572, 282, 80, 46, 5);
  paintTerraceHill(ctx, 290, 470, 70, 42, 5);
  paintRiver(ctx);
  for (const trail of TRAILS) paintTrail(ctx, trail);

  const peaks: [number, number, number, number][] = [
    [706, 262, 130, 100],
    [812, 248, 160, 128],
    [906, 268, 120, 88],
    [640, 318, 100, 70],
    [776, 330, 116, 82],
    [870, 336, 100, 66],
    [1562, 578, 96, 72],
    [1628, 606, 74, 54],
    [1580, 232, 84, 60],
  ];
  peaks.sort((a, b) => a[1] - b[1]);
  for (const [x, y, w, h] of peaks) paintMountain(ctx, x, y, w, h);

  const woods = MAP_PINS.woods;
  const remnants = MAP_PINS.remnants;
  const manor = MAP_PINS.manor;
  paintForest(ctx, 985, 452, 160, 130, 80, 870, (px, py) => within(px, py, woods.x, woods.y - 40, 90, 80));
  paintForest(ctx, 900, 760, 120, 70, 34, 871, () => false);
  paintForest(ctx, 300, 620, 60, 90, 22, 872, () => false);
  paintForest(ctx, 560, 540, 60, 40, 12, 873, () => false);
  paintForest(ctx, 1500, 230, 140, 90, 34, 874, (px, py) =>
    within(px, py, remnants.x - 6, remnants.y - 44, 130, 80),
  );
  paintForest(ctx, 1340, 660, 60, 70, 16, 875, () => false);
  paintForest(ctx, 1600, 810, 70, 46, 14, 876, (px, py) => within(px, py, manor.x, manor.y, 200, 110));
  // Lone groves, so no stretch of grass is bare.
  for (const [x, y, seed] of GROVES) paintForest(ctx, x, y, 34, 22, 4, seed, () => false);

  for (const [x, y, h, lean] of PALMS) paintPalm(ctx, x, y, h, lean);
  paintPlaces(ctx);

  paintParaw(ctx, 1206, 196, 1, false);
  paintParaw(ctx, 980, 1016, 0.9, true);
  paintParaw(ctx, 112, 600, 0.85, false);
  paintParaw(ctx, 1790, 820, 0.8, true);
  paintBakunawa(ctx, 1770, 488, 0.95);
  paintCompass(ctx, 1790, 960, 72);

  paintMapCloud(ctx, 1780, 36, 1.1, 880);
  paintMapCloud(ctx, 110, 1056, 1.2, 881);

  // Dusk closes in at the edges.
  const vignette = ctx.createRadialGradient(
    width / 2,
    height / 2,
    height * 0.45,
    width / 2,
    height / 2,
    width * 0.62,
  );
  vignette.addColorStop(0, 'rgba(18, 12, 43, 0)');
  vignette.addColorStop(1, 'rgba(18, 12, 43, 0.55)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, width, height);
}

const TRAILS: readonly (readonly Point[])[] = [
  [
    [440, 400],
    [414, 510],
    [352, 624],
    [372, 742],
    [400, 770],
  ],
  [
    [520, 384],
    [604, 452],
    [672, 560],
    [694, 640],
  ],
  [
    [748, 640],
    [836, 590],
    [904, 512],
  ],
  [
    [470, 800],
    [586, 764],
    [676, 690],
  ],
];

const GROVES: readonly (readonly [number, number, number])[] = [
  [520, 660, 890],
  [600, 820, 891],
  [250, 380, 892],
  [1040, 640, 893],
  [640, 420, 894],
  [1160, 420, 895],
  [1420, 560, 896],
  [1500, 860, 897],
];

const PALMS: readonly (readonly [number, number, number, number])[] = [
  [262, 770, 46, -0.2],
  [300, 862, 40, 0.15],
  [566, 884, 44, 0.2],
  [1150, 526, 42, 0.2],
  [1706, 726, 44, 0.25],
  [1390, 858, 40, -0.15],
  [1634, 310, 42, 0.2],
  [1806, 326, 40, -0.2],
  [1826, 318, 34, 0.25],
  [142, 966, 42, 0.15],
  [112, 210, 40, -0.15],
  [132, 204, 34, 0.2],
  [1112, 972, 42, -0.1],
  [1232, 376, 32, 0.2],
  [1262, 1014, 30, -0.2],
];
