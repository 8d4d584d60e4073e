// How a story battle begins (docs/game-design.md §5.7), and what a backend accepts as its start.
// The hero fights with the stats of its stored row and a deck of cards it may hold, against a story
// enemy, on a place of the map, attacking first, with the story computer on the enemy's side. The
// backend that keeps the battle checks the plan against the hero it has stored and draws the seed
// itself (docs/architecture.md, "Story battles"): a player cannot bring a stronger hero, a card it
// never earned, or a seed it tried beforehand.
import { CHOICE_B_ENEMY_RANGE } from '../constants.ts';
import type { BattlePlan, ComputerLevel } from '../plan/planSchema.ts';
import type { LocationId } from '../../content/index.ts';

/**
 * The story enemies play as the specification's computer (docs/game-design.md §4.9). The
 * simulator's figures for this choice are in docs/engine.md ("Story battles").
 */
export const STORY_ENEMY_LEVEL: ComputerLevel = 'classic';

/** The stored hero a story battle is fought with. */
export interface StoryHero {
  readonly id: string;
  readonly name: string;
  readonly health: number;
  readonly mana: number;
  readonly agility: number;
  readonly defense: number;
  readonly critical_rate: number;
}

/** The enemy met at a pin: which one, which of its figures, and where. */
export interface StoryFoe {
  readonly enemyId: number;
  readonly randomChoice: 1 | 2;
  readonly location: LocationId;
}

export const STORY_START_TEXT = Object.freeze({
  notStory: 'This is not a story battle.',
  notHero: "A story battle is fought by this adventure's hero.",
  stats: 'A story battle begins with the hero as the adventure keeps it.',
  deck: 'A story battle is fought with common cards and cards the hero owns.',
  savedDeck: 'A story battle is fought with the deck the adventure saved.',
  enemy: 'A story battle is fought against a story enemy, on the map, the hero first.',
  unfinished: 'Finish the story battle you have begun first.',
  encounter: 'A story battle is fought against the enemy your last answer met, where it met it.',
  fought: 'This encounter has already been fought.',
});

/** The stats the hero fights with: as stored, a hero at 0 health fighting with 1. */
function storyStats(hero: StoryHero) {
  return {
    health: Math.max(1, hero.health),
    mana: hero.mana,
    agility: hero.agility,
    defense: hero.defense,
    critical_rate: hero.critical_rate,
  };
}

/** The plan of the encounter's battle: the hero attacks first, on the pin's battleground. */
export function storyPlan(hero: StoryHero, deck: readonly number[], foe: StoryFoe, seed: number): BattlePlan {
  return {
    mode: 'adventure',
    seed,
    sides: [
      {
        kind: 'hero',
        heroId: hero.id,
        name: hero.name,
        stats: storyStats(hero),
        deck: [...deck],
      },
      { kind: 'enemy', enemyId: foe.enemyId, figure: foe.randomChoice },
    ],
    level: STORY_ENEMY_LEVEL,
    place: foe.location,
    first: 0,
  };
}

/** The same cards, each once, in any order. */
function sameCards(deck: readonly number[], saved: readonly number[]): boolean {
  const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b).join(',');
  return new Set(deck).size === deck.length && sorted(deck) === sorted(saved);
}

/**
 * Why `plan` cannot begin a story battle of `hero`, or null when it can. `mayHold` says whether the
 * hero may bring a card (a common card, or one it owns); `saved` is the deck the adventure saved,
 * the one the battle is fought with.
 */
export function storyStartProblem(
  plan: BattlePlan,
  hero: StoryHero,
  mayHold: (cardId: number) => boolean,
  saved: readonly number[],
): string | null {
  if (plan.mode !== 'adventure') return STORY_START_TEXT.notStory;
  const [side, foe] = plan.sides;
  if (side.kind !== 'hero' || side.heroId.toLowerCase() !== hero.id.toLowerCase()) {
    return STORY_START_TEXT.notHero;
  }
  const stats = storyStats(hero);
  const same =
    side.name === hero.name &&
    (Object.keys(stats) as (keyof typeof stats)[]).every((key) => side.stats[key] === stats[key]);
  if (!same) return STORY_START_TEXT.stats;
  if (!side.deck.every(mayHold)) return STORY_START_TEXT.deck;
  if (!sameCards(side.deck, saved)) return STORY_START_TEXT.savedDeck;
  const storyFoe =
    foe.kind === 'enemy' &&
    foe.enemyId >= CHOICE_B_ENEMY_RANGE.min &&
    foe.enemyId <= CHOICE_B_ENEMY_RANGE.max;
  if (!storyFoe || plan.place === 'arena' || plan.first !== 0 || plan.level !== STORY_ENEMY_LEVEL) {
    return STORY_START_TEXT.enemy;
  }
  return null;
}

/**
 * Why `plan` is not the battle of the encounter the backend rolled for the adventure's last answer
 * (`met`: null when that answer was not B), or why that encounter cannot be fought again
 * (`foughtSince`: a story battle of the hero has begun since the answer); null when it can begin.
 * A story battle comes only from choice B, against the enemy and figure the backend rolled, at the
 * pin where it was met, once per answer.
 */
export function encounterProblem(
  plan: BattlePlan,
  met: StoryFoe | null,
  foughtSince: boolean,
): string | null {
  const [, foe] = plan.sides;
  const same =
    met !== null &&
    foe.kind === 'enemy' &&
    foe.enemyId === met.enemyId &&
    foe.figure === met.randomChoice &&
    plan.place === met.location;
  if (!same) return STORY_START_TEXT.encounter;
  return foughtSince ? STORY_START_TEXT.fought : null;
}

/** The hero id on side 0 of a stored story battle's setup, lower case, or null. */
export function storyHeroId(setup: unknown): string | null {
  if (typeof setup !== 'object' || setup === null) return null;
  const sides = (setup as { sides?: unknown }).sides;
  const first: unknown = Array.isArray(sides) ? sides[0] : undefined;
  if (typeof first !== 'object' || first === null) return null;
  const { kind, heroId } = first as { kind?: unknown; heroId?: unknown };
  return kind === 'hero' && typeof heroId === 'string' ? heroId.toLowerCase() : null;
}

/** The plan with the seed the backend drew. */
export function withSeed(plan: BattlePlan, seed: number): BattlePlan {
  return { ...plan, seed };
}
