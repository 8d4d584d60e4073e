// The scenery outputs of `npm run assets:build`.
import type { RenderJob } from '../lib/renderJob.ts';

export const SCENERY_RENDERS: readonly RenderJob[] = [];
