// The one way the rest of the game changes a battle: apply(state, action). The given state is
// never modified; an illegal action returns a reason and nothing else happens.
import { Rng } from '../rng.ts';
import { cloneBattle } from './clone.ts';
import { illegalReason, resolveInPlace } from './resolve.ts';
import type { ApplyResult, BattleAction, BattleEvent, BattleState } from './types.ts';

export function apply(state: BattleState, action: BattleAction): ApplyResult {
  const reason = illegalReason(state, action);
  if (reason !== null) return { ok: false, reason };
  const next = cloneBattle(state);
  const rng = Rng.fromState(next.rng);
  const events: BattleEvent[] = [];
  resolveInPlace(next, action, rng, events);
  next.rng = rng.state();
  return { ok: true, state: next, events };
}

/** Applies actions in order, stopping at the first illegal one (replays, online resync, tests). */
export function applyAll(
  state: BattleState,
  actions: readonly BattleAction[],
):
  | { ok: true; state: BattleState; events: BattleEvent[] }
  | { ok: false; reason: string; index: number; state: BattleState } {
  let current = state;
  const events: BattleEvent[] = [];
  for (let i = 0; i < actions.length; i++) {
    const r = apply(current, actions[i] as BattleAction);
    if (!r.ok) return { ok: false, reason: r.reason, index: i, state: current };
    current = r.state;
    for (const e of r.events) events.push(e);
  }
  return { ok: true, state: current, events };
}

/** The battle is over and this side won, or null while it goes on. */
export const winnerOf = (state: BattleState): 0 | 1 | null => state.winner;
