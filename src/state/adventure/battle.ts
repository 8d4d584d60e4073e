// Story battles (docs/game-design.md §5.7): choice B's encounter becomes a battle of the hero,
// with the hero's stats and saved deck, against the story enemy, on the battleground of the pin.
// The backend checks the start against the hero it keeps and draws the battle's seed itself
// (docs/architecture.md, "Story battles"); the battle's id is stored in the encounter, so a reload
// resumes the same battle, and the way it ended is read from the stored battle itself.
import { Rng } from '../../engine/index.ts';
import { isBackendError } from '../../services/backend/index.ts';
import type { Journey } from '../../engine/index.ts';
import { STORY_ENEMY_LEVEL, storyPlan } from '../../engine/adventure/storyStart.ts';
import { beginBattle, resumeStoredBattle } from '../battle/commands.ts';
import { loadBattleRecord } from '../battle/persistence.ts';
import { useBattleStore } from '../battle/store.ts';
import { openAdventure, reasonOf, saveJourney } from './journal.ts';
import { ADVENTURE_MESSAGES } from '../../engine/adventure/messages.ts';
import { ensureAdventure } from './open.ts';
import { useAdventureStore } from './store.ts';

export { STORY_ENEMY_LEVEL, storyPlan };

/** The stored battle's winner once it has finished, or null while it is still being fought. */
async function finishedWinner(battleId: string): Promise<0 | 1 | null | 'missing'> {
  const stored = await loadBattleRecord(battleId);
  if (!stored) return 'missing';
  // A story battle set aside (abandoned) is stored as the loss it is.
  return stored.status === 'active' ? null : stored.winner;
}

/** Records how the encounter ended and moves the journey to its aftermath. */
async function conclude(journey: Journey, winner: 0 | 1): Promise<void> {
  if (!journey.encounter) return;
  const result = winner === 0 ? 'won' : 'lost';
  await saveJourney({ ...journey, step: 'aftermath', encounter: { ...journey.encounter, result } });
}

/**
 * Opens the story battle of the current encounter: begins it the first time, resumes it after a
 * reload, and concludes it when it has already ended. A screen with no encounter to fight is told
 * so through the battle store's `missing`; a start the backend refused also returns its reason.
 */
export function startStoryBattle(onRefused?: (message: string) => void): Promise<void> {
  // The battle screen asks again whenever it mounts (its two routes are two mounts): while a start
  // is on its way, a second ask waits for it instead of asking the backend for another battle.
  starting ??= openStoryBattle(onRefused).finally(() => {
    starting = null;
  });
  return starting;
}

let starting: Promise<void> | null = null;

async function openStoryBattle(onRefused?: (message: string) => void): Promise<void> {
  if (!(await ensureAdventure())) {
    useBattleStore.setState({ missing: true });
    return;
  }
  const { hero, journey } = openAdventure();
  const encounter = journey.encounter;
  if (journey.step !== 'battle' || !encounter) {
    useBattleStore.setState({ missing: true });
    return;
  }
  if (encounter.battleId) {
    const winner = await finishedWinner(encounter.battleId);
    if (winner === 0 || winner === 1) {
      await conclude(journey, winner);
      useBattleStore.setState({ missing: true });
      return;
    }
    if (winner === null) {
      await resumeStoredBattle(encounter.battleId);
      return;
    }
  }
  try {
    // The seed sent is the journey's; the backend replaces it with one it draws itself.
    const rng = Rng.fromState(journey.rng);
    const seed = rng.fork() | 0 || 1;
    await beginBattle(storyPlan(hero, useAdventureStore.getState().deck, encounter, seed));
    const battleId = useBattleStore.getState().battleId;
    if (!battleId) return;
    await saveJourney({
      ...openAdventure().journey,
      rng: rng.state(),
      encounter: { ...encounter, battleId },
    });
  } catch (error) {
    // The backend keeps an unfinished story battle of this hero that the journey lost track of
    // (the battle began but the journey could not be saved after it): that battle is the
    // encounter's, and the screen resumes it instead of going round between map and battle.
    if (isBackendError(error) && error.code === 'conflict' && error.subject) {
      if (await adoptBattle(error.subject)) return;
    }
    // Any other refusal (a deck it does not accept, ...) leaves no battle on screen: the screen
    // says so and leads back to the map.
    console.error('The story battle could not begin:', error);
    onRefused?.(reasonOf(error, ADVENTURE_MESSAGES.saveFailed));
    useBattleStore.setState({ missing: true });
  }
}

/** Records `battleId` as the encounter's battle and opens it; false when it is not there to resume. */
async function adoptBattle(battleId: string): Promise<boolean> {
  const journey = openAdventure().journey;
  if (!journey.encounter || (await finishedWinner(battleId)) !== null) return false;
  await saveJourney({ ...journey, encounter: { ...journey.encounter, battleId } });
  await resumeStoredBattle(battleId);
  return true;
}

/**
 * After the final blow (the battle screen moves on from the engine's victory event): the journey
 * records the outcome. Safe to call again after a reload.
 */
export async function concludeStoryBattle(): Promise<'won' | 'lost' | null> {
  if (!(await ensureAdventure())) return null;
  const { journey } = openAdventure();
  const encounter = journey.encounter;
  if (!encounter) return null;
  if (journey.step !== 'battle') return encounter.result;
  if (!encounter.battleId) return null;
  const winner = await finishedWinner(encounter.battleId);
  if (winner !== 0 && winner !== 1) return null;
  await conclude(journey, winner);
  return winner === 0 ? 'won' : 'lost';
}
