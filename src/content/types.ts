// The shapes of the game's data. Field names follow the specification's catalogue columns
// (snake_case), so the same objects fill the database seed, the engine and the screens.

export type CardType = 'attack' | 'buff' | 'defense' | 'energy';
export type Rarity = 'common' | 'rare' | 'special';

/** One card of the catalogue (docs/game-design.md §4.2). */
export interface Card {
  readonly id: number;
  readonly name: string;
  /** Player-facing text; its numbers match the card's fields. */
  readonly description: string;
  readonly type: CardType;
  readonly rarity: Rarity;
  /** Damage before defense (attack); amount of the amplification for buff/defense cards. */
  readonly power: number;
  readonly mana_cost: number;
  /** Draw weight: floor(draw_chance / 10) copies of the card enter the draw pool. */
  readonly draw_chance: number;
  /** Health lost per turn of the afflicted side (0 = none). */
  readonly is_burn: number;
  readonly is_poison: number;
  /** Points subtracted from the target's defense / agility while the debuff lasts (0 = none). */
  readonly is_def_debuff: number;
  readonly is_agil_debuff: number;
  /** Points added to the caster's defense / agility / critical rate while the buff lasts (0 = none). */
  readonly is_def_amp: number;
  readonly is_agil_amp: number;
  readonly is_crit_amp: number;
  /** Energy gained when the card is played (0 = none). */
  readonly is_mana: number;
  /** The target loses its next turn. */
  readonly is_stunned: boolean;
  /** Turns a burn, poison or debuff lasts on the target (0 when the card has none). */
  readonly turn_count: number;
  /** Turns a buff lasts on the caster (spec default 3). */
  readonly turns: number;
  /** Asset-manifest keys, resolved by the view: illustration, dialog background, optional video, sound. */
  readonly img: string;
  readonly modal_bg: string;
  readonly video_src: string | null;
  readonly video_modal: string | null;
  readonly sound: string;
}

/** Battle statistics shared by fighters, heroes and enemies; every value is out of 100. */
export interface Stats {
  readonly health: number;
  readonly mana: number;
  readonly agility: number;
  readonly defense: number;
  readonly critical_rate: number;
}

/** A fixed versus fighter (characters 1 and 2) or a locked one (3 and 4). */
export interface Fighter extends Stats {
  readonly id: number;
  readonly name: string;
  readonly tagline: string;
  readonly lore: string;
  readonly locked: boolean;
  /** Asset-manifest key prefix of the fighter's sprites and portrait. */
  readonly art: string;
}

/** A story enemy (ids 4-6) of the adventure. */
export interface Enemy extends Stats {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly art: string;
}

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
