// After a story battle (docs/game-design.md §5.8): the Scenario
// dialog tells the aftermath (a win) or the tale of defeat; Close saves the hero's stats from the
// battle's end, adds the telling to the story, rolls the reward or the jail and moves on. The
// roll, the story and the next step are stored together, so a reload shows the same figures.
import { Rng, rollJail, rollReward } from '../../engine/index.ts';
import type { Spoils } from '../../engine/index.ts';
import { ENEMY_BY_ID } from '../../content/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import { trimStorySoFar } from '../../protocol/narration.ts';
import { loadBattleRecord } from '../battle/persistence.ts';
import { replayBattle } from '../../engine/plan/plan.ts';
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
 * Close on the Scenario dialog: saves the hero's stats as the battle left them, rolls the reward
 * or the jail and stores it with the telling in the story, then says where to go.
 */
export async function closeAftermath(): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
  try {
    const { adventure, hero, journey } = openAdventure();
    const encounter = journey.encounter;
    if (journey.step !== 'aftermath' || !encounter?.battleId || !encounter.result || !encounter.tale) {
      return { ok: false, message: 'Wait until the tale has been told.' };
    }
    const stored = await loadBattleRecord(encounter.battleId);
    if (!stored) return { ok: false, message: MSG.loadFailed };
    const end = replayBattle(stored.plan, stored.actions).sides[0];
    const saved = await getBackend().heroes.saveHeroStats(hero.id, {
      health: Math.min(hero.max_health, end.health),
      mana: end.energy,
      agility: hero.agility,
      defense: hero.defense,
      critical_rate: hero.critical_rate,
    });
    const owned = useAdventureStore.getState().owned;
    const rng = Rng.fromState(journey.rng);
    const purse = { health: saved.health, maxHealth: saved.max_health, gold: saved.gold };
    const won = encounter.result === 'won';
    let spoils: Spoils;
    if (won) {
      const reward = rollReward(rng, purse, owned);
      spoils = {
        kind: 'reward',
        key: encounter.battleId,
        pointsRecovered: reward.pointsRecovered,
        gold: reward.goldObtained,
        cardId: reward.cardId,
        alreadyOwned: reward.alreadyOwned,
      };
    } else {
      const jail = rollJail(rng, purse, owned);
      spoils = {
        kind: 'jail',
        key: encounter.battleId,
        pointsRecovered: jail.pointsRecovered,
        gold: jail.goldRolled,
        cardId: jail.stolenCardId,
        alreadyOwned: false,
      };
    }
    const next = { ...journey, rng: rng.state(), step: spoils.kind, spoils };
    const scene = await getBackend().adventures.saveScenario({
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
    return { ok: true, path: won ? '/reward' : '/jail' };
  } catch (error) {
    console.error('The aftermath could not be saved:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}
