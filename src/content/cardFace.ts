// What a card face says and which pictures it is made of. The battle's hand (a Phaser texture) and
// the React screens (DOM) both build faces from these, over the frame's places in CARD_LAYOUT; it
// lives with the cards, below both, because scenes and screens never import each other.
import { cardRulesText } from './cardText.ts';
import type { Card, CardType } from './types.ts';

/** Asset key of the frame for a card's type and rarity. */
export function frameKey(card: Pick<Card, 'type' | 'rarity'>): string {
  return `card.frame.${card.type}.${card.rarity}`;
}

/** Asset key of a card type's icon. */
export function typeIconKey(type: CardType): string {
  return `icon.type.${type}`;
}

export const BURN_ICON_KEY = 'icon.burn';
export const POISON_ICON_KEY = 'icon.poison';

const TYPE_NAMES: Readonly<Record<CardType, string>> = {
  attack: 'Attack',
  buff: 'Buff',
  defense: 'Defense',
  energy: 'Energy',
};

/** The plaque's line, e.g. "ATTACK · RARE". */
export function typeLine(card: Pick<Card, 'type' | 'rarity'>): string {
  return `${TYPE_NAMES[card.type]} · ${card.rarity}`.toUpperCase();
}

/**
 * The rules the face prints: the card's rules sentence without its closing cost sentence, which
 * the cost gem already shows.
 */
export function faceRules(card: Card): string {
  return cardRulesText(card)
    .replace(/\s*Costs (\d+|no) energy\.$/, '')
    .trim();
}

/** The image of the move that opens the card's description, before its rules. */
export function faceFlavor(card: Card): string {
  const rules = cardRulesText(card);
  return card.description.endsWith(rules)
    ? card.description.slice(0, card.description.length - rules.length).trim()
    : '';
}

export interface FaceText {
  /** The flavour line in italics, or null when it would crowd the rules. */
  readonly flavor: string | null;
  readonly rules: string;
  /** Type size in card units. */
  readonly size: number;
}

/** The text box, in card units (CARD_LAYOUT.text). */
const BOX = { w: 232, h: 82 };

/** Lines a text takes at `size`: about half an em per character, plus a little for word wrap. */
function lines(text: string, size: number): number {
  const perLine = Math.floor(BOX.w / (0.52 * size));
  return Math.ceil((text.length * 1.18) / perLine);
}

function fits(size: number, flavor: string, rules: string): boolean {
  const count = (flavor ? lines(flavor, size) : 0) + lines(rules, size);
  return count * 1.22 * size + (flavor ? 0.35 * size : 0) <= BOX.h;
}

/**
 * The words of the text box and their size: the largest size at which they fit, the flavour line
 * first, and without it when it would crowd the rules.
 */
export function faceText(card: Card, withFlavor: boolean): FaceText {
  const rules = faceRules(card);
  const flavor = withFlavor ? faceFlavor(card) : '';
  if (flavor)
    for (const size of [15, 14, 13, 12]) if (fits(size, flavor, rules)) return { flavor, rules, size };
  for (const size of [15, 14, 13, 12, 11]) if (fits(size, '', rules)) return { flavor: null, rules, size };
  return { flavor: null, rules, size: 11 };
}
