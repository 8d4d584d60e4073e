// The search player: determinized Monte Carlo with common random numbers. For each of N guessed
// worlds (the foe's hidden hand drawn from its public pool, the future from the searcher's own
// generator) every candidate move is played, then both sides continue with the greedy rollout
// policy for a few turns and the position is scored. Each candidate is judged on the same worlds,
// so the comparison between moves is paired and much less noisy than independent samples.
// Budgets are counted in worlds, not milliseconds, so a decision is reproducible.
import { cloneBattle } from '../battle/clone.ts';
import { cardOf } from '../battle/cardTable.ts';
import { resolveInPlace } from '../battle/resolve.ts';
import type { BattleAction, BattleState } from '../battle/types.ts';
import type { SideView } from '../battle/view.ts';
import { Rng } from '../rng.ts';
import { determinize } from './determinize.ts';
import { rolloutAction } from './greedy.ts';
import { evaluate } from './heuristics.ts';

export interface SearchBudget {
  /** Guessed worlds each candidate is played in. */
  worlds: number;
  /** Turns played after the candidate before the position is scored. */
  horizon: number;
  /** Percent of rollout moves chosen at random instead of greedily. */
  rolloutRandomPercent: number;
}

/** The moves worth considering: every card the side can pay for, and charging energy. */
export function candidateMoves(view: SideView): BattleAction[] {
  const side = view.side;
  const moves: BattleAction[] = [];
  for (const cardId of view.hand) {
    if (view.me.energy > 0 && cardOf(cardId).mana_cost <= view.me.energy)
      moves.push({ type: 'playCard', side, cardId });
  }
  moves.push({ type: 'chargeEnergy', side });
  return moves;
}

function rollout(state: BattleState, rng: Rng, horizon: number, randomPercent: number): void {
  for (let ply = 0; ply < horizon && state.winner === null; ply++) {
    resolveInPlace(state, rolloutAction(state, rng, randomPercent), rng, null);
  }
}

/** Adds each move's scores over `worlds` fresh guessed worlds into `totals` (same worlds for every move). */
function playWorlds(
  view: SideView,
  moves: readonly BattleAction[],
  totals: number[],
  worlds: number,
  rng: Rng,
  budget: SearchBudget,
): void {
  for (let w = 0; w < worlds; w++) {
    const world = determinize(view, rng);
    for (let i = 0; i < moves.length; i++) {
      const s = cloneBattle(world);
      const r = Rng.fromState(world.rng);
      resolveInPlace(s, moves[i] as BattleAction, r, null);
      rollout(s, r, budget.horizon, budget.rolloutRandomPercent);
      totals[i] = (totals[i] as number) + evaluate(s, view.side);
    }
  }
}

/** Average score of each move over the same guessed worlds. */
export function scoreMoves(
  view: SideView,
  moves: readonly BattleAction[],
  rng: Rng,
  budget: SearchBudget,
): number[] {
  const totals = moves.map(() => 0);
  playWorlds(view, moves, totals, budget.worlds, rng, budget);
  return totals.map((t) => t / Math.max(1, budget.worlds));
}

const bestIndex = (scores: readonly number[]): number => {
  let best = 0;
  for (let i = 1; i < scores.length; i++) if ((scores[i] as number) > (scores[best] as number)) best = i;
  return best;
};

/**
 * Successive halving: every move gets a first share of the worlds, then only the better half goes
 * on, until one is left. Most of the budget is spent telling the good moves apart.
 */
export function searchDecide(view: SideView, rng: Rng, budget: SearchBudget): BattleAction {
  let moves = candidateMoves(view);
  if (moves.length === 1) return moves[0] as BattleAction;
  const rounds = Math.max(1, Math.ceil(Math.log2(moves.length)));
  const perRound = Math.max(1, Math.floor(budget.worlds / rounds));
  let totals = moves.map(() => 0);
  while (moves.length > 1) {
    playWorlds(view, moves, totals, perRound, rng, budget);
    const order = moves.map((_, i) => i).sort((a, b) => (totals[b] as number) - (totals[a] as number));
    const keep = order.slice(0, Math.ceil(moves.length / 2));
    if (keep.length === moves.length) break;
    moves = keep.map((i) => moves[i] as BattleAction);
    totals = keep.map((i) => totals[i] as number);
  }
  return moves[bestIndex(totals)] as BattleAction;
}
