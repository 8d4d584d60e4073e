// The drawing primitives of the fighter painters: a filled shape with a bold ink outline, a violet
// shade band on its back edge and a warm lamp-lit rim on its front edge (cel shading), tapered
// limbs, and outlined strokes for sticks, cords and cloth tails.
import { INK, lightOf, shadeOf } from './colour.ts';
import type { Point } from './skeleton.ts';

export type Ctx = CanvasRenderingContext2D;
export type PathFn = (ctx: Ctx) => void;

/**
 * A canvas and the transform of the figure's own 360 × 420 space on it; shading bands are offset
 * in that space, so the light comes from the same side at any scale.
 */
export interface Brush {
  readonly ctx: Ctx;
  readonly base: DOMMatrix;
}

export function brushOf(ctx: Ctx): Brush {
  return { ctx, base: ctx.getTransform() };
}

/** Shade falls on the back and the underside; the lamp lights the front and the top. */
const SHADE_SHIFT: Point = { x: 7, y: -4 };
const LIGHT_SHIFT: Point = { x: -3.5, y: 3 };

export interface PartStyle {
  /** Half of the visible ink line, in pixels; 0 for none. */
  readonly outline?: number;
  readonly shade?: string | false;
  readonly light?: string | false;
  /** Paints inside the shape (patterns, blotches), clipped to it. */
  readonly inside?: (ctx: Ctx) => void;
}

/** Fills what lies inside the shape but outside a copy of it moved by `shift`: one edge band. */
function band(b: Brush, path: PathFn, colour: string, shift: Point): void {
  const { ctx } = b;
  const current = ctx.getTransform();
  ctx.beginPath();
  ctx.setTransform(b.base);
  ctx.rect(-8000, -8000, 16000, 16000);
  ctx.setTransform(b.base.translate(shift.x, shift.y).multiply(b.base.inverse()).multiply(current));
  path(ctx);
  ctx.setTransform(current);
  ctx.fillStyle = colour;
  ctx.fill('evenodd');
}

/** One cel-shaded, ink-outlined shape. */
export function part(b: Brush, path: PathFn, colour: string, style: PartStyle = {}): void {
  const { ctx } = b;
  const outline = style.outline ?? 2.6;
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.beginPath();
  path(ctx);
  if (outline > 0) {
    ctx.lineWidth = outline * 2;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.clip();
  if (style.shade !== false) band(b, path, style.shade ?? shadeOf(colour), SHADE_SHIFT);
  if (style.light !== false) band(b, path, style.light ?? lightOf(colour), LIGHT_SHIFT);
  style.inside?.(ctx);
  ctx.restore();
}

/** The outline of two circles joined by their outer tangents: a tapered limb or a stick. */
export function capsule(a: Point, b: Point, ra: number, rb: number): PathFn {
  return (ctx) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.max(Math.hypot(dx, dy), Math.abs(ra - rb) + 0.01);
    const theta = Math.atan2(dy, dx);
    const phi = Math.acos(Math.max(-1, Math.min(1, (ra - rb) / length)));
    ctx.moveTo(a.x + Math.cos(theta + phi) * ra, a.y + Math.sin(theta + phi) * ra);
    ctx.arc(a.x, a.y, ra, theta + phi, theta + Math.PI * 2 - phi);
    ctx.arc(b.x, b.y, rb, theta - phi, theta + phi);
    ctx.closePath();
  };
}

/** A smooth closed shape through the points (quadratic curves between their midpoints). */
export function smooth(points: readonly Point[]): PathFn {
  return (ctx) => {
    const n = points.length;
    if (n < 3) return;
    const mid = (i: number): Point => {
      const p = points[i % n] as Point;
      const q = points[(i + 1) % n] as Point;
      return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    };
    const start = mid(n - 1);
    ctx.moveTo(start.x, start.y);
    for (let i = 0; i < n; i += 1) {
      const p = points[i] as Point;
      const m = mid(i);
      ctx.quadraticCurveTo(p.x, p.y, m.x, m.y);
    }
    ctx.closePath();
  };
}

/** A straight-edged closed shape. */
export function polygon(points: readonly Point[]): PathFn {
  return (ctx) => {
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
  };
}

export function circle(c: Point, r: number): PathFn {
  return (ctx) => {
    ctx.moveTo(c.x + r, c.y);
    ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
    ctx.closePath();
  };
}

export function ellipse(c: Point, rx: number, ry: number, rotation = 0): PathFn {
  return (ctx) => {
    ctx.moveTo(c.x + Math.cos(rotation) * rx, c.y + Math.sin(rotation) * rx);
    ctx.ellipse(c.x, c.y, rx, ry, rotation, 0, Math.PI * 2);
    ctx.closePath();
  };
}

/** An open line with an ink outline: cords, cloth tails, thin trims. */
export function stroke(
  ctx: Ctx,
  points: readonly Point[],
  width: number,
  colour: string,
  outline = 2.6,
): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const trace = () => {
    ctx.beginPath();
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  };
  if (outline > 0) {
    trace();
    ctx.lineWidth = width + outline * 2;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
  trace();
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
}

/** A thin line without outline (seams, pattern lines, facial features). */
export function line(ctx: Ctx, points: readonly Point[], width: number, colour: string): void {
  stroke(ctx, points, width, colour, 0);
}

/** A point along a from a to b. */
export function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** The point at `along` of a→b, moved `side` pixels to its left-hand normal. */
export function beside(a: Point, b: Point, along: number, side: number): Point {
  const p = lerp(a, b, along);
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: p.x + ((b.y - a.y) / length) * side, y: p.y - ((b.x - a.x) / length) * side };
}

/** A strip of cloth along a polyline, tapering from width w0 to w1: tails, hair locks, drapes. */
export function ribbon(points: readonly Point[], w0: number, w1: number): PathFn {
  return (ctx) => {
    const n = points.length;
    if (n < 2) return;
    const left: Point[] = [];
    const right: Point[] = [];
    points.forEach((p, i) => {
      const prev = points[Math.max(0, i - 1)] as Point;
      const next = points[Math.min(n - 1, i + 1)] as Point;
      const dx = next.x - prev.x;
      const dy = next.y - prev.y;
      const length = Math.hypot(dx, dy) || 1;
      const half = (w0 + ((w1 - w0) * i) / (n - 1)) / 2;
      left.push({ x: p.x + (dy / length) * half, y: p.y - (dx / length) * half });
      right.push({ x: p.x - (dy / length) * half, y: p.y + (dx / length) * half });
    });
    const outline = [...left, ...right.reverse()];
    const first = outline[0] as Point;
    ctx.moveTo(first.x, first.y);
    // Curves through the midpoints keep the strip soft.
    for (let i = 1; i < outline.length - 1; i += 1) {
      const p = outline[i] as Point;
      const q = outline[i + 1] as Point;
      ctx.quadraticCurveTo(p.x, p.y, (p.x + q.x) / 2, (p.y + q.y) / 2);
    }
    const last = outline[outline.length - 1] as Point;
    ctx.lineTo(last.x, last.y);
    ctx.closePath();
  };
}
