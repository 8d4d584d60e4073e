// The battle modes side by side: the one place that says how a two-player battle, a battle against
// the computer and a story battle differ. Screens, commands and the scene ask this table instead
// of comparing mode names.
import type { SideIndex } from '../../engine/index.ts';
import type { BattleMode } from './types.ts';

export interface ModeRules {
  /** The screen of each side's turn (spec 000 §2, 001 §2). */
  readonly routes: readonly [string, string];
  /** The side the computer plays, or null when two people share the keyboard. */
  readonly computerSide: SideIndex | null;
  /** How the header names each side. */
  readonly roles: readonly [string, string];
  /** Where the battle's screen goes once a winner is known (3 s after the final blow). */
  readonly afterBattle: (winner: SideIndex) => string;
  /** Where a battle screen goes when there is no battle of this mode to resume. */
  readonly startPath: string;
  /** The pause dialog offers Restart. */
  readonly restartable: boolean;
  /**
   * Leaving through the pause dialog's Main Menu ends the battle as abandoned; a story battle is
   * only set aside, so Continue Adventure (or a reload) brings the player back into it.
   */
  readonly abandonOnLeave: boolean;
  /** The turn label while the computer plays `name`. */
  readonly computerTurnLabel: (name: string) => string;
}

export const MODES: Readonly<Record<BattleMode, ModeRules>> = {
  local_two_player: {
    routes: ['/battle_area', '/next_phase'],
    computerSide: null,
    roles: ['Player 1', 'Player 2'],
    afterBattle: () => '/victory',
    startPath: '/select_character',
    restartable: true,
    abandonOnLeave: true,
    computerTurnLabel: (name) => `${name}'s turn`,
  },
  versus_computer: {
    routes: ['/battle_area_ai', '/next_phase_ai'],
    computerSide: 1,
    roles: ['You', 'Computer'],
    afterBattle: () => '/victory',
    startPath: '/select_character_ai',
    restartable: true,
    abandonOnLeave: true,
    computerTurnLabel: () => "Computer's turn",
  },
  adventure: {
    routes: ['/ad_battle', '/next_phase_ad'],
    computerSide: 1,
    roles: ['Hero', 'Enemy'],
    afterBattle: (winner) => (winner === 0 ? '/result_base' : '/defeated'),
    startPath: '/story_base',
    restartable: false,
    abandonOnLeave: false,
    computerTurnLabel: (name) => `${name}'s turn`,
  },
};

export const BATTLE_MODES = Object.keys(MODES) as BattleMode[];

/** The mode whose battle screens include `path`. */
export function modeOfRoute(path: string): BattleMode | null {
  return BATTLE_MODES.find((mode) => MODES[mode].routes.includes(path)) ?? null;
}

/** The side whose hand is on screen on a turn of `active`. */
export function handSideOf(mode: BattleMode, active: SideIndex): SideIndex {
  const computer = MODES[mode].computerSide;
  if (computer === null) return active;
  return computer === 0 ? 1 : 0;
}

export function isComputerSide(mode: BattleMode, side: SideIndex): boolean {
  return MODES[mode].computerSide === side;
}
