// Adventures and their scenarios on the local backend. An adventure begins together with its hero,
// in one transaction; deleting it removes everything that belongs to it in one transaction, as the
// foreign keys' ON DELETE CASCADE do on Supabase.
import {
  answerPlace,
  heroStats,
  rollChoiceB,
  rollFind,
  traitsFor,
  withEncounter,
  withFind,
} from '../../../engine/index.ts';
import { BackendError } from '../errors.ts';
import type { Adventure, AdventureListing, Hero, Scenario } from '../gameTypes.ts';
import type { AdventurePort, AuthPort } from '../port.ts';
import { checkId, checkNewAdventure, checkNewScenario, checkProgress } from '../rules/index.ts';
import type { LocalDb, ScenarioRow } from './db.ts';
import { freshRng } from './backendRng.ts';
import { atomically, nowIso, requireUser } from './transaction.ts';

/** Newest first: the player's numbers count up as adventures are made. */
const newestFirst = (a: Adventure, b: Adventure) => b.number - a.number;

function toScenario(row: ScenarioRow): Scenario {
  const { order: _order, fought_in: _foughtIn, find, encounter, ...scenario } = row;
  return { ...scenario, find: find ?? null, encounter: encounter ?? null };
}

export function createLocalAdventures(dbReady: Promise<LocalDb>, auth: AuthPort): AdventurePort {
  const notFound = () => new BackendError('not_found', 'This adventure does not exist.');

  /** The player's scenarios of the adventure, oldest first; none for another player's adventure. */
  async function ownScenarios(adventureId: string): Promise<ScenarioRow[]> {
    const id = checkId(adventureId, 'adventure');
    const userId = await requireUser(auth);
    const rows = await (await dbReady).getAllFromIndex('scenarios', 'by_adventure_id', id);
    return rows.filter((row) => row.user_id === userId).sort((a, b) => a.order - b.order);
  }

  return {
    async beginAdventure(input) {
      const { intro, progress, hero: newHero } = checkNewAdventure(input);
      const stats = heroStats(traitsFor(newHero.job, newHero.personalities));
      const userId = await requireUser(auth);
      const db = await dbReady;
      return atomically(db, ['adventures', 'heroes'], async (tx) => {
        // The player's highest number so far; the transaction keeps two tabs from taking the same one.
        const last = await tx
          .objectStore('adventures')
          .index('by_user_number')
          .openKeyCursor(IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]), 'prev');
        const now = nowIso();
        const adventure: Adventure = {
          id: crypto.randomUUID(),
          user_id: userId,
          number: (last ? last.key[1] : 0) + 1,
          intro,
          prev_scene: null,
          progress,
          created_at: now,
          updated_at: now,
        };
        const hero: Hero = {
          id: crypto.randomUUID(),
          user_id: userId,
          adventure_id: adventure.id,
          name: newHero.name,
          background: newHero.background,
          job: newHero.job,
          personalities: [...newHero.personalities],
          health: stats.health,
          max_health: stats.health,
          mana: stats.mana,
          agility: stats.agility,
          defense: 0,
          critical_rate: stats.critical_rate,
          wisdom: stats.wisdom,
          gold: 0,
          created_at: now,
          updated_at: now,
        };
        await tx.objectStore('adventures').add(adventure);
        await tx.objectStore('heroes').add(hero);
        return { adventure: { ...adventure }, hero: { ...hero } };
      });
    },

    async listAdventures() {
      const userId = await requireUser(auth);
      const tx = (await dbReady).transaction(['adventures', 'heroes'], 'readonly');
      const [rows, heroes] = await Promise.all([
        tx.objectStore('adventures').index('by_user_id').getAll(userId),
        tx.objectStore('heroes').index('by_user_id').getAll(userId),
      ]);
      const heroOf = new Map(heroes.map((hero) => [hero.adventure_id, { id: hero.id, name: hero.name }]));
      return rows
        .sort(newestFirst)
        .map((row): AdventureListing => ({ ...row, hero: heroOf.get(row.id) ?? null }));
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
      const stores: [
        'adventures',
        'heroes',
        'scenarios',
        'cards_owned',
        'deck_builds',
        'hero_ledger',
        'store_stock',
      ] = ['adventures', 'heroes', 'scenarios', 'cards_owned', 'deck_builds', 'hero_ledger', 'store_stock'];
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
          await tx.objectStore('store_stock').delete(hero.id);
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

    async saveProgress(adventureId, progress) {
      const id = checkId(adventureId, 'adventure');
      const saved = checkProgress(progress);
      const userId = await requireUser(auth);
      const db = await dbReady;
      return atomically(db, ['adventures'], async (tx) => {
        const row = await tx.objectStore('adventures').get(id);
        if (!row || row.user_id !== userId) throw notFound();
        const next: Adventure = { ...row, progress: saved, updated_at: nowIso() };
        await tx.objectStore('adventures').put(next);
        return { ...next };
      });
    },

    async saveScenario(input) {
      const { progress, ...scenario } = checkNewScenario(input);
      const userId = await requireUser(auth);
      const db = await dbReady;
      return atomically(db, ['adventures', 'scenarios'], async (tx) => {
        const adventure = await tx.objectStore('adventures').get(scenario.adventure_id);
        if (!adventure || adventure.user_id !== userId) throw notFound();
        const order = await tx.objectStore('scenarios').index('by_adventure_id').count(scenario.adventure_id);
        const now = nowIso();
        const id = crypto.randomUUID();
        // What the answer yields is rolled here, not by the screen, and kept with the scenario and
        // in the progress: choice A's find under the scenario's id (the purse settles it by that,
        // once), choice B's enemy, the only one a story battle may then be fought against.
        const place = answerPlace(progress);
        const find = scenario.choice === 'A' ? rollFind(freshRng(), place) : null;
        const met = scenario.choice === 'B' ? rollChoiceB(freshRng()) : null;
        const encounter = met
          ? { enemyId: met.enemyId, randomChoice: met.randomChoice, location: place }
          : null;
        const row: ScenarioRow = {
          ...scenario,
          id,
          user_id: userId,
          created_at: now,
          order,
          find,
          encounter,
        };
        await tx.objectStore('scenarios').add(row);
        const stored =
          scenario.choice === 'A'
            ? withFind(progress, id, find)
            : encounter
              ? withEncounter(progress, encounter)
              : progress;
        await tx.objectStore('adventures').put({
          ...adventure,
          prev_scene: scenario.scene,
          progress: stored,
          updated_at: now,
        });
        return toScenario(row);
      });
    },

    async latestScenario(adventureId) {
      const own = await ownScenarios(adventureId);
      const last = own[own.length - 1];
      return last ? toScenario(last) : null;
    },

    async listScenarios(adventureId) {
      return (await ownScenarios(adventureId)).map(toScenario);
    },
  };
}
