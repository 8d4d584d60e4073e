// Forest trees: tall trunks with buttress roots, and the balete, a strangler fig whose trunk is a
// braid of roots, said to be the home of spirits. Light falling through the canopy in shafts.
import { type Point, tracePolygon } from './curve.ts';
import { type Ctx, type Finish, detail, lineOf, saved, shape, stroke } from './finish.ts';
import { WOOD } from './palette.ts';
import { seededRandom } from './seededRandom.ts';

export interface Trunk {
  readonly x: number;
  readonly groundY: number;
  /** Where the trunk leaves the picture (usually above the top edge). */
  readonly topY: number;
  readonly width: number;
  readonly lean?: number;
  readonly seed?: number;
  readonly colour?: string;
  /** A warm edge on the side facing the light: -1 left, 1 right, 0 none. */
  readonly litSide?: -1 | 0 | 1;
}

/** A tall straight trunk flaring into buttress roots at its foot, with bark and moss. */
export function paintTrunk(ctx: Ctx, trunk: Trunk, finish: Finish): void {
  const random = seededRandom(trunk.seed ?? 113);
  const { x, groundY, topY, width: w } = trunk;
  const lean = trunk.lean ?? 0;
  const line = lineOf(finish);
  const height = groundY - topY;
  const topX = x + lean * height;
  const outline: Point[] = [
    { x: topX - w * 0.4, y: topY },
    { x: topX + w * 0.4, y: topY },
  ];
  // Down the right side, out along the buttresses, back up the left.
  outline.push({ x: x + w * 0.5, y: groundY - w * 1.6 });
  outline.push({ x: x + w * 0.75, y: groundY - w * 0.5 });
  outline.push({ x: x + w * 1.3, y: groundY + 4 });
  outline.push({ x: x + w * 0.55, y: groundY });
  outline.push({ x: x + w * 0.3, y: groundY - w * 0.3 });
  outline.push({ x: x + w * 0.15, y: groundY + 6 });
  outline.push({ x: x - w * 0.2, y: groundY + 6 });
  outline.push({ x: x - w * 0.35, y: groundY - w * 0.25 });
  outline.push({ x: x - w * 0.6, y: groundY + 2 });
  outline.push({ x: x - w * 1.2, y: groundY + 4 });
  outline.push({ x: x - w * 0.7, y: groundY - w * 0.6 });
  outline.push({ x: x - w * 0.5, y: groundY - w * 1.7 });
  shape(ctx, finish, trunk.colour ?? WOOD, () => tracePolygon(ctx, outline));
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      tracePolygon(ctx, outline);
      ctx.clip();
      const side = trunk.litSide ?? -1;
      const shade = ctx.createLinearGradient(x - w, 0, x + w, 0);
      shade.addColorStop(0, side === -1 ? 'rgba(255, 190, 130, 0.25)' : 'rgba(20, 8, 30, 0.45)');
      shade.addColorStop(0.5, 'rgba(20, 8, 30, 0.05)');
      shade.addColorStop(1, side === 1 ? 'rgba(255, 190, 130, 0.25)' : 'rgba(20, 8, 30, 0.45)');
      ctx.fillStyle = shade;
      ctx.fillRect(x - w * 1.4, topY, w * 2.8 + Math.abs(lean * height), height + 10);
      // Bark: long wavering grooves.
      for (let k = 0; k < 5; k += 1) {
        const u = (k / 4 - 0.5) * 0.6;
        ctx.beginPath();
        ctx.moveTo(topX + u * w, topY);
        const wave = (random() - 0.5) * w * 0.2;
        ctx.bezierCurveTo(
          topX + u * w + wave,
          topY + height * 0.35,
          x + u * w - wave,
          topY + height * 0.7,
          x + u * w * 1.4,
          groundY,
        );
        stroke(ctx, Math.max(1.5, line * 0.45), 'rgba(26, 15, 31, 0.45)');
      }
      // Moss on the roots.
      ctx.fillStyle = 'rgba(60, 100, 60, 0.55)';
      for (let k = 0; k < 4; k += 1) {
        ctx.beginPath();
        ctx.ellipse(
          x + (random() - 0.5) * w * 1.6,
          groundY - random() * w * 0.8,
          w * 0.25,
          w * 0.1,
          0,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
    }),
  );
}

export interface Balete {
  readonly x: number;
  readonly groundY: number;
  readonly topY: number;
  readonly width: number;
  readonly seed?: number;
}

/** A balete: a trunk braided of many roots, hollows between them, aerial roots hanging down. */
export function paintBalete(ctx: Ctx, tree: Balete, finish: Finish): void {
  const random = seededRandom(tree.seed ?? 127);
  const { x, groundY, topY, width: w } = tree;
  const line = lineOf(finish);
  const height = groundY - topY;
  // The dark heart first, seen through the gaps between strands.
  shape(ctx, finish, '#1e1424', () => {
    ctx.moveTo(x - w * 0.3, topY);
    ctx.lineTo(x + w * 0.3, topY);
    ctx.quadraticCurveTo(x + w * 0.32, groundY - height * 0.25, x + w * 0.62, groundY);
    ctx.lineTo(x - w * 0.62, groundY);
    ctx.quadraticCurveTo(x - w * 0.32, groundY - height * 0.25, x - w * 0.3, topY);
    ctx.closePath();
  });
  const strand = (from: number, to: number, thick: number, phase: number, colour: string): void => {
    const points: Point[] = [];
    const back: Point[] = [];
    const steps = 20;
    for (let k = 0; k <= steps; k += 1) {
      const t = k / steps;
      const y = topY + t * height;
      // Strands weave across each other and splay into roots at the foot.
      const u = from + (to - from) * t;
      const splay = t ** 4 * 0.7;
      const cx = x + u * w * (0.55 + splay) + Math.sin(t * 6 + phase) * w * 0.05;
      const half = thick * (1 + t ** 4 * 0.9);
      points.push({ x: cx - half, y });
      back.push({ x: cx + half, y });
    }
    shape(ctx, finish, colour, () => tracePolygon(ctx, [...points, ...back.reverse()]), line * 0.8);
  };
  const strands = 9;
  for (let i = 0; i < strands; i += 1) {
    const u = i / (strands - 1) - 0.5;
    const shade = 72 + Math.round(random() * 34);
    strand(
      u,
      u,
      w * (0.045 + random() * 0.03),
      random() * Math.PI * 2,
      `rgb(${shade + 14}, ${shade - 6}, ${shade - 16})`,
    );
  }
  // A few strands that strangle across the others.
  for (let i = 0; i < 4; i += 1) {
    const from = (random() - 0.5) * 0.9;
    const shade = 95 + Math.round(random() * 25);
    strand(
      from,
      -from * 0.8,
      w * 0.035,
      random() * Math.PI * 2,
      `rgb(${shade + 10}, ${shade - 10}, ${shade - 22})`,
    );
  }
  detail(finish, () => {
    // Aerial roots hanging from the branches above.
    for (let i = 0; i < 9; i += 1) {
      const rx = x + (random() - 0.5) * w * 2.4;
      const length = height * (0.3 + random() * 0.4);
      ctx.beginPath();
      ctx.moveTo(rx, topY - 10);
      ctx.quadraticCurveTo(
        rx + (random() - 0.5) * 30,
        topY + length * 0.5,
        rx + (random() - 0.5) * 20,
        topY + length,
      );
      stroke(ctx, 5 + line, '#1a0f1f');
      stroke(ctx, 5, '#6a4a3a');
    }
  });
}

export interface Shaft {
  readonly x: number;
  readonly width: number;
}

/** Warm light falling through gaps in the canopy, slanting from the top. */
export function paintLightShafts(
  ctx: Ctx,
  shafts: readonly Shaft[],
  slant: number,
  bottom: number,
  alpha = 0.16,
): void {
  saved(ctx, () => {
    ctx.globalCompositeOperation = 'lighter';
    for (const shaft of shafts) {
      const beam = ctx.createLinearGradient(0, 0, 0, bottom);
      beam.addColorStop(0, `rgba(255, 190, 120, ${alpha})`);
      beam.addColorStop(1, 'rgba(255, 160, 100, 0)');
      ctx.fillStyle = beam;
      ctx.beginPath();
      ctx.moveTo(shaft.x, 0);
      ctx.lineTo(shaft.x + shaft.width, 0);
      ctx.lineTo(shaft.x + shaft.width * 1.6 + slant * bottom, bottom);
      ctx.lineTo(shaft.x + slant * bottom, bottom);
      ctx.closePath();
      ctx.fill();
    }
  });
}

/** A root snaking across the ground from (x0, y0) to (x1, y1). */
export function paintGroundRoot(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  finish: Finish,
): void {
  const line = lineOf(finish);
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.bezierCurveTo(x0 + (x1 - x0) * 0.3, y0 - width * 1.5, x0 + (x1 - x0) * 0.7, y1 + width * 1.5, x1, y1);
  if (line > 0) stroke(ctx, width + line * 2);
  stroke(ctx, width, WOOD);
  stroke(ctx, width * 0.3, 'rgba(255, 200, 150, 0.2)');
}
