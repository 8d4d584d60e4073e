// Shapes of the adventure, store and online rows (spec 001 §3), shared by every backend adapter.
// Field names follow the database columns (snake_case) so rows pass through unchanged.
import type { JsonValue } from './types.ts';

export interface Adventure {
  readonly id: string;
  readonly user_id: string;
  readonly intro: string;
  /** The latest scene the story continues from; null before the first scenario. */
  readonly prev_scene: string | null;
  readonly created_at: string;
}

export interface NewAdventure {
  readonly intro: string;
}

/** The adventure's character ("characters" rows with a user_id in the spec). One per adventure. */
export interface Hero {
  readonly id: string;
  readonly user_id: string;
  readonly adventure_id: string;
  readonly name: string;
  readonly background: string;
  readonly health: number;
  /** Health at creation: rewards, jail and potions recover up to it (DESIGN.md difference 9). */
  readonly max_health: number;
  readonly mana: number;
  readonly agility: number;
  readonly defense: number;
  readonly critical_rate: number;
  readonly wisdom: number;
  readonly gold: number;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface NewHero {
  readonly adventure_id: string;
  readonly name: string;
  readonly background: string;
  readonly health: number;
  readonly mana: number;
  readonly agility: number;
  readonly critical_rate: number;
  readonly wisdom: number;
}

/** What a story battle changes on the hero. Gold is never written directly: only the store, rewards and jail move it. */
export interface HeroStatsUpdate {
  readonly health: number;
  readonly mana: number;
  readonly agility: number;
  readonly defense: number;
  readonly critical_rate: number;
}

export type ScenarioChoiceLetter = 'A' | 'B' | 'C';

export interface Scenario {
  readonly id: string;
  readonly user_id: string;
  readonly adventure_id: string;
  readonly scene: string;
  readonly prev_scene: string | null;
  readonly choice: ScenarioChoiceLetter | null;
  readonly created_at: string;
}

export interface NewScenario {
  readonly adventure_id: string;
  readonly scene: string;
  readonly prev_scene: string | null;
  readonly choice: ScenarioChoiceLetter | null;
}

/**
 * A purchase carries a key the screen makes once per offer: sending it again (a double click, a
 * retried request) returns the first result and charges nothing more.
 */
export interface CardPurchase {
  readonly purchase_id: string;
  readonly hero_id: string;
  readonly card_id: number;
  readonly price: number;
}

export interface PotionPurchase {
  readonly purchase_id: string;
  readonly hero_id: string;
  /** Health the potion recovers. */
  readonly value: number;
  readonly price: number;
}

export interface PurchaseResult {
  readonly hero: Hero;
  /** True when this key was already used: nothing was charged this time. */
  readonly replayed: boolean;
}

/**
 * A reward as rolled by the engine: 'battle' after a won story battle (rollReward: 20-70 points,
 * 1-25 gold, one card), 'scenario' after choice A (rollChoiceA: a potion of 1-40, 1-10 gold, no card).
 */
export interface RewardGrant {
  readonly reward_id: string;
  readonly kind: 'battle' | 'scenario';
  readonly hero_id: string;
  readonly points_recovered: number;
  readonly gold: number;
  readonly card_id: number | null;
}

export interface RewardResult {
  readonly hero: Hero;
  /** False when the hero already owned the card (the reward does not duplicate it). */
  readonly card_added: boolean;
  readonly replayed: boolean;
}

/** The jail after a lost story battle, as rolled by the engine's rollJail. */
export interface JailTheft {
  readonly theft_id: string;
  readonly hero_id: string;
  readonly points_recovered: number;
  readonly gold_stolen: number;
  /** The owned card taken (never the starter card 73), or null. */
  readonly card_id: number | null;
}

export interface JailResult {
  readonly hero: Hero;
  /** Gold actually taken: never more than the hero had. */
  readonly gold_stolen: number;
  /** The card actually taken, or null when there was none (or it was no longer owned). */
  readonly stolen_card_id: number | null;
  readonly replayed: boolean;
}

export type RoomStatus = 'waiting' | 'playing' | 'closed';

export interface RoomPlayer {
  /** The player's auth account id. */
  readonly id: string;
  readonly user_name: string;
}

export interface Room {
  readonly id: string;
  readonly room_name: string;
  readonly status: RoomStatus;
  /** Player 1 created the room and attacks first. */
  readonly player_1: RoomPlayer;
  readonly player_2: RoomPlayer | null;
  readonly match_id: string | null;
  readonly created_at: string;
}

export type MatchStatus = 'live' | 'finished' | 'abandoned';

/** An online match. Its seed is kept away from both clients (DESIGN.md "Online play"). */
export interface Match {
  readonly id: string;
  readonly room_id: string;
  readonly player_1: string;
  readonly player_2: string;
  readonly setup: JsonValue;
  readonly status: MatchStatus;
  readonly winner: 0 | 1 | null;
  readonly action_count: number;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface NewMatch {
  readonly room_id: string;
  readonly seed: number;
  readonly setup: JsonValue;
}

export interface MatchAction {
  readonly match_id: string;
  readonly seq: number;
  /** The auth account id of the seated player who acted. */
  readonly actor: string;
  readonly action: JsonValue;
  readonly created_at: string;
}
