// The spec's browser-storage keys a battle writes (docs/game-design.md §11.1): the fighters' names and ids
// when a versus battle begins, the winner's name when it ends. Other tools and the original's players read
// them; a story battle's keys are the adventure's own.
import type { BattleState, SideIndex } from '../../engine/index.ts';
import { LOCAL_KEYS } from '../../services/storage/localKeys.ts';
import type { BattleServices } from './services.ts';
import type { BattlePlan } from './types.ts';

export function declareWinner(services: BattleServices, state: BattleState, winner: SideIndex): void {
  services.writeKey(LOCAL_KEYS.winner, state.sides[winner].name);
}

export function rememberFighters(services: BattleServices, plan: BattlePlan, state: BattleState): void {
  const [one, two] = state.sides;
  services.writeKey(LOCAL_KEYS.player1, one.name);
  services.writeKey(LOCAL_KEYS.player2, two.name);
  if (plan.mode === 'adventure') return;
  services.writeKey(LOCAL_KEYS.selectedCharacter, String(one.templateId ?? ''));
  services.writeKey(LOCAL_KEYS.characterId, String(one.templateId ?? ''));
  services.writeKey(LOCAL_KEYS.enemyId, String(two.templateId ?? ''));
}
