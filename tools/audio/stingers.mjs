// Stingers: the short musical phrases that mark a moment (a battle begins, is won or lost, a notice
// arrives). Same ensemble as the music, played once.
import { Tape, addReverb, biquad, master, noise, RATE } from './dsp.mjs';
import { agung, babendil, dabakan, flute, kulintang, rattanClack } from './instruments.mjs';
import { PELOG_ROW, SLENDRO_ROW, tuneRow } from './score.mjs';

function finish(tape, { wet = 0.35, rmsDb = -15 } = {}) {
  tape.apply((x) => biquad(x, 'highpass', 38));
  addReverb(tape, wet, { size: 0.84 });
  return { channels: master(tape.channels, { rmsDb, ceilingDb: -2.5 }), loop: false };
}

/** A gong struck hard: the agung with a wash of bright noise (the shimmer of the whole bronze). */
function crash(tape, at, gain) {
  tape.place(agung(65.4, 3.4), at, gain, 0);
  const random = noise(71);
  const wash = new Float32Array(Math.round(1.8 * RATE)).map((_, i) => {
    const t = i / RATE;
    return random() * Math.min(1, t / 0.005) * Math.exp(-t * 2.6);
  });
  tape.place(biquad(biquad(wash, 'bandpass', 3200, 0.6), 'highpass', 1200), at, gain * 0.35, 0.1);
}

/** Battle start: a dabakan roll into a great gong and two clacking sticks: "fight!" */
export function battleStart() {
  const tape = new Tape(2.6, { channels: 2 });
  for (let k = 0; k < 8; k += 1)
    tape.place(dabakan(k % 2 ? 'mute' : 'open', 175), k * 0.045, 0.25 + k * 0.05, -0.2);
  const hit = 0.4;
  crash(tape, hit, 0.9);
  tape.place(rattanClack(1, 5), hit, 0.8, 0.35);
  tape.place(rattanClack(1.12, 6), hit + 0.12, 0.7, -0.35);
  const row = tuneRow(329.6, SLENDRO_ROW);
  [5, 7].forEach((note, i) => tape.place(kulintang(row[note]), hit + 0.12 * i, 0.35, 0.2));
  return finish(tape, { wet: 0.3, rmsDb: -16 });
}

/** Victory: a rising run up the gong row into the agung and a held bright chord of gongs. */
export function victory() {
  const tape = new Tape(4.4, { channels: 2 });
  const row = tuneRow(293.7, SLENDRO_ROW);
  const run = [0, 1, 2, 3, 4, 5, 6, 7];
  run.forEach((note, i) => tape.place(kulintang(row[note]), i * 0.075, 0.32 + i * 0.03, -0.3 + i * 0.08));
  const land = run.length * 0.075 + 0.06;
  tape.place(agung(73.4, 4), land, 0.8, 0);
  [5, 7, 3].forEach((note, i) =>
    tape.place(kulintang(row[note] * (i === 2 ? 2 : 1)), land + i * 0.02, 0.45, 0.1 * i),
  );
  [0, 0.16, 0.32].forEach((at, i) => tape.place(babendil(true), land + at + 0.32, 0.35 - i * 0.06, 0.4));
  tape.place(rattanClack(1, 5), land, 0.6, 0.35);
  tape.place(rattanClack(1.12, 6), land + 0.09, 0.55, -0.35);
  tape.place(rattanClack(1, 7), land + 0.18, 0.7, 0.35);
  tape.place(flute(row[7], 1.8, 9), land + 0.3, 0.28, -0.1);
  return finish(tape, { wet: 0.4, rmsDb: -16 });
}

/** Defeat: a slow fall down a darker row over a low agung that is left to die away. */
export function defeat() {
  const tape = new Tape(4.4, { channels: 2 });
  const row = tuneRow(246.9, PELOG_ROW);
  [5, 4, 2, 1, 0].forEach((note, i) =>
    tape.place(kulintang(row[note], i < 4), i * 0.36, 0.42 - i * 0.03, 0.2 - i * 0.1),
  );
  tape.place(agung(61.7, 4), 1.44, 0.75, 0);
  tape.place(flute(row[1], 1.6, 4), 1.5, 0.22, 0.15);
  return finish(tape, { wet: 0.5, rmsDb: -18 });
}

/** A notice: two small high gongs, soft, like a bell at the door. */
export function notify() {
  const tape = new Tape(1.1, { channels: 2 });
  const row = tuneRow(587.3, SLENDRO_ROW);
  tape.place(kulintang(row[4], true), 0, 0.5, 0.15);
  tape.place(kulintang(row[5], true), 0.11, 0.6, -0.15);
  return finish(tape, { wet: 0.3, rmsDb: -20 });
}
