// The fighters outputs of `npm run assets:build`: one sprite sheet per fighter and story enemy,
// the select screen's framed portraits (the locked fighters as silhouettes), and the battle
// header's round avatars.
import type { RenderJob } from '../lib/renderJob.ts';
import { paintSheet } from './paint.ts';
import { LOOK_NAMES } from './palettes.ts';
import {
  AVATAR_SIZE,
  PORTRAIT_HEIGHT,
  PORTRAIT_WIDTH,
  paintAvatar,
  paintLockedPortrait,
  paintPortrait,
  paintShadowAvatar,
} from './portraits.ts';
import { SHEET_HEIGHT, SHEET_WIDTH } from './sheet.ts';

const sheets: RenderJob[] = LOOK_NAMES.map((look) => ({
  file: `art/fighters/${look}.webp`,
  width: SHEET_WIDTH,
  height: SHEET_HEIGHT,
  format: 'image/webp',
  quality: 0.9,
  paint: (ctx) => paintSheet(ctx, look),
}));

const portraits: RenderJob[] = LOOK_NAMES.map((look) => ({
  file: `art/fighters/portrait-${look}.webp`,
  width: PORTRAIT_WIDTH,
  height: PORTRAIT_HEIGHT,
  format: 'image/webp',
  quality: 0.88,
  paint: (ctx) => paintPortrait(ctx, look),
}));

const locked: RenderJob[] = (['bagyo', 'hangin'] as const).map((secret) => ({
  file: `art/fighters/locked-${secret}.webp`,
  width: PORTRAIT_WIDTH,
  height: PORTRAIT_HEIGHT,
  format: 'image/webp',
  quality: 0.88,
  paint: (ctx) => paintLockedPortrait(ctx, secret),
}));

const avatars: RenderJob[] = [
  ...LOOK_NAMES.map((look): RenderJob => ({
    file: `art/fighters/avatar-${look}.webp`,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    format: 'image/webp',
    quality: 0.88,
    paint: (ctx) => paintAvatar(ctx, look),
  })),
  {
    file: 'art/fighters/avatar-shadow.webp',
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    format: 'image/webp',
    quality: 0.88,
    paint: paintShadowAvatar,
  },
];

export const FIGHTER_RENDERS: readonly RenderJob[] = [...sheets, ...portraits, ...locked, ...avatars];
