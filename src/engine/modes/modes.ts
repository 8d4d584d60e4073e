// The battle modes side by side: the one place that says how a two-player battle, a battle against
// the computer, a story battle and an online match differ. Screens, commands and the scene ask this
// table instead of comparing mode names.
import type { SideIndex } from '../battle/types.ts';
import type { BattleMode, BattlePlan } from '../plan/planSchema.ts';

export interface ModeRules {
  /**
   * The screens of the battle (docs/game-design.md §2.8, §5.7), by side. 'turn': the route follows the side
   * to move (one screen, two players taking turns). 'seat': each browser stays on its own player's
   * screen for the whole battle (online: Player 1 on the first, Player 2 on the second).
   */
  readonly routes: readonly [string, string];
  readonly routeBy: 'turn' | 'seat';
  /** The mode's name where battles of every mode are listed together (the replays). */
  readonly label: string;
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
    routeBy: 'turn',
    label: 'Two players',
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
    label: 'Versus computer',
    routeBy: 'turn',
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
    label: 'Story battle',
    routeBy: 'turn',
    computerSide: 1,
    roles: ['Hero', 'Enemy'],
    afterBattle: (winner) => (winner === 0 ? '/result_base' : '/defeated'),
    startPath: '/story_base',
    restartable: false,
    abandonOnLeave: false,
    computerTurnLabel: (name) => `${name}'s turn`,
  },
  // How to Play: the guided battle against the easy computer, on one route for both sides (the
  // pointers stay on one screen); it cannot be restarted, the menu replays it from the start.
  tutorial: {
    routes: ['/how_to_play/battle', '/how_to_play/battle'],
    label: 'Guided battle',
    routeBy: 'turn',
    computerSide: 1,
    roles: ['You', 'Computer'],
    afterBattle: () => '/victory',
    startPath: '/how_to_play',
    restartable: false,
    abandonOnLeave: true,
    computerTurnLabel: () => "Computer's turn",
  },
  // Spec 001 §2: Player 1 plays on /battle_area and Player 2 on /next_phase, each in their own
  // browser; the match authority (not this browser) holds the truth and the turn's clock.
  online: {
    routes: ['/battle_area', '/next_phase'],
    routeBy: 'seat',
    label: 'Online',
    computerSide: null,
    roles: ['Player 1', 'Player 2'],
    afterBattle: () => '/victory',
    startPath: '/multiplayer',
    restartable: false,
    abandonOnLeave: true,
    computerTurnLabel: (name) => `${name}'s turn`,
  },
};

export const BATTLE_MODES = Object.keys(MODES) as BattleMode[];

/**
 * The mode whose battle screens include `path`, among the modes whose route follows the turn. An
 * online match shares its routes with the two-player battle: that it is online is known from the
 * battle store (its `source` and plan), never from the route.
 */
export function modeOfRoute(path: string): BattleMode | null {
  return (
    BATTLE_MODES.find((mode) => MODES[mode].routeBy === 'turn' && MODES[mode].routes.includes(path)) ?? null
  );
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

/** Whether the person at this browser plays `side` (online: only their own seat; a spectator none). */
export function controlsSide(plan: BattlePlan, side: SideIndex): boolean {
  if (plan.online) return plan.online.watched !== true && plan.online.seat === side;
  return !isComputerSide(plan.mode, side);
}

/** The side whose hand is on screen on a turn of `active`: online always the player's own. */
export function handSideOfPlan(plan: BattlePlan, active: SideIndex): SideIndex {
  return plan.online ? plan.online.seat : handSideOf(plan.mode, active);
}

/** Where a spectator watches an online match (docs/game-design.md §6.1). */
export const WATCH_PATH = '/watch';

/** The screen the battle shows while `active` is to move. */
export function routeOf(plan: BattlePlan, active: SideIndex): string {
  if (plan.online?.watched) return WATCH_PATH;
  const rules = MODES[plan.mode];
  const side = rules.routeBy === 'seat' && plan.online ? plan.online.seat : active;
  return rules.routes[side];
}

/** How the header names a side: the mode's role, or online the player's name. */
export function sideRole(plan: BattlePlan, side: SideIndex): string {
  if (!plan.online) return MODES[plan.mode].roles[side];
  const name = plan.online.names[side];
  return side === plan.online.seat && !plan.online.watched ? `${name} (you)` : name;
}

/** The line under the turn timer while the battle goes on. */
export function turnLabelOf(plan: BattlePlan, active: SideIndex, fighterName: string): string {
  const rules = MODES[plan.mode];
  if (plan.online) return controlsSide(plan, active) ? 'Your turn' : `${plan.online.names[active]}'s turn`;
  if (rules.computerSide === null) return `${rules.roles[active]}'s turn: ${fighterName}`;
  return active === rules.computerSide ? rules.computerTurnLabel(fighterName) : 'Your turn';
}
