// Owned cards and decks on Supabase: read under row-level security, written only by the database
// functions grant_starter_card, save_deck and clear_deck.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CollectionPort } from '../port.ts';
import { checkDeck, checkId } from '../rules/index.ts';
import { unwrap } from './errors.ts';
import { requireUser } from './session.ts';

export function createSupabaseCollection(client: SupabaseClient): CollectionPort {
  return {
    async listOwnedCards(heroId) {
      const id = checkId(heroId, 'hero');
      await requireUser(client);
      const rows = unwrap(
        await client.from('cards_owned').select('card_id').eq('hero_id', id).order('card_id'),
      ) as {
        card_id: number;
      }[];
      return rows.map((row) => row.card_id);
    },

    async grantStarterCard(heroId) {
      const id = checkId(heroId, 'hero');
      await requireUser(client);
      return unwrap(await client.rpc('grant_starter_card', { p_hero_id: id })) as boolean;
    },

    async loadDeck(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      const rows = unwrap(
        await client.from('deck_builds').select('card_id').eq('adventure_id', id).order('position'),
      ) as { card_id: number }[];
      return rows.map((row) => row.card_id);
    },

    async saveDeck(adventureId, cardIds) {
      const id = checkId(adventureId, 'adventure');
      const deck = checkDeck(cardIds);
      await requireUser(client);
      return unwrap(await client.rpc('save_deck', { p_adventure_id: id, p_card_ids: deck })) as number[];
    },

    async clearDeck(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      unwrap(await client.rpc('clear_deck', { p_adventure_id: id }));
    },
  };
}
