// Adventures and scenarios on Supabase. Deleting an adventure cascades to its hero, owned cards,
// deck and scenarios through the schema's foreign keys.
import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../errors.ts';
import type { Adventure, Scenario } from '../gameTypes.ts';
import type { AdventurePort } from '../port.ts';
import { checkId, checkNewAdventure, checkNewScenario } from '../rules.ts';
import { unwrap } from './errors.ts';
import { requireUser } from './session.ts';

const SCENARIO_COLUMNS = 'id, user_id, adventure_id, scene, prev_scene, choice, created_at';

export function createSupabaseAdventures(client: SupabaseClient): AdventurePort {
  return {
    async createAdventure(input) {
      const adventure = checkNewAdventure(input);
      await requireUser(client);
      return unwrap(await client.from('adventures').insert(adventure).select().single()) as Adventure;
    },

    async listAdventures() {
      await requireUser(client);
      return unwrap(
        await client
          .from('adventures')
          .select('*')
          .order('created_at', { ascending: false })
          .order('id', { ascending: false }),
      ) as Adventure[];
    },

    async getAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      return unwrap(
        await client.from('adventures').select('*').eq('id', id).maybeSingle(),
      ) as Adventure | null;
    },

    async deleteAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      const rows = unwrap(await client.from('adventures').delete().eq('id', id).select('id')) as unknown[];
      if (rows.length === 0) throw new BackendError('not_found', 'This adventure does not exist.');
    },

    async saveScenario(input) {
      const scenario = checkNewScenario(input);
      await requireUser(client);
      return unwrap(
        await client.rpc('save_scenario', {
          p_adventure_id: scenario.adventure_id,
          p_scene: scenario.scene,
          p_prev_scene: scenario.prev_scene,
          p_choice: scenario.choice,
        }),
      ) as Scenario;
    },

    async latestScenario(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      return unwrap(
        await client
          .from('scenarios')
          .select(SCENARIO_COLUMNS)
          .eq('adventure_id', id)
          .order('ordinal', { ascending: false })
          .limit(1)
          .maybeSingle(),
      ) as Scenario | null;
    },
  };
}
