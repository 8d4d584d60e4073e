// Painted art as image URLs for the React screens (portraits, card faces). The painting happens on
// a detached canvas, so the page keeps exactly one <canvas>: the game's.
import { getCard } from '../../../content/index.ts';
import { CARD_ART_HEIGHT, CARD_ART_WIDTH, paintCardFace } from '../../../scenes/art/cardArt.ts';
import {
  FIGHTER_ART_HEIGHT,
  FIGHTER_ART_WIDTH,
  lookOf,
  paintFighter,
  type FighterPose,
} from '../../../scenes/art/fighterArt.ts';

const cache = new Map<string, string>();

function painted(
  key: string,
  width: number,
  height: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
): string {
  const known = cache.get(key);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  paint(ctx);
  const url = canvas.toDataURL('image/png');
  cache.set(key, url);
  return url;
}

export function cardFaceUrl(cardId: number): string {
  return painted(`card:${cardId}`, CARD_ART_WIDTH, CARD_ART_HEIGHT, (ctx) =>
    paintCardFace(ctx, getCard(cardId)),
  );
}

export function fighterUrl(fighterId: number, pose: FighterPose, silhouette = false): string {
  return painted(`fighter:${fighterId}:${pose}:${silhouette}`, FIGHTER_ART_WIDTH, FIGHTER_ART_HEIGHT, (ctx) =>
    paintFighter(ctx, lookOf(fighterId), pose, silhouette),
  );
}
