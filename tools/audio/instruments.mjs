// The instruments of a Maguindanao kulintang ensemble and its neighbours, built from code: each
// function returns one struck or blown note as mono samples, ready to place on a Tape. Notes are
// cached by their parameters, because a loop strikes the same gong many times.
import { RATE, TAU, biquad, noise } from './dsp.mjs';
import { cached, scaleTo } from './noteCache.mjs';

export { drone, flute, kudyapi } from './melodic.mjs';

/**
 * A bossed gong: a few partials that are not whole multiples of the pitch, each dying at its own
 * rate, a faint second copy of each a fraction of a hertz away (the slow beating that makes bronze
 * shimmer), a pitch that settles just after the strike, and the mallet's thump.
 */
function bossedGong({ frequency, partials, seconds, bend = 0.004, thump = 0.3, thumpTone = 2, seed = 1 }) {
  const out = new Float32Array(Math.round(seconds * RATE));
  partials.forEach(([ratio, amplitude, decay, beat = 0.6], p) => {
    let phase = p * 0.7;
    let phaseBeat = p * 1.9;
    for (let i = 0; i < out.length; i += 1) {
      const t = i / RATE;
      const f = frequency * ratio * (1 + bend * Math.exp(-t * 40));
      phase += (TAU * f) / RATE;
      phaseBeat += (TAU * (f + beat)) / RATE;
      const env = Math.exp(-t * decay);
      out[i] += (Math.sin(phase) + 0.35 * Math.sin(phaseBeat)) * amplitude * env;
    }
  });
  // The mallet: a short band of noise around the gong's body.
  const random = noise(seed);
  const burst = new Float32Array(Math.round(0.03 * RATE)).map(
    (_, i) => random() * Math.exp((-i / RATE) * 180),
  );
  const knock = biquad(burst, 'bandpass', frequency * thumpTone, 1.2);
  for (let i = 0; i < knock.length; i += 1) out[i] += knock[i] * thump * 4;
  // A soft-mallet attack: the first 2 ms rise rather than click.
  const rise = Math.round(0.002 * RATE);
  for (let i = 0; i < rise; i += 1) out[i] *= i / rise;
  return scaleTo(out, 0.8);
}

/** Kulintang: the melodic row of small kettle gongs, bright and singing, about 1.5 s of ring. */
export function kulintang(frequency, damped = false) {
  return cached('kulintang', { frequency, damped }, () =>
    bossedGong({
      frequency,
      seconds: damped ? 0.6 : 1.8,
      partials: [
        [1, 1, damped ? 7 : 2.4, 0.9],
        [2.02, 0.38, damped ? 10 : 4.5, 1.3],
        [2.93, 0.26, 7],
        [4.17, 0.16, 11],
        [5.43, 0.1, 15],
        [6.9, 0.06, 20],
        [8.6, 0.035, 26],
      ],
      bend: -0.006,
      thump: 0.45,
      thumpTone: 5,
      seed: Math.round(frequency),
    }),
  );
}

/** Agung: the pair of great hanging gongs, deep and humming, struck with a padded beater. */
export function agung(frequency, seconds = 3.6) {
  return cached('agung', { frequency, seconds }, () =>
    bossedGong({
      frequency,
      seconds,
      partials: [
        [1, 1, 0.85, 0.7],
        [2.0, 0.42, 1.3, 0.9],
        [2.72, 0.16, 2.1],
        [3.02, 0.22, 1.8, 1.1],
        [4.16, 0.08, 3],
        [5.3, 0.04, 4.5],
      ],
      bend: 0.012,
      thump: 0.5,
      thumpTone: 1.6,
      seed: 7,
    }),
  );
}

/** Gandingan: four mid-sized hanging gongs, the "talking gongs": round, a little muted. */
export function gandingan(frequency) {
  return cached('gandingan', { frequency }, () =>
    bossedGong({
      frequency,
      seconds: 1.4,
      partials: [
        [1, 1, 3.2, 0.8],
        [2.0, 0.3, 5],
        [2.8, 0.12, 7],
        [4.1, 0.05, 10],
      ],
      bend: 0.01,
      thump: 0.35,
      thumpTone: 2.2,
      seed: 11,
    }),
  );
}

/** Babendil: the thin-rimmed timekeeper gong struck on its rim: a clangy metallic tick. */
export function babendil(open = true) {
  return cached('babendil', { open }, () => {
    const frequency = 612;
    const out = new Float32Array(Math.round((open ? 0.5 : 0.18) * RATE));
    const modes = [
      [1, 1, 9],
      [1.52, 0.7, 11],
      [2.27, 0.55, 14],
      [2.94, 0.4, 16],
      [3.77, 0.3, 20],
      [4.81, 0.2, 24],
    ];
    const speed = open ? 1 : 3;
    for (const [ratio, amplitude, decay] of modes) {
      for (let i = 0; i < out.length; i += 1) {
        const t = i / RATE;
        out[i] += Math.sin(TAU * frequency * ratio * t) * amplitude * Math.exp(-t * decay * speed);
      }
    }
    const random = noise(19);
    for (let i = 0; i < 0.01 * RATE; i += 1) out[i] += random() * Math.exp((-i / RATE) * 500) * 0.8;
    return scaleTo(out, 0.5);
  });
}

/**
 * Dabakan: the goblet drum played with two thin bamboo sticks. 'open' lets the head ring, 'mute'
 * presses it, 'rim' is the stick on the wooden rim.
 */
export function dabakan(stroke, pitch = 170) {
  return cached('dabakan', { stroke, pitch }, () => {
    const seconds = stroke === 'open' ? 0.45 : stroke === 'mute' ? 0.16 : 0.08;
    const out = new Float32Array(Math.round(seconds * RATE));
    const random = noise(Math.round(pitch) + stroke.length);
    if (stroke !== 'rim') {
      // A drumhead's modes (ratios of a circular membrane), pitch dropping as the head relaxes.
      const modes = [
        [1, 1],
        [1.59, 0.45],
        [2.14, 0.3],
        [2.65, 0.18],
      ];
      const decay = stroke === 'open' ? 9 : 26;
      modes.forEach(([ratio, amplitude], m) => {
        let phase = m;
        for (let i = 0; i < out.length; i += 1) {
          const t = i / RATE;
          phase += (TAU * pitch * ratio * (1 + 0.12 * Math.exp(-t * 35))) / RATE;
          out[i] += Math.sin(phase) * amplitude * Math.exp(-t * decay * (1 + m * 0.4));
        }
      });
    }
    // The bamboo stick's click on the skin or the rim.
    const click = new Float32Array(Math.round(0.015 * RATE)).map(
      (_, i) => random() * Math.exp((-i / RATE) * (stroke === 'rim' ? 260 : 400)),
    );
    const bright = biquad(click, 'bandpass', stroke === 'rim' ? 2600 : 3800, 0.9);
    for (let i = 0; i < bright.length; i += 1) out[i] += bright[i] * (stroke === 'rim' ? 3 : 1.6);
    if (stroke === 'rim') {
      for (let i = 0; i < out.length; i += 1) {
        const t = i / RATE;
        out[i] += Math.sin(TAU * 1180 * t) * Math.exp(-t * 70) * 0.5;
      }
    }
    return scaleTo(out, 0.8);
  });
}

/** A large frame drum for the battle's low pulse: a thump whose pitch falls fast. */
export function bigDrum(pitch = 62) {
  return cached('bigDrum', { pitch }, () => {
    const out = new Float32Array(Math.round(0.7 * RATE));
    let phase = 0;
    const random = noise(3);
    for (let i = 0; i < out.length; i += 1) {
      const t = i / RATE;
      phase += (TAU * pitch * (1 + 1.4 * Math.exp(-t * 28))) / RATE;
      out[i] = Math.sin(phase) * Math.exp(-t * 6.5) + random() * Math.exp(-t * 120) * 0.25;
    }
    return scaleTo(biquad(out, 'lowpass', 900), 0.9);
  });
}

/** Two rattan sticks meeting: the clack of sinawali practice. `pitch` shifts the wood's modes. */
export function rattanClack(pitch = 1, seed = 5) {
  return cached('rattan', { pitch, seed }, () => {
    const out = new Float32Array(Math.round(0.18 * RATE));
    const random = noise(seed);
    const modes = [
      [930, 1, 38],
      [2140, 0.55, 55],
      [3410, 0.3, 70],
      [5120, 0.12, 90],
    ];
    for (const [frequency, amplitude, decay] of modes) {
      for (let i = 0; i < out.length; i += 1) {
        const t = i / RATE;
        out[i] += Math.sin(TAU * frequency * pitch * t) * amplitude * Math.exp(-t * decay);
      }
    }
    const strike = new Float32Array(Math.round(0.02 * RATE)).map(
      (_, i) => random() * Math.exp((-i / RATE) * 320),
    );
    const crack = biquad(strike, 'highpass', 1800);
    for (let i = 0; i < crack.length; i += 1) out[i] += crack[i] * 1.4;
    return scaleTo(out, 0.8);
  });
}

/** Bamboo: a tube struck or stamped (tongatong, gabbang keys): hollow, with odd harmonics. */
export function bamboo(frequency, ring = 1) {
  return cached('bamboo', { frequency, ring }, () => {
    const out = new Float32Array(Math.round(0.5 * ring * RATE));
    const modes = [
      [1, 1, 16 / ring],
      [2.98, 0.32, 30 / ring],
      [5.1, 0.1, 45 / ring],
    ];
    for (const [ratio, amplitude, decay] of modes) {
      for (let i = 0; i < out.length; i += 1) {
        const t = i / RATE;
        const f = frequency * ratio * (1 + 0.02 * Math.exp(-t * 60));
        out[i] += Math.sin(TAU * f * t) * amplitude * Math.exp(-t * decay);
      }
    }
    const random = noise(Math.round(frequency));
    for (let i = 0; i < 0.006 * RATE; i += 1) out[i] += random() * (1 - i / (0.006 * RATE)) * 0.5;
    return scaleTo(out, 0.7);
  });
}

/** A bamboo shaker: a short hiss of seeds. */
export function shaker(accent = false) {
  return cached('shaker', { accent }, () => {
    const seconds = accent ? 0.14 : 0.09;
    const random = noise(accent ? 41 : 43);
    const raw = new Float32Array(Math.round(seconds * RATE)).map((_, i) => {
      const t = i / RATE;
      return random() * Math.min(1, t / 0.012) * Math.exp(-t * (accent ? 30 : 45));
    });
    return scaleTo(biquad(biquad(raw, 'highpass', 4200), 'lowpass', 11000), accent ? 0.5 : 0.35);
  });
}
