// Fighters' shouts (kiai), made by formant synthesis: a glottal pulse train (the vocal folds) and
// breath noise pass through five resonators (the vocal tract) that glide between vowel shapes.
// Each fighter has its own pitch, tract length, breathiness and roughness, and its own word.
import { RATE, TAU, Tape, addReverb, biquad, master, noise } from './dsp.mjs';

/** Formant frequencies F1-F5 of the sounds the shouts use, for an adult tract (scaled per voice). */
const SHAPES = {
  // "ah" as shouted: the jaw wide open raises F1.
  a: [820, 1260, 2620, 3500, 4500],
  // "uh" of "hup".
  u: [660, 1180, 2550, 3450, 4450],
  // "ee" / the "y" glide of "hyah" and the end of "hai".
  i: [320, 2200, 2950, 3600, 4550],
  // "oh", the babaylan's fading call.
  o: [520, 900, 2450, 3400, 4400],
  // Lips closed for the "p".
  p: [260, 780, 2250, 3300, 4300],
};
const BANDWIDTHS = [90, 110, 160, 240, 320];

/** Linear interpolation through [time, value] keyframes. */
function track(keys, t) {
  if (t <= keys[0][0]) return keys[0][1];
  for (let k = 1; k < keys.length; k += 1) {
    const [t1, v1] = keys[k];
    const [t0, v0] = keys[k - 1];
    if (t <= t1) return v0 + ((v1 - v0) * (t - t0)) / Math.max(1e-9, t1 - t0);
  }
  return keys[keys.length - 1][1];
}

/** Interpolates between named vowel shapes: keys are [time, shape name]. */
function formantsAt(keys, t, scale) {
  const name = (k) => SHAPES[keys[k][1]];
  if (t <= keys[0][0]) return name(0).map((f) => f * scale);
  for (let k = 1; k < keys.length; k += 1) {
    if (t <= keys[k][0]) {
      const x = (t - keys[k - 1][0]) / Math.max(1e-9, keys[k][0] - keys[k - 1][0]);
      const ease = x * x * (3 - 2 * x);
      return name(k - 1).map((f, i) => (f + (name(k)[i] - f) * ease) * scale);
    }
  }
  return name(keys.length - 1).map((f) => f * scale);
}

/** The Rosenberg glottal pulse: how much air passes at phase p of a period (0 closed .. 1 open). */
function glottalFlow(p, openQuotient) {
  const opening = 0.62 * openQuotient;
  const closing = 0.38 * openQuotient;
  if (p < opening) return 0.5 * (1 - Math.cos((Math.PI * p) / opening));
  if (p < opening + closing) return Math.cos((Math.PI / 2) * ((p - opening) / closing));
  return 0;
}

/**
 * One shout. `pitch`, `voicing` and `aspiration` are [seconds, value] keyframes; `shapes` are
 * [seconds, vowel] keyframes.
 */
export function shout(spec) {
  const {
    seconds,
    pitch,
    shapes,
    voicing,
    aspiration,
    scale = 1,
    openQuotient = 0.5,
    breath = 0.1,
    jitter = 0.01,
    shimmer = 0.05,
    growl = 0,
    vibrato = [0, 0],
    burst = null,
    seed = 1,
  } = spec;
  const random = noise(seed);
  const out = new Float32Array(Math.round(seconds * RATE));
  const sources = new Float32Array(out.length);
  const resonators = BANDWIDTHS.map(() => ({ y1: 0, y2: 0 }));
  let phase = 0;
  let previousFlow = 0;
  let periodJitter = 1;
  let periodGain = 1;
  let periodIndex = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / RATE;
    const wobble = 1 + vibrato[1] * Math.sin(TAU * vibrato[0] * t);
    const f0 =
      track(pitch, t) * wobble * periodJitter * (growl > 0 && periodIndex % 2 ? 1 + growl * 0.06 : 1);
    phase += f0 / RATE;
    if (phase >= 1) {
      phase -= 1;
      periodIndex += 1;
      // Real folds never repeat a period exactly: a little jitter in length, shimmer in loudness,
      // and in a rough voice every other pulse weaker (the growl).
      periodJitter = 1 + random() * jitter;
      periodGain = (1 + random() * shimmer) * (growl > 0 && periodIndex % 2 ? 1 - growl * 0.5 : 1);
    }
    const flow = glottalFlow(phase, openQuotient);
    // The air's speed change is what radiates from the lips: the flow's derivative.
    const pulse = ((flow - previousFlow) * RATE) / Math.max(60, f0) / 6;
    previousFlow = flow;
    const air = random();
    const voiced = track(voicing, t) * periodGain * (pulse + air * breath * flow);
    const source = voiced + air * track(aspiration, t) * 0.35;
    sources[i] = source;
    // The resonators in cascade (Klatt's formant resonator, unity gain at 0 Hz).
    const formants = formantsAt(shapes, t, scale);
    let value = source;
    formants.forEach((frequency, k) => {
      const state = resonators[k];
      const bandwidth = BANDWIDTHS[k] * (k === 0 ? 1.2 : 1);
      const c = -Math.exp((-TAU * bandwidth) / RATE);
      const b = 2 * Math.exp((-Math.PI * bandwidth) / RATE) * Math.cos((TAU * frequency) / RATE);
      const a = 1 - b - c;
      const y = a * value + b * state.y1 + c * state.y2;
      state.y2 = state.y1;
      state.y1 = y;
      value = y;
    });
    out[i] = value;
  }
  // A cascade of five resonators leaves everything above F5 far darker than a real voice, which
  // has many more weak resonances up there: a parallel branch of fixed high resonances puts back
  // the 3-7 kHz "edge" of a shout.
  const high = [
    [3500, 6, 5],
    [4600, 6, 3],
    [6000, 4, 1.5],
  ].map(([frequency, q, gain]) => biquad(sources, 'bandpass', frequency * scale, q).map((x) => x * gain));
  for (let i = 0; i < out.length; i += 1) out[i] += high[0][i] + high[1][i] + high[2][i];
  if (burst) {
    // The release of a "p": a puff of noise through the open lips.
    const start = Math.round(burst.at * RATE);
    const puff = biquad(
      new Float32Array(Math.round(0.03 * RATE)).map((_, i) => random() * Math.exp((-i / RATE) * 160)),
      'bandpass',
      1100 * scale,
      0.8,
    );
    for (let i = 0; i < puff.length && start + i < out.length; i += 1) out[start + i] += puff[i] * burst.gain;
  }
  return out;
}

export function finish(voice, { wet = 0.1, size = 0.6, drive = 0 } = {}) {
  let samples = biquad(voice, 'highpass', 90);
  if (drive > 0) {
    // Strain: a shout pushed hard enough to crackle.
    let peak = 0;
    for (const x of samples) peak = Math.max(peak, Math.abs(x));
    samples = samples.map((x) => Math.tanh((x / peak) * (1 + drive * 4)) / Math.tanh(1 + drive * 4));
  }
  const tape = new Tape(samples.length / RATE + 0.3);
  tape.place(samples, 0);
  addReverb(tape, wet, { size, damping: 0.4 });
  return { channels: master(tape.channels, { rmsDb: -17, ceilingDb: -3, knee: 0.7 }), loop: false };
}
