// A small seeded generator for the offline storyteller. The same seed and context always tell the
// same story (saved adventures read the same when replayed, tests can pin a telling), and the
// telling never reads Math.random.

export interface StoryDice {
  /** An integer in [0, bound). */
  below(bound: number): number;
  pick<T>(choices: readonly T[]): T;
  /** True with the given chance in [0, 1]. */
  chance(probability: number): boolean;
}

/** FNV-1a over the text: a stable 32-bit number for any context. */
export function hashText(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Mulberry32: tiny, fast and well spread over 32-bit seeds, which is all a storyteller needs. */
export function storyDice(seed: number): StoryDice {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
  return storyDice(hashText(context.join('\u0001'), hashText(String(seed))));
}
