// Reading and writing the open adventure: every change of the journey is stored before the store
// shows it, so what the player sees is always what a reload brings back.
import type { Journey } from '../../engine/index.ts';
import { getBackend, isBackendError } from '../../services/backend/index.ts';
import type { Adventure, Hero } from '../../services/backend/index.ts';
import { LOCAL_KEYS, readLocal } from '../../services/storage/localKeys.ts';
import { journeyJson } from '../../engine/adventure/journeySchema.ts';
import { useAdventureStore } from './store.ts';

export interface OpenAdventure {
  readonly adventure: Adventure;
  readonly hero: Hero;
  readonly journey: Journey;
}

/** The open adventure, its hero and journey; throws when none is open. */
export function openAdventure(): OpenAdventure {
  const { adventure, hero, journey } = useAdventureStore.getState();
  if (!adventure || !hero || !journey) throw new Error('No adventure is open.');
  return { adventure, hero, journey };
}

/** Stores the journey, then shows it. */
export async function saveJourney(journey: Journey): Promise<void> {
  const { adventure } = openAdventure();
  const saved = await getBackend().adventures.saveProgress(adventure.id, journeyJson(journey));
  useAdventureStore.setState({ adventure: saved, journey });
}

/** The messages of docs/game-design.md §10.3 when the player is not known to this browser, or null. */
export function missingPlayer(): string | null {
  if (!readLocal(LOCAL_KEYS.accessToken)) return 'User is not logged in.';
  if (!readLocal(LOCAL_KEYS.userId)) return 'User ID is not found in localStorage.';
  return null;
}

/** A sentence for the player from a failed backend call: the backend's own when it gave one. */
export function reasonOf(error: unknown, fallback: string): string {
  return isBackendError(error) && error.code !== 'storage_failed' ? error.message : fallback;
}
