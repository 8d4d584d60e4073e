// Shapes of the adventure and store rows (docs/game-design.md §8), shared by every backend adapter.
// Field names follow the database columns (snake_case) so rows pass through unchanged.
import type { JsonValue } from './types.ts';
import type { ScenarioChoiceLetter } from './rules/index.ts';
import type { LocationId } from '../../content/index.ts';

// The shapes the game sends in are its rules' schemas' (rules/): read off them, never repeated.
export type {
  CardPurchase,
  JailTheft,
  NewAdventure,
  NewHero,
  NewScenario,
  PotionPurchase,
  RewardGrant,
  ScenarioChoiceLetter,
} from './rules/index.ts';
/** What a story battle's end rolled for the hero: its reward (a win) or its jail (a loss). */
export type { Spoils as StorySpoils } from '../../engine/adventure/journeySchema.ts';

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

/** The adventure's character ("characters" rows with a user_id in the spec). One per adventure. */
export interface Hero {
  readonly id: string;
  readonly user_id: string;
  readonly adventure_id: string;
  readonly name: string;
  readonly background: string;
  /**
   * The job of docs/game-design.md §5.2 the hero was made from; null for heroes made before jobs were stored.
   */
  readonly job: string | null;
  /** The personalities chosen with the job (at most 4). */
  readonly personalities: readonly string[];
  readonly health: number;
  /** Health at creation: rewards, jail and potions recover up to it (docs/game-design.md §12.9). */
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

export interface Scenario {
  readonly id: string;
  readonly user_id: string;
  readonly adventure_id: string;
  readonly scene: string;
  readonly prev_scene: string | null;
  readonly choice: ScenarioChoiceLetter | null;
  /**
   * What choice A found here, as the backend rolled it when the choice was saved (null for any other
   * choice, or when nothing was found). The purse settles it by this scenario's id, once.
   */
  readonly find: ScenarioFind | null;
  /**
   * The enemy choice B met, as the backend rolled it when the choice was saved (null for any other
   * choice): the story battle that follows is fought against it, at that place, once.
   */
  readonly encounter: ScenarioEncounter | null;
  readonly created_at: string;
}

/** A story enemy met by choice B: which one, which of its two figures, and where. */
export interface ScenarioEncounter {
  readonly enemyId: number;
  readonly randomChoice: 1 | 2;
  readonly location: LocationId;
}

/** A find of choice A: an energy potion's health (or null) and gold. */
export interface ScenarioFind {
  readonly potion: number | null;
  readonly gold: number;
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
 * The store's stock for one hero (docs/game-design.md §9.15: five common or rare cards priced by rarity, four
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

export interface RewardResult {
  readonly hero: Hero;
  /** False when the hero already owned the card (the reward does not duplicate it). */
  readonly card_added: boolean;
  readonly replayed: boolean;
}

export interface JailResult {
  readonly hero: Hero;
  /** Gold actually taken: never more than the hero had. */
  readonly gold_stolen: number;
  /** The card actually taken, or null when there was none (or it was no longer owned). */
  readonly stolen_card_id: number | null;
  readonly replayed: boolean;
}
