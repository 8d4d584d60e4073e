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

/** Where a search's worlds come from: `determinize` in play; tests pass a cheat to prove they can tell. */
export type WorldGuess = (view: SideView, rng: Rng) => BattleState;

/**
 * How a search judges a candidate in one world: plays on from just after the candidate move (with
 * the world's own generator) and scores the position for the searching side.
 */
export type PlayOut = (state: BattleState, rng: Rng) => number;

/** Adds each move's scores over `worlds` fresh guessed worlds into `totals` (same worlds for every move). */
function playWorlds(
  view: SideView,
  moves: readonly BattleAction[],
  totals: number[],
  worlds: number,
  rng: Rng,
  guess: WorldGuess,
  playOut: PlayOut,
): void {
  for (let w = 0; w < worlds; w++) {
    const world = guess(view, rng);
    for (let i = 0; i < moves.length; i++) {
      const s = cloneBattle(world);
      const r = Rng.fromState(world.rng);
      resolveInPlace(s, moves[i] as BattleAction, r, null);
      totals[i] = (totals[i] as number) + playOut(s, r);
    }
  }
}

/** The search players' play-out: greedy rollouts for `horizon` turns, scored by `evaluate`. */
function rolloutAndEvaluate(view: SideView, budget: SearchBudget): PlayOut {
  return (state, rng) => {
    rollout(state, rng, budget.horizon, budget.rolloutRandomPercent);
    return evaluate(state, view.side);
  };
}

/** Average score of each move over the same guessed worlds. */
export function scoreMoves(
  view: SideView,
  moves: readonly BattleAction[],
  rng: Rng,
  budget: SearchBudget,
): number[] {
  const totals = moves.map(() => 0);
  playWorlds(view, moves, totals, budget.worlds, rng, determinize, rolloutAndEvaluate(view, budget));
  return totals.map((t) => t / Math.max(1, budget.worlds));
}

/**
 * Successive halving: every move gets a first share of the worlds, then only the better half goes
 * on, until one is left. Most of the budget is spent telling the good moves apart. Shared by the
 * search levels and the expert, which differ in how they play a world out.
 */
export function halvingSearch(
  view: SideView,
  rng: Rng,
  worlds: number,
  guess: WorldGuess,
  playOut: PlayOut,
): BattleAction {
  let moves = candidateMoves(view);
  if (moves.length === 1) return moves[0] as BattleAction;
  const rounds = Math.max(1, Math.ceil(Math.log2(moves.length)));
  const perRound = Math.max(1, Math.floor(worlds / rounds));
  let totals = moves.map(() => 0);
  // Each round keeps ceil(n / 2) of n ≥ 2 moves, so one is left at the end.
  while (moves.length > 1) {
    playWorlds(view, moves, totals, perRound, rng, guess, playOut);
    const order = moves.map((_, i) => i).sort((a, b) => (totals[b] as number) - (totals[a] as number));
    const keep = order.slice(0, Math.ceil(moves.length / 2));
    moves = keep.map((i) => moves[i] as BattleAction);
    totals = keep.map((i) => totals[i] as number);
  }
  return moves[0] as BattleAction;
}

/** The normal and hard levels: successive halving with greedy rollouts scored by `evaluate`. */
export function searchDecide(view: SideView, rng: Rng, budget: SearchBudget): BattleAction {
  return halvingSearch(view, rng, budget.worlds, determinize, rolloutAndEvaluate(view, budget));
}
