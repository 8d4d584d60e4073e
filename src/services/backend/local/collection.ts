// Owned cards and the adventure's deck on the local backend. A deck is replaced in one transaction,
// so a reload in the middle of saving leaves the old deck or the new one, never a mix.
import { STARTER_CARD_ID } from '../../../content/index.ts';
import { BackendError } from '../errors.ts';
import type { AuthPort, CollectionPort } from '../port.ts';
import { DECK_NOT_OWNED, checkDeck, checkId, isCommonCard } from '../rules/index.ts';
import type { LocalDb } from './db.ts';
import { atomically, requireUser } from './transaction.ts';

/** Every deck row of one adventure: the keys are [adventure_id, card_id]. */
const deckRange = (adventureId: string) =>
  IDBKeyRange.bound([adventureId, -Infinity], [adventureId, Infinity]);

export function createLocalCollection(dbReady: Promise<LocalDb>, auth: AuthPort): CollectionPort {
  const noAdventure = () => new BackendError('not_found', 'This adventure does not exist.');

  return {
    async listOwnedCards(heroId) {
      const id = checkId(heroId, 'hero');
      const userId = await requireUser(auth);
      const rows = await (await dbReady).getAllFromIndex('cards_owned', 'by_hero_id', id);
      return rows.filter((row) => row.user_id === userId).map((row) => row.card_id);
    },

    async grantStarterCard(heroId) {
      const id = checkId(heroId, 'hero');
      const userId = await requireUser(auth);
      const db = await dbReady;
      return atomically(db, ['heroes', 'cards_owned'], async (tx) => {
        const hero = await tx.objectStore('heroes').get(id);
        if (!hero || hero.user_id !== userId)
          throw new BackendError('not_found', 'This hero does not exist.');
        if (await tx.objectStore('cards_owned').getKey([id, STARTER_CARD_ID])) return false;
        await tx.objectStore('cards_owned').add({ hero_id: id, card_id: STARTER_CARD_ID, user_id: userId });
        return true;
      });
    },

    async loadDeck(adventureId) {
      const id = checkId(adventureId, 'adventure');
      const userId = await requireUser(auth);
      const rows = await (await dbReady).getAllFromIndex('deck_builds', 'by_adventure_id', id);
      return rows
        .filter((row) => row.user_id === userId)
        .sort((a, b) => a.position - b.position)
        .map((row) => row.card_id);
    },

    async saveDeck(adventureId, cardIds) {
      const id = checkId(adventureId, 'adventure');
      const deck = checkDeck(cardIds);
      const userId = await requireUser(auth);
      const db = await dbReady;
      await atomically(db, ['adventures', 'heroes', 'cards_owned', 'deck_builds'], async (tx) => {
        const adventure = await tx.objectStore('adventures').get(id);
        if (!adventure || adventure.user_id !== userId) throw noAdventure();
        // A deck holds common cards, which every hero may use, and the rare and special cards the
        // hero owns: the deck builder offers no others, and a card never earned (or taken in jail)
        // must not reach a battle.
        const hero = await tx.objectStore('heroes').index('by_adventure_id').get(id);
        const earned = deck.filter((cardId) => !isCommonCard(cardId));
        const owned = hero
          ? await Promise.all(earned.map((cardId) => tx.objectStore('cards_owned').getKey([hero.id, cardId])))
          : [];
        if (owned.length !== earned.length || owned.some((key) => key === undefined)) {
          throw new BackendError('invalid_input', DECK_NOT_OWNED);
        }
        const store = tx.objectStore('deck_builds');
        // Requests of one transaction run in order, so they are queued together, not awaited one by one.
        await Promise.all([
          store.delete(deckRange(id)),
          ...deck.map((cardId, position) =>
            store.add({ adventure_id: id, card_id: cardId, user_id: userId, position }),
          ),
        ]);
      });
      return deck;
    },

    async clearDeck(adventureId) {
      const id = checkId(adventureId, 'adventure');
      const userId = await requireUser(auth);
      const db = await dbReady;
      await atomically(db, ['adventures', 'deck_builds'], async (tx) => {
        const adventure = await tx.objectStore('adventures').get(id);
        if (!adventure || adventure.user_id !== userId) throw noAdventure();
        await tx.objectStore('deck_builds').delete(deckRange(id));
      });
    },
  };
}
