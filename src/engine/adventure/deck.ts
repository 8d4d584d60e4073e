// Deck building (docs/game-design.md §5.4): at most 7 cards, no duplicates, never the energy charge.
import { CARD_BY_ID } from '../../content/index.ts';
import { DECK_MAX, ENERGY_CHARGE_CARD_ID } from '../constants.ts';
import { MSG } from '../messages.ts';

export type DeckResult = { ok: true; deck: number[] } | { ok: false; message: string };

/** Adds a card to the deck being built. */
export function addCardToDeck(deck: readonly number[], cardId: number): DeckResult {
  if (cardId === ENERGY_CHARGE_CARD_ID)
    return { ok: false, message: 'Charge Energy is always at hand and cannot join a deck.' };
  if (!CARD_BY_ID.has(cardId)) return { ok: false, message: 'Unknown card.' };
  if (deck.includes(cardId)) return { ok: false, message: 'This card is already in your deck.' };
  if (deck.length >= DECK_MAX) return { ok: false, message: MSG.deckExceeded };
  return { ok: true, deck: [...deck, cardId] };
}

export function removeCardFromDeck(deck: readonly number[], cardId: number): number[] {
  return deck.filter((id) => id !== cardId);
}

/** Confirm is possible with at least one card (and not while saving, which the screen knows). */
export function canConfirmDeck(deck: readonly number[]): boolean {
  return deck.length > 0 && deck.length <= DECK_MAX;
}

/** Saving onto a deck already holding 7 or more cards is refused. */
export function checkSavedDeckRoom(savedCount: number): { ok: true } | { ok: false; message: string } {
  return savedCount >= DECK_MAX ? { ok: false, message: MSG.deckFull } : { ok: true };
}

/** A deck as stored is valid: size, duplicates, the energy charge and unknown ids. */
export function validateDeck(deck: readonly number[]): { ok: true } | { ok: false; message: string } {
  if (deck.length > DECK_MAX) return { ok: false, message: MSG.deckExceeded };
  if (new Set(deck).size !== deck.length)
    return { ok: false, message: 'A deck cannot hold the same card twice.' };
  if (deck.includes(ENERGY_CHARGE_CARD_ID))
    return { ok: false, message: 'Charge Energy is always at hand and cannot join a deck.' };
  if (deck.some((id) => !CARD_BY_ID.has(id))) return { ok: false, message: 'Unknown card.' };
  return { ok: true };
}
