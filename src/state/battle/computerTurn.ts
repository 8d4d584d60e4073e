// The computer's turn in a local battle (docs/game-design.md §4.9 computer turn): it decides at once,
// announces its card ("Computer Used: ..." and a toast), taunts beside its fighter and speaks, then plays the
// card 5 s after its turn started, unless the battle moved on meanwhile.
import {
  BATTLE_TOAST_MS,
  COMPUTER_ACTION_MS,
  ENERGY_CHARGE_CARD_ID,
  computerUsedText,
} from '../../engine/index.ts';
import type { BattleAction } from '../../engine/index.ts';
import { getCard } from '../../content/index.ts';
import type { ActiveBattle } from './active.ts';
import { artOf } from '../../engine/plan/combatants.ts';
import { computerAction } from '../../engine/ai/computerMove.ts';
import { useBattleStore } from './store.ts';

export async function playComputerTurn(
  battle: ActiveBattle,
  mine: number,
  resolve: (action: BattleAction) => Promise<void>,
): Promise<void> {
  const { state, plan } = useBattleStore.getState();
  if (!state || !plan) return;
  const { notify, taunts, sounds, timeline, delay } = battle.services;
  const side = state.active;
  const action = computerAction(state, plan.level);
  const name = action.type === 'playCard' ? getCard(action.cardId).name : getCard(ENERGY_CHARGE_CARD_ID).name;
  const announcement = computerUsedText(name);
  useBattleStore.setState({ announcement });
  notify(announcement, 'info', side, BATTLE_TOAST_MS);
  const fighter = state.sides[side];
  taunts.start(fighter.name, state.sides[side === 0 ? 1 : 0].name, state.seed + state.turn);
  const art = artOf(plan.sides[side]);
  if (art) sounds.playVoice(art);
  await timeline.wait(delay(COMPUTER_ACTION_MS));
  if (!battle.isCurrent(mine)) return;
  await resolve(action);
}
