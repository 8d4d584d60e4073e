// A story battle on Supabase as the game plays one, for the `story` function's tests: a player's
// hero (made strong by the superuser, so the `hard` computer playing for it wins most seeds),
// begun through the player's own client (the database checks the start and draws the seed), its
// moves played by the engine from the row the database returned and appended one by one. The
// hero plays as the `hard` computer would to win, or lets the clock run out every turn to lose;
// the enemy makes the story computer's own choices, so the strict replay finds the log fair.
import type { PGlite } from '@electric-sql/pglite';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apply } from '../../../src/engine/index.ts';
import type { BattleAction } from '../../../src/engine/index.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { storyPlan, type StoryFoe, type StoryHero } from '../../../src/engine/adventure/storyStart.ts';
import { openingState } from '../../../src/engine/plan/plan.ts';
import { readPlan } from '../../../src/engine/plan/planSchema.ts';

export interface StoryHeroRow extends StoryHero {
  readonly max_health: number;
  readonly gold: number;
  readonly adventure_id: string;
}

/**
 * The starter card saved as the adventure's deck, and choice B answered: the enemy save_scenario
 * met, the battle's foe.
 */
export async function meet(
  client: SupabaseClient,
  hero: Pick<StoryHeroRow, 'adventure_id'>,
): Promise<StoryFoe> {
  const saved = await client.rpc('save_deck', { p_adventure_id: hero.adventure_id, p_card_ids: [73] });
  if (saved.error) throw new Error(saved.error.message);
  const answered = await client.rpc('save_scenario', {
    p_adventure_id: hero.adventure_id,
    p_scene: 'Bandits step out onto the road.',
    p_prev_scene: null,
    p_choice: 'B',
    p_progress: { step: 'battle', encounter: { location: 'woods' } },
  });
  if (answered.error) throw new Error(answered.error.message);
  return (answered.data as { encounter: StoryFoe }).encounter;
}

/** A new adventure and its hero (a Soldier), begun by the client's player. */
export async function newHero(client: SupabaseClient): Promise<{ heroId: string; adventureId: string }> {
  const begun = await client.rpc('begin_adventure', {
    p_intro: 'A story battle.',
    p_progress: {},
    p_name: 'Tala',
    p_background: '',
    p_job: 'Soldier',
    p_personalities: [],
  });
  if (begun.error) throw new Error(begun.error.message);
  const made = begun.data as { hero: { id: string }; adventure: { id: string } };
  return { heroId: made.hero.id, adventureId: made.adventure.id };
}

/** A new adventure's hero of the client's player, given the strongest stats the rules allow. */
export async function strongHero(db: PGlite, client: SupabaseClient): Promise<string> {
  const { heroId } = await newHero(client);
  await db.query(
    `update public.heroes set max_health = 100, health = 100, mana = 100, agility = 50, defense = 100,
       critical_rate = 50 where id = $1`,
    [heroId],
  );
  return heroId;
}

export async function heroOf(client: SupabaseClient, heroId: string): Promise<StoryHeroRow> {
  const { data, error } = await client.from('heroes').select('*').eq('id', heroId).single();
  if (error) throw new Error(error.message);
  return data as StoryHeroRow;
}

/** The moves from the start to the end, the hero playing to win or letting its clock run out. */
function play(
  seed: number,
  setup: unknown,
  heroPlays: boolean,
): { winner: 0 | 1 | null; actions: BattleAction[] } {
  const plan = readPlan(setup);
  if (!plan) throw new Error('the stored setup is not a plan');
  let state = openingState({ ...plan, seed });
  const actions: BattleAction[] = [];
  while (state.winner === null && actions.length < 400) {
    const action: BattleAction =
      state.active === 1
        ? computerAction(state, plan.level)
        : heroPlays
          ? computerAction(state, 'hard')
          : { type: 'timeUp', side: 0 };
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
  }
  return { winner: state.winner, actions };
}

export interface PlayedBattle {
  readonly id: string;
  readonly seed: number;
  readonly setup: unknown;
  /** The moves appended. */
  readonly actions: readonly BattleAction[];
  /** The engine's winner at the end of the whole play. */
  readonly winner: 0 | 1 | null;
}

/**
 * Begins a story battle of `heroId` with the client's session and appends `moves` of its play:
 * 'win' (the hero plays to win), 'lose' (the hero never moves), or a number of the winning play's
 * first moves. The winner is the engine's at the end of the whole play.
 */
export async function playStory(
  client: SupabaseClient,
  heroId: string,
  moves: 'win' | 'lose' | number,
): Promise<PlayedBattle> {
  const hero = await heroOf(client, heroId);
  const plan = storyPlan(hero, [73], await meet(client, hero), 1);
  const inserted = await client
    .from('battles')
    .insert({ mode: 'adventure', seed: 1, setup: plan })
    .select()
    .single();
  if (inserted.error) throw new Error(inserted.error.message);
  const row = inserted.data as { id: string; seed: number; setup: unknown };
  const game = play(Number(row.seed), row.setup, moves !== 'lose');
  const actions = typeof moves === 'number' ? game.actions.slice(0, moves) : game.actions;
  for (const [seq, action] of actions.entries()) {
    const appended = await client.rpc('append_battle_action', {
      p_battle_id: row.id,
      p_expected_seq: seq,
      p_action: action,
    });
    if (appended.error) throw new Error(appended.error.message);
  }
  return { id: row.id, seed: Number(row.seed), setup: row.setup, actions, winner: game.winner };
}
