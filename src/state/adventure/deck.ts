// The deck builder (docs/game-design.md §5.4; §12.5 and §12.10): the cards a
// hero may use are every common card and every card the hero owns; rare and special cards are
// earned. Confirm replaces the saved deck in one step; Reset Deck empties it on request only.
import { moveTo } from '../../engine/index.ts';
import { PLAYABLE_CARDS } from '../../content/index.ts';
import type { Card } from '../../content/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import { openAdventure, reasonOf, saveJourney } from './journal.ts';
import { ADVENTURE_MESSAGES as MSG } from '../../engine/adventure/messages.ts';
import { useAdventureStore } from './store.ts';

/** The cards the hero may put in a deck, and the rare and special ones still to earn. */
export function deckChoices(owned: readonly number[]): { usable: Card[]; toEarn: Card[] } {
  const mine = new Set(owned);
  const usable: Card[] = [];
  const toEarn: Card[] = [];
  for (const card of PLAYABLE_CARDS) {
    if (card.rarity === 'common' || mine.has(card.id)) usable.push(card);
    else toEarn.push(card);
  }
  return { usable, toEarn };
}

/** Confirm: saves the deck ('Deck has been confirmed!'); a first deck opens the map. */
export async function confirmDeck(cardIds: readonly number[]): Promise<{ ok: boolean; message: string }> {
  try {
    const { adventure, journey } = openAdventure();
    const deck = await getBackend().collection.saveDeck(adventure.id, cardIds);
    useAdventureStore.setState({ deck });
    if (journey.step === 'deck' || journey.step === 'intro') await saveJourney(moveTo(journey, 'map'));
    return { ok: true, message: MSG.deckConfirmed };
  } catch (error) {
    console.error('The deck could not be saved:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}

/** Reset Deck: 'Your deck has been reset.', or the spec's two failure messages. */
export async function resetDeck(): Promise<{ ok: boolean; message: string }> {
  let adventureId: string;
  try {
    adventureId = openAdventure().adventure.id;
  } catch (error) {
    console.error('No adventure is open:', error);
    return { ok: false, message: MSG.unexpected };
  }
  try {
    await getBackend().collection.clearDeck(adventureId);
    useAdventureStore.setState({ deck: [] });
    return { ok: true, message: MSG.deckReset };
  } catch (error) {
    console.error('The deck could not be reset:', error);
    return { ok: false, message: MSG.deckResetFailed };
  }
}
