// Adventure heroes on the local backend, read only: a hero is made with its adventure
// (beginAdventure), its health and energy are written when a story battle ends (storyBattles.ts),
// and its gold moves only through the purse.
import type { AuthPort, HeroPort } from '../port.ts';
import { checkId } from '../rules/index.ts';
import type { LocalDb } from './db.ts';
import type { LiveNotices } from './live.ts';
import { requireUser } from './transaction.ts';

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

    onHeroGold(heroId, listener) {
      const id = checkId(heroId, 'hero');
      return live.subscribe((notice) => {
        if (notice.topic === 'hero_gold' && notice.hero_id === id) listener(notice.gold);
      });
    },
  };
}
