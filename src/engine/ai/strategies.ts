// The computer players by name: the spec's `classic`, the one-look `greedy`, and the search player
// at three difficulty levels, and `expert` (expert.ts). Strength comes from the search budget;
// easy also blunders on purpose.
import type { SideView } from '../battle/view.ts';
import type { Rng } from '../rng.ts';
import { candidateMoves, searchDecide } from './search.ts';
import type { SearchBudget } from './search.ts';
import { classic } from './classic.ts';
import { expert } from './expert.ts';
import { COMPUTER_CHARGE_AT_MANA } from '../constants.ts';
import { drawWeight } from '../battle/draw.ts';
import { determinize } from './determinize.ts';
import { greedyAction } from './greedy.ts';
import type { Strategy } from './types.ts';

export type Difficulty = 'easy' | 'normal' | 'hard' | 'expert';
export type StrategyName = 'classic' | 'greedy' | Difficulty;

export const SEARCH_BUDGETS: Readonly<Record<'normal' | 'hard', SearchBudget>> = Object.freeze({
  normal: Object.freeze({ worlds: 12, horizon: 40, rolloutRandomPercent: 0 }),
  hard: Object.freeze({ worlds: 160, horizon: 40, rolloutRandomPercent: 0 }),
});

/**
 * `easy` plays like a beginner: it charges at 50 energy or less (as the spec's computer does) and
 * otherwise picks a card it can pay for, weighted by draw chance, without weighing the position.
 */
export const easy: Strategy = {
  name: 'easy',
  decide(view, rng) {
    const side = view.side;
    const affordable = candidateMoves(view).filter((m) => m.type === 'playCard');
    if (view.me.energy <= COMPUTER_CHARGE_AT_MANA || affordable.length === 0)
      return { type: 'chargeEnergy', side };
    let total = 0;
    for (const m of affordable) total += m.type === 'playCard' ? drawWeight(m.cardId) : 0;
    let roll = rng.int(0, Math.max(0, total - 1));
    for (const m of affordable) {
      const w = m.type === 'playCard' ? drawWeight(m.cardId) : 0;
      if (roll < w) return m;
      roll -= w;
    }
    return rng.pick(affordable);
  },
};

function greedyFromView(view: SideView, rng: Rng) {
  const world = determinize(view, rng);
  return greedyAction(world.sides[view.side], world.sides[view.side === 0 ? 1 : 0], view.side);
}

/** Plays the card with the best estimated worth right now (the search players' rollout policy). */
export const greedy: Strategy = { name: 'greedy', decide: greedyFromView };

export const normal: Strategy = {
  name: 'normal',
  decide: (view, rng) => searchDecide(view, rng, SEARCH_BUDGETS.normal),
};
export const hard: Strategy = {
  name: 'hard',
  decide: (view, rng) => searchDecide(view, rng, SEARCH_BUDGETS.hard),
};

export const STRATEGIES: Readonly<Record<StrategyName, Strategy>> = Object.freeze({
  classic,
  greedy,
  easy,
  normal,
  hard,
  expert,
});

export function isStrategyName(name: string): name is StrategyName {
  return Object.prototype.hasOwnProperty.call(STRATEGIES, name);
}
