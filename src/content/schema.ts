// The one shape of each catalogue record: a card, a fighter's battle statistics, a fixed fighter
// and a story enemy. Their TypeScript types are inferred from these, the database seed's columns
// are read off them (tools/db), and the content test checks every record of src/content with them.
// Field names follow the original catalogue's columns (snake_case), so the same objects fill the
// database seed, the engine and the screens (docs/game-design.md §4.2, §9).
import * as v from 'valibot';

const whole = v.pipe(v.number(), v.integer());
const keyText = v.pipe(v.string(), v.minLength(1));

export const CardTypeSchema = v.picklist(['attack', 'buff', 'defense', 'energy']);
export const RaritySchema = v.picklist(['common', 'rare', 'special']);

/** One card of the catalogue, in the order of its database columns. */
export const CARD_ENTRIES = {
  id: whole,
  name: keyText,
  /** Player-facing text; its numbers match the card's fields. */
  description: v.string(),
  type: CardTypeSchema,
  rarity: RaritySchema,
  /** Damage before defense (attack); amount of the amplification for buff/defense cards. */
  power: whole,
  mana_cost: whole,
  /** Draw weight: floor(draw_chance / 10) copies of the card enter the draw pool. */
  draw_chance: whole,
  /** Health lost per turn of the afflicted side (0 = none). */
  is_burn: whole,
  is_poison: whole,
  /** Points subtracted from the target's defense / agility while the debuff lasts (0 = none). */
  is_def_debuff: whole,
  is_agil_debuff: whole,
  /** Points added to the caster's defense / agility / critical rate while the buff lasts (0 = none). */
  is_def_amp: whole,
  is_agil_amp: whole,
  is_crit_amp: whole,
  /** Energy gained when the card is played (0 = none). */
  is_mana: whole,
  /** The target loses its next turn. */
  is_stunned: v.boolean(),
  /** Turns a burn, poison or debuff lasts on the target (0 when the card has none). */
  turn_count: whole,
  /** Turns a buff lasts on the caster (3 by default). */
  turns: whole,
  /** Asset-manifest keys, resolved by the view: illustration, dialog background, optional video, sound. */
  img: keyText,
  modal_bg: keyText,
  video_src: v.nullable(keyText),
  video_modal: v.nullable(keyText),
  sound: keyText,
} as const;
export const CardSchema = v.pipe(v.object(CARD_ENTRIES), v.readonly());

/** Battle statistics shared by fighters, heroes and enemies; every value is out of 100. */
export const STATS_ENTRIES = {
  health: whole,
  mana: whole,
  agility: whole,
  defense: whole,
  critical_rate: whole,
} as const;
export const StatsSchema = v.pipe(v.object(STATS_ENTRIES), v.readonly());

/** A fixed versus fighter (characters 1 and 2) or a locked one (3 and 4). */
export const FIGHTER_ENTRIES = {
  id: whole,
  name: keyText,
  tagline: v.string(),
  lore: v.string(),
  locked: v.boolean(),
  /** Asset-manifest key prefix of the fighter's sprites and portrait. */
  art: keyText,
  ...STATS_ENTRIES,
} as const;
export const FighterSchema = v.pipe(v.object(FIGHTER_ENTRIES), v.readonly());

/** A story enemy (ids 4-6) of the adventure. */
export const ENEMY_ENTRIES = {
  id: whole,
  name: keyText,
  description: v.string(),
  art: keyText,
  ...STATS_ENTRIES,
} as const;
export const EnemySchema = v.pipe(v.object(ENEMY_ENTRIES), v.readonly());

/** The field names of a record shape, in their declared order. */
export function fieldsOf<T extends object>(entries: T): readonly (keyof T & string)[] {
  return Object.freeze(Object.keys(entries) as (keyof T & string)[]);
}

export const CARD_FIELDS = fieldsOf(CARD_ENTRIES);
export const STAT_FIELDS = fieldsOf(STATS_ENTRIES);
export const FIGHTER_FIELDS = fieldsOf(FIGHTER_ENTRIES);
export const ENEMY_FIELDS = fieldsOf(ENEMY_ENTRIES);

/** The fields of a card the battle rules read; names, text and art do not change a battle. */
export const CARD_RULE_FIELDS = Object.freeze([
  'id',
  'type',
  'power',
  'mana_cost',
  'draw_chance',
  'is_burn',
  'is_poison',
  'is_def_debuff',
  'is_agil_debuff',
  'is_def_amp',
  'is_agil_amp',
  'is_crit_amp',
  'is_mana',
  'is_stunned',
  'turn_count',
  'turns',
] as const satisfies readonly (keyof typeof CARD_ENTRIES)[]);
