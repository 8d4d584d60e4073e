// Synthesizes the game's shell sounds from code: run `npm run sounds` to rebuild public/audio.
//   click.wav       two rattan sticks meeting: a bright wooden clack
//   menu-theme.wav  a looping kulintang (gong-row) figure over an agung pulse, for the menus
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { noise, writeWav } from './wav.mjs';

const OUT = fileURLToPath(new URL('../../public/audio/', import.meta.url));
const RATE = 22050;

function click() {
  const length = Math.round(RATE * 0.14);
  const out = new Float32Array(length);
  const random = noise(42);
  for (let i = 0; i < length; i += 1) {
    const t = i / RATE;
    // A wood block is a few strong, inharmonic modes that die away fast, plus a burst of noise.
    const body =
      Math.sin(2 * Math.PI * 820 * t) * 0.8 +
      Math.sin(2 * Math.PI * 1930 * t) * 0.45 +
      Math.sin(2 * Math.PI * 3170 * t) * 0.2;
    const strike = random() * Math.exp(-t * 220);
    out[i] = (body * Math.exp(-t * 48) + strike * 0.7) * 0.8;
  }
  return out;
}

// A kulintang gong: a pitched kettle gong whose partials are not whole multiples of the pitch.
function addGong(out, start, frequency, loudness, decay) {
  const partials = [
    [1, 1],
    [2.02, 0.35],
    [2.76, 0.22],
    [4.1, 0.08],
  ];
  const length = Math.round(RATE * 2.4);
  for (let i = 0; i < length; i += 1) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.004);
    let value = 0;
    for (const [ratio, weight] of partials)
      value += Math.sin(2 * Math.PI * frequency * ratio * t) * weight * Math.exp(-t * decay * ratio);
    // Music loops: a tail that runs past the end continues at the start.
    const index = (start + i) % out.length;
    out[index] += value * loudness * attack;
  }
}

function menuTheme() {
  const bpm = 96;
  const beat = 60 / bpm;
  const beats = 16;
  const out = new Float32Array(Math.round(RATE * beat * beats));
  // A pentatonic gong row, low to high (roughly D, E, G, A, B, D', E').
  const row = [293.7, 329.6, 392.0, 440.0, 493.9, 587.3, 659.3];
  const melody = [
    0, 2, 3, 2, 4, 3, 2, 0, 1, 2, 4, 5, 4, 3, 2, 1, 0, 2, 3, 5, 6, 5, 4, 3, 2, 4, 3, 2, 1, 0, 1, 2,
  ];
  melody.forEach((note, index) => {
    const accent = index % 4 === 0 ? 0.34 : 0.24;
    addGong(out, Math.round(index * (beat / 2) * RATE), row[note], accent, 3.2);
  });
  // Agung: the deep hanging gong on every second beat, with a softer answer (the babandir tick).
  for (let b = 0; b < beats; b += 2) addGong(out, Math.round(b * beat * RATE), 98, 0.55, 1.1);
  for (let b = 1; b < beats; b += 2) addGong(out, Math.round(b * beat * RATE), 1320, 0.05, 14);
  return out;
}

mkdirSync(OUT, { recursive: true });
writeWav(`${OUT}click.wav`, click(), RATE);
writeWav(`${OUT}menu-theme.wav`, menuTheme(), RATE);
console.log(`Wrote click.wav and menu-theme.wav to ${OUT}`);
