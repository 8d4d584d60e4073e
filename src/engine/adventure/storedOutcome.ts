// What an answer yields, in the stored progress, read and written the same way by both backends
// (the local one here, Supabase's save_scenario in SQL): the backend rolls choice A's find and
// choice B's enemy itself, and writes them into the progress the client sent, so the journey the
// screen goes on with is the one the backend rolled.
import { LOCATION_BY_ID, type LocationId } from '../../content/index.ts';
import type { JsonValue } from '../json.ts';
import type { Find } from './choices.ts';
import type { StoryFoe } from './storyStart.ts';

type JsonRecord = { [key: string]: JsonValue };

const isRecord = (value: JsonValue | undefined): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const placeIn = (value: JsonValue | undefined): LocationId | null => {
  const location = isRecord(value) ? value['location'] : null;
  return typeof location === 'string' && LOCATION_BY_ID.has(location as LocationId)
    ? (location as LocationId)
    : null;
};

/**
 * Where an answer was given: the encounter's place for B (the scene is closed by then), the open
 * scene's otherwise, or the village (its odds are the common ones) when the progress names none.
 * The player picks the pin freely on the map, so naming another gains nothing the map does not
 * give: the place only picks between the manor's odds and everywhere else's, and the battleground.
 */
export function answerPlace(progress: JsonValue): LocationId {
  if (!isRecord(progress)) return 'village';
  return placeIn(progress['encounter']) ?? placeIn(progress['scene']) ?? 'village';
}

/** A find as the journey keeps it until the purse has settled it: under the scenario's id. */
export function pendingFind(
  scenarioId: string,
  find: Find | null,
): { key: string; potion: number | null; gold: number } | null {
  return find ? { key: scenarioId, potion: find.potion, gold: find.gold } : null;
}

/** The progress with the find the backend rolled (or none) as its pending find, keyed by the scenario. */
export function withFind(progress: JsonValue, scenarioId: string, find: Find | null): JsonValue {
  if (!isRecord(progress)) return progress;
  return { ...progress, find: pendingFind(scenarioId, find) };
}

/** The progress with its encounter's enemy, figure and place the ones the backend rolled (`met`). */
export function withEncounter(progress: JsonValue, met: StoryFoe): JsonValue {
  if (!isRecord(progress) || !isRecord(progress['encounter'])) return progress;
  return {
    ...progress,
    encounter: {
      ...progress['encounter'],
      enemyId: met.enemyId,
      randomChoice: met.randomChoice,
      location: met.location,
    },
  };
}
