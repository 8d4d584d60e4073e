// The small motions of a battleground, as pure functions of the scene clock: fire that flickers,
// plants that sway in the breeze, water that glints, and motes (fireflies, embers) that drift. Each
// thing has its own seed so no two move in step.

/** Smooth noise in [-1, 1]: a few incommensurate sines, cheap and never repeating visibly. */
export function wobble(t: number, seed: number): number {
  return (
    Math.sin(t * 1.0 + seed * 1.7) * 0.5 +
    Math.sin(t * 2.3 + seed * 3.1) * 0.3 +
    Math.sin(t * 5.9 + seed * 0.7) * 0.2
  );
}

/** A fire's brightness, around 1: quick small flickers on a slower breathing. */
export function flicker(seconds: number, seed: number): number {
  return 1 + wobble(seconds * 7, seed) * 0.12 + wobble(seconds * 1.3, seed + 5) * 0.08;
}

/** A plant's lean in degrees: a slow sway with a gust now and then, stronger for tall plants. */
export function sway(seconds: number, seed: number, amplitude = 2.5): number {
  const gust = Math.max(0, Math.sin(seconds * 0.31 + seed)) ** 4;
  return (
    (Math.sin(seconds * 1.25 + seed * 2.1) * 0.7 + wobble(seconds * 0.8, seed) * 0.3) * amplitude * (1 + gust)
  );
}

/** Where a mote drifts inside a unit square, and how bright it is (0-1). */
export function drift(
  seconds: number,
  seed: number,
  rising: boolean,
): { x: number; y: number; alpha: number } {
  if (rising) {
    // Embers: rise from the bottom, weave sideways, fade out near the top, then start again.
    const period = 3 + (seed % 3);
    const life = ((seconds + seed * 0.77) / period) % 1;
    return {
      x: 0.5 + Math.sin(seconds * 1.7 + seed) * 0.25 * life + Math.sin(seed * 12.9) * 0.2,
      y: 1 - life,
      alpha: Math.sin(Math.PI * life),
    };
  }
  // Fireflies: slow looping paths, blinking softly.
  return {
    x: 0.5 + Math.sin(seconds * 0.23 + seed * 2.3) * 0.35 + Math.sin(seconds * 0.61 + seed) * 0.12,
    y: 0.5 + Math.sin(seconds * 0.31 + seed * 1.1) * 0.3 + Math.cos(seconds * 0.57 + seed * 3) * 0.15,
    alpha: Math.max(0, Math.sin(seconds * 1.1 + seed * 4)) ** 2,
  };
}
