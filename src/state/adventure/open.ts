// Opening an adventure: the player's list, Continue Adventure, a reload on any adventure screen,
// and Delete. The spec's local-storage keys (adventure_id, character_id, ...) are written as the
// original wrote them; the truth stays in the backend.
import type { Journey, JourneyStep } from '../../engine/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import type { AdventureListing } from '../../services/backend/index.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../services/storage/localKeys.ts';
import { missingPlayer, reasonOf } from './journal.ts';
import { readJourney } from '../../engine/adventure/journeySchema.ts';
import { ADVENTURE_MESSAGES as MSG } from '../../engine/adventure/messages.ts';
import { INITIAL_ADVENTURE, useAdventureStore } from './store.ts';

const set = useAdventureStore.setState;
let goldFeed: (() => void) | null = null;
let loading: Promise<boolean> | null = null;

/** The screen a journey returns to (Continue Adventure, and a screen opened out of turn). */
export function pathOfJourney(journey: Journey, deckSize: number): string {
  switch (journey.step) {
    case 'intro':
      return '/story_intro';
    case 'deck':
      return '/deck_build';
    case 'map':
      return deckSize === 0 ? '/deck_build' : '/story_base';
    case 'battle':
      return '/ad_battle';
    case 'aftermath':
      return journey.encounter?.result === 'lost' ? '/defeated' : '/result_base';
    case 'reward':
      return '/reward';
    case 'jail':
      return '/jail';
  }
}

/** The journey steps at which each adventure screen may be open. */
const SCREEN_STEPS: Readonly<Record<string, readonly JourneyStep[]>> = {
  '/story_intro': ['intro'],
  '/deck_build': ['deck', 'map'],
  '/story_base': ['map'],
  '/store': ['map'],
  '/ad_battle': ['battle'],
  '/next_phase_ad': ['battle'],
  // The battle's last screen moves on before the journey has recorded the outcome.
  '/result_base': ['battle', 'aftermath'],
  '/defeated': ['battle', 'aftermath'],
  '/reward': ['reward'],
  '/jail': ['jail'],
};

/**
 * Where a player who opens `path` out of turn belongs (a bookmark, the browser's Back button), or
 * null when the screen fits the journey.
 */
export function misplaced(path: string, journey: Journey, deckSize: number): string | null {
  const steps = SCREEN_STEPS[path];
  if (!steps || steps.includes(journey.step)) return null;
  return pathOfJourney(journey, deckSize);
}

export async function listAdventures(): Promise<AdventureListing[]> {
  const missing = missingPlayer();
  if (missing) throw new Error(missing);
  return getBackend().adventures.listAdventures();
}

/** Reads the adventure, its hero, journey, deck, cards and story into the store. */
async function load(adventureId: string): Promise<boolean> {
  const backend = getBackend();
  set({ ...INITIAL_ADVENTURE, status: 'loading' });
  try {
    const [adventure, hero] = await Promise.all([
      backend.adventures.getAdventure(adventureId),
      backend.heroes.heroForAdventure(adventureId),
    ]);
    const journey = adventure ? readJourney(adventure.progress) : null;
    if (!adventure || !hero || !journey) throw new Error(`Adventure ${adventureId} cannot be resumed.`);
    const [deck, owned, story] = await Promise.all([
      backend.collection.loadDeck(adventureId),
      backend.collection.listOwnedCards(hero.id),
      backend.adventures.listScenarios(adventureId),
    ]);
    writeLocal(LOCAL_KEYS.adventureId, adventure.id);
    writeLocal(LOCAL_KEYS.characterId, hero.id);
    set({ status: 'ready', error: null, adventure, hero, journey, deck, owned, story, telling: '' });
    followGold(hero.id);
    return true;
  } catch (error) {
    console.error('The adventure could not be loaded:', error);
    set({ ...INITIAL_ADVENTURE, status: 'failed', error: MSG.loadFailed });
    return false;
  }
}

/** Continue Adventure: opens the adventure and says where it resumes, or why it cannot. */
export async function continueAdventure(
  adventureId: string,
): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  const missing = missingPlayer();
  if (missing) return { ok: false, message: missing };
  if (!(await load(adventureId))) return { ok: false, message: MSG.loadFailed };
  const { journey, deck } = useAdventureStore.getState();
  return journey
    ? { ok: true, path: pathOfJourney(journey, deck.length) }
    : { ok: false, message: MSG.loadFailed };
}

/**
 * Every adventure screen calls this when it opens: after a reload the store is empty, and the
 * stored adventure_id says which adventure to read again. False when there is none to show.
 */
export function ensureAdventure(): Promise<boolean> {
  const state = useAdventureStore.getState();
  const wanted = readLocal(LOCAL_KEYS.adventureId);
  if (state.status === 'ready' && state.adventure && state.adventure.id === wanted)
    return Promise.resolve(true);
  if (loading) return loading;
  if (missingPlayer() || !wanted) {
    set({ ...INITIAL_ADVENTURE, status: 'failed', error: missingPlayer() ?? MSG.loadFailed });
    return Promise.resolve(false);
  }
  loading = load(wanted).finally(() => {
    loading = null;
  });
  return loading;
}

/** Deletes an adventure with everything that belongs to it, and forgets it if it was open. */
export async function deleteAdventure(adventureId: string): Promise<{ ok: boolean; message: string }> {
  try {
    await getBackend().adventures.deleteAdventure(adventureId);
  } catch (error) {
    console.error('The adventure could not be deleted:', error);
    return { ok: false, message: reasonOf(error, MSG.deleteFailed) };
  }
  if (readLocal(LOCAL_KEYS.adventureId) === adventureId) {
    localStorage.removeItem(LOCAL_KEYS.adventureId);
    localStorage.removeItem(LOCAL_KEYS.characterId);
  }
  if (useAdventureStore.getState().adventure?.id === adventureId) closeAdventure();
  return { ok: true, message: MSG.deleted };
}

/** Forgets the open adventure (its data stays stored). */
export function closeAdventure(): void {
  goldFeed?.();
  goldFeed = null;
  set({ ...INITIAL_ADVENTURE });
}

/** Keeps the hero's gold live: a purchase or reward in this tab, another tab or another device. */
function followGold(heroId: string): void {
  goldFeed?.();
  goldFeed = getBackend().heroes.onHeroGold(heroId, (gold) => {
    const hero = useAdventureStore.getState().hero;
    if (hero?.id === heroId && hero.gold !== gold) set({ hero: { ...hero, gold } });
  });
}
