// Heroes on Supabase, made with their adventure by begin_adventure. No hero column is
// client-writable: the health and energy a story battle leaves are written by the `story` Edge
// Function as it ends the battle (server/supabaseStory), gold only by the purse's functions. The
// hero's gold reaches other tabs and devices through Realtime (heroes is in the supabase_realtime
// publication).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Hero } from '../gameTypes.ts';
import type { HeroPort } from '../port.ts';
import { checkId } from '../rules/index.ts';
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
