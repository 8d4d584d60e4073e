// Card ids at the backend's edge: a catalogue card, a card a hero can hold, a catalogue id to look
// up, and a saved deck.
import * as v from 'valibot';
import { CARD_BY_ID } from '../../../content/index.ts';
import { DECK_MAX, ENERGY_CHARGE_CARD_ID } from '../../../engine/index.ts';
import { coded, readInput, whole } from './input.ts';

const UNKNOWN_CARD = coded('not_found', 'Unknown card.');

/** A catalogue card id (any card, including 91 and 73). */
export const CardIdSchema = v.pipe(
  v.number(UNKNOWN_CARD),
  v.safeInteger(UNKNOWN_CARD),
  v.check((id) => CARD_BY_ID.has(id), UNKNOWN_CARD),
);

/** A card a hero can hold: any catalogue card except the energy charge, which is always at hand. */
export const HoldableCardSchema = v.pipe(
  CardIdSchema,
  v.check(
    (id) => id !== ENERGY_CHARGE_CARD_ID,
    'Charge Energy is always at hand and cannot be owned or held.',
  ),
);

/**
 * A deck to save: at most 7, no duplicates, never card 91, only known cards. The length is
 * checked before the cards.
 */
export const DeckSchema = v.pipe(
  v.array(v.unknown(), 'A deck is a list of card ids.'),
  v.maxLength(DECK_MAX, 'You exceeded the maximum of 7 cards in your deck.'),
  v.array(HoldableCardSchema),
  v.check((deck) => new Set(deck).size === deck.length, 'A deck cannot hold the same card twice.'),
);

/** The sentence of a deck holding a rare or special card its hero does not own (the database raises the same). */
export const DECK_NOT_OWNED = 'A deck can hold only common cards and cards this hero owns.';

/** Whether every hero may put the card in a deck without owning it (docs/game-design.md §12.5). */
export const isCommonCard = (cardId: number): boolean => CARD_BY_ID.get(cardId)?.rarity === 'common';

/** A catalogue id to look up: a positive whole number (unknown ids simply find nothing). */
export function checkCatalogueId(value: unknown, what: 'card' | 'enemy'): number {
  return readInput(whole(`${what} id`, { min: 1, max: 2_147_483_647 }), value);
}

export function checkDeck(cardIds: unknown): number[] {
  return readInput(DeckSchema, cardIds);
}
