// Moves made for the seat on turn, on the browser tests' server only (testMoves.ts): what becomes
// of them, and the trial that keeps a list of moves all-or-nothing. Before any move is made, the
// whole list is tried on a copy of the match as it stands (the match's own clock has ticked it):
// if the authority would refuse one of them, none is made.
import { submitMove, tick } from '../../src/engine/match/index.ts';
import type { MatchAction, MatchState } from '../../src/engine/match/index.ts';
import type { ErrorCode } from '../../src/protocol/index.ts';

/** What became of moves made for the seat on turn (`Matches.playOnTurn`). */
export type OnTurnResult =
  | { ok: true; match: MatchState }
  | {
      ok: false;
      code: ErrorCode;
      reason: string;
      /** The refused move's place in the list (0 first); absent when the match itself is the reason. */
      index?: number;
    };

/** The first refusal the authority would give `actions` on `held` at `now`, or null if none. */
export function refusalOnTurn(
  held: MatchState,
  actions: readonly MatchAction[],
  now: number,
): Extract<OnTurnResult, { ok: false }> | null {
  let trial = tick(held, now);
  for (const [index, action] of actions.entries()) {
    const input = {
      matchId: held.id,
      actor: trial.seats[trial.battle.active],
      seq: trial.log.length,
      action,
    };
    const result = submitMove(trial, input, now);
    if (!result.ok) return { ok: false, code: result.code, reason: result.reason, index };
    trial = result.match;
  }
  return null;
}
