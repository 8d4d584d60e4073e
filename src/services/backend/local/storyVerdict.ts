// The local backend's judgement of a story battle's end (src/engine/replay/storyVerdict.ts, the
// same verdict the `story` Edge Function gives): the reward and the jail pay out for a finished
// story battle, so its winner is what the engine makes of the stored log. In a backend that lives
// in the player's browser this catches bugs and casual edits, not a determined player
// (docs/persistence.md, "What a backend in the browser can promise").
import { storyVerdict } from '../../../engine/replay/storyVerdict.ts';
import { BackendError } from '../errors.ts';
import type { JsonValue } from '../types.ts';
import type { BattleRow } from './db.ts';

/** The winner of a finished story battle; refuses a log that does not hold up or another winner. */
export function storyWinner(row: BattleRow, log: readonly JsonValue[], claimed: 0 | 1): 0 | 1 {
  const verdict = storyVerdict(row.seed, row.setup, log, claimed);
  if (verdict.ok) return verdict.winner;
  throw new BackendError(verdict.problem === 'invalid' ? 'invalid_input' : 'conflict', verdict.message);
}
