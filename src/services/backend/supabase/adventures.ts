// Adventures and scenarios on Supabase. An adventure begins with its hero in one database function
// (begin_adventure), and its progress changes only through save_progress and save_scenario.
// Deleting an adventure cascades to its hero, owned cards, deck and scenarios through the schema's
// foreign keys.
import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../errors.ts';
import type { Adventure, AdventureListing, Hero, Scenario } from '../gameTypes.ts';
import type { AdventurePort } from '../port.ts';
import { checkId, checkNewAdventure, checkNewScenario, checkProgress } from '../rules/index.ts';
import { unwrap } from './errors.ts';
import { requireUser } from './session.ts';

const ADVENTURE_COLUMNS = 'id, user_id, number, intro, prev_scene, progress, created_at, updated_at';
const SCENARIO_COLUMNS = 'id, user_id, adventure_id, scene, prev_scene, choice, find, encounter, created_at';

type HeroName = { id: string; name: string };

/**
 * PostgREST embeds heroes(id, name) as a list here: the heroes' foreign key is (adventure_id,
 * user_id), which no unique constraint matches exactly, so it does not count as one-to-one.
 */
const heroOf = (embedded: HeroName[] | HeroName | null | undefined): HeroName | null =>
  (Array.isArray(embedded) ? embedded[0] : embedded) ?? null;

export function createSupabaseAdventures(client: SupabaseClient): AdventurePort {
  return {
    async beginAdventure(input) {
      const { intro, progress, hero } = checkNewAdventure(input);
      await requireUser(client);
      return unwrap(
        await client.rpc('begin_adventure', {
          p_intro: intro,
          p_progress: progress,
          p_name: hero.name,
          p_background: hero.background,
          p_job: hero.job,
          p_personalities: hero.personalities,
        }),
      ) as { adventure: Adventure; hero: Hero };
    },

    async listAdventures() {
      await requireUser(client);
      const rows = unwrap(
        await client
          .from('adventures')
          .select(`${ADVENTURE_COLUMNS}, heroes(id, name)`)
          .order('number', { ascending: false }),
      ) as (Adventure & { heroes: HeroName[] | HeroName | null })[];
      return rows.map(({ heroes, ...adventure }): AdventureListing => ({
        ...adventure,
        hero: heroOf(heroes),
      }));
    },

    async getAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      return unwrap(
        await client.from('adventures').select(ADVENTURE_COLUMNS).eq('id', id).maybeSingle(),
      ) as Adventure | null;
    },

    async deleteAdventure(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      const rows = unwrap(await client.from('adventures').delete().eq('id', id).select('id')) as unknown[];
      if (rows.length === 0) throw new BackendError('not_found', 'This adventure does not exist.');
    },

    async saveProgress(adventureId, progress) {
      const id = checkId(adventureId, 'adventure');
      const saved = checkProgress(progress);
      await requireUser(client);
      return unwrap(
        await client.rpc('save_progress', { p_adventure_id: id, p_progress: saved }),
      ) as Adventure;
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
          p_progress: scenario.progress,
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

    async listScenarios(adventureId) {
      const id = checkId(adventureId, 'adventure');
      await requireUser(client);
      // Row-level security leaves another player's scenarios out: their adventure lists none.
      return unwrap(
        await client
          .from('scenarios')
          .select(SCENARIO_COLUMNS)
          .eq('adventure_id', id)
          .order('ordinal', { ascending: true }),
      ) as Scenario[];
    },
  };
}
