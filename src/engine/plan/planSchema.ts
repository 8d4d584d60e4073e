// A battle's plan and its schema, the one source of the plan's shape: what a stored battle needs to
// be rebuilt (kept as the backend record's setup, and in replay files). Plans are read back through
// the schema: plans of the current shape, and the older versus plans that named two fighter ids
// (`fighters: [1, 2]`), which become fighter combatants.
import * as v from 'valibot';
import { LOCATIONS } from '../../content/index.ts';
import type { LocationId } from '../../content/index.ts';
import type { StrategyName } from '../ai/strategies.ts';
import type { JsonValue } from '../json.ts';

/** JSON as the backend and replay files keep it. */
export type Json = JsonValue;

/** The kinds of battle; how they differ is said once, in src/engine/modes. 'tutorial': How to Play's guided battle. */
export const BATTLE_MODE_NAMES = [
  'versus_computer',
  'local_two_player',
  'adventure',
  'online',
  'tutorial',
] as const;
export type BattleMode = (typeof BATTLE_MODE_NAMES)[number];
/** The modes of battles this browser records itself (an online match's record is the authority's). */
const STORED_MODES = ['versus_computer', 'local_two_player', 'adventure', 'tutorial'] as const;

export type ComputerLevel = Extract<StrategyName, 'easy' | 'normal' | 'hard' | 'expert' | 'classic'>;
export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'normal', 'hard', 'expert', 'classic'];

const PLACES: readonly (LocationId | 'arena')[] = ['arena', ...LOCATIONS.map((l) => l.id)];

const ID = v.pipe(v.number(), v.integer(), v.minValue(1));
const STAT = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const SIDE = v.picklist([0, 1] as const);
const LEVEL = v.fallback(v.picklist(COMPUTER_LEVELS), 'normal');

/** Who fights on a battle side: a fixed fighter, the adventure's hero, or a story enemy. */
export const CombatantSchema = v.variant('kind', [
  v.object({ kind: v.literal('fighter'), fighterId: ID }),
  v.object({
    kind: v.literal('enemy'),
    enemyId: ID,
    /** Which of the enemy's two figures shows (docs/game-design.md §5.7: the stored randomChoice). */
    figure: v.picklist([1, 2] as const),
  }),
  v.object({
    kind: v.literal('hero'),
    heroId: v.string(),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
    stats: v.object({ health: STAT, mana: STAT, agility: STAT, defense: STAT, critical_rate: STAT }),
    /** The saved deck: the hero draws only from it. */
    deck: v.pipe(v.array(ID), v.maxLength(7), v.readonly()),
  }),
]);
export type Combatant = v.InferOutput<typeof CombatantSchema>;

/** The seats of an online match as this browser sees them. */
export const OnlineSeatingSchema = v.object({
  matchId: v.string(),
  /** The side this browser plays: 0 is Player 1 (attacks first), 1 is Player 2. */
  seat: SIDE,
  /** The players' names (their profiles' usernames), by side. */
  names: v.pipe(v.tuple([v.string(), v.string()]), v.readonly()),
  /** This browser only watches the match (a spectator): it plays neither side; `seat` is 0. */
  watched: v.optional(v.literal(true)),
});
export type OnlineSeating = v.InferOutput<typeof OnlineSeatingSchema>;

const PLAN_ENTRIES = {
  seed: v.pipe(v.number(), v.integer()),
  /** Side 0 (Player 1, the player or the hero) and side 1 (Player 2, the computer or the enemy). */
  sides: v.tuple([CombatantSchema, CombatantSchema]),
  level: LEVEL,
  /** The battleground: a place of the story map, or the arena. */
  place: v.fallback(v.picklist(PLACES), 'arena'),
  /** Who attacks first; a 50/50 roll from the seed when left out. */
  first: v.optional(SIDE),
};

/** A battle's plan. Online, who plays which side; its seed stays with the match authority (`seed` is 0). */
export const BattlePlanSchema = v.object({
  mode: v.picklist(BATTLE_MODE_NAMES),
  ...PLAN_ENTRIES,
  online: v.optional(OnlineSeatingSchema),
});
export type BattlePlan = v.InferOutput<typeof BattlePlanSchema>;

/** The plan of a battle this browser recorded (no online seating: unknown keys are left out). */
const STORED_PLAN = v.object({ mode: v.picklist(STORED_MODES), ...PLAN_ENTRIES });

const OLD_PLAN = v.object({
  mode: v.picklist(['versus_computer', 'local_two_player'] as const),
  seed: v.pipe(v.number(), v.integer()),
  fighters: v.tuple([ID, ID]),
  level: LEVEL,
});

/** The plan a stored battle was begun with, or null when it cannot be read. */
export function readPlan(setup: unknown): BattlePlan | null {
  const current = v.safeParse(STORED_PLAN, setup);
  if (current.success) {
    const { first, ...plan } = current.output;
    return first === undefined ? plan : { ...plan, first };
  }
  const old = v.safeParse(OLD_PLAN, setup);
  if (!old.success) return null;
  const { mode, seed, fighters, level } = old.output;
  return {
    mode,
    seed,
    level,
    place: 'arena',
    sides: [
      { kind: 'fighter', fighterId: fighters[0] },
      { kind: 'fighter', fighterId: fighters[1] },
    ],
  };
}

/** The plan as the backend stores it. */
export function planJson(plan: BattlePlan): Json {
  return JSON.parse(JSON.stringify(plan)) as Json;
}
