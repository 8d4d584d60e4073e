// A deterministic generator for placing scenery, so every frame of a backdrop is the same on every
// machine (visual snapshots depend on it). The game's own seeded numbers (pure-rand, through
// src/engine/rng.ts), so the painters and the game draw from one generator.
import { randomFloats } from '../../../src/engine/rng.ts';

/** Numbers in [0, 1), the same for the same seed on every run. */
export function seededRandom(seed: number): () => number {
  return randomFloats(seed);
}
