// The stored journey is read back through this schema: progress written by an older game, edited
// by hand or cut short is refused as a whole instead of half-trusted.
import * as v from 'valibot';
import type { Journey } from '../../engine/index.ts';
import { LOCATIONS } from '../../content/index.ts';
import type { JsonValue } from '../../services/backend/index.ts';

const LOCATION = v.picklist(LOCATIONS.map((location) => location.id));
const CHOICE = v.picklist(['A', 'B', 'C'] as const);
const WORD = v.pipe(v.number(), v.integer());
const COUNT = v.pipe(v.number(), v.integer(), v.minValue(0));
const KEY = v.pipe(v.string(), v.uuid());

const SCENE = v.object({
  location: LOCATION,
  kind: v.picklist(['scenario', 'followUp'] as const),
  after: v.nullable(CHOICE),
  text: v.nullable(v.string()),
});

const FIND = v.object({
  key: KEY,
  potion: v.nullable(v.pipe(COUNT, v.maxValue(100))),
  gold: v.pipe(COUNT, v.maxValue(100)),
});

const ENCOUNTER = v.object({
  key: KEY,
  enemyId: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(6)),
  randomChoice: v.picklist([1, 2] as const),
  location: LOCATION,
  battleId: v.nullable(v.string()),
  result: v.nullable(v.picklist(['won', 'lost'] as const)),
  tale: v.optional(v.nullable(v.string())),
});

const SPOILS = v.object({
  kind: v.picklist(['reward', 'jail'] as const),
  key: KEY,
  pointsRecovered: v.pipe(COUNT, v.maxValue(100)),
  gold: v.pipe(COUNT, v.maxValue(100)),
  cardId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  alreadyOwned: v.boolean(),
});

export const JOURNEY_SCHEMA = v.object({
  version: v.literal(1),
  step: v.picklist(['intro', 'deck', 'map', 'battle', 'aftermath', 'reward', 'jail'] as const),
  rng: v.tuple([WORD, WORD, WORD, WORD]),
  scenes: COUNT,
  scene: v.nullable(SCENE),
  find: v.nullable(FIND),
  encounter: v.nullable(ENCOUNTER),
  spoils: v.optional(v.nullable(SPOILS)),
}) satisfies v.GenericSchema<unknown, Journey>;

/** The journey in a stored adventure's progress, or null when it is missing or malformed. */
export function readJourney(progress: JsonValue): Journey | null {
  const parsed = v.safeParse(JOURNEY_SCHEMA, progress);
  return parsed.success ? parsed.output : null;
}

/** The journey as the backend stores it. */
export function journeyJson(journey: Journey): JsonValue {
  return JSON.parse(JSON.stringify(journey)) as JsonValue;
}
