// The local backend's own dice: a generator seeded from the platform's cryptographic randomness
// for each roll it makes (the store's stock, a scenario's find), so the screen never picks them.
import { Rng } from '../../../engine/index.ts';

/** A generator no caller can predict or choose. */
export function freshRng(): Rng {
  const state = crypto.getRandomValues(new Int32Array(4));
  if (state.every((word) => word === 0)) state[0] = 1; // xoroshiro's one forbidden state
  return Rng.fromState([state[0] ?? 1, state[1] ?? 0, state[2] ?? 0, state[3] ?? 0]);
}
