// The expert level: the search of `hard` (determinized worlds, every candidate judged on the same
// worlds, successive halving) with three changes that each made it stronger in mirrored games:
// - its rollouts play greedily with re-tuned prices (energy gained is worth half what `hard`
//   thinks, buffs and debuffs a little more); alone, that policy already beats `hard`;
// - rollouts stop after a couple of turns and the position is scored by `winChance`, a fitted
//   estimate of the chance to win, instead of playing on to a noisy win or loss;
// - rollouts resolve cards straight through the engine's steps without building action objects.
// Like every level it reads only its side's view; budgets are counted in worlds, never in time.
import { cardOf } from '../battle/cardTable.ts';
import { resolveChargeEnergy, resolvePlayCard } from '../battle/resolve.ts';
import type { BattleAction, BattleState, SideState } from '../battle/types.ts';
import type { SideView } from '../battle/view.ts';
import type { Rng } from '../rng.ts';
import { determinize } from './determinize.ts';
import { cardScore, chargeScore } from './heuristics.ts';
import type { ScoreWeights } from './heuristics.ts';
import { halvingSearch, type WorldGuess } from './search.ts';
import type { Strategy } from './types.ts';
import { winChance } from './winChance.ts';

/** The rollout policy's prices, tuned by random search in greedy-against-greedy battles. */
export const EXPERT_WEIGHTS: ScoreWeights = Object.freeze({
  incoming: 19,
  outgoing: 15.4,
  energyGain: 0.2,
  energyCost: 0.4,
});

export interface ExpertBudget {
  /** Guessed worlds shared out over the halving rounds. */
  worlds: number;
  /** Turns played after the candidate before the position is scored. */
  horizon: number;
}

export const EXPERT_BUDGET: ExpertBudget = Object.freeze({ worlds: 288, horizon: 2 });

/** The card the rollout policy plays for `me`, or -1 to charge energy. */
export function expertRolloutCard(me: SideState, foe: SideState): number {
  let best = chargeScore(me, EXPERT_WEIGHTS);
  let bestCard = -1;
  for (const id of me.hand) {
    if (me.energy <= 0 || cardOf(id).mana_cost > me.energy) continue;
    const s = cardScore(id, me, foe, EXPERT_WEIGHTS);
    if (s > best) {
      best = s;
      bestCard = id;
    }
  }
  return bestCard;
}

/** One move of the rollout policy for the side to move, straight through the engine's steps. */
export function playRolloutMove(state: BattleState, rng: Rng): void {
  const i = state.active;
  const id = expertRolloutCard(state.sides[i], state.sides[i === 0 ? 1 : 0]);
  if (id < 0) resolveChargeEnergy(state, i, null);
  else resolvePlayCard(state, i, id, rng, null);
}

function rollout(state: BattleState, rng: Rng, horizon: number): void {
  for (let ply = 0; ply < horizon && state.winner === null; ply++) playRolloutMove(state, rng);
}

/** Successive halving over the candidates, as `searchDecide` does, with the expert's play-outs. */
export function expertDecide(
  view: SideView,
  rng: Rng,
  budget: ExpertBudget = EXPERT_BUDGET,
  guess: WorldGuess = determinize,
): BattleAction {
  return halvingSearch(view, rng, budget.worlds, guess, (state, r) => {
    rollout(state, r, budget.horizon);
    return winChance(state, view.side);
  });
}

export const expert: Strategy = { name: 'expert', decide: (view, rng) => expertDecide(view, rng) };
