// Shapes of the adventure and store rows (spec 001 §3), shared by every backend adapter.
// Field names follow the database columns (snake_case) so rows pass through unchanged.
import type { JsonValue } from './types.ts';

export interface Adventure {
  readonly id: string;
  readonly user_id: string;
  /** The player's own short number for it, shown as 'Adventure {number}': 1, 2, 3, ... per player. */
  readonly number: number;
  readonly intro: string;
  /** The latest scene the story continues from; null before the first scenario. */
  readonly prev_scene: string | null;
  /**
   * Where the journey stands, written at every step so a reload resumes it: the screen to return
   * to, the open scene, rolled outcomes not yet settled and the generator's state (src/state/adventure
   * gives it its shape and validates it when read). Plain JSON under 100 kB.
   */
  readonly progress: JsonValue;
  readonly created_at: string;
  readonly updated_at: string;
}

/** An adventure in the player's list, with its hero's id and name (null for an adventure without one). */
export interface AdventureListing extends Adventure {
  readonly hero: { readonly id: string; readonly name: string } | null;
}

/**
 * A new adventure and its hero, created together: either both exist afterwards or neither does.
 * The backend derives the hero's stats from the job and personalities and refuses unlisted ones.
 */
export interface NewAdventure {
  readonly intro: string;
  readonly progress: JsonValue;
  readonly hero: NewHero;
}

/** The adventure's character ("characters" rows with a user_id in the spec). One per adventure. */
export interface Hero {
  readonly id: string;
  readonly user_id: string;
  readonly adventure_id: string;
  readonly name: string;
  readonly background: string;
  /** The job of spec 001 §3 the hero was made from; null for heroes made before jobs were stored. */
  readonly job: string | null;
  /** The personalities chosen with the job (at most 4). */
  readonly personalities: readonly string[];
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

/**
 * A hero as the character creation screen makes it. No stats: the backend computes them from the
 * job and personalities (spec 001 §9: health = Constitution, energy = Intelligence, agility =
 * Dexterity x 0.5, critical rate = Strength x 0.5, wisdom = Wisdom), as the engine's heroStats does.
 */
export interface NewHero {
  readonly name: string;
  readonly background: string;
  readonly job: string;
  readonly personalities: readonly string[];
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
  /**
   * The adventure's progress after this choice, stored in the same transaction as the scenario,
   * so an outcome rolled for the choice is never lost or rolled again by a reload.
   */
  readonly progress: JsonValue;
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
  /** Which of the stock's four potions (0-3): two potions may have the same value and price. */
  readonly slot: number;
  /** Health the potion recovers. */
  readonly value: number;
  readonly price: number;
}

/** One card of the store's stock, as the backend rolled it. */
export interface StockCard {
  readonly card_id: number;
  readonly price: number;
  readonly sold: boolean;
}

/** One potion of the store's stock, as the backend rolled it. */
export interface StockPotion {
  readonly value: number;
  readonly price: number;
  readonly sold: boolean;
}

/**
 * The store's stock for one hero (spec 001 §9: five common or rare cards priced by rarity, four
 * potions), rolled by the backend, never by the client, and kept until it is an hour old. A
 * purchase must match an unsold item of it; a bought item is marked sold.
 */
export interface StoreStock {
  readonly hero_id: string;
  readonly cards: readonly StockCard[];
  readonly potions: readonly StockPotion[];
  /** When the backend rolled it (its own clock): the next stock comes an hour later. */
  readonly rolled_at: string;
  /** The backend's clock when it answered, so the client can count down without trusting its own. */
  readonly served_at: string;
}

export interface PurchaseResult {
  readonly hero: Hero;
  /** True when this key was already used: nothing was charged this time. */
  readonly replayed: boolean;
}

/**
 * A reward as rolled by the engine: 'battle' after a won story battle (rollReward: 20-70 points,
 * 1-25 gold, one card), 'scenario' after choice A (rollChoiceA: a potion of 1-40, 1-10 gold, no card).
 * A battle reward's `reward_id` is the id of the story battle it rewards: the backend grants it only
 * for a finished adventure battle of this player that this hero won, and only once.
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

/**
 * The jail after a lost story battle, as rolled by the engine's rollJail. `theft_id` is the id of
 * the story battle: the backend takes only after a finished adventure battle this hero lost, once.
 */
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
