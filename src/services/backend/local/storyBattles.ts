// Story battles on the local backend, begun and ended the way the Supabase schema and the `story`
// Edge Function do it (docs/architecture.md, "Story battles"): the start is checked against the
// stored hero and the cards it may hold, and the seed is drawn here, not taken from the screen;
// the end is the engine's verdict on the stored log, and with it the hero's health and energy and
// the rolled reward or jail are written in the same transaction. A story battle set aside before
// its end is a loss. In a backend that lives in the player's browser this catches bugs and casual
// edits, not a determined player (docs/persistence.md, "What a backend in the browser can promise").
import { Rng } from '../../../engine/rng.ts';
import { readPlan } from '../../../engine/plan/planSchema.ts';
import {
  STORY_START_TEXT,
  encounterProblem,
  storyHeroId,
  storyStartProblem,
} from '../../../engine/adventure/storyStart.ts';
import { storyEnding } from '../../../engine/adventure/storySpoils.ts';
import { storyVerdict } from '../../../engine/replay/storyVerdict.ts';
import type { HeroEnd } from '../../../engine/replay/storyVerdict.ts';
import { BackendError } from '../errors.ts';
import { isCommonCard } from '../rules/index.ts';
import type { JsonValue } from '../types.ts';
import type { Hero, StorySpoils } from '../gameTypes.ts';
import type { BattleRow, ScenarioRow } from './db.ts';
import type { WriteTx } from './transaction.ts';

/** The stores a story battle's start and end read and write together. */
export const STORY_STORES = [
  'battles',
  'battle_actions',
  'heroes',
  'cards_owned',
  'scenarios',
  'deck_builds',
] as const;
type StoryTx = WriteTx<[...typeof STORY_STORES]>;

/** A seed from the browser's cryptographic generator: 1 to 2^31 - 1, never chosen by the screen. */
export function drawSeed(): number {
  const [word = 0] = crypto.getRandomValues(new Uint32Array(1));
  return word >>> 1 || 1;
}

/**
 * The spoils of kind `kind` that the backend rolled when it ended this player's story battle of
 * this hero, or null: the purse settles a reward or jail only as it was rolled.
 */
export function storySpoilsOf(
  battle: BattleRow | undefined,
  hero: Pick<Hero, 'id' | 'user_id'>,
  kind: StorySpoils['kind'],
): StorySpoils | null {
  if (!battle || battle.user_id !== hero.user_id || battle.mode !== 'adventure') return null;
  if (storyHeroId(battle.setup) !== hero.id || battle.spoils?.kind !== kind) return null;
  return battle.spoils;
}

async function ownedCards(tx: StoryTx, heroId: string): Promise<number[]> {
  const rows = await tx.objectStore('cards_owned').index('by_hero_id').getAll(heroId);
  return rows.map((row) => row.card_id);
}

/**
 * Checks a new story battle's setup against the player's stored hero and returns the seed drawn
 * for it with the setup that carries that seed. Refuses a second unfinished story battle of the
 * same hero: leaving a battle to begin another with a fresh seed is not a way out of it. The enemy
 * is the one the adventure's last answer (a B) met, and that encounter is marked fought by
 * `battleId`: it is fought once.
 */
export async function beginStory(
  tx: StoryTx,
  userId: string,
  battleId: string,
  setup: JsonValue,
): Promise<{ seed: number; setup: JsonValue }> {
  const plan = readPlan(setup);
  if (!plan || plan.mode !== 'adventure') throw new BackendError('invalid_input', STORY_START_TEXT.notStory);
  const heroId = storyHeroId(setup);
  const hero = heroId ? await tx.objectStore('heroes').get(heroId) : undefined;
  if (!hero || hero.user_id !== userId) throw new BackendError('forbidden', STORY_START_TEXT.notHero);
  const owned = new Set(await ownedCards(tx, hero.id));
  const saved = await tx.objectStore('deck_builds').index('by_adventure_id').getAll(hero.adventure_id);
  const problem = storyStartProblem(
    plan,
    hero,
    (cardId) => isCommonCard(cardId) || owned.has(cardId),
    saved.map((row) => row.card_id),
  );
  if (problem) throw new BackendError('invalid_input', problem);
  const battles = await tx.objectStore('battles').index('by_user_id').getAll(userId);
  const unfinished = battles.find(
    (row) => row.mode === 'adventure' && row.status === 'active' && storyHeroId(row.setup) === hero.id,
  );
  // The refusal names the unfinished battle, so a screen that lost track of it resumes it.
  if (unfinished) throw new BackendError('conflict', STORY_START_TEXT.unfinished, undefined, unfinished.id);
  // The enemy is the one the adventure's last answer (B) met, as this backend rolled it, once.
  const answers = await tx.objectStore('scenarios').index('by_adventure_id').getAll(hero.adventure_id);
  const last = answers.reduce<ScenarioRow | undefined>((a, b) => (a && a.order > b.order ? a : b), undefined);
  const met = last?.choice === 'B' ? (last.encounter ?? null) : null;
  const unmet = encounterProblem(plan, met, last?.fought_in !== undefined);
  if (unmet) throw new BackendError(unmet === STORY_START_TEXT.fought ? 'conflict' : 'invalid_input', unmet);
  if (last) await tx.objectStore('scenarios').put({ ...last, fought_in: battleId });
  const seed = drawSeed();
  return { seed, setup: { ...(setup as { [key: string]: JsonValue }), seed } };
}

/** The engine's verdict on the stored log of a story battle the screen says `claimed` won. */
async function judged(
  tx: StoryTx,
  row: BattleRow,
  claimed: 0 | 1,
): Promise<{ winner: 0 | 1; hero: HeroEnd }> {
  const log = await tx.objectStore('battle_actions').index('by_battle').getAll(row.id);
  log.sort((a, b) => a.seq - b.seq);
  const verdict = storyVerdict(
    row.seed,
    row.setup,
    log.map((entry) => entry.action),
    claimed,
  );
  if (verdict.ok) return verdict;
  throw new BackendError(verdict.problem === 'invalid' ? 'invalid_input' : 'conflict', verdict.message);
}

/**
 * Ends an active story battle: finished with the engine's winner, or abandoned as a loss. Writes
 * the hero's end (a finished battle only) and returns the battle row with its status, winner and
 * rolled spoils, for the caller to store in the same transaction.
 */
export async function endStory(
  tx: StoryTx,
  row: BattleRow,
  status: 'finished' | 'abandoned',
  claimed: 0 | 1 | null,
): Promise<BattleRow> {
  let winner: 0 | 1 = 1;
  let end: HeroEnd | null = null;
  if (status === 'finished') {
    if (claimed === null) throw new BackendError('invalid_input', 'A finished story battle has a winner.');
    ({ winner, hero: end } = await judged(tx, row, claimed));
  }
  const updated_at = new Date().toISOString();
  const heroId = storyHeroId(row.setup);
  const hero = heroId ? await tx.objectStore('heroes').get(heroId) : undefined;
  // A battle whose adventure was deleted since ends without a hero to pay or charge.
  if (!hero || hero.user_id !== row.user_id) return { ...row, status, winner, updated_at };
  const ending = storyEnding(
    Rng.fromSeed(drawSeed()),
    row.id,
    winner,
    end,
    hero,
    await ownedCards(tx, hero.id),
  );
  if (ending.hero) await tx.objectStore('heroes').put({ ...hero, ...ending.hero, updated_at });
  const { spoils } = ending;
  return { ...row, status, winner, spoils, updated_at };
}
