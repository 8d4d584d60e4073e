// What every instrument's note shares: a cache by parameters (a loop strikes the same gong many
// times), a fade at its tail so a cut never clicks, and scaling to a peak.
import { RATE } from './dsp.mjs';

const cache = new Map();
export function cached(name, params, render) {
  const key = `${name}:${JSON.stringify(params)}`;
  let voice = cache.get(key);
  if (!voice) {
    voice = fadeTail(render());
    cache.set(key, voice);
  }
  return voice;
}

/** Every note ends in a smooth fade over its last fifth, so cutting it off never clicks. */
export function fadeTail(samples) {
  const length = Math.max(Math.round(0.03 * RATE), Math.round(samples.length * 0.2));
  const from = Math.max(0, samples.length - length);
  for (let i = from; i < samples.length; i += 1) {
    const x = (i - from) / (samples.length - from);
    samples[i] *= Math.cos((x * Math.PI) / 2) ** 2;
  }
  return samples;
}

export function scaleTo(samples, peak) {
  let max = 0;
  for (const sample of samples) max = Math.max(max, Math.abs(sample));
  if (max === 0) return samples;
  const gain = peak / max;
  for (let i = 0; i < samples.length; i += 1) samples[i] *= gain;
  return samples;
}
