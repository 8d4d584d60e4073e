// The local backend's judgement of a story battle's end. The reward and the jail pay out for a
// finished story battle, so its winner is not what the screen says but what the engine makes of the
// stored log, replayed strictly (src/engine/replay/strict.ts): every move legal, every enemy move
// the computer's own choice, never a time-up for the enemy. In a backend that lives in the player's
// browser this catches bugs and casual edits, not a determined player (docs/persistence.md, "What
// a backend in the browser can promise").
import { readPlan } from '../../../engine/plan/planSchema.ts';
import { readActions } from '../../../engine/replay/replay.ts';
import { strictReplay } from '../../../engine/replay/strict.ts';
import { BackendError } from '../errors.ts';
import type { JsonValue } from '../types.ts';
import type { BattleRow } from './db.ts';

/** The winner of a finished story battle, from its plan and log; refuses a log that does not hold up. */
export function storyWinner(row: BattleRow, log: readonly JsonValue[]): 0 | 1 {
  const plan = readPlan(row.setup);
  if (!plan || plan.mode !== 'adventure' || plan.seed !== row.seed) {
    throw new BackendError('invalid_input', 'This story battle cannot be read back.');
  }
  const actions = readActions(log);
  if (!actions)
    throw new BackendError('invalid_input', "This story battle's log holds something that is not a move.");
  const verdict = strictReplay(plan, actions);
  if (!verdict.ok) {
    throw new BackendError(
      'invalid_input',
      `This story battle's moves do not hold up (move ${verdict.move}: ${verdict.reason}).`,
    );
  }
  if (verdict.result.winner === null)
    throw new BackendError('conflict', 'This story battle is not over yet.');
  return verdict.result.winner;
}
