// The verdict on a story battle's end, as every backend gives it: the stored plan and log replayed
// strictly (strict.ts), the winner the engine's. The local backend (in the player's browser) and
// the `story` Edge Function (on the server) both call this, so a battle is judged the same way
// wherever it is kept; each turns a refusal into its own error.
import { readPlan } from '../plan/planSchema.ts';
import { finalState, readActions } from './replay.ts';
import { strictReplay } from './strict.ts';

export const STORY_VERDICT_TEXT = Object.freeze({
  unreadable: 'This story battle cannot be read back.',
  notMoves: "This story battle's log holds something that is not a move.",
  notOver: 'This story battle is not over yet.',
  otherWinner: 'This story battle ended otherwise than the screen says.',
});

/** How the hero left the battle: its health and energy at the end. */
export interface HeroEnd {
  readonly health: number;
  readonly energy: number;
}

export type StoryVerdict =
  | { readonly ok: true; readonly winner: 0 | 1; readonly hero: HeroEnd }
  | { readonly ok: false; readonly problem: 'invalid' | 'conflict'; readonly message: string };

/**
 * The winner of a finished story battle from its stored seed, setup and log, or why it is refused:
 * 'invalid' when the battle or its log does not hold up, 'conflict' when it is not over or ended
 * otherwise than `claimed` (the winner the screen showed).
 */
export function storyVerdict(
  seed: number,
  setup: unknown,
  log: readonly unknown[],
  claimed: 0 | 1,
): StoryVerdict {
  const plan = readPlan(setup);
  if (!plan || plan.mode !== 'adventure' || plan.seed !== seed) {
    return { ok: false, problem: 'invalid', message: STORY_VERDICT_TEXT.unreadable };
  }
  const actions = readActions(log);
  if (!actions) return { ok: false, problem: 'invalid', message: STORY_VERDICT_TEXT.notMoves };
  const verdict = strictReplay(plan, actions);
  if (!verdict.ok) {
    return {
      ok: false,
      problem: 'invalid',
      message: `This story battle's moves do not hold up (move ${verdict.move}: ${verdict.reason}).`,
    };
  }
  const { winner } = verdict.result;
  if (winner === null) return { ok: false, problem: 'conflict', message: STORY_VERDICT_TEXT.notOver };
  if (winner !== claimed) return { ok: false, problem: 'conflict', message: STORY_VERDICT_TEXT.otherWinner };
  const end = finalState(verdict.replay).sides[0];
  return { ok: true, winner, hero: { health: end.health, energy: end.energy } };
}
