// URLs of the card art for the React screens: the pictures of the 'cards' asset pack, by key
// (assets/manifest.json). The browser caches them, so the gallery, the card dialog and the battle's
// canvas all share one download of each file.
import type { Card, CardType } from '../../../content/index.ts';
import { BURN_ICON_KEY, POISON_ICON_KEY, frameKey, typeIconKey } from '../../../content/cardFace.ts';
import { imageUrl } from '../../../services/assets/manifest.ts';

export function cardArtUrl(card: Card): string {
  return imageUrl(card.img);
}

export function cardFrameUrl(card: Card): string {
  return imageUrl(frameKey(card));
}

/** The soft, blurred scene behind the card dialog. */
export function cardBackgroundUrl(card: Card): string {
  return imageUrl(card.modal_bg);
}

export function typeIconUrl(type: CardType): string {
  return imageUrl(typeIconKey(type));
}

export const burnIconUrl = (): string => imageUrl(BURN_ICON_KEY);
export const poisonIconUrl = (): string => imageUrl(POISON_ICON_KEY);
