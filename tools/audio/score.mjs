// Writing music on a Tape: tempo, gong rows and step patterns, with a player's small unevenness
// (a few milliseconds early or late, a little louder or softer) so loops do not sound like a machine.
import { Tape, chance, cents } from './dsp.mjs';

/** The shortest length every loop is a multiple of (see Score). */
export const LOOP_BLOCK_SECONDS = 1.28;

/** A gong row or string tuned in cents above `base` (kulintang rows are not tuned to the piano). */
export const tuneRow = (base, centsList) => centsList.map((amount) => cents(base, amount));

/** Roughly anhemitonic, a little flat of the piano's pentatonic: bright and open. */
export const SLENDRO_ROW = [0, 195, 385, 700, 885, 1200, 1395, 1585];
/** With half-steps (a pelog-like mode): dark and tense. */
export const PELOG_ROW = [0, 130, 300, 700, 810, 1200, 1330, 1500];

/**
 * One looping piece: `bars` bars of four beats at `bpm`. A loop must last a whole number of MP3
 * frames (1152 samples at 44.1 kHz) and of samples at 48 kHz, that is a multiple of 1.28 s: then
 * the encoders see the same music in the same place of their frames on every pass, so the loop's
 * end decodes like its start and the seam is (nearly) bit-exact (see encode.mjs). Tempos are chosen
 * to fit: bpm = beats * 60 / (n * 1.28).
 */
export class Score {
  constructor({ bpm, bars, seed, beatsPerBar = 4, channels = 2 }) {
    this.beat = 60 / bpm;
    this.beatsPerBar = beatsPerBar;
    this.bars = bars;
    const seconds = bars * beatsPerBar * this.beat;
    const blocks = seconds / LOOP_BLOCK_SECONDS;
    if (Math.abs(blocks - Math.round(blocks)) > 1e-9)
      throw new Error(`A ${seconds} s loop is not a whole number of ${LOOP_BLOCK_SECONDS} s blocks.`);
    this.tape = new Tape(seconds, { channels, wrap: true });
    this.random = chance(seed);
  }

  get seconds() {
    return this.tape.seconds;
  }

  /** Strikes `voice` at `beat` (counted from 0), `gain` loud, panned, humanized by `loose` (0..1). */
  hit(voice, beat, gain = 1, pan = 0, loose = 1) {
    const late = (this.random() - 0.5) * 0.012 * loose;
    const loud = 1 + (this.random() - 0.5) * 0.16 * loose;
    this.tape.place(voice, beat * this.beat + late, gain * loud, pan);
  }

  /**
   * Walks a pattern string: one character per step of `step` beats, from `startBeat`. Spaces and
   * bar lines are only for reading. `play(char, beat, index)` is called for every character that
   * is not '.'.
   */
  pattern(text, step, startBeat, play) {
    let index = 0;
    for (const char of text) {
      if (char === ' ' || char === '|') continue;
      if (char !== '.') play(char, startBeat + index * step, index);
      index += 1;
    }
    return index;
  }

  /** A pattern repeated in every bar from `fromBar` to `toBar` (exclusive). */
  everyBar(text, step, play, fromBar = 0, toBar = this.bars) {
    for (let bar = fromBar; bar < toBar; bar += 1)
      this.pattern(text, step, bar * this.beatsPerBar, (char, beat, index) => play(char, beat, index, bar));
  }
}

/** The gong index a pattern character names: '1'..'8' (ringing) or 'a'..'h' (damped). */
export function gongOf(char) {
  const ringing = '12345678'.indexOf(char);
  if (ringing >= 0) return { index: ringing, damped: false };
  const damped = 'abcdefgh'.indexOf(char);
  if (damped >= 0) return { index: damped, damped: true };
  return null;
}

/** Louder on the beat, a little less on the half-beat, least on the sixteenths. */
export function accentOf(beat) {
  const within = beat % 1;
  if (Math.abs(within) < 1e-6) return 1;
  if (Math.abs(within - 0.5) < 1e-6) return 0.82;
  return 0.68;
}
