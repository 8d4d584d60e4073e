// The catalogue on Supabase: rows seeded from src/content (supabase/seed.sql), readable by anon.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Card, Enemy, Fighter } from '../../../content/types.ts';
import type { CataloguePort } from '../port.ts';
import { checkCatalogueId } from '../rules/index.ts';
import { unwrap } from './errors.ts';

export function createSupabaseCatalogue(client: SupabaseClient): CataloguePort {
  return {
    async listCards() {
      return unwrap(await client.from('cards').select('*').order('id')) as Card[];
    },
    async getCard(cardId) {
      const id = checkCatalogueId(cardId, 'card');
      return unwrap(await client.from('cards').select('*').eq('id', id).maybeSingle()) as Card | null;
    },
    async listFighters() {
      return unwrap(await client.from('fighters').select('*').order('id')) as Fighter[];
    },
    async listEnemies() {
      return unwrap(await client.from('enemies').select('*').order('id')) as Enemy[];
    },
    async getEnemy(enemyId) {
      const id = checkCatalogueId(enemyId, 'enemy');
      return unwrap(await client.from('enemies').select('*').eq('id', id).maybeSingle()) as Enemy | null;
    },
  };
}
