// The cards outputs of `npm run assets:build`.
import type { RenderJob } from '../lib/renderJob.ts';

export const CARD_RENDERS: readonly RenderJob[] = [];
