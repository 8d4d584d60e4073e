// The cards outputs of `npm run assets:build`: twelve frames (type x rarity), an illustration and
// a dialog background for every card of the catalogue, and the type and effect icons.
import { CARDS, type CardType, type Rarity } from '../../../src/content/index.ts';
import type { RenderJob } from '../lib/renderJob.ts';
import { familyOf } from './families.ts';
import { paintFrame } from './frame.ts';
import { ICON_PAINTERS, ICON_SIZE, type IconName } from './icons.ts';
import { paintIllustration } from './illustration.ts';
import { ILLUSTRATIONS } from './illustrations/index.ts';
import { MODAL_BG_HEIGHT, MODAL_BG_WIDTH, paintModalBackground } from './modalBackground.ts';
import { CARD_FILE_HEIGHT, CARD_FILE_SCALE, CARD_FILE_WIDTH } from './layout.ts';

const TYPES: readonly CardType[] = ['attack', 'defense', 'buff', 'energy'];
const RARITIES: readonly Rarity[] = ['common', 'rare', 'special'];

/** Paints in card units (300 x 420) onto a file 1.5 times that size. */
const scaled =
  (paint: RenderJob['paint']): RenderJob['paint'] =>
  (ctx) => {
    ctx.scale(CARD_FILE_SCALE, CARD_FILE_SCALE);
    paint(ctx);
  };

const frames: RenderJob[] = TYPES.flatMap((type) =>
  RARITIES.map((rarity) => ({
    file: `art/cards/frame.${type}.${rarity}.webp`,
    width: CARD_FILE_WIDTH,
    height: CARD_FILE_HEIGHT,
    format: 'image/webp' as const,
    quality: 0.9,
    paint: scaled((ctx) => paintFrame(ctx, type, rarity)),
  })),
);

/** The slug of a card: its art key without the "card." prefix. */
const slugOf = (img: string): string => img.replace(/^card\./, '');

const illustrations: RenderJob[] = CARDS.flatMap((card) => {
  const picture = ILLUSTRATIONS[slugOf(card.img)];
  // Every card of the catalogue must have its own picture (assets/art/cards/illustrations).
  if (!picture) throw new Error(`No illustration for card ${card.id} ${card.name} (${card.img}).`);
  return [
    {
      file: `art/cards/${slugOf(card.img)}.webp`,
      width: CARD_FILE_WIDTH,
      height: CARD_FILE_HEIGHT,
      format: 'image/webp' as const,
      quality: 0.86,
      paint: scaled((ctx) => paintIllustration(ctx, picture, familyOf(card))),
    },
    {
      file: `art/cards/${slugOf(card.img)}.bg.webp`,
      width: MODAL_BG_WIDTH,
      height: MODAL_BG_HEIGHT,
      format: 'image/webp' as const,
      quality: 0.82,
      paint: (ctx) => paintModalBackground(ctx, picture, familyOf(card)),
    },
  ];
});

const icons: RenderJob[] = (Object.keys(ICON_PAINTERS) as IconName[]).map((name) => ({
  file: `art/cards/icon.${name}.png`,
  width: ICON_SIZE * CARD_FILE_SCALE,
  height: ICON_SIZE * CARD_FILE_SCALE,
  format: 'image/png' as const,
  paint: scaled(ICON_PAINTERS[name]),
}));

export const CARD_RENDERS: readonly RenderJob[] = [...frames, ...illustrations, ...icons];
