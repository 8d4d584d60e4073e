// The battlegrounds outputs of `npm run assets:build`.
import type { RenderJob } from '../lib/renderJob.ts';

export const BATTLEGROUND_RENDERS: readonly RenderJob[] = [];
