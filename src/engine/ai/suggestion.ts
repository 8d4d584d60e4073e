// The hook for a language-model card choice (docs/game-design.md §4.9): the model's reply names a card; if a
// card of the hand is named and the side can pay for it, that card is played, otherwise the
// strategy decides. The engine never calls the model itself: the caller brings the reply text.
import { cardOf } from '../battle/cardTable.ts';
import type { BattleAction } from '../battle/types.ts';
import type { SideView } from '../battle/view.ts';
import type { Rng } from '../rng.ts';
import type { Strategy } from './types.ts';

/** The id of the hand card whose name appears in `reply` (longest name first), or null. */
export function cardFromReply(reply: string, hand: readonly number[]): number | null {
  const text = reply.toLowerCase();
  const named = hand
    .map((id) => ({ id, name: cardOf(id).name.toLowerCase() }))
    .sort((a, b) => b.name.length - a.name.length)
    .find((c) => text.includes(c.name));
  return named ? named.id : null;
}

/** The suggested card when it is playable and affordable, else the strategy's choice. */
export function decideWithSuggestion(
  strategy: Strategy,
  view: SideView,
  rng: Rng,
  reply: string | null,
): BattleAction {
  if (reply !== null) {
    const id = cardFromReply(reply, view.hand);
    if (id !== null && view.me.energy > 0 && cardOf(id).mana_cost <= view.me.energy)
      return { type: 'playCard', side: view.side, cardId: id };
  }
  return strategy.decide(view, rng);
}
