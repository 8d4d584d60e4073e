// Story battles (docs/game-design.md §5.7): choice B's encounter becomes a battle of the hero,
// with the hero's stats and saved deck, against the story enemy, on the battleground of the pin.
// The battle's seed comes from the journey's generator and its id is stored in the encounter, so
// a reload resumes the same battle; the way it ended is read from the stored battle itself.
import { Rng } from '../../engine/index.ts';
import type { Encounter, Journey } from '../../engine/index.ts';
import type { Hero } from '../../services/backend/index.ts';
import { beginBattle, resumeStoredBattle } from '../battle/commands.ts';
import { loadBattleRecord } from '../battle/persistence.ts';
import { useBattleStore } from '../battle/store.ts';
import type { BattlePlan, ComputerLevel } from '../battle/types.ts';
import { openAdventure, saveJourney } from './journal.ts';
import { ensureAdventure } from './open.ts';
import { useAdventureStore } from './store.ts';

/**
 * The story enemies play as the specification's computer (docs/game-design.md §4.9). The
 * simulator's figures for this choice are in docs/engine.md ("Story battles").
 */
export const STORY_ENEMY_LEVEL: ComputerLevel = 'classic';

/** The plan of the encounter's battle: the hero attacks first, on the pin's battleground. */
export function storyPlan(
  hero: Hero,
  deck: readonly number[],
  encounter: Encounter,
  seed: number,
): BattlePlan {
  return {
    mode: 'adventure',
    seed,
    sides: [
      {
        kind: 'hero',
        heroId: hero.id,
        name: hero.name,
        stats: {
          health: Math.max(1, hero.health),
          mana: hero.mana,
          agility: hero.agility,
          defense: hero.defense,
          critical_rate: hero.critical_rate,
        },
        deck: [...deck],
      },
      { kind: 'enemy', enemyId: encounter.enemyId, figure: encounter.randomChoice },
    ],
    level: STORY_ENEMY_LEVEL,
    place: encounter.location,
    first: 0,
  };
}

/** The stored battle's winner once it has finished, or null while it is still being fought. */
async function finishedWinner(battleId: string): Promise<0 | 1 | null | 'missing'> {
  const stored = await loadBattleRecord(battleId);
  if (!stored) return 'missing';
  return stored.status === 'finished' ? stored.winner : null;
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
 * so through the battle store's `missing`.
 */
export async function startStoryBattle(): Promise<void> {
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
  const rng = Rng.fromState(journey.rng);
  const seed = rng.fork() | 0 || 1;
  await beginBattle(storyPlan(hero, useAdventureStore.getState().deck, encounter, seed));
  const battleId = useBattleStore.getState().battleId;
  if (!battleId) return;
  await saveJourney({ ...openAdventure().journey, rng: rng.state(), encounter: { ...encounter, battleId } });
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
