// How a piece of scenery is finished: near things in colour with bold ink outlines, far things as
// flat silhouettes of one colour without outlines (ARTISTS.md "Line weight"). Every scenery painter
// takes a Finish, so the same palm or hut serves both the backdrop's distance and a battleground's
// middle ground.
import { INK } from './palette.ts';

export type Ctx = CanvasRenderingContext2D;
export type Paint = string | CanvasGradient;

export type Finish = { readonly silhouette: string } | { readonly line: number };

/** Ink outlines of this width (4-6 px at native size for near scenery). */
export const inked = (line: number): Finish => ({ line });
/** One flat colour, no outline. */
export const silhouette = (colour: string): Finish => ({ silhouette: colour });

export function isSilhouette(finish: Finish): finish is { readonly silhouette: string } {
  return 'silhouette' in finish;
}

/** The colour to fill with: the silhouette's own colour, or the painter's. */
export function tone(finish: Finish, colour: Paint): Paint {
  return isSilhouette(finish) ? finish.silhouette : colour;
}

export function lineOf(finish: Finish): number {
  return isSilhouette(finish) ? 0 : finish.line;
}

/** Fills the path `trace` draws and outlines it in ink (unless a silhouette). */
export function shape(
  ctx: Ctx,
  finish: Finish,
  colour: Paint,
  trace: () => void,
  line = lineOf(finish),
): void {
  ctx.beginPath();
  trace();
  ctx.fillStyle = tone(finish, colour);
  ctx.fill();
  if (line > 0) stroke(ctx, line);
}

/** Strokes the current path in ink with round joints. */
export function stroke(ctx: Ctx, line: number, colour: Paint = INK): void {
  ctx.lineWidth = line;
  ctx.strokeStyle = colour;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke();
}

/** Surface detail (weave, thatch lines, highlights) that a silhouette leaves out. */
export function detail(finish: Finish, draw: () => void): void {
  if (!isSilhouette(finish)) draw();
}

/** Runs `draw` with the context saved and restored. */
export function saved(ctx: Ctx, draw: () => void): void {
  ctx.save();
  try {
    draw();
  } finally {
    ctx.restore();
  }
}
