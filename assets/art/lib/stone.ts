// Stone: rocks and boulders, and walls of cut coral-stone blocks, whole (a manor's) or broken and
// overgrown (an old fort's).
import { type Point, tracePolygon } from './curve.ts';
import { type Ctx, type Finish, detail, lineOf, saved, shape, stroke } from './finish.ts';
import { LEAF, LEAF_LIT, STONE, STONE_DARK, STONE_LIT } from './palette.ts';
import { seededRandom } from './seededRandom.ts';

export interface Rock {
  readonly x: number;
  readonly groundY: number;
  readonly width: number;
  readonly height: number;
  readonly seed?: number;
  readonly colour?: string;
  /** A cap of moss on top. */
  readonly moss?: boolean;
}

/** A rounded, faceted rock sitting on the ground, lit along its top. */
export function paintRock(ctx: Ctx, rock: Rock, finish: Finish): void {
  const random = seededRandom(rock.seed ?? 97);
  const { x, groundY, width: w, height: h } = rock;
  const points: Point[] = [];
  const corners = 9;
  for (let i = 0; i <= corners; i += 1) {
    const a = Math.PI + (i / corners) * Math.PI;
    const wobble = 0.85 + random() * 0.2;
    points.push({ x: x + Math.cos(a) * w * 0.5 * wobble, y: groundY + Math.sin(a) * h * wobble });
  }
  points.push({ x: x + w * 0.52, y: groundY }, { x: x - w * 0.52, y: groundY });
  const line = lineOf(finish);
  shape(ctx, finish, rock.colour ?? STONE, () => tracePolygon(ctx, points));
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      tracePolygon(ctx, points);
      ctx.clip();
      ctx.fillStyle = STONE_DARK;
      ctx.beginPath();
      ctx.ellipse(x + w * 0.15, groundY + h * 0.05, w * 0.5, h * 0.55, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = 'rgba(168, 138, 134, 0.75)';
      ctx.beginPath();
      ctx.ellipse(x - w * 0.12, groundY - h * 0.85, w * 0.32, h * 0.22, -0.2, 0, Math.PI * 2);
      ctx.fill();
      if (rock.moss) {
        ctx.fillStyle = LEAF;
        ctx.beginPath();
        ctx.ellipse(x - w * 0.05, groundY - h * 0.98, w * 0.36, h * 0.2, 0.1, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = 'rgba(95, 138, 82, 0.7)';
        ctx.beginPath();
        ctx.ellipse(x - w * 0.1, groundY - h * 1.02, w * 0.22, h * 0.1, 0.1, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.beginPath();
      ctx.moveTo(x + w * 0.05, groundY - h * 0.7);
      ctx.lineTo(x + w * 0.12, groundY - h * 0.35);
      ctx.lineTo(x + w * 0.05, groundY - h * 0.1);
      stroke(ctx, Math.max(1.5, line * 0.5));
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    tracePolygon(ctx, points);
    stroke(ctx, line);
  }
}

export interface Wall {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** Height of one course of blocks. */
  readonly course: number;
  readonly seed?: number;
  /** Broken top edge: how deep the gaps bite, as a fraction of the height (0 for a whole wall). */
  readonly ruin?: number;
  readonly colour?: string;
  /** Hanging vines and moss. */
  readonly overgrown?: boolean;
}

/** A wall of cut stone blocks in staggered courses, whole or broken along its top. */
export function paintStoneWall(ctx: Ctx, wall: Wall, finish: Finish): void {
  const random = seededRandom(wall.seed ?? 101);
  const { left, right, top, bottom, course } = wall;
  const ruin = wall.ruin ?? 0;
  const line = lineOf(finish);
  const outline: Point[] = [{ x: left, y: bottom }];
  // The top edge: straight, or broken into steps of fallen blocks.
  const blockW = course * 2;
  for (let x = left; x <= right + 0.1; x += blockW) {
    const bite = ruin > 0 ? Math.floor(random() * random() * ruin * ((bottom - top) / course)) * course : 0;
    outline.push({ x, y: top + bite }, { x: Math.min(right, x + blockW), y: top + bite });
  }
  outline.push({ x: right, y: bottom });
  const face = (): void => tracePolygon(ctx, outline);
  shape(ctx, finish, wall.colour ?? STONE, face, 0);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      face();
      ctx.clip();
      for (let row = 0; top + row * course < bottom; row += 1) {
        const y = top + row * course;
        const shift = (row % 2) * course;
        for (let x = left - shift; x < right; x += blockW) {
          const tint = random();
          ctx.fillStyle = tint > 0.7 ? STONE_LIT : tint < 0.25 ? STONE_DARK : 'rgba(0, 0, 0, 0)';
          ctx.globalAlpha = 0.35;
          ctx.fillRect(x + 2, y + 2, blockW - 4, course - 4);
          ctx.globalAlpha = 1;
          ctx.beginPath();
          ctx.rect(x, y, blockW, course);
          stroke(ctx, Math.max(1.5, line * 0.45), 'rgba(26, 15, 31, 0.7)');
          // The lit top lip of each block.
          ctx.beginPath();
          ctx.moveTo(x + 3, y + 3);
          ctx.lineTo(x + blockW - 3, y + 3);
          stroke(ctx, 2, 'rgba(255, 210, 170, 0.2)');
        }
      }
      const dusk = ctx.createLinearGradient(0, top, 0, bottom);
      dusk.addColorStop(0, 'rgba(30, 12, 40, 0.1)');
      dusk.addColorStop(1, 'rgba(30, 12, 40, 0.5)');
      ctx.fillStyle = dusk;
      ctx.fillRect(left, top, right - left, bottom - top);
      if (wall.overgrown) paintMoss(ctx, outline, random, line);
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    face();
    stroke(ctx, line);
  }
  if (wall.overgrown) detail(finish, () => paintVines(ctx, outline, bottom, random, line));
}

function paintMoss(ctx: Ctx, edge: readonly Point[], random: () => number, line: number): void {
  for (const p of edge) {
    if (random() > 0.5) continue;
    ctx.fillStyle = LEAF;
    ctx.beginPath();
    ctx.ellipse(p.x, p.y + 4, 30 + random() * 30, 10 + random() * 8, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(p.x, p.y + 4, 30, 10, 0, Math.PI, Math.PI * 2);
    stroke(ctx, Math.max(1.5, line * 0.4), LEAF_LIT);
  }
}

/** Vines hanging from the wall's top edge, each with a few leaves. */
function paintVines(
  ctx: Ctx,
  edge: readonly Point[],
  bottom: number,
  random: () => number,
  line: number,
): void {
  for (const p of edge) {
    if (p.y >= bottom || random() > 0.35) continue;
    const length = (bottom - p.y) * (0.3 + random() * 0.6);
    const sway = (random() - 0.5) * 40;
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.quadraticCurveTo(p.x + sway, p.y + length * 0.5, p.x + sway * 0.3, p.y + length);
    stroke(ctx, Math.max(4, line), '#1a0f1f');
    stroke(ctx, Math.max(2, line * 0.45), '#3d5e42');
    for (let k = 1; k < 6; k += 1) {
      const t = k / 6;
      const vx = p.x + sway * 2 * t * (1 - t) + sway * 0.3 * t * t;
      const vy = p.y + length * t;
      const side = k % 2 === 0 ? 1 : -1;
      ctx.beginPath();
      ctx.ellipse(vx + side * 9, vy, 11, 6, side * 0.6, 0, Math.PI * 2);
      ctx.fillStyle = k % 3 === 0 ? LEAF_LIT : LEAF;
      ctx.fill();
      stroke(ctx, Math.max(1.5, line * 0.45));
    }
  }
}
