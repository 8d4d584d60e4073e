// The ensemble's melodic neighbours: the bamboo flute, the kudyapi lute and the zither's drone.
import { RATE, TAU, biquad, noise } from './dsp.mjs';
import { cached, scaleTo } from './noteCache.mjs';

/**
 * A bamboo flute (palendag / suling): a breathy tone with a scoop into the note, a vibrato that
 * grows after the attack, and air noise shaped around the pitch.
 */
export function flute(frequency, seconds, seed = 1) {
  return cached('flute', { frequency, seconds, seed }, () => {
    const out = new Float32Array(Math.round((seconds + 0.25) * RATE));
    const random = noise(seed + Math.round(frequency));
    let phase = 0;
    const air = new Float32Array(out.length).map(() => random());
    const breath = biquad(biquad(air, 'bandpass', frequency * 2, 0.8), 'lowpass', 5000);
    for (let i = 0; i < out.length; i += 1) {
      const t = i / RATE;
      const vibrato = 0.006 * Math.min(1, Math.max(0, (t - 0.25) / 0.4)) * Math.sin(TAU * 5.2 * t);
      const scoop = -0.025 * Math.exp(-t * 22);
      phase += (TAU * frequency * (1 + vibrato + scoop)) / RATE;
      const tone = Math.sin(phase) + 0.22 * Math.sin(2 * phase + 0.4) + 0.07 * Math.sin(3 * phase + 1.1);
      const attack = Math.min(1, t / 0.06);
      const release = t > seconds ? Math.max(0, 1 - (t - seconds) / 0.25) : 1;
      const swell = 0.85 + 0.15 * Math.sin(Math.min(1, t / seconds) * Math.PI);
      out[i] = (tone * 0.8 + breath[i] * (0.35 + 1.2 * Math.exp(-t * 12))) * attack * release * swell;
    }
    return scaleTo(out, 0.6);
  });
}

/**
 * Kudyapi: the two-stringed boat lute. A plucked string (Karplus-Strong: a burst of noise circling a
 * delay line that loses its highs), with a wooden body resonance.
 */
export function kudyapi(frequency, seconds = 1.6, bright = 0.5) {
  return cached('kudyapi', { frequency, seconds, bright }, () => {
    const out = new Float32Array(Math.round(seconds * RATE));
    // The averaging filter delays half a sample; the loop length makes up for it.
    const period = Math.max(2, Math.round(RATE / frequency - 0.5));
    const random = noise(Math.round(frequency * 10));
    const excite = new Float32Array(period);
    let low = 0;
    for (let i = 0; i < period; i += 1) {
      low += (random() - low) * (0.25 + bright * 0.6);
      excite[i] = low;
    }
    // Plucked a fifth of the way along the string: that harmonic and its multiples go quiet.
    const pluck = Math.max(1, Math.round(period / 5));
    for (let i = 0; i < period; i += 1) out[i] = excite[i] - (i >= pluck ? excite[i - pluck] : 0) * 0.8;
    for (let i = period; i < out.length; i += 1) {
      const older = i - period - 1 >= 0 ? out[i - period - 1] : 0;
      out[i] = 0.9975 * 0.5 * (out[i - period] + older);
    }
    const rise = Math.round(0.003 * RATE);
    for (let i = 0; i < rise; i += 1) out[i] *= i / rise;
    const body = biquad(out, 'peak', 240, 1.4, 6);
    const fade = Math.round(0.05 * RATE);
    for (let i = 0; i < fade; i += 1) body[body.length - 1 - i] *= i / fade;
    return scaleTo(biquad(body, 'highpass', 70), 0.6);
  });
}

/** A low breathing drone (a bamboo zither's hum under the calm pieces), one cycle of `seconds`. */
export function drone(frequency, seconds) {
  return cached('drone', { frequency, seconds }, () => {
    const out = new Float32Array(Math.round(seconds * RATE));
    // Whole numbers of cycles per loop, so the drone itself loops without a seam.
    const cyclesOf = (f) => Math.round(f * seconds) / seconds;
    const tones = [
      [cyclesOf(frequency), 1],
      [cyclesOf(frequency * 1.5), 0.35],
      [cyclesOf(frequency * 2), 0.3],
      [cyclesOf(frequency * 2 + 0.5), 0.15],
    ];
    const swell = cyclesOf(0.25);
    for (let i = 0; i < out.length; i += 1) {
      const t = i / RATE;
      let value = 0;
      for (const [f, amplitude] of tones) value += Math.sin(TAU * f * t) * amplitude;
      out[i] = value * (0.75 + 0.25 * Math.sin(TAU * swell * t));
    }
    return scaleTo(out, 0.5);
  });
}
