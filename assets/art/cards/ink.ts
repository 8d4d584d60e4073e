// The drawing words every card painter shares: the outline ink, rounded boxes and outlined shapes.
export type Ctx = CanvasRenderingContext2D;

/** Outline ink (ARTISTS.md). */
export const INK = '#1a0f1f';
export const TEXT_LIGHT = '#f6ead7';
export const LAMP = '#f2b544';
export const LAMP_SOFT = '#ffd98a';
export const RATTAN = '#c98a4b';
export const RATTAN_DARK = '#6b4a2b';

export const TAU = Math.PI * 2;

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Fills the path `trace` draws, then outlines it in ink. */
export function outlined(ctx: Ctx, fill: string | CanvasGradient, trace: () => void, width = 4): void {
  ctx.beginPath();
  trace();
  ctx.fillStyle = fill;
  ctx.fill();
  if (width > 0) {
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.lineWidth = width;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

/** Strokes the path `trace` draws as a line with an ink edge: ink 6 px wider first, then colour. */
export function inkedStroke(ctx: Ctx, colour: string, width: number, trace: () => void): void {
  for (const [w, c] of [
    [width + 6, INK],
    [width, colour],
  ] as const) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    trace();
    ctx.stroke();
  }
}

/** A closed polygon through the points (pairs of x, y). */
export function polygon(ctx: Ctx, points: readonly (readonly [number, number])[]): void {
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** A soft round glow, brightest in the middle. */
export function glow(ctx: Ctx, x: number, y: number, r: number, colour: string, alpha = 1): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, colour);
  g.addColorStop(1, transparent(colour));
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
  ctx.restore();
}

/** The same colour with no alpha (for gradients that fade out without turning grey). */
export function transparent(hex: string): string {
  const [r, g, b] = rgb(hex);
  return `rgba(${r}, ${g}, ${b}, 0)`;
}

export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = rgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  const channel = (i: 0 | 1 | 2) => Math.round(ca[i] + (cb[i] - ca[i]) * t);
  return `#${((channel(0) << 16) | (channel(1) << 8) | channel(2)).toString(16).padStart(6, '0')}`;
}
