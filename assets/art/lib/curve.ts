// Points along quadratic curves, for painters that build shapes around a curved spine (palm trunks,
// fronds, leaves, grass blades).
export interface Point {
  readonly x: number;
  readonly y: number;
}

export function quadAt(p0: Point, p1: Point, p2: Point, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
    y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y,
  };
}

/** The unit tangent of the curve at t. */
export function quadTangent(p0: Point, p1: Point, p2: Point, t: number): Point {
  const x = 2 * (1 - t) * (p1.x - p0.x) + 2 * t * (p2.x - p1.x);
  const y = 2 * (1 - t) * (p1.y - p0.y) + 2 * t * (p2.y - p1.y);
  const length = Math.hypot(x, y) || 1;
  return { x: x / length, y: y / length };
}

/**
 * The outline of a band of varying width around a curved spine: `width(t)` on each side, sampled
 * `steps` times. Returns the left side then the right side reversed, ready to trace as one polygon.
 */
export function ribbon(
  p0: Point,
  p1: Point,
  p2: Point,
  steps: number,
  left: (t: number) => number,
  right: (t: number) => number,
): Point[] {
  const a: Point[] = [];
  const b: Point[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const p = quadAt(p0, p1, p2, t);
    const d = quadTangent(p0, p1, p2, t);
    a.push({ x: p.x - d.y * left(t), y: p.y + d.x * left(t) });
    b.push({ x: p.x + d.y * right(t), y: p.y - d.x * right(t) });
  }
  return [...a, ...b.reverse()];
}

/** Traces a closed polygon through `points`. */
export function tracePolygon(ctx: CanvasRenderingContext2D, points: readonly Point[]): void {
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}
