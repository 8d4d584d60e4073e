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

/** One recorded output: a painter of frames over time, recorded to WebM in headless Chromium. */
export interface VideoJob {
  /** Output path, relative to assets/. */
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly seconds: number;
  readonly fps: number;
  /** Bits per second for the encoder. */
  readonly bitrate: number;
  readonly paintFrame: (ctx: CanvasRenderingContext2D, seconds: number) => void;
}
