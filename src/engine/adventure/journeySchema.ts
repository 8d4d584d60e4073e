// The journey's one shape: where an adventure stands between two screens (journey.ts moves it on).
// Its types are read off this schema, and the stored journey is read back through it, so progress
// written by an older game, edited by hand or cut short is refused as a whole instead of
// half-trusted.
import * as v from 'valibot';
import { LOCATIONS } from '../../content/index.ts';
import type { JsonValue } from '../json.ts';

const LOCATION = v.picklist(LOCATIONS.map((location) => location.id));
const CHOICE = v.picklist(['A', 'B', 'C'] as const);
const WORD = v.pipe(v.number(), v.integer());
const COUNT = v.pipe(v.number(), v.integer(), v.minValue(0));
const KEY = v.pipe(v.string(), v.uuid());

/**
 * The screen an adventure returns to: the story intro, the deck builder (no deck saved yet), the
 * map, a story battle, its told aftermath, and the reward or jail that follows it.
 */
const STEP = v.picklist(['intro', 'deck', 'map', 'battle', 'aftermath', 'reward', 'jail'] as const);

/** A scene at a map pin. Its text is kept once told, so a reload shows the same scene. */
const SCENE = v.pipe(
  v.object({
    location: LOCATION,
    /** 'scenario': the first scene at a pin; 'followUp': what follows choice A, or C's uneasy locals. */
    kind: v.picklist(['scenario', 'followUp'] as const),
    /** The choice a follow-up continues from (null for a first scene). */
    after: v.nullable(CHOICE),
    /** The told text; null until the telling has ended (a reload tells it again). */
    text: v.nullable(v.string()),
  }),
  v.readonly(),
);

/** What choice A turned up, kept until the purse has settled it under `key`. */
const FIND = v.pipe(
  v.object({
    key: KEY,
    /** Health points of the energy potion, or null when none was found. */
    potion: v.nullable(v.pipe(COUNT, v.maxValue(100))),
    gold: v.pipe(COUNT, v.maxValue(100)),
  }),
  v.readonly(),
);

/** The fight choice B led to. `key` names the battle's reward or jail, so each is granted once. */
const ENCOUNTER = v.pipe(
  v.object({
    key: KEY,
    enemyId: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(6)),
    randomChoice: v.picklist([1, 2] as const),
    location: LOCATION,
    /** The stored battle, once it has begun. */
    battleId: v.nullable(v.string()),
    /** How the battle ended, once it has. */
    result: v.nullable(v.picklist(['won', 'lost'] as const)),
    /** The told aftermath (victory) or tale of defeat, kept once told so a reload shows it again. */
    tale: v.optional(v.nullable(v.string())),
  }),
  v.readonly(),
);

/**
 * What a story battle's reward (won) or jail (lost) rolled, kept from the moment Close rolls it
 * until Proceed Adventure: the purse settles it under `key`, the battle's id, so it is granted or
 * taken once, and a reload shows the same figures.
 */
const SPOILS = v.pipe(
  v.object({
    kind: v.picklist(['reward', 'jail'] as const),
    key: KEY,
    pointsRecovered: v.pipe(COUNT, v.maxValue(100)),
    /** Gold obtained (reward), or demanded by the jailers (jail: the purse takes at most what the hero has). */
    gold: v.pipe(COUNT, v.maxValue(100)),
    /** The card obtained (reward) or stolen (jail; null when there was none to take). */
    cardId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    /** Reward only: the hero already owned the card, so it is not added twice. */
    alreadyOwned: v.boolean(),
  }),
  v.readonly(),
);

export const JOURNEY_SCHEMA = v.pipe(
  v.object({
    version: v.literal(1),
    step: STEP,
    rng: v.pipe(v.tuple([WORD, WORD, WORD, WORD]), v.readonly()),
    /** Scenes told so far: varies the offline storyteller from one scene to the next. */
    scenes: COUNT,
    scene: v.nullable(SCENE),
    find: v.nullable(FIND),
    encounter: v.nullable(ENCOUNTER),
    spoils: v.optional(v.nullable(SPOILS)),
  }),
  v.readonly(),
);

export type JourneyStep = v.InferOutput<typeof STEP>;
export type OpenScene = v.InferOutput<typeof SCENE>;
export type PendingFind = v.InferOutput<typeof FIND>;
export type Encounter = v.InferOutput<typeof ENCOUNTER>;
export type Spoils = v.InferOutput<typeof SPOILS>;
export type Journey = v.InferOutput<typeof JOURNEY_SCHEMA>;

/** The journey in a stored adventure's progress, or null when it is missing or malformed. */
export function readJourney(progress: JsonValue): Journey | null {
  const parsed = v.safeParse(JOURNEY_SCHEMA, progress);
  return parsed.success ? parsed.output : null;
}

/** The journey as the backend stores it. */
export function journeyJson(journey: Journey): JsonValue {
  return JSON.parse(JSON.stringify(journey)) as JsonValue;
}
