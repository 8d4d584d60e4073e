// What a battle needs from the world outside the rules: the backend's record of a local battle,
// sounds, the computer's taunt, the gameplay delays (held by the pause dialog), the turn clock's
// ticking, the browser's storage keys and the toasts. The battle pipeline (sources, presenter, turn
// clock, player input) receives them as one object, so a unit test passes plain fakes;
// browserServices.ts wires the real ones once.
import type { BattleAction, SideIndex } from '../../engine/index.ts';
import type { Card } from '../../content/index.ts';
import type { SoundKey } from '../../services/audio/sounds.ts';
import type { LocalKey } from '../../services/storage/localKeys.ts';
import type { BattlePlan, NoticeKind } from './types.ts';

/** A stored local battle to resume: its plan and the actions played so far. */
export interface StoredBattle {
  battleId: string;
  plan: BattlePlan;
  actions: BattleAction[];
}

/** The backend's log of a local battle (persistence.ts): a reload replays the same battle. */
export interface BattleRecorder {
  /**
   * Starts the record of a new battle; resolves with its id and the plan as the backend stored it
   * (a story battle's seed is the backend's own, docs/architecture.md "Story battles").
   */
  newBattle(plan: BattlePlan): Promise<{ battleId: string; plan: BattlePlan }>;
  /** Appends an applied action (writes queue one after another). */
  action(battleId: string, action: BattleAction): void;
  end(battleId: string, status: 'finished' | 'abandoned', winner: SideIndex | null): void;
  /** The battle named by `battleId`, or else by the stored battleId key, if it is still being fought. */
  loadStored(battleId?: string): Promise<StoredBattle | null>;
}

export interface BattleSounds {
  playSound(key: SoundKey): void;
  playCardSound(card: Pick<Card, 'sound'>): void;
  playCardEffect(): void;
  playPunch(): void;
  playVoice(art: string): void;
  playBattleEnd(playerLost: boolean): void;
}

/** The computer's taunt beside its fighter, told by the narrator into the store (taunt.ts). */
export interface BattleTaunts {
  start(speaker: string, opponent: string, seed: number): void;
  stop(): void;
}

/** The gameplay delays (timeline.ts): the pause dialog holds them all, leaving cancels them all. */
export interface BattleTimeline {
  /** Waits `ms` of unpaused time; never resolves once cleared. */
  wait(ms: number): Promise<void>;
  hold(): void;
  release(): void;
  clear(): void;
}

/** Wall-clock time and a repeating tick (the turn clock's). */
export interface BattleClock {
  now(): number;
  /** Calls `tick` every `ms`; returns what stops it. */
  every(ms: number, tick: () => void): () => void;
}

export interface BattleServices {
  record: BattleRecorder;
  sounds: BattleSounds;
  taunts: BattleTaunts;
  timeline: BattleTimeline;
  clock: BattleClock;
  /** A spec delay scaled by the animation-speed setting, read when the delay starts. */
  delay(ms: number): number;
  /** Writes one of the spec's browser-storage keys. */
  writeKey(key: LocalKey, value: string): void;
  /** A toast on the side of the player it concerns. */
  notify(text: string, kind: NoticeKind, side: SideIndex, ms: number): void;
  /** The battleground and fighters are on screen (the turn's 60 s start only then). */
  stageReady(): boolean;
}
