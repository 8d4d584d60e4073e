// What `npm run assets:build` renders: each entry paints one output file from its source painter.
// Painted sources stay beside their outputs; an artist may replace any output file by hand instead
// (then delete its line here, so a rebuild does not paint over the artist's work).
import {
  BACKDROP_HEIGHT,
  BACKDROP_WIDTH,
  paintFrontCloud,
  paintLeftCloud,
  paintMainImage,
  paintRightCloud,
  paintWind,
} from './backdrop/paint.ts';
import { BATTLEGROUND_RENDERS } from './battlegrounds/renders.ts';
import { CARD_RENDERS } from './cards/renders.ts';
import { FIGHTER_RENDERS } from './fighters/renders.ts';
import type { RenderJob, VideoJob } from './lib/renderJob.ts';
import { SCENERY_RENDERS } from './scenery/renders.ts';
import { VIDEO_RENDERS } from './videos/renders.ts';

export type { RenderJob, VideoJob };

const backdropLayer = (file: string, paint: RenderJob['paint'], quality: number): RenderJob => ({
  file: `art/backdrop/${file}`,
  width: BACKDROP_WIDTH,
  height: BACKDROP_HEIGHT,
  format: 'image/webp',
  quality,
  paint,
});

export const RENDERS: readonly RenderJob[] = [
  backdropLayer('main.webp', paintMainImage, 0.82),
  backdropLayer('cloud-left.webp', paintLeftCloud, 0.8),
  backdropLayer('cloud-right.webp', paintRightCloud, 0.8),
  backdropLayer('wind.webp', paintWind, 0.8),
  backdropLayer('cloud-front.webp', paintFrontCloud, 0.8),
  ...FIGHTER_RENDERS,
  ...BATTLEGROUND_RENDERS,
  ...CARD_RENDERS,
  ...SCENERY_RENDERS,
];

/** Recorded outputs: the card attack videos. */
export const VIDEOS: readonly VideoJob[] = VIDEO_RENDERS;
