// Adventures prepared for the adventure state's tests: made through the backend with a journey the
// engine moved to the step a test starts from, then opened as Continue Adventure opens them.
import type { LocationId } from '../../../src/content/index.ts';
import { choose, moveTo, openScene, sceneTold, startJourney } from '../../../src/engine/index.ts';
import type { Journey, ScenarioChoice } from '../../../src/engine/index.ts';
import { journeyJson } from '../../../src/engine/adventure/journeySchema.ts';
import type { Backend } from '../../../src/services/backend/port.ts';
import { continueAdventure } from '../../../src/state/adventure/open.ts';

/** Seven common cards: a deck the builder accepts. */
export const COMMON_DECK: readonly number[] = [60, 61, 62, 63, 64, 66, 67];

export interface Prepared {
  readonly adventureId: string;
  readonly heroId: string;
}

/** Makes an adventure whose journey stands at `journey`, with `deck` saved, and opens it. */
export async function prepareAdventure(
  backend: Backend,
  journey: Journey,
  options: { deck?: readonly number[]; name?: string; job?: string } = {},
): Promise<Prepared> {
  const { adventure, hero } = await backend.adventures.beginAdventure({
    intro: 'The road to the islands opens before the hero.',
    progress: journeyJson(journey),
    hero: {
      name: options.name ?? 'Tala',
      background: 'A fighter of the hill clans.',
      job: options.job ?? 'Soldier',
      personalities: ['Brave'],
    },
  });
  if (options.deck) await backend.collection.saveDeck(adventure.id, options.deck);
  const opened = await continueAdventure(adventure.id);
  if (!opened.ok) throw new Error(opened.message);
  return { adventureId: adventure.id, heroId: hero.id };
}

/** A journey on the map, seeded by `seed`. */
export function onTheMap(seed: number): Journey {
  return moveTo(startJourney(seed), 'map');
}

/** A journey on the map with a told scene open at `location`. */
export function sceneOpen(seed: number, location: LocationId = 'village'): Journey {
  return sceneTold(openScene(onTheMap(seed), location), 'A stranger waits by the well.');
}

/** The first seed from `from` whose told scene answers `choice` with an outcome `wanted` accepts. */
export function seedWhere(
  choice: ScenarioChoice,
  wanted: (outcome: NonNullable<ReturnType<typeof choose>>['outcome']) => boolean,
  from = 1,
): number {
  for (let seed = from; seed < from + 500; seed += 1) {
    const rolled = choose(sceneOpen(seed), choice, crypto.randomUUID());
    if (rolled && wanted(rolled.outcome)) return seed;
  }
  throw new Error(`no seed answers ${choice} as wanted`);
}
