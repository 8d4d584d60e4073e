// Heroes on Supabase, made with their adventure by begin_adventure; stats after a battle are saved
// by save_hero_stats, within the rules' bounds. No hero column is client-writable. The hero's gold
// reaches other tabs and devices through Realtime (heroes is in the supabase_realtime publication).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Hero } from '../gameTypes.ts';
import type { HeroPort } from '../port.ts';
import { checkHeroStats, checkId } from '../rules/index.ts';
import { unwrap } from './errors.ts';
import { requireUser } from './session.ts';

export function createSupabaseHeroes(client: SupabaseClient): HeroPort {
  return {
    async getHero(heroId) {
      const id = checkId(heroId, 'hero');
      await requireUser(client);
      return unwrap(await client.from('heroes').select('*').eq('id', id).maybeSingle()) as Hero | null;
    },

    async heroForAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      return unwrap(
        await client.from('heroes').select('*').eq('adventure_id', id).maybeSingle(),
      ) as Hero | null;
    },

    async saveHeroStats(heroId, stats) {
      const id = checkId(heroId, 'hero');
      const update = checkHeroStats(stats);
      await requireUser(client);
      // save_hero_stats checks the health against the hero's maximum and the other bounds again.
      return unwrap(
        await client.rpc('save_hero_stats', {
          p_hero_id: id,
          p_health: update.health,
          p_mana: update.mana,
          p_agility: update.agility,
          p_defense: update.defense,
          p_critical_rate: update.critical_rate,
        }),
      ) as Hero;
    },

    onHeroGold(heroId, listener) {
      const id = checkId(heroId, 'hero');
      const channel = client
        .channel(`hero-gold-${id}`)
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'heroes', filter: `id=eq.${id}` },
          (payload) => listener((payload.new as Hero).gold),
        )
        .subscribe();
      return () => void client.removeChannel(channel);
    },
  };
}
