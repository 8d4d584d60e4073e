// The fighters outputs of `npm run assets:build`.
import type { RenderJob } from '../lib/renderJob.ts';

export const FIGHTER_RENDERS: readonly RenderJob[] = [];
