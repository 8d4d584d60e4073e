// The battle's and the interface's sound effects, each a mono one-shot: rattan strikes, card throws,
// fire, acid, lightning, the interface clicks.
import { RATE, TAU, Tape, addReverb, biquad, master, noise, sweepLowpass } from './dsp.mjs';
import { agung, bamboo, dabakan, kulintang, rattanClack } from './instruments.mjs';
import { SLENDRO_ROW, tuneRow } from './score.mjs';

function samples(seconds, fill) {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i += 1) out[i] = fill(i / RATE, i);
  return out;
}

function oneShot(voice, { wet = 0.12, rmsDb = -16, seconds } = {}) {
  const tape = new Tape(seconds ?? voice.length / RATE + 0.25);
  tape.place(fadeOut(voice), 0);
  if (wet > 0) addReverb(tape, wet, { size: 0.7, damping: 0.45 });
  return { channels: master(tape.channels, { rmsDb, ceilingDb: -3, knee: 0.7 }), loop: false };
}

/** Ends a sound smoothly over its last tenth (at least 20 ms), so it never stops with a click. */
function fadeOut(voice) {
  const length = Math.max(Math.round(0.02 * RATE), Math.round(voice.length * 0.1));
  const from = Math.max(0, voice.length - length);
  for (let i = from; i < voice.length; i += 1)
    voice[i] *= Math.cos(((i - from) / length) * (Math.PI / 2)) ** 2;
  return voice;
}

function mixInto(out, voice, at, gain = 1) {
  const start = Math.round(at * RATE);
  for (let i = 0; i < voice.length && start + i < out.length; i += 1) out[start + i] += voice[i] * gain;
  return out;
}

/** A stick cutting the air: noise through a band that sweeps up and back as the stick passes. */
function swish(seconds, { from = 500, peak = 2600, seed = 17, gain = 1 } = {}) {
  const random = noise(seed);
  const raw = samples(seconds, () => random());
  const shaped = new Float32Array(raw.length);
  const bands = [0.7, 1, 1.5].map((k) => {
    let y1 = 0;
    let y2 = 0;
    return {
      k,
      step: (x, f) => {
        const r = Math.exp((-Math.PI * f * 0.5) / RATE);
        const c = 2 * r * Math.cos((TAU * f) / RATE);
        const y = (1 - r) * x + c * y1 - r * r * y2;
        y2 = y1;
        y1 = y;
        return y;
      },
    };
  });
  for (let i = 0; i < raw.length; i += 1) {
    const x = i / raw.length;
    const pass = Math.sin(Math.PI * x);
    const f = from + (peak - from) * pass;
    let value = 0;
    for (const band of bands) value += band.step(raw[i], f * band.k);
    shaped[i] = value * pass ** 1.5 * gain;
  }
  return shaped;
}

// --- Strikes ---

/** Rattan on a padded body: a low thud, the wood's crack, and the slap of cloth. */
export function punch(variant) {
  const settings = [
    { pitch: 95, crack: 1, seed: 31, late: 0 },
    { pitch: 120, crack: 1.15, seed: 37, late: 0.012 },
    { pitch: 78, crack: 0.9, seed: 41, late: 0.006 },
  ][variant];
  const random = noise(settings.seed);
  const out = samples(0.42, (t) => {
    const thud = Math.sin(TAU * settings.pitch * t * (1 + 1.2 * Math.exp(-t * 25))) * Math.exp(-t * 16);
    return thud * 0.95;
  });
  const slap = biquad(
    samples(0.06, (t) => random() * Math.exp(-t * 70)),
    'bandpass',
    900,
    0.7,
  );
  mixInto(out, slap, 0, 1.4);
  mixInto(out, rattanClack(settings.crack * 0.85, settings.seed), settings.late, 0.9);
  // The stick's swing arrives a moment before the blow.
  const swing = swish(0.09, { from: 900, peak: 3000, seed: settings.seed + 1, gain: 0.5 });
  const all = new Float32Array(out.length + swing.length);
  mixInto(all, swing, 0);
  mixInto(all, out, swing.length / RATE);
  return oneShot(all, { wet: 0.1, rmsDb: -13 });
}

/** A stick that misses: a long swish and nothing else. */
export function miss() {
  return oneShot(swish(0.34, { from: 400, peak: 2200, seed: 17, gain: 1 }), { wet: 0.15, rmsDb: -18 });
}

/** A refusal: a dull double knock on wood, the second lower, as if shaking the head. */
export function refused() {
  const out = new Float32Array(Math.round(0.45 * RATE));
  [
    [0, 210],
    [0.15, 165],
  ].forEach(([at, pitch]) => {
    mixInto(
      out,
      samples(0.25, (t) => Math.sin(TAU * pitch * t) * Math.exp(-t * 24)),
      at,
      0.9,
    );
    mixInto(out, bamboo(pitch * 2, 0.4), at, 0.35);
  });
  return oneShot(out, { wet: 0.08, rmsDb: -17 });
}

// --- Interface ---

/** The interface's click: two small rattan sticks tapped together. */
export function click() {
  const out = new Float32Array(Math.round(0.12 * RATE));
  mixInto(out, rattanClack(1.3, 9), 0, 1);
  return oneShot(out, { wet: 0, rmsDb: -16 });
}

/** A card drawn and flicked: a short papery swish ending in a soft snap. */
export function cardFlip() {
  const random = noise(5);
  const paper = samples(0.2, (t) => {
    const env = Math.sin(Math.PI * Math.min(1, t / 0.16)) ** 2;
    return random() * env;
  });
  const out = biquad(biquad(paper, 'highpass', 1800), 'lowpass', 9000);
  const snap = biquad(
    samples(0.02, (t) => random() * Math.exp(-t * 300)),
    'bandpass',
    2400,
    1.5,
  );
  mixInto(out, snap, 0.15, 1.4);
  return oneShot(out, { wet: 0.05, rmsDb: -20 });
}

// --- Cards: what each family of card sounds like when it is played ---

/** Strike card: the card thrown, then a fast double clack of sinawali sticks. */
export function cardStrike() {
  const out = new Float32Array(Math.round(0.6 * RATE));
  mixInto(out, swish(0.2, { from: 700, peak: 3600, seed: 51, gain: 0.8 }), 0);
  mixInto(out, rattanClack(1, 5), 0.18, 1);
  mixInto(out, rattanClack(1.12, 6), 0.27, 0.85);
  return oneShot(out, { wet: 0.14, rmsDb: -15 });
}

/** Buff card: three gongs rising, bright, with a shimmer of the top gong. */
export function cardBuff() {
  const row = tuneRow(587.3, SLENDRO_ROW);
  const out = new Float32Array(Math.round(1.3 * RATE));
  [2, 3, 5].forEach((note, i) => mixInto(out, kulintang(row[note]), i * 0.08, 0.5 + i * 0.12));
  mixInto(out, kulintang(row[7], true), 0.26, 0.3);
  return oneShot(out, { wet: 0.25, rmsDb: -17 });
}

/** Guard card: the body of a rattan shield taking a knock, and a low gong that holds. */
export function cardGuard() {
  const out = new Float32Array(Math.round(1.1 * RATE));
  mixInto(out, bamboo(220, 0.8), 0, 0.9);
  mixInto(out, dabakan('mute', 120), 0, 0.8);
  mixInto(out, agung(98, 1.1), 0.02, 0.45);
  mixInto(out, rattanClack(0.7, 12), 0.005, 0.5);
  return oneShot(out, { wet: 0.15, rmsDb: -16 });
}

/** Energy card: breath drawn in, rising, ending on a bright gong. */
export function cardEnergy() {
  const random = noise(13);
  const seconds = 0.75;
  let phase = 0;
  const rise = samples(seconds, (t) => {
    const x = t / seconds;
    phase += (TAU * (180 + 700 * x * x)) / RATE;
    const tone = Math.sin(phase) + 0.4 * Math.sin(2 * phase) + 0.2 * Math.sin(3 * phase);
    return (tone * 0.35 + random() * 0.5) * x ** 2 * (x < 0.96 ? 1 : (1 - x) / 0.04);
  });
  const out = new Float32Array(Math.round(1.5 * RATE));
  mixInto(
    out,
    sweepLowpass(rise, (i) => 300 + 5000 * (i / rise.length) ** 2),
    0,
    1,
  );
  const row = tuneRow(587.3, SLENDRO_ROW);
  mixInto(out, kulintang(row[5]), seconds - 0.02, 0.7);
  mixInto(out, kulintang(row[7]), seconds + 0.05, 0.4);
  return oneShot(out, { wet: 0.25, rmsDb: -16 });
}

// --- Elements ---

/** Flame: a roaring whoosh of fire with wood crackling in it. */
export function flame() {
  const random = noise(11);
  const seconds = 1.1;
  const roar = sweepLowpass(
    samples(seconds, (t) => random() * Math.min(1, t / 0.08) * Math.exp(-Math.max(0, t - 0.25) * 3.2)),
    (i) => 250 + 1600 * Math.sin(Math.PI * Math.min(1, i / RATE / 0.5)) ** 2,
  );
  const out = new Float32Array(roar.length);
  mixInto(out, roar, 0, 2.2);
  const pops = noise(12);
  for (let k = 0; k < 14; k += 1) {
    const at = 0.05 + ((pops() + 1) / 2) * (seconds - 0.2);
    const pop = biquad(
      samples(0.012, (t) => pops() * Math.exp(-t * 600)),
      'bandpass',
      2500 + k * 180,
      1.2,
    );
    mixInto(out, pop, at, 1.2 * Math.exp(-at * 1.5));
  }
  return oneShot(out, { wet: 0.18, rmsDb: -16 });
}

/** Acid: a hiss of something eating into wood, and sour bubbles rising. */
export function acid() {
  const random = noise(21);
  const seconds = 1.1;
  const hiss = biquad(
    samples(
      seconds,
      (t) => random() * Math.min(1, t / 0.05) * Math.exp(-t * 2.4) * (0.7 + 0.3 * Math.sin(TAU * 23 * t)),
    ),
    'highpass',
    3500,
  );
  const out = new Float32Array(hiss.length);
  mixInto(out, hiss, 0, 0.45);
  const bubbles = noise(22);
  for (let k = 0; k < 11; k += 1) {
    const at = 0.02 + k * 0.085 + ((bubbles() + 1) / 2) * 0.03;
    const base = 380 + ((bubbles() + 1) / 2) * 520;
    const bubble = samples(0.07, (t) => Math.sin(TAU * base * (1 + t * 9) * t) * Math.exp(-t * 45));
    mixInto(out, bubble, at, 0.5 * Math.exp(-k * 0.12));
  }
  return oneShot(out, { wet: 0.15, rmsDb: -17 });
}

/**
 * Lightning (Kidlat): the crack of the bolt, a buzzing arc, then thunder rolling away.
 */
export function lightning() {
  const random = noise(33);
  const seconds = 2.2;
  const out = new Float32Array(Math.round(seconds * RATE));
  // The bolt: three splitting cracks of bright noise within a tenth of a second.
  [
    [0, 1],
    [0.028, 0.7],
    [0.07, 0.5],
  ].forEach(([at, gain]) => {
    const crack = biquad(
      samples(0.08, (t) => random() * Math.exp(-t * 55)),
      'highpass',
      1400,
    );
    mixInto(out, crack, at, gain * 1.3);
  });
  // The arc: an electric buzz that dies with the light.
  const arc = samples(0.35, (t) => {
    const saw = ((t * 120) % 1) * 2 - 1;
    return (saw * 0.6 + random() * 0.4) * Math.exp(-t * 10);
  });
  mixInto(out, biquad(arc, 'bandpass', 1800, 0.8), 0.01, 0.8);
  // The thunder: low rumble swelling just after the flash and rolling away.
  const rumble = biquad(
    biquad(
      samples(seconds - 0.06, (t) => {
        const swell = Math.min(1, t / 0.15) * Math.exp(-Math.max(0, t - 0.15) * 1.5);
        return random() * swell * (0.7 + 0.3 * Math.sin(TAU * 2.6 * t) * Math.sin(TAU * 0.9 * t + 1));
      }),
      'lowpass',
      320,
    ),
    'lowpass',
    320,
  );
  mixInto(out, rumble, 0.05, 9);
  return oneShot(out, { wet: 0.3, rmsDb: -15 });
}

// --- Cinematic stingers of an attack card ---

/** The cinematic's gong: a great gong struck hard. */
export function effectGong() {
  const out = new Float32Array(Math.round(2.4 * RATE));
  mixInto(out, agung(73.4, 2.4), 0, 1);
  mixInto(out, agung(155.6, 2), 0, 0.4);
  const random = noise(23);
  mixInto(
    out,
    biquad(
      samples(1.2, (t) => random() * Math.exp(-t * 4)),
      'bandpass',
      3000,
      0.7,
    ),
    0,
    0.35,
  );
  return oneShot(out, { wet: 0.3, rmsDb: -15 });
}

/** The cinematic's stick roll: sticks trading strikes faster and faster into a gong. */
export function effectSticks() {
  const out = new Float32Array(Math.round(2 * RATE));
  let at = 0;
  for (let k = 0; k < 11; k += 1) {
    mixInto(out, rattanClack(k % 2 ? 1.12 : 1, 5 + (k % 3)), at, 0.5 + k * 0.04);
    at += 0.11 - k * 0.006;
  }
  mixInto(out, agung(110, 1.6), at, 0.6);
  mixInto(out, rattanClack(0.95, 8), at, 1);
  return oneShot(out, { wet: 0.2, rmsDb: -15 });
}
