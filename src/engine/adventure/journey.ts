// Where an adventure stands between two screens: the step to return to, the scene that is open at
// a map pin, outcomes rolled but not yet settled, and the generator that rolls them. The adventure
// stores this after every step, so a reload resumes it and never rolls an outcome again (a potion
// found, an enemy met, a quiet break) or grants it twice: a find carries the key the purse settles
// it with, and settling the same key twice changes nothing.
import type { LocationId } from '../../content/index.ts';
import { Rng, type RngState } from '../rng.ts';
import { rollChoiceA, rollChoiceB, rollChoiceC } from './choices.ts';
import type { ChoiceAOutcome, ChoiceBOutcome, ChoiceCOutcome, ScenarioChoice } from './choices.ts';

/**
 * The screen an adventure returns to: the story intro, the deck builder (no deck saved yet), the
 * map, a story battle, its told aftermath, and the reward or jail that follows it.
 */
export type JourneyStep = 'intro' | 'deck' | 'map' | 'battle' | 'aftermath' | 'reward' | 'jail';

/** A scene at a map pin. Its text is kept once told, so a reload shows the same scene. */
export interface OpenScene {
  readonly location: LocationId;
  /** 'scenario': the first scene at a pin; 'followUp': what follows choice A, or C's uneasy locals. */
  readonly kind: 'scenario' | 'followUp';
  /** The choice a follow-up continues from (null for a first scene). */
  readonly after: ScenarioChoice | null;
  /** The told text; null until the telling has ended (a reload tells it again). */
  readonly text: string | null;
}

/** What choice A turned up, kept until the purse has settled it under `key`. */
export interface PendingFind {
  readonly key: string;
  /** Health points of the energy potion, or null when none was found. */
  readonly potion: number | null;
  readonly gold: number;
}

/** The fight choice B led to. `key` names the battle's reward or jail, so each is granted once. */
export interface Encounter {
  readonly key: string;
  readonly enemyId: number;
  readonly randomChoice: 1 | 2;
  readonly location: LocationId;
  /** The stored battle, once it has begun. */
  readonly battleId: string | null;
  /** How the battle ended, once it has. */
  readonly result: 'won' | 'lost' | null;
  /** The told aftermath (victory) or tale of defeat, kept once told so a reload shows it again. */
  readonly tale?: string | null;
}

/**
 * What a story battle's reward (won) or jail (lost) rolled, kept from the moment Close rolls it
 * until Proceed Adventure: the purse settles it under `key`, the battle's id, so it is granted or
 * taken once, and a reload shows the same figures.
 */
export interface Spoils {
  readonly kind: 'reward' | 'jail';
  readonly key: string;
  readonly pointsRecovered: number;
  /** Gold obtained (reward), or demanded by the jailers (jail: the purse takes at most what the hero has). */
  readonly gold: number;
  /** The card obtained (reward) or stolen (jail; null when there was none to take). */
  readonly cardId: number | null;
  /** Reward only: the hero already owned the card, so it is not added twice. */
  readonly alreadyOwned: boolean;
}

export interface Journey {
  readonly version: 1;
  readonly step: JourneyStep;
  readonly rng: RngState;
  /** Scenes told so far: varies the offline storyteller from one scene to the next. */
  readonly scenes: number;
  readonly scene: OpenScene | null;
  readonly find: PendingFind | null;
  readonly encounter: Encounter | null;
  readonly spoils?: Spoils | null;
}

export type ChoiceOutcome = ChoiceAOutcome | ChoiceBOutcome | ChoiceCOutcome;

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
 * Rolls the outcome of a choice on the told scene. A: a find to settle under `key` and a follow-up
 * scene. B: an encounter and the battle step. C: a break back to the map, or the uneasy locals'
 * follow-up. Null when no told scene is open (nothing to answer).
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
    const outcome = rollChoiceA(rng, scene.location);
    const found = outcome.potion !== null || outcome.gold > 0;
    const find = found ? { key, potion: outcome.potion, gold: outcome.gold } : null;
    return { journey: { ...journey, rng: rng.state(), scene: followUp('A'), find }, outcome };
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

/** The purse has settled the find: nothing is left to grant. */
export function findSettled(journey: Journey): Journey {
  return { ...journey, find: null };
}
