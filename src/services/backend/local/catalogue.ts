// The catalogue on the local backend comes straight from src/content: it is the same frozen data
// the Supabase seed is generated from, so both backends list the same cards, fighters and enemies.
import { CARD_BY_ID, CARDS, ENEMIES, ENEMY_BY_ID, FIGHTERS } from '../../../content/index.ts';
import type { CataloguePort } from '../port.ts';
import { checkCatalogueId } from '../rules/index.ts';

export function createLocalCatalogue(): CataloguePort {
  return {
    async listCards() {
      return CARDS.map((card) => ({ ...card }));
    },
    async getCard(cardId) {
      const card = CARD_BY_ID.get(checkCatalogueId(cardId, 'card'));
      return card ? { ...card } : null;
    },
    async listFighters() {
      return FIGHTERS.map((fighter) => ({ ...fighter }));
    },
    async listEnemies() {
      return ENEMIES.map((enemy) => ({ ...enemy }));
    },
    async getEnemy(enemyId) {
      const enemy = ENEMY_BY_ID.get(checkCatalogueId(enemyId, 'enemy'));
      return enemy ? { ...enemy } : null;
    },
  };
}
