// The battlegrounds outputs of `npm run assets:build`: for each ground a back layer (behind the
// fighters) and a front layer (in front of them), and the small overlays the battle animates.
import type { Ctx } from '../lib/finish.ts';
import type { RenderJob } from '../lib/renderJob.ts';
import {
  FERN_SIZE,
  FLAME_SIZE,
  GLOW_SIZE,
  GRASS_SIZE,
  REEDS_SIZE,
  SHIMMER_SIZE,
  VINE_SIZE,
  paintFernOverlay,
  paintFlameOverlay,
  paintGlow,
  paintGrassOverlay,
  paintReedsOverlay,
  paintShimmer,
  paintVineOverlay,
} from './overlays.ts';
import { GROUND_PAINTERS } from './painters.ts';
import { FRONT_HEIGHT, GROUND_HEIGHT, GROUND_WIDTH } from './layout.ts';

const layers = Object.entries(GROUND_PAINTERS).flatMap(([id, painter]): RenderJob[] => [
  {
    file: `art/battlegrounds/${id}.webp`,
    width: GROUND_WIDTH,
    height: GROUND_HEIGHT,
    format: 'image/webp',
    // Ink lines smear at lower qualities; the backs stay within 80-250 KB at this one.
    quality: 0.9,
    paint: painter.back,
  },
  {
    file: `art/battlegrounds/${id}-front.webp`,
    width: GROUND_WIDTH,
    height: FRONT_HEIGHT,
    format: 'image/webp',
    quality: 0.9,
    paint: painter.front,
  },
]);

const overlay = (name: string, width: number, height: number, paint: (ctx: Ctx) => void): RenderJob => ({
  file: `art/battlegrounds/${name}.webp`,
  width,
  height,
  format: 'image/webp',
  quality: 0.9,
  paint,
});

export const BATTLEGROUND_RENDERS: readonly RenderJob[] = [
  ...layers,
  overlay('glow', GLOW_SIZE, GLOW_SIZE, paintGlow),
  overlay('flame', FLAME_SIZE.width, FLAME_SIZE.height, paintFlameOverlay),
  overlay('shimmer', SHIMMER_SIZE.width, SHIMMER_SIZE.height, paintShimmer),
  overlay('grass', GRASS_SIZE.width, GRASS_SIZE.height, paintGrassOverlay),
  overlay('fern', FERN_SIZE.width, FERN_SIZE.height, paintFernOverlay),
  overlay('reeds', REEDS_SIZE.width, REEDS_SIZE.height, paintReedsOverlay),
  overlay('vine', VINE_SIZE.width, VINE_SIZE.height, paintVineOverlay),
];
