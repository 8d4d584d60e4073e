// The strict replay: how a battle against the computer is judged by whoever pays out for it (the
// story's reward and jail). A replay (replay.ts) asks only that every move applies; a log written
// by the player's own browser could still hold moves the computer never chose, or the computer
// running out of time. Here the computer's side must make, move for move, the choice its level
// makes from that position (computerAction is a function of the battle and the level, so the
// judge computes the same move the screen played); the player's side may make any legal move,
// a time-up included. The first move that breaks a rule refuses the whole log.
import { computerAction } from '../ai/computerMove.ts';
import type { BattleAction, BattleState } from '../battle/types.ts';
import { MODES } from '../modes/modes.ts';
import type { BattlePlan } from '../plan/planSchema.ts';
import { buildReplay, resultOf } from './replay.ts';
import type { Replay, ReplayResult } from './replay.ts';

export type StrictVerdict =
  | { readonly ok: true; readonly replay: Replay; readonly result: ReplayResult }
  | { readonly ok: false; readonly move: number; readonly reason: string };

function sameAction(a: BattleAction, b: BattleAction): boolean {
  if (a.type !== b.type || a.side !== b.side) return false;
  return a.type !== 'playCard' || (b.type === 'playCard' && a.cardId === b.cardId);
}

/** Why the computer's side could not have made `action` where the battle stands, or null. */
function computerRefusal(state: BattleState, plan: BattlePlan, action: BattleAction): string | null {
  if (action.type === 'timeUp') return 'the computer never runs out of time';
  const chosen = computerAction(state, plan.level);
  return sameAction(action, chosen) ? null : 'the computer would not make this move';
}

/**
 * Rebuilds a battle against the computer from its plan and log, refusing the log at the first
 * illegal move, at a move of the computer's side that is not its own choice, and at any move
 * after the battle was won. A log that stops before a winner is accepted: the caller decides
 * what an unfinished battle means (a story battle left is lost).
 */
export function strictReplay(plan: BattlePlan, actions: readonly BattleAction[]): StrictVerdict {
  const computerSide = MODES[plan.mode].computerSide;
  if (computerSide === null) return { ok: false, move: 0, reason: 'the battle has no computer side' };
  const built = buildReplay(plan, actions);
  if (!built.ok) return built;
  const { replay } = built;
  for (const [index, move] of replay.moves.entries()) {
    if (move.before.winner !== null)
      return { ok: false, move: index + 1, reason: 'the battle was already won' };
    if (move.action.side !== computerSide) continue;
    const refusal = computerRefusal(move.before, plan, move.action);
    if (refusal !== null) return { ok: false, move: index + 1, reason: refusal };
  }
  return { ok: true, replay, result: resultOf(replay) };
}
