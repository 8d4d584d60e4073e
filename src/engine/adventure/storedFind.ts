// Choice A's find in the stored progress, read and written the same way by both backends (the
// local one here, Supabase's save_scenario in SQL): the backend rolls the find where the open scene
// is, and writes it into the progress the client sent, under the saved scenario's id.
import { LOCATION_BY_ID, type LocationId } from '../../content/index.ts';
import type { JsonValue } from '../json.ts';
import type { Find } from './choices.ts';

const isRecord = (value: JsonValue): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where the find is rolled: the open scene's place in the progress, or the village (its odds are
 * the common ones) when the progress names none. The place only picks between two fair tables of
 * odds (the manor's and everywhere else's), so naming another is no gain.
 */
export function findPlace(progress: JsonValue): LocationId {
  const scene = isRecord(progress) ? progress['scene'] : null;
  const location = scene && isRecord(scene) ? scene['location'] : null;
  return typeof location === 'string' && LOCATION_BY_ID.has(location as LocationId)
    ? (location as LocationId)
    : 'village';
}

/** The progress with the find the backend rolled (or none) as its pending find, keyed by the scenario. */
export function withFind(progress: JsonValue, scenarioId: string, find: Find | null): JsonValue {
  if (!isRecord(progress)) return progress;
  return { ...progress, find: find ? { key: scenarioId, potion: find.potion, gold: find.gold } : null };
}
