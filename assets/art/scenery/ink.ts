// The shared brush box of the scenery painters: the style guide's colours (ARTISTS.md) and the few
// path helpers every picture uses, so outlines and shading read the same on the map, the stall and
// the logo.
export type Ctx = CanvasRenderingContext2D;
export type Point = readonly [number, number];

export const INK = '#1a0f1f';

export const SKY = { top: '#120c2b', high: '#3b1f4f', low: '#b2494a', horizon: '#f2a65a' } as const;
export const LAMP = { gold: '#f2b544', soft: '#ffd98a' } as const;
export const RATTAN = { light: '#f3c27a', mid: '#c98a4b', dark: '#6b4a2b', burnt: '#3f2616' } as const;
export const KIDLAT = { red: '#b3202f', band: '#e0303f', trim: '#ffd23f' } as const;
export const TEXT = { light: '#f6ead7', dim: '#bfae98' } as const;

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Fills the current path, then strokes it in ink: the one outline of the style. */
export function inkFill(ctx: Ctx, fill: string | CanvasGradient | CanvasPattern, lineWidth: number): void {
  ctx.fillStyle = fill;
  ctx.fill();
  if (lineWidth <= 0) return;
  ctx.lineWidth = lineWidth;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
}

/** A soft radial light: lamps, fires, the sun's glow on water. */
export function glow(ctx: Ctx, x: number, y: number, radius: number, colour: string, alpha: number): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, withAlpha(colour, alpha));
  gradient.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = gradient;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

/** '#rrggbb' with an alpha, as an rgba() string. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** Mixes two '#rrggbb' colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function vertical(ctx: Ctx, y0: number, y1: number, stops: readonly string[]): CanvasGradient {
  const gradient = ctx.createLinearGradient(0, y0, 0, y1);
  stops.forEach((colour, index) => gradient.addColorStop(index / Math.max(1, stops.length - 1), colour));
  return gradient;
}

/** Runs a painter in a frame moved to (x, y), turned by angle and scaled. */
export function at(ctx: Ctx, x: number, y: number, angle: number, scale: number, paint: () => void): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(scale, scale);
  paint();
  ctx.restore();
}

/** A four-pointed glint of light, for polish on gold and glass. */
export function sparkle(ctx: Ctx, x: number, y: number, size: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x, y - size);
  ctx.quadraticCurveTo(x, y, x + size * 0.7, y);
  ctx.quadraticCurveTo(x, y, x, y + size);
  ctx.quadraticCurveTo(x, y, x - size * 0.7, y);
  ctx.quadraticCurveTo(x, y, x, y - size);
  ctx.fill();
}
