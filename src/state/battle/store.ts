// The battle store: the one place the battle screens (React) and the battle scene (Phaser) read.
// Only the commands in commands.ts write it.
import { create } from 'zustand';
import { TURN_TIMER_SECONDS } from '../../engine/index.ts';
import type { BattleState, SideIndex } from '../../engine/index.ts';
import { controlsSide, handSideOfPlan } from '../../engine/modes/modes.ts';
import type { BattleStoreState, CueInput, StageCue } from './types.ts';

export const INITIAL_BATTLE: BattleStoreState = Object.freeze({
  source: 'local',
  plan: null,
  battleId: null,
  state: null,
  shown: null,
  phase: 'loading',
  secondsLeft: TURN_TIMER_SECONDS,
  paused: false,
  clockHeld: false,
  timeUpOpen: false,
  dialogCardId: null,
  focusedSlot: 0,
  message: null,
  announcement: null,
  taunt: '',
  cues: [],
  log: [],
  victoryReady: false,
  missing: false,
});

export const useBattleStore = create<BattleStoreState>(() => ({ ...INITIAL_BATTLE }));

/** Cues kept for a scene that starts late (it replays none: only the newest matter). */
const CUES_KEPT = 24;
let nextCueId = 1;

export function pushCue(cue: CueInput): void {
  const full = { ...cue, id: nextCueId++ } as StageCue;
  useBattleStore.setState((s) => ({ cues: [...s.cues.slice(-CUES_KEPT + 1), full] }));
}

/**
 * The side whose hand is on screen: the person's against the computer, the side to move in
 * two-player, the player's own seat online.
 */
export function handSide(s: Pick<BattleStoreState, 'plan' | 'shown'>): SideIndex {
  if (!s.plan || !s.shown) return 0;
  return handSideOfPlan(s.plan, s.shown.active);
}

/** Whether the side to move is played by the person at this browser. */
export function isHumanTurn(s: Pick<BattleStoreState, 'plan' | 'shown'>): boolean {
  if (!s.plan || !s.shown) return false;
  return controlsSide(s.plan, s.shown.active);
}

/** Changes one side of the shown state (a blow lands before the rest of the turn is shown). */
export function patchShownSide(
  side: SideIndex,
  change: Partial<Pick<BattleState['sides'][0], 'health' | 'energy'>>,
): void {
  useBattleStore.setState((s) => {
    if (!s.shown) return {};
    const sides = [...s.shown.sides] as BattleState['sides'];
    sides[side] = { ...sides[side], ...change };
    return { shown: { ...s.shown, sides } };
  });
}
