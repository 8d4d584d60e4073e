// Where an adventure stands between two screens: the step to return to, the scene that is open at
// a map pin, outcomes rolled but not yet settled, and the generator that rolls them. The adventure
// stores this after every step, so a reload resumes it and never rolls an outcome again (a potion
// found, an enemy met, a quiet break) or grants it twice: a find carries the key the purse settles
// it with, and settling the same key twice changes nothing.
import type { LocationId } from '../../content/index.ts';
import { Rng } from '../rng.ts';
import { rollChoiceB, rollChoiceC } from './choices.ts';
import type { ChoiceBOutcome, ChoiceCOutcome, Find, ScenarioChoice } from './choices.ts';
import type { Encounter, Journey, JourneyStep, OpenScene } from './journeySchema.ts';
import type { StoryFoe } from './storyStart.ts';
import { pendingFind } from './storedOutcome.ts';

// The journey's shape is its schema's (journeySchema.ts), which also reads it back from storage.
export type { Encounter, Journey, JourneyStep, OpenScene, PendingFind, Spoils } from './journeySchema.ts';

/** Choice A leads to a follow-up scene; what it found is the backend's roll (`foundAt`). */
export interface ChoiceAAnswer {
  choice: 'A';
  followUp: true;
}

export type ChoiceOutcome = ChoiceAAnswer | ChoiceBOutcome | ChoiceCOutcome;

/**
 * Outputs dropped after seeding: xoroshiro128+'s first outputs are nearly linear in a small seed
 * (seeds 1 to 47 all gave the same first choice C), and a journey's first roll must not depend on
 * whether its seed happens to be small.
 */
const WARM_UP = 16;

/** A new adventure begins at the story intro, its generator seeded once. */
export function startJourney(seed: number): Journey {
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < WARM_UP; i++) rng.fork();
  return {
    version: 1,
    step: 'intro',
    rng: rng.state(),
    scenes: 0,
    scene: null,
    find: null,
    encounter: null,
  };
}

/** The step a journey moves to; the rest stays as it is. */
export function moveTo(journey: Journey, step: JourneyStep): Journey {
  return { ...journey, step };
}

/** Opens the first scene at a pin; choosing the same pin again reopens a scene still open there. */
export function openScene(journey: Journey, location: LocationId): Journey {
  if (journey.scene?.location === location) return journey;
  return { ...journey, scene: { location, kind: 'scenario', after: null, text: null } };
}

/** The open scene has been told in full. */
export function sceneTold(journey: Journey, text: string): Journey {
  if (!journey.scene) return journey;
  return { ...journey, scenes: journey.scenes + 1, scene: { ...journey.scene, text } };
}

/** The player leaves the pin without choosing. */
export function closeScene(journey: Journey): Journey {
  return { ...journey, scene: null };
}

/**
 * Rolls the outcome of a choice on the told scene. A: a follow-up scene; its find is rolled by the
 * backend as the choice is saved (`foundAt`). B: an encounter and the battle step. C: a break back
 * to the map, or the uneasy locals' follow-up. Null when no told scene is open (nothing to answer).
 */
export function choose(
  journey: Journey,
  choice: ScenarioChoice,
  key: string,
): { journey: Journey; outcome: ChoiceOutcome } | null {
  const scene = journey.scene;
  if (!scene || scene.text === null) return null;
  const rng = Rng.fromState(journey.rng);
  const followUp = (after: ScenarioChoice): OpenScene => ({
    location: scene.location,
    kind: 'followUp',
    after,
    text: null,
  });
  if (choice === 'A') {
    return {
      journey: { ...journey, scene: followUp('A'), find: null },
      outcome: { choice: 'A', followUp: true },
    };
  }
  if (choice === 'B') {
    const outcome = rollChoiceB(rng);
    const encounter: Encounter = {
      key,
      enemyId: outcome.enemyId,
      randomChoice: outcome.randomChoice,
      location: scene.location,
      battleId: null,
      result: null,
    };
    return {
      journey: { ...journey, rng: rng.state(), step: 'battle', scene: null, encounter },
      outcome,
    };
  }
  const outcome = rollChoiceC(rng);
  const next = outcome.followUp ? followUp('C') : null;
  return { journey: { ...journey, rng: rng.state(), scene: next }, outcome };
}

/**
 * The journey with the find the backend rolled for choice A, kept under the saved scenario's id
 * (the key the purse settles it by), or with none when nothing was found.
 */
export function foundAt(journey: Journey, scenarioId: string, find: Find | null): Journey {
  return { ...journey, find: pendingFind(scenarioId, find) };
}

/**
 * The journey with the enemy and figure the backend rolled for choice B (kept with the scenario),
 * in place of the ones the screen proposed: the battle is fought against that enemy.
 */
export function metAt(journey: Journey, met: StoryFoe): Journey {
  if (!journey.encounter) return journey;
  return {
    ...journey,
    encounter: {
      ...journey.encounter,
      enemyId: met.enemyId,
      randomChoice: met.randomChoice,
      location: met.location,
    },
  };
}

/** The purse has settled the find: nothing is left to grant. */
export function findSettled(journey: Journey): Journey {
  return { ...journey, find: null };
}
