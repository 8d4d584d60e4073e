// After a story battle (docs/game-design.md §5.8): the Scenario dialog tells the aftermath (a win)
// or the tale of defeat; Close adds the telling to the story with the reward or the jail and moves
// on. The backend wrote the hero's health and energy and rolled the spoils when it ended the battle
// (docs/architecture.md, "Story battles"); the journey keeps a copy of them, so a reload shows the
// same figures.
import { ENEMY_BY_ID } from '../../content/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import { trimStorySoFar } from '../../protocol/narration.ts';
import { getNarrator, readAloud } from '../narration.ts';
import { concludeStoryBattle } from './battle.ts';
import { openAdventure, reasonOf, saveJourney } from './journal.ts';
import { journeyJson } from '../../engine/adventure/journeySchema.ts';
import { ADVENTURE_MESSAGES as MSG } from '../../engine/adventure/messages.ts';
import { useAdventureStore } from './store.ts';

const set = useAdventureStore.setState;
let telling: AbortController | null = null;

/**
 * Tells the aftermath of the encounter (once; a told one is kept), word by word into the store's
 * `telling`. A failed model telling is reported through `onStoryError` while the offline
 * storyteller goes on. Returns how the battle ended, or null when there is no aftermath to tell.
 */
export async function tellAftermath(onStoryError: (message: string) => void): Promise<'won' | 'lost' | null> {
  const result = await concludeStoryBattle();
  if (!result) return null;
  const { adventure, hero, journey } = openAdventure();
  const encounter = journey.encounter;
  if (!encounter || journey.step !== 'aftermath') return result;
  if (encounter.tale) {
    set({ telling: encounter.tale });
    return result;
  }
  telling?.abort();
  const controller = new AbortController();
  telling = controller;
  set({ telling: '' });
  const request = {
    heroName: hero.name,
    location: encounter.location,
    enemyName: ENEMY_BY_ID.get(encounter.enemyId)?.name ?? 'a stranger',
    storySoFar: trimStorySoFar(adventure.prev_scene ?? adventure.intro),
  };
  const options = {
    signal: controller.signal,
    seed: journey.scenes,
    onStoryError: (report: { message: string }) => onStoryError(report.message),
  };
  const narrator = getNarrator();
  const stream =
    result === 'won' ? narrator.victoryAftermath(request, options) : narrator.defeatTale(request, options);
  try {
    const text = (
      await readAloud(stream, (told) => {
        if (!controller.signal.aborted) set({ telling: told });
      })
    ).trim();
    if (controller.signal.aborted) return result;
    const current = openAdventure().journey;
    if (current.encounter && !current.encounter.tale) {
      await saveJourney({ ...current, encounter: { ...current.encounter, tale: text } });
    }
    return result;
  } catch (error) {
    if (controller.signal.aborted) return result;
    throw error;
  } finally {
    if (telling === controller) telling = null;
  }
}

export function stopAftermath(): void {
  telling?.abort();
  telling = null;
}

/**
 * Close on the Scenario dialog: reads the hero as the battle left it and the reward or jail the
 * backend rolled when it ended the battle, stores them with the telling in the story, then says
 * where to go.
 */
export async function closeAftermath(): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  try {
    const { adventure, hero, journey } = openAdventure();
    const encounter = journey.encounter;
    if (journey.step !== 'aftermath' || !encounter?.battleId || !encounter.result || !encounter.tale) {
      return { ok: false, message: 'Wait until the tale has been told.' };
    }
    const backend = getBackend();
    const [saved, spoils] = await Promise.all([
      backend.heroes.getHero(hero.id),
      backend.purse.storySpoils(encounter.battleId),
    ]);
    if (!saved || !spoils) return { ok: false, message: MSG.loadFailed };
    const next = { ...journey, step: spoils.kind, spoils };
    const scene = await backend.adventures.saveScenario({
      adventure_id: adventure.id,
      scene: encounter.tale,
      prev_scene: adventure.prev_scene,
      choice: null,
      progress: journeyJson(next),
    });
    const { story } = useAdventureStore.getState();
    set({
      adventure: { ...adventure, prev_scene: scene.scene },
      hero: saved,
      journey: next,
      story: [...story, scene],
      telling: '',
    });
    return { ok: true, path: spoils.kind === 'reward' ? '/reward' : '/jail' };
  } catch (error) {
    console.error('The aftermath could not be saved:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}
