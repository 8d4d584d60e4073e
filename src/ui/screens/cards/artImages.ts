// URLs of the card art for the React screens: the pictures of the 'cards' asset pack, by key
// (assets/manifest.json). The browser caches them, so the gallery, the card dialog and the battle's
// canvas all share one download of each file.
import type { Card, CardType } from '../../../content/index.ts';
import { BURN_ICON_KEY, POISON_ICON_KEY, frameKey, typeIconKey } from '../../../scenes/battle/cardFace.ts';
import { asset, assetUrl } from '../../../services/assets/manifest.ts';

function urlOf(key: string): string {
  const entry = asset(key);
  return 'file' in entry ? assetUrl(entry.file) : '';
}

export function cardArtUrl(card: Card): string {
  return urlOf(card.img);
}

export function cardFrameUrl(card: Card): string {
  return urlOf(frameKey(card));
}

/** The soft, blurred scene behind the card dialog. */
export function cardBackgroundUrl(card: Card): string {
  return urlOf(card.modal_bg);
}

export function typeIconUrl(type: CardType): string {
  return urlOf(typeIconKey(type));
}

export const burnIconUrl = (): string => urlOf(BURN_ICON_KEY);
export const poisonIconUrl = (): string => urlOf(POISON_ICON_KEY);
