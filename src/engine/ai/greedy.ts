// A one-look player: plays the card with the best estimated worth, or charges energy when that is
// worth more. Fast enough to drive the search players' rollouts; `easy` adds mistakes to it.
import { cardOf } from '../battle/cardTable.ts';
import type { BattleAction, BattleState, SideIndex, SideState } from '../battle/types.ts';
import type { Rng } from '../rng.ts';
import { cardScore, chargeScore } from './heuristics.ts';

/** The greedy choice for `index`, reading only `me`, `foe` and `me.hand`. */
export function greedyAction(me: SideState, foe: SideState, index: SideIndex): BattleAction {
  let best = chargeScore(me);
  let bestCard = -1;
  for (const id of me.hand) {
    const cost = cardOf(id).mana_cost;
    if (me.energy <= 0 || cost > me.energy) continue;
    const s = cardScore(id, me, foe);
    if (s > best) {
      best = s;
      bestCard = id;
    }
  }
  return bestCard < 0
    ? { type: 'chargeEnergy', side: index }
    : { type: 'playCard', side: index, cardId: bestCard };
}

/** Greedy with a chance of a random affordable move instead: the rollout policy. */
export function rolloutAction(state: BattleState, rng: Rng, randomPercent: number): BattleAction {
  const index = state.active;
  const me = state.sides[index];
  const foe = state.sides[index === 0 ? 1 : 0];
  if (randomPercent > 0 && rng.percent(randomPercent)) {
    const affordable = me.hand.filter((id) => me.energy > 0 && cardOf(id).mana_cost <= me.energy);
    const n = rng.int(0, affordable.length);
    const pick = affordable[n];
    return pick === undefined
      ? { type: 'chargeEnergy', side: index }
      : { type: 'playCard', side: index, cardId: pick };
  }
  return greedyAction(me, foe, index);
}
