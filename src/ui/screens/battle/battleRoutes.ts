// The four battle routes (spec 000 §2): the route shows whose turn it is.
import type { SideIndex } from '../../../engine/index.ts';
import type { BattleMode } from '../../../state/battle/index.ts';

export const BATTLE_ROUTES: Readonly<Record<BattleMode, readonly [string, string]>> = {
  local_two_player: ['/battle_area', '/next_phase'],
  versus_computer: ['/battle_area_ai', '/next_phase_ai'],
};

export function battleRoute(mode: BattleMode, active: SideIndex): string {
  return BATTLE_ROUTES[mode][active];
}

export function modeOfRoute(path: string): BattleMode {
  return path.endsWith('_ai') ? 'versus_computer' : 'local_two_player';
}
