// The battle's data: state, actions and events. All of it is plain, JSON-safe data, so a battle can
// be stored, sent to the other player, replayed and compared.
import type { RngState } from '../rng.ts';

/** Side 0 is the first player (Player 1, or the hero); side 1 the second (Player 2, the computer or the enemy). */
export type SideIndex = 0 | 1;

export type EffectKind = 'burn' | 'poison' | 'defDebuff' | 'agilDebuff' | 'defAmp' | 'agilAmp' | 'critAmp';

/** The three stats effects change; health and energy are kept apart. */
export interface CombatStats {
  agility: number;
  defense: number;
  critical_rate: number;
}

/**
 * One active effect on a side (docs/game-design.md §8: an applied flag, the original stats, remaining turns).
 */
export interface ActiveEffect {
  kind: EffectKind;
  /** HP per turn (burn, poison) or stat points (debuffs, amplifications). */
  value: number;
  /** Turns of the affected side still to come before the effect ends. */
  turnsLeft: number;
  cardId: number;
  /** The side that played the card. */
  source: SideIndex;
  applied: true;
  /** The side's stats just before this effect was applied (for display; restoring uses the base). */
  original: CombatStats;
}

export interface SideState {
  name: string;
  /** Fighter or enemy id when the side was made from a template (null for a custom hero). */
  templateId: number | null;
  health: number;
  maxHealth: number;
  energy: number;
  maxEnergy: number;
  /** Stats without any effect: what the side returns to when its effects end. */
  base: CombatStats;
  /** Stats now: base plus active amplifications minus active debuffs, kept within [0, 100]. */
  stats: CombatStats;
  /** Card ids in hand, at most 5, no duplicates, never the energy charge. */
  hand: number[];
  /** Card ids this side draws from (the whole catalogue in versus, the deck in adventure). */
  pool: number[];
  effects: ActiveEffect[];
  /** The side loses its next turn. */
  stunned: boolean;
}

export interface BattleState {
  version: 1;
  seed: number;
  rng: RngState;
  sides: [SideState, SideState];
  /** Whose turn it is. */
  active: SideIndex;
  /** Who attacked first (the 50/50 roll at creation). */
  first: SideIndex;
  /** Turns taken so far, counting skipped ones; starts at 1. */
  turn: number;
  winner: SideIndex | null;
}

// --- Actions ---

// The action shapes are inferred from their valibot schemas (schema.ts), their single source.
export type { BattleAction, ChargeEnergyAction, PlayCardAction, PlayerMove, TimeUpAction } from './schema.ts';

// --- Events ---

export type RefusalReason = 'notEnoughEnergy' | 'outOfEnergy';

export type BattleEvent =
  | { type: 'turnStarted'; side: SideIndex; turn: number }
  | { type: 'cardPlayed'; side: SideIndex; cardId: number; cardName: string; cost: number }
  | { type: 'cardDrawn'; side: SideIndex; cardId: number }
  | {
      type: 'refused';
      side: SideIndex;
      cardId: number;
      reason: RefusalReason;
      /** 'Not enough Energy!' or "You're out of energy!" */
      message: string;
      /** The spec's other spelling of the same refusal ('Not enough mana!'), when it has one. */
      altMessage: string | null;
      /** "You've missed your chance to make a move!" */
      warning: string;
    }
  | { type: 'missed'; side: SideIndex; target: SideIndex; cardId: number; message: string }
  | {
      type: 'damaged';
      side: SideIndex;
      target: SideIndex;
      cardId: number;
      amount: number;
      critical: boolean;
      health: number;
      message: string;
    }
  | { type: 'critical'; side: SideIndex; target: SideIndex; amount: number; message: string }
  | {
      type: 'effectApplied';
      side: SideIndex;
      target: SideIndex;
      kind: EffectKind;
      value: number;
      turns: number;
      cardId: number;
      message: string | null;
    }
  | { type: 'stunned'; side: SideIndex; target: SideIndex; cardId: number }
  | {
      type: 'effectTicked';
      side: SideIndex;
      kind: 'burn' | 'poison';
      amount: number;
      turnsLeft: number;
      health: number;
      message: string;
    }
  | { type: 'effectExpired'; side: SideIndex; kind: EffectKind; cardId: number }
  | { type: 'buffExpired'; side: SideIndex; kind: EffectKind; cardId: number }
  | { type: 'turnSkipped'; side: SideIndex; reason: 'stunned' }
  | { type: 'energyGained'; side: SideIndex; amount: number; energy: number; cardId: number }
  | { type: 'energySpent'; side: SideIndex; amount: number; energy: number }
  | { type: 'timeUp'; side: SideIndex; message: string }
  | { type: 'turnPassed'; from: SideIndex; to: SideIndex; turn: number }
  | { type: 'victory'; winner: SideIndex; loser: SideIndex };

export type ApplyResult =
  { ok: true; state: BattleState; events: BattleEvent[] } | { ok: false; reason: string };
