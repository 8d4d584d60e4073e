// A small seeded generator for the offline storyteller. The same seed and context always tell the
// same story (saved adventures read the same when replayed, tests can pin a telling), and the
// telling never reads Math.random.
import { fnv1a32 } from '../../engine/hash.ts';
import { randomFloats } from '../../engine/rng.ts';

export interface StoryDice {
  /** An integer in [0, bound). */
  below(bound: number): number;
  pick<T>(choices: readonly T[]): T;
  /** True with the given chance in [0, 1]. */
  chance(probability: number): boolean;
}

/** pure-rand's numbers (the game's generator for seeds it never stores), as a storyteller's dice. */
export function storyDice(seed: number): StoryDice {
  const next = randomFloats(seed);
  const below = (bound: number) => Math.floor(next() * bound);
  return {
    below,
    pick<T>(choices: readonly T[]): T {
      if (choices.length === 0) throw new Error('Nothing to pick from.');
      return choices[below(choices.length)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** Dice for one call: the narrator's seed mixed with everything the call is about. */
export function diceFor(seed: number, ...context: readonly (string | number)[]): StoryDice {
  return storyDice(fnv1a32(context.join('\u0001'), fnv1a32(String(seed))));
}
