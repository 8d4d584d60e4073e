// Heroes on Supabase, made with their adventure by begin_adventure. Gold is not a client-writable
// column; the hero's gold reaches other tabs and devices through Realtime (the heroes table is in
// the supabase_realtime publication).
import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../errors.ts';
import type { Hero } from '../gameTypes.ts';
import type { HeroPort } from '../port.ts';
import { checkHeroStats, checkId } from '../rules.ts';
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
      const row = unwrap(
        await client
          .from('heroes')
          .update({ ...update, updated_at: new Date().toISOString() })
          .eq('id', id)
          .select()
          .maybeSingle(),
      ) as Hero | null;
      if (!row) throw new BackendError('not_found', 'This hero does not exist.');
      return row;
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
