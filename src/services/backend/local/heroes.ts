// Adventure heroes on the local backend. A hero is made with its adventure (beginAdventure); gold
// is not written here: only the purse moves it. Stats saved after a battle stay within the rules'
// bounds, health within the hero's maximum.
import { BackendError } from '../errors.ts';
import type { Hero } from '../gameTypes.ts';
import type { AuthPort, HeroPort } from '../port.ts';
import { checkHealthWithinMax, checkHeroStats, checkId } from '../rules/index.ts';
import type { LocalDb } from './db.ts';
import type { LiveNotices } from './live.ts';
import { atomically, nowIso, requireUser } from './transaction.ts';

export function createLocalHeroes(dbReady: Promise<LocalDb>, auth: AuthPort, live: LiveNotices): HeroPort {
  return {
    async getHero(heroId) {
      const id = checkId(heroId, 'hero');
      const userId = await requireUser(auth);
      const row = await (await dbReady).get('heroes', id);
      return row && row.user_id === userId ? row : null;
    },

    async heroForAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      const userId = await requireUser(auth);
      const row = await (await dbReady).getFromIndex('heroes', 'by_adventure_id', id);
      return row && row.user_id === userId ? row : null;
    },

    async saveHeroStats(heroId, stats) {
      const id = checkId(heroId, 'hero');
      const update = checkHeroStats(stats);
      const userId = await requireUser(auth);
      const db = await dbReady;
      return atomically(db, ['heroes'], async (tx) => {
        const row = await tx.objectStore('heroes').get(id);
        if (!row || row.user_id !== userId) throw new BackendError('not_found', 'This hero does not exist.');
        checkHealthWithinMax(update.health, row.max_health);
        const next: Hero = { ...row, ...update, updated_at: nowIso() };
        await tx.objectStore('heroes').put(next);
        return { ...next };
      });
    },

    onHeroGold(heroId, listener) {
      const id = checkId(heroId, 'hero');
      return live.subscribe((notice) => {
        if (notice.topic === 'hero_gold' && notice.hero_id === id) listener(notice.gold);
      });
    },
  };
}
