// Adventures and their scenarios on the local backend. Deleting an adventure removes everything
// that belongs to it in one transaction, as the foreign keys' ON DELETE CASCADE do on Supabase.
import { BackendError } from '../errors.ts';
import type { Adventure, Scenario } from '../gameTypes.ts';
import type { AdventurePort, AuthPort } from '../port.ts';
import { checkId, checkNewAdventure, checkNewScenario } from '../rules.ts';
import type { LocalDb, ScenarioRow } from './db.ts';
import { atomically, nowIso, requireUser } from './transaction.ts';

const newestFirst = (a: Adventure, b: Adventure) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

function toScenario(row: ScenarioRow): Scenario {
  const { order: _order, ...scenario } = row;
  return scenario;
}

export function createLocalAdventures(dbReady: Promise<LocalDb>, auth: AuthPort): AdventurePort {
  const notFound = () => new BackendError('not_found', 'This adventure does not exist.');

  return {
    async createAdventure(input) {
      const { intro } = checkNewAdventure(input);
      const userId = await requireUser(auth);
      const db = await dbReady;
      const row: Adventure = {
        id: crypto.randomUUID(),
        user_id: userId,
        intro,
        prev_scene: null,
        created_at: nowIso(),
      };
      await db.add('adventures', row);
      return { ...row };
    },

    async listAdventures() {
      const userId = await requireUser(auth);
      const db = await dbReady;
      const rows = await db.getAllFromIndex('adventures', 'by_user_id', userId);
      return rows.sort(newestFirst);
    },

    async getAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      const userId = await requireUser(auth);
      const row = await (await dbReady).get('adventures', id);
      return row && row.user_id === userId ? row : null;
    },

    async deleteAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      const userId = await requireUser(auth);
      const db = await dbReady;
      const stores: ['adventures', 'heroes', 'scenarios', 'cards_owned', 'deck_builds', 'hero_ledger'] = [
        'adventures',
        'heroes',
        'scenarios',
        'cards_owned',
        'deck_builds',
        'hero_ledger',
      ];
      await atomically(db, stores, async (tx) => {
        const row = await tx.objectStore('adventures').get(id);
        if (!row || row.user_id !== userId) throw notFound();
        const hero = await tx.objectStore('heroes').index('by_adventure_id').get(id);
        if (hero) {
          for (const key of await tx.objectStore('cards_owned').index('by_hero_id').getAllKeys(hero.id)) {
            await tx.objectStore('cards_owned').delete(key);
          }
          for (const key of await tx.objectStore('hero_ledger').index('by_hero_id').getAllKeys(hero.id)) {
            await tx.objectStore('hero_ledger').delete(key);
          }
          await tx.objectStore('heroes').delete(hero.id);
        }
        for (const key of await tx.objectStore('deck_builds').index('by_adventure_id').getAllKeys(id)) {
          await tx.objectStore('deck_builds').delete(key);
        }
        for (const key of await tx.objectStore('scenarios').index('by_adventure_id').getAllKeys(id)) {
          await tx.objectStore('scenarios').delete(key);
        }
        await tx.objectStore('adventures').delete(id);
      });
    },

    async saveScenario(input) {
      const scenario = checkNewScenario(input);
      const userId = await requireUser(auth);
      const db = await dbReady;
      return atomically(db, ['adventures', 'scenarios'], async (tx) => {
        const adventure = await tx.objectStore('adventures').get(scenario.adventure_id);
        if (!adventure || adventure.user_id !== userId) throw notFound();
        const order = await tx.objectStore('scenarios').index('by_adventure_id').count(scenario.adventure_id);
        const row: ScenarioRow = {
          ...scenario,
          id: crypto.randomUUID(),
          user_id: userId,
          created_at: nowIso(),
          order,
        };
        await tx.objectStore('scenarios').add(row);
        await tx.objectStore('adventures').put({ ...adventure, prev_scene: scenario.scene });
        return toScenario(row);
      });
    },

    async latestScenario(adventureId) {
      const id = checkId(adventureId, 'adventure');
      const userId = await requireUser(auth);
      const rows = await (await dbReady).getAllFromIndex('scenarios', 'by_adventure_id', id);
      const own = rows.filter((row) => row.user_id === userId).sort((a, b) => b.order - a.order);
      return own[0] ? toScenario(own[0]) : null;
    },
  };
}
