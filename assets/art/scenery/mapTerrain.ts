// The land's features on the world map, drawn as little side-on pictures the way old maps do:
// mountains, rice terraces, jungle crowns and palms, the great river and the trails between places.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, glow, inkFill, mix, type Ctx, type Point } from './ink.ts';

/** A peak: a lit west face and a violet-shaded east face split by its ridge. */
export function paintMountain(ctx: Ctx, x: number, baseY: number, width: number, height: number): void {
  const left = x - width / 2;
  const right = x + width / 2;
  const peakX = x - width * 0.06;
  const peakY = baseY - height;
  const outline = () => {
    ctx.beginPath();
    ctx.moveTo(left, baseY);
    ctx.quadraticCurveTo(left + width * 0.22, baseY - height * 0.55, peakX, peakY);
    ctx.quadraticCurveTo(right - width * 0.2, baseY - height * 0.6, right, baseY);
    ctx.closePath();
  };
  outline();
  ctx.fillStyle = '#3e5058';
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.beginPath();
  ctx.moveTo(left - 4, baseY + 4);
  ctx.quadraticCurveTo(left + width * 0.22, baseY - height * 0.55, peakX, peakY);
  ctx.quadraticCurveTo(x + width * 0.02, baseY - height * 0.45, x + width * 0.12, baseY + 4);
  ctx.closePath();
  const lit = ctx.createLinearGradient(0, peakY, 0, baseY);
  lit.addColorStop(0, '#e8b57a');
  lit.addColorStop(0.45, '#a9b35e');
  lit.addColorStop(1, '#6f9a4e');
  ctx.fillStyle = lit;
  ctx.fill();
  // Green slopes climbing the shaded face.
  ctx.fillStyle = 'rgba(60, 110, 70, 0.55)';
  ctx.beginPath();
  ctx.moveTo(left, baseY);
  ctx.quadraticCurveTo(x, baseY - height * 0.5, right, baseY);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = 'rgba(26, 15, 31, 0.55)';
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(peakX, peakY + 6);
  ctx.quadraticCurveTo(x + width * 0.02, baseY - height * 0.45, x + width * 0.1, baseY - height * 0.12);
  ctx.stroke();
  outline();
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
}

/** Banaue-style terraces: nested contour steps of paddy, each lip catching the sunset in its water. */
export function paintTerraceHill(
  ctx: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  steps: number,
): void {
  for (let i = 0; i < steps; i += 1) {
    const t = i / steps;
    const sx = rx * (1 - t * 0.85);
    const sy = ry * (1 - t * 0.85);
    const cy = y - t * ry * 0.9;
    ctx.beginPath();
    ctx.ellipse(x, cy, sx, sy, 0, 0, Math.PI * 2);
    const shade = mix('#4f7f46', '#b7c46a', t);
    ctx.fillStyle = shade;
    ctx.fill();
    ctx.lineWidth = i === 0 ? 4 : 2;
    ctx.strokeStyle = i === 0 ? INK : 'rgba(26, 15, 31, 0.45)';
    ctx.stroke();
    // The water line along the front lip of each step.
    ctx.strokeStyle = 'rgba(255, 204, 140, 0.75)';
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.ellipse(x, cy - 3, sx - 3, sy - 3, 0, Math.PI * 0.12, Math.PI * 0.88);
    ctx.stroke();
  }
}

/** A jungle crown: a lumpy ball lit from the north-west. */
export function paintTreeCrown(ctx: Ctx, x: number, y: number, r: number, tone: number): void {
  const base = mix('#2c5f3a', '#4f8f46', tone);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.arc(x - r * 0.55, y + r * 0.15, r * 0.7, 0, Math.PI * 2);
  ctx.arc(x + r * 0.55, y + r * 0.2, r * 0.65, 0, Math.PI * 2);
  ctx.lineWidth = 7;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = base;
  ctx.fill();
  ctx.fillStyle = mix(base, '#d6e08a', 0.45);
  ctx.beginPath();
  ctx.arc(x - r * 0.28, y - r * 0.3, r * 0.45, 0, Math.PI * 2);
  ctx.fill();
}

/** A coconut palm, leaning. */
export function paintPalm(ctx: Ctx, x: number, y: number, height: number, lean: number): void {
  const topX = x + lean * height;
  const topY = y - height;
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  ctx.lineWidth = height * 0.14 + 3;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.quadraticCurveTo(x + lean * height * 0.2, y - height * 0.6, topX, topY);
  ctx.stroke();
  ctx.strokeStyle = '#9a6a3a';
  ctx.lineWidth = height * 0.14 - 1;
  ctx.stroke();
  for (let i = 0; i < 6; i += 1) {
    const angle = -Math.PI + (i / 5) * Math.PI + lean * 0.5;
    const length = height * 0.62;
    const endX = topX + Math.cos(angle) * length;
    const endY = topY + Math.sin(angle) * length * 0.45 + length * 0.35;
    ctx.beginPath();
    ctx.moveTo(topX, topY);
    ctx.quadraticCurveTo((topX + endX) / 2, topY - length * 0.3, endX, endY);
    ctx.quadraticCurveTo((topX + endX) / 2, topY - length * 0.02, topX, topY + 3);
    inkFill(ctx, i % 2 === 0 ? '#5f9a44' : '#4a8040', 2.5);
  }
}

/** A patch of jungle: crowns scattered over an ellipse, drawn back to front. */
export function paintForest(
  ctx: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  count: number,
  seed: number,
  keepClear: (px: number, py: number) => boolean,
): void {
  const random = seededRandom(seed);
  const trees: [number, number, number, number][] = [];
  for (let i = 0; i < count * 3 && trees.length < count; i += 1) {
    const angle = random() * Math.PI * 2;
    const reach = Math.sqrt(random());
    const px = x + Math.cos(angle) * rx * reach;
    const py = y + Math.sin(angle) * ry * reach;
    if (keepClear(px, py)) continue;
    trees.push([px, py, 11 + random() * 9, random()]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  for (const [px, py, r, tone] of trees) paintTreeCrown(ctx, px, py, r, tone);
}

/** The great river: from the mountains to the southern sea, widening as it goes. */
export const RIVER: readonly Point[] = [
  [770, 300],
  [742, 372],
  [792, 446],
  [738, 536],
  [700, 606],
  [716, 652],
  [768, 720],
  [726, 806],
  [698, 870],
  [688, 930],
];

export function riverPoints(): Point[] {
  const out: Point[] = [];
  const count = RIVER.length;
  const get = (index: number): Point => RIVER[Math.min(count - 1, Math.max(0, index))] ?? [0, 0];
  for (let i = 0; i < count - 1; i += 1) {
    const [x0, y0] = get(i - 1);
    const [x1, y1] = get(i);
    const [x2, y2] = get(i + 1);
    const [x3, y3] = get(i + 2);
    for (let s = 0; s < 16; s += 1) {
      const t = s / 16;
      const spline = (a: number, b: number, c: number, d: number) =>
        0.5 *
        (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (-a + 3 * b - 3 * c + d) * t * t * t);
      out.push([spline(x0, x1, x2, x3), spline(y0, y1, y2, y3)]);
    }
  }
  out.push(get(count - 1));
  return out;
}

export function paintRiver(ctx: Ctx): void {
  const points = riverPoints();
  const passes: [number, string][] = [
    [9, INK],
    [0, '#3f9aa6'],
    [-8, 'rgba(190, 240, 245, 0.55)'],
  ];
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [extra, colour] of passes) {
    for (let i = 1; i < points.length; i += 1) {
      const [x0, y0] = points[i - 1] ?? [0, 0];
      const [x1, y1] = points[i] ?? [0, 0];
      const width = 8 + (i / points.length) * 22;
      ctx.strokeStyle = colour;
      ctx.lineWidth = Math.max(2, width + extra);
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
    }
  }
  // The spring it rises from, glinting in the hills.
  glow(ctx, 770, 300, 30, '#9be7f0', 0.5);
}

/** A trail on land: a dashed path of pale earth, outlined in ink. */
export function paintTrail(ctx: Ctx, points: readonly Point[]): void {
  const trace = () => {
    ctx.beginPath();
    points.forEach(([x, y], index) => {
      if (index === 0) ctx.moveTo(x, y);
      else {
        const [px, py] = points[index - 1] ?? [x, y];
        ctx.quadraticCurveTo(
          px + (x - px) * 0.5 + (y - py) * 0.18,
          py + (y - py) * 0.5 - (x - px) * 0.18,
          x,
          y,
        );
      }
    });
  };
  ctx.lineCap = 'round';
  ctx.setLineDash([16, 12]);
  trace();
  ctx.lineWidth = 8;
  ctx.strokeStyle = 'rgba(26, 15, 31, 0.75)';
  ctx.stroke();
  trace();
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#f3dca6';
  ctx.stroke();
  ctx.setLineDash([]);
}

/** A sea lane: a dotted line of lamp light across the water. */
export function paintSeaLane(ctx: Ctx, from: Point, via: Point, to: Point): void {
  ctx.setLineDash([3, 14]);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.quadraticCurveTo(via[0], via[1], to[0], to[1]);
  ctx.lineWidth = 7;
  ctx.strokeStyle = 'rgba(255, 217, 138, 0.85)';
  ctx.stroke();
  ctx.setLineDash([]);
}
