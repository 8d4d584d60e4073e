// The islands of the world map: hand-placed coastlines, smoothed and roughened, then painted as
// land with a sandy beach, lit from the setting sun in the north-west.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, type Ctx, type Point } from './ink.ts';

export interface Island {
  readonly name: string;
  /** The dense, roughened coastline. */
  readonly coast: readonly Point[];
}

const MAIN: readonly Point[] = [
  [205, 470],
  [235, 360],
  [300, 262],
  [400, 205],
  [520, 178],
  [640, 198],
  [740, 162],
  [860, 182],
  [962, 160],
  [1072, 212],
  [1140, 300],
  [1118, 380],
  [1175, 462],
  [1160, 560],
  [1082, 602],
  [1030, 662],
  [1042, 752],
  [982, 830],
  [880, 862],
  [790, 902],
  [712, 950],
  [640, 940],
  [560, 902],
  [470, 916],
  [380, 932],
  [300, 902],
  [250, 830],
  [272, 740],
  [215, 660],
  [188, 572],
];

const EAST: readonly Point[] = [
  [1250, 600],
  [1330, 522],
  [1450, 500],
  [1580, 532],
  [1680, 602],
  [1722, 702],
  [1690, 802],
  [1610, 872],
  [1490, 906],
  [1370, 882],
  [1280, 812],
  [1240, 712],
];

const NORTH_EAST: readonly Point[] = [
  [1330, 252],
  [1392, 172],
  [1500, 140],
  [1612, 172],
  [1662, 242],
  [1640, 332],
  [1560, 386],
  [1450, 398],
  [1360, 352],
];

/** Small islets: centre and radius. */
const ISLETS: readonly (readonly [number, number, number])[] = [
  [1232, 372, 30],
  [1806, 322, 44],
  [1112, 968, 42],
  [142, 962, 38],
  [112, 206, 46],
  [1812, 642, 28],
  [906, 1004, 22],
  [1262, 1012, 26],
];

/** Catmull-Rom through the coarse points, then a ragged edge along the normals. */
function coastline(points: readonly Point[], seed: number, rough: number): Point[] {
  const random = seededRandom(seed);
  const count = points.length;
  const get = (index: number): Point => points[((index % count) + count) % count] ?? [0, 0];
  const smooth: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x0, y0] = get(i - 1);
    const [x1, y1] = get(i);
    const [x2, y2] = get(i + 1);
    const [x3, y3] = get(i + 2);
    const steps = Math.max(6, Math.round(Math.hypot(x2 - x1, y2 - y1) / 6));
    for (let s = 0; s < steps; s += 1) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const spline = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      smooth.push([spline(x0, x1, x2, x3), spline(y0, y1, y2, y3)]);
    }
  }
  // Ragged edge: random offsets, averaged with their neighbours so the coast wobbles, not fizzes.
  const raw = smooth.map(() => random() * 2 - 1);
  const waves = [random() * 6, random() * 6];
  const total = smooth.length;
  return smooth.map(([x, y], index) => {
    const [px, py] = smooth[(index - 1 + total) % total] ?? [x, y];
    const [nx, ny] = smooth[(index + 1) % total] ?? [x, y];
    const length = Math.hypot(nx - px, ny - py) || 1;
    const normalX = (ny - py) / length;
    const normalY = -(nx - px) / length;
    const fine =
      ((raw[(index - 1 + total) % total] ?? 0) + (raw[index] ?? 0) * 2 + (raw[(index + 1) % total] ?? 0)) / 4;
    const broad =
      Math.sin(index * 0.21 + (waves[0] ?? 0)) * 0.6 + Math.sin(index * 0.057 + (waves[1] ?? 0)) * 0.9;
    const offset = rough * (fine * 0.5 + broad * 0.5);
    return [x + normalX * offset, y + normalY * offset];
  });
}

function islet(x: number, y: number, r: number, seed: number): Point[] {
  const random = seededRandom(seed);
  const points: Point[] = [];
  for (let i = 0; i < 7; i += 1) {
    const angle = (i / 7) * Math.PI * 2;
    const reach = r * (0.75 + random() * 0.45);
    points.push([x + Math.cos(angle) * reach * 1.25, y + Math.sin(angle) * reach * 0.85]);
  }
  return coastline(points, seed + 1, r * 0.08);
}

export const ISLANDS: readonly Island[] = [
  { name: 'main', coast: coastline(MAIN, 801, 9) },
  { name: 'east', coast: coastline(EAST, 802, 8) },
  { name: 'north-east', coast: coastline(NORTH_EAST, 803, 7) },
  ...ISLETS.map(([x, y, r], index) => ({ name: `islet-${index}`, coast: islet(x, y, r, 810 + index * 3) })),
];

export function traceCoast(ctx: Ctx, island: Island): void {
  ctx.beginPath();
  island.coast.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** All the land as one path, for clipping. */
export function traceAllLand(ctx: Ctx): void {
  ctx.beginPath();
  for (const island of ISLANDS) {
    island.coast.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
  }
}

export function paintLand(ctx: Ctx, width: number, height: number): void {
  // Sunset light from the north-west: warm greens there, cool violet-greens in the south-east.
  const grass = ctx.createLinearGradient(150, 120, 1750, 980);
  grass.addColorStop(0, '#9cb85e');
  grass.addColorStop(0.35, '#6f9a4e');
  grass.addColorStop(0.7, '#46744a');
  grass.addColorStop(1, '#2f5446');
  ctx.save();
  traceAllLand(ctx);
  ctx.clip();
  ctx.fillStyle = grass;
  ctx.fillRect(0, 0, width, height);
  // Meadows and shaded hollows.
  const random = seededRandom(820);
  for (let i = 0; i < 90; i += 1) {
    const x = random() * width;
    const y = random() * height;
    const r = 30 + random() * 70;
    ctx.fillStyle = random() < 0.5 ? 'rgba(214, 226, 130, 0.14)' : 'rgba(20, 44, 36, 0.14)';
    ctx.beginPath();
    ctx.ellipse(x, y, r * 1.4, r * 0.8, random() * Math.PI, 0, Math.PI * 2);
    ctx.fill();
  }
  // The beach: a sand band inside every coast, with a wet, darker line at the water.
  for (const island of ISLANDS) {
    traceCoast(ctx, island);
    ctx.lineWidth = 26;
    ctx.strokeStyle = '#e4c486';
    ctx.stroke();
    ctx.lineWidth = 9;
    ctx.strokeStyle = '#c99f62';
    ctx.stroke();
  }
  ctx.restore();
  for (const island of ISLANDS) {
    traceCoast(ctx, island);
    ctx.lineWidth = 5;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}
