// The signal toolkit the sound scripts share: seeded noise, tapes to mix voices into, filters,
// reverb and levels. Everything is deterministic, so every run writes the same sounds.

import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { mersenne } from 'pure-rand/generator/mersenne';

export const RATE = 44100;
export const TAU = Math.PI * 2;

/**
 * Deterministic numbers in [0, 1) for humanizing timing and loudness: the game's seeded numbers
 * (pure-rand's Mersenne Twister, the recipe of randomFloats in src/engine/rng.ts, which a plain Node
 * script cannot import), so every run writes byte-identical files.
 */
export function chance(seed) {
  const generator = mersenne(seed | 0);
  return () => uniformFloat64(generator);
}

/** Deterministic noise in [-1, 1). */
export function noise(seed) {
  const next = chance(seed);
  return () => next() * 2 - 1;
}

/** A frequency `cents` above `base`. */
export const cents = (base, amount) => base * 2 ** (amount / 1200);

/** Equal-power pan: -1 is hard left, 1 hard right. */
export function panGains(pan) {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

/**
 * A multitrack-free mixing surface: one or two channels of samples. A looping tape wraps what runs
 * past its end back to its start, so a gong struck just before the seam rings on after it: that is
 * what makes a music loop seamless before any encoding happens.
 */
export class Tape {
  constructor(seconds, { channels = 1, wrap = false } = {}) {
    this.length = Math.round(seconds * RATE);
    this.wrap = wrap;
    this.channels = Array.from({ length: channels }, () => new Float32Array(this.length));
  }

  get seconds() {
    return this.length / RATE;
  }

  /** Mixes a mono voice in at `at` seconds, `gain` loud, panned (stereo tapes only). */
  place(voice, at, gain = 1, pan = 0) {
    const start = Math.round(at * RATE);
    const [left, right] = this.channels.length === 2 ? panGains(pan) : [1, 1];
    const gains = this.channels.length === 2 ? [left, right] : [1];
    this.channels.forEach((channel, c) => {
      const g = gain * gains[c];
      for (let i = 0; i < voice.length; i += 1) {
        let index = start + i;
        if (index >= this.length || index < 0) {
          if (!this.wrap) {
            if (index >= this.length) break;
            continue;
          }
          index = ((index % this.length) + this.length) % this.length;
        }
        channel[index] += voice[i] * g;
      }
    });
    return this;
  }

  /** Adds another tape of the same shape, `gain` loud. */
  mix(other, gain = 1) {
    this.channels.forEach((channel, c) => {
      const source = other.channels[Math.min(c, other.channels.length - 1)];
      for (let i = 0; i < channel.length; i += 1) channel[i] += source[i] * gain;
    });
    return this;
  }

  /** Runs a filter over every channel; on a looping tape it runs in steady state (see `periodic`). */
  apply(process) {
    this.channels = this.channels.map((channel, c) =>
      this.wrap ? periodic(channel, (x) => process(x, c)) : process(channel, c),
    );
    return this;
  }
}

/**
 * Runs a filter with memory (reverb, resonators) on a loop as if the loop had always been playing:
 * the filter hears the loop three times and the last pass is kept, so its tail at the end of the
 * loop is exactly the tail the start of the loop hears. (Tails here die out well within one loop.)
 */
export function periodic(samples, process) {
  const n = samples.length;
  const tripled = new Float32Array(n * 3);
  tripled.set(samples, 0);
  tripled.set(samples, n);
  tripled.set(samples, n * 2);
  return process(tripled).slice(n * 2);
}

// --- Filters ---

/** An RBJ biquad: 'lowpass', 'highpass', 'bandpass' (0 dB peak) or 'peak' (gain in dB). */
export function biquad(samples, type, frequency, q = 0.707, gainDb = 0) {
  const w = (TAU * Math.min(frequency, RATE * 0.45)) / RATE;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / (2 * q);
  const a = 10 ** (gainDb / 40);
  let b0, b1, b2, a0, a1, a2;
  if (type === 'lowpass') {
    [b0, b1, b2] = [(1 - cos) / 2, 1 - cos, (1 - cos) / 2];
    [a0, a1, a2] = [1 + alpha, -2 * cos, 1 - alpha];
  } else if (type === 'highpass') {
    [b0, b1, b2] = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2];
    [a0, a1, a2] = [1 + alpha, -2 * cos, 1 - alpha];
  } else if (type === 'bandpass') {
    [b0, b1, b2] = [alpha, 0, -alpha];
    [a0, a1, a2] = [1 + alpha, -2 * cos, 1 - alpha];
  } else {
    [b0, b1, b2] = [1 + alpha * a, -2 * cos, 1 - alpha * a];
    [a0, a1, a2] = [1 + alpha / a, -2 * cos, 1 - alpha / a];
  }
  const out = new Float32Array(samples.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const x = samples[i];
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

/** A one-pole low-pass whose cutoff may change per sample (`cutoff(i)` in Hz). */
export function sweepLowpass(samples, cutoff) {
  const out = new Float32Array(samples.length);
  let y = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const k = 1 - Math.exp((-TAU * cutoff(i)) / RATE);
    y += (samples[i] - y) * k;
    out[i] = y;
  }
  return out;
}

/**
 * A room: a small Freeverb (eight damped combs and four all-passes per channel, the right channel's
 * delays a little longer for width). Returns only the wet signal.
 */
export function reverb(samples, channel, { size = 0.82, damping = 0.3, predelay = 0.012 } = {}) {
  const spread = channel === 1 ? 23 : 0;
  const scale = RATE / 44100;
  const combs = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617].map((d) => ({
    buffer: new Float32Array(Math.round((d + spread) * scale)),
    index: 0,
    store: 0,
  }));
  const allpasses = [556, 441, 341, 225].map((d) => ({
    buffer: new Float32Array(Math.round((d + spread) * scale)),
    index: 0,
  }));
  const delay = Math.round(predelay * RATE);
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const input = (i >= delay ? samples[i - delay] : 0) * 0.015;
    let sum = 0;
    for (const comb of combs) {
      const y = comb.buffer[comb.index];
      comb.store = y * (1 - damping) + comb.store * damping;
      comb.buffer[comb.index] = input + comb.store * size;
      comb.index = (comb.index + 1) % comb.buffer.length;
      sum += y;
    }
    for (const pass of allpasses) {
      const y = pass.buffer[pass.index];
      pass.buffer[pass.index] = sum + y * 0.5;
      pass.index = (pass.index + 1) % pass.buffer.length;
      sum = y - sum;
    }
    out[i] = sum;
  }
  return out;
}

/** Adds a reverb of the tape's own sound, `wet` loud. */
export function addReverb(tape, wet, options) {
  const dry = tape.channels.map((channel) => channel.slice());
  const room = new Tape(tape.seconds, { channels: tape.channels.length, wrap: tape.wrap });
  room.channels = dry.map((channel) => channel.slice());
  room.apply((x, c) => reverb(x, c, options));
  return tape.mix(room, wet);
}

// --- Envelopes ---

/** Linear rise over `attack` seconds, then exponential fall at `decay` per second. */
export const strikeEnvelope = (t, attack, decay) => Math.min(1, t / attack) * Math.exp(-t * decay);

/** A smooth fade: 0 at the start, 1 after `seconds`. */
export const fadeIn = (t, seconds) => (t >= seconds ? 1 : Math.sin((Math.PI / 2) * (t / seconds)) ** 2);

// --- Levels ---

export function peakOf(channels) {
  let peak = 0;
  for (const channel of channels) for (const sample of channel) peak = Math.max(peak, Math.abs(sample));
  return peak;
}

export function rmsOf(channels) {
  let sum = 0;
  let count = 0;
  for (const channel of channels) {
    for (const sample of channel) sum += sample * sample;
    count += channel.length;
  }
  return Math.sqrt(sum / Math.max(1, count));
}

export const db = (value) => (value > 0 ? 20 * Math.log10(value) : -Infinity);

/**
 * Masters a sound: sets its loudness to `rmsDb` unless that would drive its peaks more than
 * `maxDriveDb` past full scale, rounds peaks off with a soft knee above `knee`, and never lets the
 * highest peak pass `ceilingDb` (headroom for the lossy encoders, whose decoded peaks can overshoot
 * the source a little). Memoryless, so a loop stays a loop.
 */
export function master(channels, { rmsDb = -16, ceilingDb = -1.5, knee = 0.6, maxDriveDb = 3 } = {}) {
  const peak = Math.max(1e-9, peakOf(channels));
  const gain = Math.min(10 ** (rmsDb / 20) / Math.max(1e-9, rmsOf(channels)), 10 ** (maxDriveDb / 20) / peak);
  const shaped = channels.map((channel) => channel.map((x) => softKnee(x * gain, knee)));
  const ceiling = 10 ** (ceilingDb / 20);
  const trim = Math.min(1, ceiling / Math.max(1e-9, peakOf(shaped)));
  return shaped.map((channel) => channel.map((x) => x * trim));
}

/** Below the knee the signal passes untouched; above it, it bends smoothly towards 1. */
function softKnee(x, knee) {
  const magnitude = Math.abs(x);
  if (magnitude <= knee) return x;
  const room = 1 - knee;
  return Math.sign(x) * (knee + room * Math.tanh((magnitude - knee) / room));
}
