// What each narration call needs to know, and how a call travels from the browser to the
// storyteller service (one JSON body, `{ purpose, request }`, answered by streamed plain text).
//
// Part of the online protocol: the browser's narrator (src/services/narrator) sends these calls and
// the storyteller route (server/narration and the narrate Edge Function) validates incoming bodies
// with `parseNarrationCall`, so this file stays free of browser and Node APIs; its imports are
// valibot (mapped in the Edge Function's deno.json) and a type with an explicit extension that Deno
// can resolve. Each request's type is read off its schema.
import * as v from 'valibot';
import type { LocationId } from '../content/types.ts';

export const LOCATION_IDS: readonly LocationId[] = [
  'tribe',
  'remnants',
  'village',
  'manor',
  'river',
  'woods',
];

export type NarrationPurpose = NarrationCall['purpose'];

/**
 * Marks the end of the story text and the start of an error report in a streamed answer. Once the
 * answer's status line is sent the server cannot change it, so a failure half-way through travels
 * in-band: NUL, then `{"kind": ..., "message": ...}`. Model text never carries NUL (the server
 * strips it).
 */
export const STREAM_ERROR_MARK = '\u0000';

/** The longest story-so-far a call carries: the latest scene is enough context, and it bounds cost. */
export const STORY_SO_FAR_LIMIT = 3000;

/** Keeps the end of a long story, which is the part the next scene continues from. */
export function trimStorySoFar(story: string): string {
  return story.length <= STORY_SO_FAR_LIMIT ? story : story.slice(story.length - STORY_SO_FAR_LIMIT);
}

const NAME_LIMIT = 60;
const HAND_LIMIT = 10;
const PERSONALITY_LIMIT = 4;

/** A name or a word: some text, at most 60 characters (kept as sent). */
const ShortText = v.pipe(
  v.string(),
  v.check((text) => text.trim().length > 0),
  v.maxLength(NAME_LIMIT),
);
const Story = v.pipe(v.string(), v.maxLength(STORY_SO_FAR_LIMIT));
const Location = v.picklist(LOCATION_IDS);
const Finite = v.pipe(v.number(), v.finite());

function isFields(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record (never a list) of exactly these fields, read-only once read. */
function fields<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.custom<Record<string, unknown>>(isFields), v.object(entries), v.readonly());
}

/** A taunt in battle: the computer's fighter speaks to the player's. */
const TauntRequestSchema = fields({ speaker: ShortText, opponent: ShortText });

/** One card of the computer's hand, as the spec's card choice sees it. */
const CardOptionSchema = fields({ id: Finite, name: ShortText, power: Finite, mana_cost: Finite });

const CardChoiceRequestSchema = fields({
  fighter: ShortText,
  energy: Finite,
  hand: v.pipe(v.array(CardOptionSchema), v.minLength(1), v.maxLength(HAND_LIMIT), v.readonly()),
});

/** A new hero from the character creation screen. `name` is kept when the player typed one. */
const BackgroundRequestSchema = fields({
  job: ShortText,
  personalities: v.pipe(v.array(ShortText), v.maxLength(PERSONALITY_LIMIT), v.readonly()),
  name: v.optional(ShortText),
});

const IntroRequestSchema = fields({ heroName: ShortText, job: ShortText });

const SCENARIO_FIELDS = { heroName: ShortText, location: Location, storySoFar: Story };

/** A scenario at a map pin; `storySoFar` is the latest scene (empty on a first visit). */
const ScenarioRequestSchema = fields(SCENARIO_FIELDS);

/** What happens after the player answered a scenario with `choice`. */
const FollowUpRequestSchema = fields({ ...SCENARIO_FIELDS, choice: v.picklist(['A', 'B', 'C'] as const) });

/** The end of a story battle: `enemyName` is the foe the hero fought. */
const BattleEndRequestSchema = fields({
  heroName: ShortText,
  location: Location,
  enemyName: ShortText,
  storySoFar: Story,
});

export type StoryChoice = v.InferOutput<typeof FollowUpRequestSchema>['choice'];
export type TauntRequest = v.InferOutput<typeof TauntRequestSchema>;
export type CardOption = v.InferOutput<typeof CardOptionSchema>;
export type CardChoiceRequest = v.InferOutput<typeof CardChoiceRequestSchema>;
export type BackgroundRequest = v.InferOutput<typeof BackgroundRequestSchema>;
export type IntroRequest = v.InferOutput<typeof IntroRequestSchema>;
export type ScenarioRequest = v.InferOutput<typeof ScenarioRequestSchema>;
export type FollowUpRequest = v.InferOutput<typeof FollowUpRequestSchema>;
export type BattleEndRequest = v.InferOutput<typeof BattleEndRequestSchema>;

const call = <P extends string, R extends v.GenericSchema>(purpose: P, request: R) =>
  v.pipe(v.object({ purpose: v.literal(purpose), request }), v.readonly());

/** A call's body: the purpose, and the request that purpose takes. */
const NarrationCallSchema = v.pipe(
  v.custom<Record<string, unknown>>(isFields),
  v.variant('purpose', [
    call('taunt', TauntRequestSchema),
    call('cardChoice', CardChoiceRequestSchema),
    call('background', BackgroundRequestSchema),
    call('intro', IntroRequestSchema),
    call('scenario', ScenarioRequestSchema),
    call('followUp', FollowUpRequestSchema),
    call('aftermath', BattleEndRequestSchema),
    call('defeat', BattleEndRequestSchema),
  ]),
);

export type NarrationCall = v.InferOutput<typeof NarrationCallSchema>;

/**
 * Checks an untrusted request body field by field (names, bounded lengths, known locations) and
 * returns the call, or null when anything is off. The server answers null with 400.
 */
export function parseNarrationCall(body: unknown): NarrationCall | null {
  const parsed = v.safeParse(NarrationCallSchema, body);
  return parsed.success ? parsed.output : null;
}
