// A stored battle's plan, read back through a schema: plans of the current shape, and the older
// versus plans that named two fighter ids (`fighters: [1, 2]`), which become fighter combatants.
import * as v from 'valibot';
import { LOCATIONS } from '../../content/index.ts';
import type { JsonValue } from '../../services/backend/index.ts';
import { COMPUTER_LEVELS, type BattlePlan } from './types.ts';

const ID = v.pipe(v.number(), v.integer(), v.minValue(1));
const STAT = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const SIDE = v.picklist([0, 1] as const);
const LEVEL = v.fallback(v.picklist(COMPUTER_LEVELS), 'normal');

const COMBATANT = v.variant('kind', [
  v.object({ kind: v.literal('fighter'), fighterId: ID }),
  v.object({ kind: v.literal('enemy'), enemyId: ID, figure: v.picklist([1, 2] as const) }),
  v.object({
    kind: v.literal('hero'),
    heroId: v.string(),
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
    stats: v.object({ health: STAT, mana: STAT, agility: STAT, defense: STAT, critical_rate: STAT }),
    deck: v.pipe(v.array(ID), v.maxLength(7)),
  }),
]);

const PLAN = v.object({
  mode: v.picklist(['versus_computer', 'local_two_player', 'adventure', 'tutorial'] as const),
  seed: v.pipe(v.number(), v.integer()),
  sides: v.tuple([COMBATANT, COMBATANT]),
  level: LEVEL,
  place: v.fallback(v.picklist(['arena', ...LOCATIONS.map((l) => l.id)]), 'arena'),
  first: v.optional(SIDE),
});

const OLD_PLAN = v.object({
  mode: v.picklist(['versus_computer', 'local_two_player'] as const),
  seed: v.pipe(v.number(), v.integer()),
  fighters: v.tuple([ID, ID]),
  level: LEVEL,
});

/** The plan a stored battle was begun with, or null when it cannot be read. */
export function readPlan(setup: JsonValue): BattlePlan | null {
  const current = v.safeParse(PLAN, setup);
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
export function planJson(plan: BattlePlan): JsonValue {
  return JSON.parse(JSON.stringify(plan)) as JsonValue;
}
