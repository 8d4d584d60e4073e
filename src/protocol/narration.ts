// What each narration call needs to know, and how a call travels from the browser to the
// storyteller service (one JSON body, `{ purpose, request }`, answered by streamed plain text).
//
// Part of the online protocol: the browser's narrator (src/services/narrator) sends these calls and
// the storyteller route (server/narration and the narrate Edge Function) validates incoming bodies
// with `parseNarrationCall`, so this file stays free of browser and Node APIs, and its only import
// is a type with an explicit extension that Deno can resolve.
import type { LocationId } from '../content/types.ts';

export type StoryChoice = 'A' | 'B' | 'C';

export const LOCATION_IDS: readonly LocationId[] = [
  'tribe',
  'remnants',
  'village',
  'manor',
  'river',
  'woods',
];

/** A taunt in battle: the computer's fighter speaks to the player's. */
export interface TauntRequest {
  readonly speaker: string;
  readonly opponent: string;
}

/** One card of the computer's hand, as the spec's card choice sees it. */
export interface CardOption {
  readonly id: number;
  readonly name: string;
  readonly power: number;
  readonly mana_cost: number;
}

export interface CardChoiceRequest {
  readonly fighter: string;
  readonly energy: number;
  readonly hand: readonly CardOption[];
}

/** A new hero from the character creation screen. `name` is kept when the player typed one. */
export interface BackgroundRequest {
  readonly job: string;
  readonly personalities: readonly string[];
  readonly name?: string;
}

export interface IntroRequest {
  readonly heroName: string;
  readonly job: string;
}

/** A scenario at a map pin; `storySoFar` is the latest scene (empty on a first visit). */
export interface ScenarioRequest {
  readonly heroName: string;
  readonly location: LocationId;
  readonly storySoFar: string;
}

/** What happens after the player answered a scenario with `choice`. */
export interface FollowUpRequest extends ScenarioRequest {
  readonly choice: StoryChoice;
}

/** The end of a story battle: `enemyName` is the foe the hero fought. */
export interface BattleEndRequest {
  readonly heroName: string;
  readonly location: LocationId;
  readonly enemyName: string;
  readonly storySoFar: string;
}

export type NarrationCall =
  | { readonly purpose: 'taunt'; readonly request: TauntRequest }
  | { readonly purpose: 'cardChoice'; readonly request: CardChoiceRequest }
  | { readonly purpose: 'background'; readonly request: BackgroundRequest }
  | { readonly purpose: 'intro'; readonly request: IntroRequest }
  | { readonly purpose: 'scenario'; readonly request: ScenarioRequest }
  | { readonly purpose: 'followUp'; readonly request: FollowUpRequest }
  | { readonly purpose: 'aftermath'; readonly request: BattleEndRequest }
  | { readonly purpose: 'defeat'; readonly request: BattleEndRequest };

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
const NAME_LIMIT = 60;
const HAND_LIMIT = 10;
const PERSONALITY_LIMIT = 4;

/** Keeps the end of a long story, which is the part the next scene continues from. */
export function trimStorySoFar(story: string): string {
  return story.length <= STORY_SO_FAR_LIMIT ? story : story.slice(story.length - STORY_SO_FAR_LIMIT);
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortText(value: unknown, limit = NAME_LIMIT): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= limit;
}

function story(value: unknown): value is string {
  return typeof value === 'string' && value.length <= STORY_SO_FAR_LIMIT;
}

function location(value: unknown): value is LocationId {
  return typeof value === 'string' && (LOCATION_IDS as readonly string[]).includes(value);
}

function finiteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function cardOption(value: unknown): value is CardOption {
  return (
    isFields(value) &&
    finiteNumber(value.id) &&
    shortText(value.name) &&
    finiteNumber(value.power) &&
    finiteNumber(value.mana_cost)
  );
}

function scenarioFields(r: Fields): boolean {
  return shortText(r.heroName) && location(r.location) && story(r.storySoFar);
}

/**
 * Checks an untrusted request body field by field (names, bounded lengths, known locations) and
 * returns the call, or null when anything is off. The server answers null with 400.
 */
export function parseNarrationCall(body: unknown): NarrationCall | null {
  if (!isFields(body) || !isFields(body.request)) return null;
  const r = body.request;
  switch (body.purpose) {
    case 'taunt':
      return shortText(r.speaker) && shortText(r.opponent)
        ? { purpose: 'taunt', request: { speaker: r.speaker, opponent: r.opponent } }
        : null;
    case 'cardChoice': {
      const hand = r.hand;
      if (!shortText(r.fighter) || !finiteNumber(r.energy) || !Array.isArray(hand)) return null;
      if (hand.length === 0 || hand.length > HAND_LIMIT || !hand.every(cardOption)) return null;
      const cards = hand.map((c: CardOption) => ({
        id: c.id,
        name: c.name,
        power: c.power,
        mana_cost: c.mana_cost,
      }));
      return { purpose: 'cardChoice', request: { fighter: r.fighter, energy: r.energy, hand: cards } };
    }
    case 'background': {
      const traits = r.personalities;
      if (!shortText(r.job) || !Array.isArray(traits) || traits.length > PERSONALITY_LIMIT) return null;
      if (!traits.every((t) => shortText(t))) return null;
      if (r.name !== undefined && !shortText(r.name)) return null;
      const request: BackgroundRequest =
        typeof r.name === 'string'
          ? { job: r.job, personalities: traits, name: r.name }
          : { job: r.job, personalities: traits };
      return { purpose: 'background', request };
    }
    case 'intro':
      return shortText(r.heroName) && shortText(r.job)
        ? { purpose: 'intro', request: { heroName: r.heroName, job: r.job } }
        : null;
    case 'scenario':
      return scenarioFields(r)
        ? {
            purpose: 'scenario',
            request: {
              heroName: r.heroName as string,
              location: r.location as LocationId,
              storySoFar: r.storySoFar as string,
            },
          }
        : null;
    case 'followUp':
      return scenarioFields(r) && (r.choice === 'A' || r.choice === 'B' || r.choice === 'C')
        ? {
            purpose: 'followUp',
            request: {
              heroName: r.heroName as string,
              location: r.location as LocationId,
              storySoFar: r.storySoFar as string,
              choice: r.choice,
            },
          }
        : null;
    case 'aftermath':
    case 'defeat':
      return scenarioFields(r) && shortText(r.enemyName)
        ? {
            purpose: body.purpose,
            request: {
              heroName: r.heroName as string,
              location: r.location as LocationId,
              enemyName: r.enemyName,
              storySoFar: r.storySoFar as string,
            },
          }
        : null;
    default:
      return null;
  }
}
