// One painted output of `npm run assets:build`: a painter and the file it produces.
export interface RenderJob {
  /** Output path, relative to assets/. */
  readonly file: string;
  readonly width: number;
  readonly height: number;
  /** WebP keeps packs small; PNG for pixel-exact sheets and hard-edged transparency. */
  readonly format: 'image/webp' | 'image/png';
  /** WebP quality, 0-1. */
  readonly quality?: number;
  readonly paint: (ctx: CanvasRenderingContext2D) => void;
}
