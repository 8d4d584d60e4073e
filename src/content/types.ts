// The shapes of the game's data. Field names follow the specification's catalogue columns
// (snake_case), so the same objects fill the database seed, the engine and the screens.

// The catalogue's record shapes are inferred from their schemas (schema.ts), their single source.
import type * as v from 'valibot';
import type {
  CardSchema,
  CardTypeSchema,
  EnemySchema,
  FighterSchema,
  RaritySchema,
  StatsSchema,
} from './schema.ts';

export type CardType = v.InferOutput<typeof CardTypeSchema>;
export type Rarity = v.InferOutput<typeof RaritySchema>;
/** One card of the catalogue (docs/game-design.md §4.2). */
export type Card = v.InferOutput<typeof CardSchema>;
/** Battle statistics shared by fighters, heroes and enemies; every value is out of 100. */
export type Stats = v.InferOutput<typeof StatsSchema>;
/** A fixed versus fighter (characters 1 and 2) or a locked one (3 and 4). */
export type Fighter = v.InferOutput<typeof FighterSchema>;
/** A story enemy (ids 4-6) of the adventure. */
export type Enemy = v.InferOutput<typeof EnemySchema>;

export type Trait = 'strength' | 'wisdom' | 'dexterity' | 'charisma' | 'constitution' | 'intelligence';
export type Traits = Readonly<Record<Trait, number>>;

export interface Job {
  readonly name: string;
  readonly traits: Traits;
}

export interface Personality {
  readonly name: string;
  readonly modifiers: Partial<Traits>;
}

export type LocationId = 'tribe' | 'remnants' | 'village' | 'manor' | 'river' | 'woods';

export interface Location {
  readonly id: LocationId;
  readonly name: string;
  readonly description: string;
  /** Asset-manifest key of the location's battleground. */
  readonly battleground: string;
}
