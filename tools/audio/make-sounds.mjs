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

// --- The battle's sounds ---
// The battle's sounds, synthesized from code like the menu's (no downloaded audio):
//   select-theme.wav            the character-select loop: a slow gong row over a soft drone
//   battle-loop-1.wav           the battle loop: dabakan drum pattern, agung and a kulintang riff
//   battle-loop-2.wav           the tension loop (a fighter at low health): faster, lower, darker
//   punch-1..3.wav              rattan on padding: a thud with a wooden crack, three variants
//   card-flip.wav               a card drawn and flicked: a papery swish
//   bark-kidlat.wav, bark-alon.wav   a fighter's shout ("Hah!" / "Hyah!") from formant bursts
//   burn.wav, poison.wav        crackling fire; a sour bubbling
//   buff.wav, charge.wav        a rising chime; a swelling energy sweep
//   miss.wav, refused.wav       a stick cutting air; a dull wooden knock of refusal
//   effect-1.wav, effect-2.wav  cinematic stingers: a gong crash, a double stick roll
//   victory.wav                 the victory stinger: agung and a rising gong row

const TAU = Math.PI * 2;

function buffer(rate, seconds) {
  return new Float32Array(Math.round(rate * seconds));
}

function gong(out, rate, start, frequency, loudness, decay, wrap = true) {
  const partials = [
    [1, 1],
    [2.02, 0.35],
    [2.76, 0.22],
    [4.1, 0.08],
  ];
  const length = Math.round(rate * 2.4);
  for (let i = 0; i < length; i += 1) {
    const t = i / rate;
    const attack = Math.min(1, t / 0.004);
    let value = 0;
    for (const [ratio, weight] of partials)
      value += Math.sin(TAU * frequency * ratio * t) * weight * Math.exp(-t * decay * ratio);
    const at = start + i;
    if (!wrap && at >= out.length) break;
    out[at % out.length] += value * loudness * attack;
  }
}

/** A frame drum: a pitch that drops fast plus a slap of noise. */
function drum(out, rate, start, pitch, loudness, random) {
  const length = Math.round(rate * 0.5);
  let phase = 0;
  for (let i = 0; i < length; i += 1) {
    const t = i / rate;
    const f = pitch * (1 + 1.5 * Math.exp(-t * 40));
    phase += (TAU * f) / rate;
    const body = Math.sin(phase) * Math.exp(-t * 9);
    const slap = random() * Math.exp(-t * 90) * 0.5;
    out[(start + i) % out.length] += (body + slap) * loudness;
  }
}

function selectTheme(rate) {
  const beat = 60 / 80;
  const out = buffer(rate, beat * 16);
  const row = [261.6, 293.7, 349.2, 392.0, 440.0, 523.3];
  const melody = [0, 2, 3, 2, 4, 3, 2, 1, 0, 1, 2, 4, 5, 4, 2, 1];
  melody.forEach((note, i) => gong(out, rate, Math.round(i * beat * rate), row[note], 0.26, 2.4));
  for (let b = 0; b < 16; b += 4) gong(out, rate, Math.round(b * beat * rate), 87.3, 0.6, 0.8);
  for (let i = 0; i < out.length; i += 1) out[i] += Math.sin((TAU * 130.8 * i) / rate) * 0.05;
  return out;
}

function battleLoop(rate, bpm, root, seed) {
  const beat = 60 / bpm;
  const out = buffer(rate, beat * 16);
  const random = noise(seed);
  const step = beat / 2;
  // Dabakan: strong low hits on the beat, lighter off-beat strokes.
  const pattern = [1, 0, 0.5, 0, 1, 0.4, 0.5, 0, 1, 0, 0.5, 0.4, 1, 0.5, 0.6, 0.5];
  for (let bar = 0; bar < 2; bar += 1)
    pattern.forEach((hit, i) => {
      if (hit > 0)
        drum(
          out,
          rate,
          Math.round((bar * 16 + i) * step * rate),
          hit > 0.8 ? root : root * 1.6,
          hit * 0.6,
          random,
        );
    });
  for (let b = 0; b < 16; b += 4) gong(out, rate, Math.round(b * beat * rate), root / 1.5, 0.45, 1.2);
  const row = [1, 1.125, 1.25, 1.5, 1.667, 2];
  const riff = [0, 2, 3, 2, 0, 3, 4, 3, 5, 4, 3, 2, 3, 2, 1, 0];
  riff.forEach((note, i) => gong(out, rate, Math.round(i * beat * rate), root * 3 * row[note], 0.16, 4));
  return out;
}

function punch(rate, seed, pitch) {
  const out = buffer(rate, 0.35);
  const random = noise(seed);
  for (let i = 0; i < out.length; i += 1) {
    const t = i / rate;
    const thud = Math.sin(TAU * pitch * t * (1 + Math.exp(-t * 30))) * Math.exp(-t * 18);
    const crack = random() * Math.exp(-t * 120) + Math.sin(TAU * 1700 * t) * Math.exp(-t * 80) * 0.4;
    out[i] = thud * 0.9 + crack * 0.7;
  }
  return out;
}

function cardFlip(rate) {
  const out = buffer(rate, 0.22);
  const random = noise(5);
  let low = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / rate;
    const env = Math.sin(Math.PI * Math.min(1, t / 0.18)) ** 2;
    low += (random() - low) * 0.35;
    out[i] = (random() - low) * env * 0.6;
  }
  return out;
}

/** A shout: a glottal buzz shaped by two formant resonators, the pitch falling. */
function bark(rate, pitch, formants, seconds) {
  const out = buffer(rate, seconds);
  let phase = 0;
  const filters = formants.map(([f, bw]) => ({ f, bw, y1: 0, y2: 0 }));
  const random = noise(Math.round(pitch));
  for (let i = 0; i < out.length; i += 1) {
    const t = i / rate;
    const f0 = pitch * (1.15 - 0.35 * (t / seconds));
    phase += f0 / rate;
    const source = (phase % 1) * 2 - 1 + random() * 0.25 * Math.exp(-t * 30);
    let value = 0;
    for (const filter of filters) {
      const r = Math.exp((-Math.PI * filter.bw) / rate);
      const c = 2 * r * Math.cos((TAU * filter.f) / rate);
      const y = source * (1 - r) + c * filter.y1 - r * r * filter.y2;
      filter.y2 = filter.y1;
      filter.y1 = y;
      value += y;
    }
    const env = Math.min(1, t / 0.02) * Math.exp(-Math.max(0, t - seconds * 0.5) * 14);
    out[i] = value * env * 3;
  }
  return out;
}

function burn(rate) {
  const out = buffer(rate, 0.9);
  const random = noise(11);
  for (let i = 0; i < out.length; i += 1) {
    const t = i / rate;
    const pop = random() > 0.996 ? 1 : 0;
    out[i] =
      (random() * 0.25 + pop * 0.9) * Math.exp(-t * 3) + Math.sin(TAU * 80 * t) * 0.15 * Math.exp(-t * 4);
  }
  return out;
}

function poison(rate) {
  const out = buffer(rate, 0.9);
  for (let b = 0; b < 6; b += 1) {
    const start = Math.round(rate * b * 0.13);
    const f = 300 + b * 55;
    for (let i = 0; i < rate * 0.12; i += 1) {
      const t = i / rate;
      out[start + i] += Math.sin(TAU * f * (1 + t * 6) * t) * Math.exp(-t * 30) * 0.6;
    }
  }
  return out;
}

function chime(rate, notes, gap, loudness) {
  const out = buffer(rate, gap * notes.length + 1.4);
  notes.forEach((f, i) => gong(out, rate, Math.round(i * gap * rate), f, loudness, 2.2, false));
  return out;
}

function sweep(rate, from, to, seconds, seed) {
  const out = buffer(rate, seconds);
  const random = noise(seed);
  let phase = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / rate;
    const f = from + (to - from) * (t / seconds) ** 2;
    phase += (TAU * f) / rate;
    const env = Math.sin(Math.PI * (t / seconds));
    out[i] = (Math.sin(phase) * 0.5 + random() * 0.15) * env;
  }
  return out;
}

function whoosh(rate) {
  const out = buffer(rate, 0.4);
  const random = noise(17);
  let low = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = i / rate;
    const cutoff = 0.05 + 0.4 * Math.sin(Math.PI * (t / 0.4));
    low += (random() - low) * cutoff;
    out[i] = low * Math.sin(Math.PI * (t / 0.4)) * 1.4;
  }
  return out;
}

function knock(rate) {
  const out = buffer(rate, 0.45);
  for (let k = 0; k < 2; k += 1) {
    const start = Math.round(rate * k * 0.16);
    for (let i = 0; i < rate * 0.25; i += 1) {
      const t = i / rate;
      out[start + i] += Math.sin(TAU * (190 - k * 40) * t) * Math.exp(-t * 22) * 0.8;
    }
  }
  return out;
}

function gongCrash(rate) {
  const out = buffer(rate, 2.2);
  gong(out, rate, 0, 110, 0.8, 0.9, false);
  gong(out, rate, 0, 233, 0.4, 1.4, false);
  const random = noise(23);
  for (let i = 0; i < out.length; i += 1) out[i] += random() * Math.exp((-i / rate) * 5) * 0.3;
  return out;
}

function stickRoll(rate) {
  const out = buffer(rate, 1.2);
  const random = noise(29);
  for (let k = 0; k < 10; k += 1) {
    const start = Math.round(rate * k * 0.07);
    for (let i = 0; i < rate * 0.1; i += 1) {
      const t = i / rate;
      out[start + i] +=
        (Math.sin(TAU * (900 + (k % 2) * 260) * t) * 0.5 + random() * 0.3) *
        Math.exp(-t * 60) *
        (0.5 + k * 0.05);
    }
  }
  gong(out, rate, Math.round(rate * 0.75), 147, 0.6, 1.6, false);
  return out;
}

function victory(rate) {
  const out = chime(rate, [293.7, 349.2, 392.0, 440.0, 587.3], 0.14, 0.35);
  gong(out, rate, 0, 73.4, 0.8, 0.7, false);
  return out;
}

function writeBattleSounds(dir, rate) {
  const files = {
    'select-theme.wav': selectTheme(rate),
    'battle-loop-1.wav': battleLoop(rate, 112, 110, 3),
    'battle-loop-2.wav': battleLoop(rate, 132, 98, 4),
    'punch-1.wav': punch(rate, 31, 90),
    'punch-2.wav': punch(rate, 37, 110),
    'punch-3.wav': punch(rate, 41, 75),
    'card-flip.wav': cardFlip(rate),
    'bark-kidlat.wav': bark(
      rate,
      210,
      [
        [750, 120],
        [1250, 160],
      ],
      0.42,
    ),
    'bark-alon.wav': bark(
      rate,
      150,
      [
        [650, 110],
        [1050, 150],
      ],
      0.5,
    ),
    'burn.wav': burn(rate),
    'poison.wav': poison(rate),
    'buff.wav': chime(rate, [523.3, 659.3, 784.0], 0.09, 0.4),
    'charge.wav': sweep(rate, 120, 900, 0.8, 13),
    'miss.wav': whoosh(rate),
    'refused.wav': knock(rate),
    'effect-1.wav': gongCrash(rate),
    'effect-2.wav': stickRoll(rate),
    'victory.wav': victory(rate),
  };
  for (const [name, samples] of Object.entries(files)) writeWav(`${dir}${name}`, samples, rate);
  return Object.keys(files);
}

mkdirSync(OUT, { recursive: true });
writeWav(`${OUT}click.wav`, click(), RATE);
writeWav(`${OUT}menu-theme.wav`, menuTheme(), RATE);
const battleFiles = writeBattleSounds(OUT, RATE);
console.log(`Wrote click.wav, menu-theme.wav and ${battleFiles.join(', ')} to ${OUT}`);
