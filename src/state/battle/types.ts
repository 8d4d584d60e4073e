// The words the battle screens, the battle scene and the battle commands share. Cues are what the
// scene animates; notices are what the screen toasts. Both come only from engine events.
import type { BattleState, EffectKind, SideIndex } from '../../engine/index.ts';
import type { LogLine } from '../../engine/log/logLines.ts';
import type { BattlePlan } from '../../engine/plan/planSchema.ts';

// The plan's words come from its schema (src/engine/plan), kept here for the screens.
export type {
  BattleMode,
  BattlePlan,
  Combatant,
  ComputerLevel,
  OnlineSeating,
} from '../../engine/plan/planSchema.ts';
export type { LogLine } from '../../engine/log/logLines.ts';
export { COMPUTER_LEVELS } from '../../engine/plan/planSchema.ts';

/**
 * Where a battle's truth lives. 'local': this browser's engine applies every move and the backend
 * records it. 'online': the match authority applies the moves; this browser sends its player's
 * moves and shows what comes back.
 */
export type BattleSource = 'local' | 'online';

/**
 * 'loading': no battle yet (resuming). 'choosing': a human picks a card. 'computer': the computer
 * is about to act. 'waiting': the player's move went to the online authority, whose answer is
 * awaited. 'resolving': a played card is being shown. 'over': someone won.
 */
export type BattlePhase = 'loading' | 'choosing' | 'computer' | 'waiting' | 'resolving' | 'over';

export type HurtKind = 'normal' | 'burn' | 'poison';

/** One thing for the scene to animate; `id` grows by one per cue. */
export type StageCue = { id: number } & (
  | { type: 'cardThrown'; side: SideIndex; slot: number; cardId: number }
  | { type: 'cinematic'; side: SideIndex; cardId: number; ms: number }
  | { type: 'attack'; side: SideIndex; cardId: number; ms: number }
  | { type: 'hit'; target: SideIndex; amount: number; critical: boolean; hurt: HurtKind }
  | { type: 'miss'; target: SideIndex }
  | { type: 'effect'; target: SideIndex; kind: EffectKind }
  | { type: 'buff'; side: SideIndex; cardId: number }
  | { type: 'charge'; side: SideIndex; amount: number }
  | { type: 'refused'; side: SideIndex }
  | { type: 'tick'; side: SideIndex; kind: 'burn' | 'poison'; amount: number }
  | { type: 'stunned'; side: SideIndex }
  | { type: 'knockout'; loser: SideIndex; winner: SideIndex }
  /** A replay moved to another moment: the fighters stand (or lie) as they did then. */
  | { type: 'pose'; winner: SideIndex | null }
);

export type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
export type CueInput = DistributiveOmit<StageCue, 'id'>;

export type NoticeKind = 'error' | 'warning' | 'success' | 'info';

/** A toast of spec §8, on the side of the player it concerns. */
export interface Notice {
  id: number;
  text: string;
  kind: NoticeKind;
  side: SideIndex;
  ms: number;
}

export interface BattleStoreState {
  /** Known before the plan: a screen resuming an online match says so while it loads. */
  source: BattleSource;
  plan: BattlePlan | null;
  battleId: string | null;
  /**
   * The truth: the engine state after every action so far. Online, the truth as far as this player
   * may know it: built from the authority's view (no seed, no generator, no hand of the foe).
   */
  state: BattleState | null;
  /** What the screen shows: lags behind `state` while a card is being shown. */
  shown: BattleState | null;
  phase: BattlePhase;
  /** Seconds left on the turn timer. */
  secondsLeft: number;
  paused: boolean;
  /** The turn timer stands still without pausing the battle (How to Play's pointer is speaking). */
  clockHeld: boolean;
  timeUpOpen: boolean;
  /** The card whose dialog is open (91 for Charge Energy / Iventory). */
  dialogCardId: number | null;
  /** The hand slot the keyboard points at. */
  focusedSlot: number;
  /** The non-dismissable message of the card being shown. */
  message: string | null;
  /** 'Computer Used: {card name}', while the computer's move is announced. */
  announcement: string | null;
  /** The computer's taunt, told word by word. */
  taunt: string;
  cues: StageCue[];
  /** The battle log so far, told as the moves are shown (logLines.ts). */
  log: LogLine[];
  /** Set 3 s after the final blow: the screen moves to /victory. */
  victoryReady: boolean;
  /** Resuming found nothing to resume. */
  missing: boolean;
}
