// The story map's scenes (docs/game-design.md §5.5, §5.6, §9.13): a pin opens a scene
// the storyteller tells, the player answers A, B or C, and the engine moves the journey on. The
// backend rolls what the answer yields (choice A's find, choice B's enemy) as it saves it, with
// the journey, in one step before anything is shown or granted, so a reload neither rolls again
// nor grants twice.
import {
  checkChoice,
  choose,
  closeScene,
  findSettled,
  foundAt,
  metAt,
  openScene,
  sceneTold,
} from '../../engine/index.ts';
import type { PendingFind, ScenarioChoice } from '../../engine/index.ts';
import type { LocationId } from '../../content/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import { trimStorySoFar } from '../../protocol/narration.ts';
import { LOCAL_KEYS, writeLocal } from '../../services/storage/localKeys.ts';
import { getNarrator, readAloud } from '../narration.ts';
import { openAdventure, reasonOf, saveJourney } from './journal.ts';
import { journeyJson } from '../../engine/adventure/journeySchema.ts';
import { ADVENTURE_MESSAGES as MSG } from '../../engine/adventure/messages.ts';
import { useAdventureStore } from './store.ts';

const set = useAdventureStore.setState;
let telling: AbortController | null = null;

export type ChoiceResult =
  | { ok: false; message: string }
  /** A: what the backend found there (already granted), then a follow-up scene. */
  | { ok: true; kind: 'find'; message: string }
  /** B: the fight; the screen goes to `path`. */
  | { ok: true; kind: 'battle'; path: string }
  /** C: a quiet break (back to the map after a pause) or the locals' unease (a follow-up scene). */
  | { ok: true; kind: 'break' | 'uneasy'; message: string };

/** Chooses a pin: stores locationName and opens its scene (a scene still open there stays). */
export async function openPin(location: LocationId): Promise<{ ok: boolean; message?: string }> {
  try {
    writeLocal(LOCAL_KEYS.locationName, location);
    const { journey } = openAdventure();
    const next = openScene(journey, location);
    if (next !== journey) await saveJourney(next);
    return { ok: true };
  } catch (error) {
    console.error('The scene could not be opened:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}

/**
 * Tells the open scene when it has not been told yet, word by word into the store's `telling`,
 * and stores it once whole. A failed model telling is reported through `onStoryError` ('An error
 * occurred while generating the scenario.' or the provider's message) while the offline
 * storyteller goes on.
 */
export async function tellOpenScene(onStoryError: (message: string) => void): Promise<void> {
  const { adventure, hero, journey } = openAdventure();
  const scene = journey.scene;
  if (!scene || scene.text !== null) return;
  telling?.abort();
  const controller = new AbortController();
  telling = controller;
  set({ telling: '' });
  const request = {
    heroName: hero.name,
    location: scene.location,
    storySoFar: trimStorySoFar(adventure.prev_scene ?? adventure.intro),
  };
  const options = {
    signal: controller.signal,
    seed: journey.scenes,
    onStoryError: (report: { message: string }) => onStoryError(report.message),
  };
  const narrator = getNarrator();
  const stream =
    scene.kind === 'followUp' && scene.after
      ? narrator.followUpScenario({ ...request, choice: scene.after }, options)
      : narrator.scenario(request, options);
  try {
    const text = await readAloud(stream, (told) => {
      if (!controller.signal.aborted) set({ telling: told });
    });
    if (controller.signal.aborted) return;
    const current = openAdventure().journey;
    if (current.scene?.location !== scene.location || current.scene.text !== null) return;
    await saveJourney(sceneTold(current, text.trim()));
  } catch (error) {
    if (controller.signal.aborted) return;
    throw error;
  } finally {
    if (telling === controller) telling = null;
  }
}

/** Stops a telling in progress (the dialog closed or the screen left). */
export function stopTelling(): void {
  telling?.abort();
  telling = null;
}

/** The player leaves the pin without answering. */
export async function leaveScene(): Promise<void> {
  stopTelling();
  const { journey } = openAdventure();
  if (journey.scene) await saveJourney(closeScene(journey));
}

/** What a find says: the potion's health and the gold (null: nothing was found). */
export function findText(find: Pick<PendingFind, 'potion' | 'gold'> | null): string {
  const potion = find?.potion == null ? null : `an energy potion (+${find.potion} health)`;
  const gold = find && find.gold > 0 ? `${find.gold} gold` : null;
  if (potion && gold) return `You found ${potion} and ${gold}!`;
  if (potion ?? gold) return `You found ${potion ?? gold}!`;
  return 'You searched, but found nothing of use this time.';
}

/**
 * Settles a find through the purse by its key, the scenario it was found in (the backend grants
 * what it rolled there, and the same key again changes nothing), then clears it. Returns what was
 * found, or null when nothing was pending.
 */
export async function settleFind(): Promise<string | null> {
  const { hero, journey } = openAdventure();
  const find = journey.find;
  if (!find) return null;
  const granted = await getBackend().purse.grantReward({
    reward_id: find.key,
    kind: 'scenario',
    hero_id: hero.id,
  });
  set({ hero: granted.hero });
  await saveJourney(findSettled(openAdventure().journey));
  return findText(find);
}

/** Confirm on a scene: checks the answer, stores it with its rolled outcome, then carries it out. */
export async function answerScene(answer: string | null): Promise<ChoiceResult> {
  const checked = checkChoice(answer);
  if (!checked.ok) return checked;
  // A find whose granting failed is still pending: it is granted before another answer could
  // replace it in the journey, and the answer waits until it is (nothing found is ever dropped).
  let earlier: string | null;
  try {
    earlier = await settleFind();
  } catch (error) {
    console.error('The earlier find could not be granted yet:', error);
    return { ok: false, message: MSG.saveFailed };
  }
  const result = await carryOut(checked.choice);
  // The player was told the earlier find could not be saved; now it is, so they are told what it held.
  return earlier && result.ok && 'message' in result
    ? { ...result, message: `${earlier} ${result.message}` }
    : result;
}

/** Stores the answer with the outcome the backend rolls for it, then carries the outcome out. */
async function carryOut(choice: ScenarioChoice): Promise<ChoiceResult> {
  const { adventure, journey } = openAdventure();
  const scene = journey.scene;
  const rolled = choose(journey, choice, crypto.randomUUID());
  if (!scene?.text || !rolled) return { ok: false, message: 'Wait until the scene has been told.' };
  try {
    const saved = await getBackend().adventures.saveScenario({
      adventure_id: adventure.id,
      scene: scene.text,
      prev_scene: adventure.prev_scene,
      choice,
      progress: journeyJson(rolled.journey),
    });
    const { story } = useAdventureStore.getState();
    // What the answer yields is the backend's roll, stored with the scenario and in the progress
    // alike: choice A's find, choice B's enemy.
    const journey =
      choice === 'A'
        ? foundAt(rolled.journey, saved.id, saved.find)
        : saved.encounter
          ? metAt(rolled.journey, saved.encounter)
          : rolled.journey;
    set({
      adventure: { ...adventure, prev_scene: saved.scene },
      journey,
      story: [...story, saved],
      telling: '',
    });
  } catch (error) {
    console.error('The choice could not be saved:', error);
    return { ok: false, message: MSG.saveFailed };
  }
  // Spec 001 §4: the selection is cleared afterwards.
  localStorage.removeItem(LOCAL_KEYS.selectedAnswer);
  const outcome = rolled.outcome;
  if (outcome.choice === 'A') {
    try {
      return { ok: true, kind: 'find', message: (await settleFind()) ?? findText(null) };
    } catch (error) {
      // The find stays pending in the journey: it is granted when the map opens again, or before
      // the next answer (answerScene), whichever comes first.
      console.error('The find could not be granted yet:', error);
      return { ok: false, message: MSG.saveFailed };
    }
  }
  if (outcome.choice === 'B') {
    // The enemy is the one the backend met, now in the journey's encounter.
    const met = useAdventureStore.getState().journey?.encounter ?? outcome;
    writeLocal(LOCAL_KEYS.enemyId, String(met.enemyId));
    writeLocal(LOCAL_KEYS.randomChoice, String(met.randomChoice));
    writeLocal(LOCAL_KEYS.locationName, scene.location);
    return { ok: true, kind: 'battle', path: '/ad_battle' };
  }
  return { ok: true, kind: outcome.outcome === 'break' ? 'break' : 'uneasy', message: outcome.message };
}
