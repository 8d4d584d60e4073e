// The seeded random generators of the game, all from pure-rand. The battle's is xoroshiro128+,
// wrapped so that its whole state is four 32-bit numbers: the battle keeps them as plain data, which
// makes a battle reproducible from (seed, actions) and lets it travel as JSON. What never stores its
// generator (the offline storyteller's dice, the art painters, a restarted battle's seed) draws from
// `randomFloats` and `nextSeed` below.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** The serializable state of a generator. */
export type RngState = readonly [number, number, number, number];

/**
 * A mutable generator: each call advances it. Engine functions take one, use it, and the battle
 * stores `rng.state()` afterwards, so nothing outside the battle state holds randomness.
 */
export class Rng {
  private readonly gen: RandomGenerator;

  private constructor(gen: RandomGenerator) {
    this.gen = gen;
  }

  static fromSeed(seed: number): Rng {
    return new Rng(xoroshiro128plus(seed | 0));
  }

  static fromState(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  state(): RngState {
    const s = this.gen.getState();
    return [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0, s[3] ?? 0];
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  /** True with the given percent chance: a value 0-99 below `percent` (0 never, 100 always). */
  percent(percent: number): boolean {
    return uniformInt(this.gen, 0, 99) < percent;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[uniformInt(this.gen, 0, items.length - 1)] as T;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = uniformInt(this.gen, 0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** A seed for another generator, so a helper (a bot, a store) gets a stream of its own. */
  fork(): number {
    return this.gen.next();
  }
}

/**
 * Numbers in [0, 1) from a seed, for what draws from a seed but never stores the generator.
 * pure-rand's Mersenne Twister: its seeding sets nearby seeds (1, 2, 3, ...) far apart from the first
 * number on, where xoroshiro128+'s first numbers stay close to the seed. tools/audio/dsp.mjs follows
 * the same recipe (a plain Node script cannot import this file).
 */
export function randomFloats(seed: number): () => number {
  const generator = mersenne(seed | 0);
  return () => uniformFloat64(generator);
}

/** The seed after `seed` in a chain of battles (Restart): fixed by it, far from it, never 0. */
export function nextSeed(seed: number): number {
  return mersenne(seed | 0).next() | 0 || 1;
}
