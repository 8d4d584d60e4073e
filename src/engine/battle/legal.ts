// Enumerating the actions a side may take now. Bots build on it; the UI may use it to enable
// buttons. Every action listed is accepted by `apply`.
import { cardOf } from './cardTable.ts';
import type { BattleAction, BattleState, SideIndex } from './types.ts';

export interface LegalOptions {
  /** Leave out cards the side cannot pay for (they would only be refused and lose the turn). */
  affordableOnly?: boolean;
  /** Include timeUp (only the UI's clock sends it; bots leave it out). */
  includeTimeUp?: boolean;
}

export function legalActions(
  state: BattleState,
  side: SideIndex,
  options: LegalOptions = {},
): BattleAction[] {
  if (state.winner !== null || state.active !== side) return [];
  const me = state.sides[side];
  const actions: BattleAction[] = [];
  for (const cardId of me.hand) {
    if (options.affordableOnly && (me.energy <= 0 || cardOf(cardId).mana_cost > me.energy)) continue;
    actions.push({ type: 'playCard', side, cardId });
  }
  actions.push({ type: 'chargeEnergy', side });
  if (options.includeTimeUp) actions.push({ type: 'timeUp', side });
  return actions;
}
