// The kulintang ensemble's parts as the music writes them (one pattern string per bar, see
// score.mjs), and the mix every piece ends with. The pieces themselves are in music.mjs.
import { addReverb, biquad, master } from './dsp.mjs';
import { agung, babendil, dabakan, gandingan, kulintang, rattanClack, shaker } from './instruments.mjs';
import { accentOf, gongOf } from './score.mjs';

export const SIXTEENTH = 0.25;

/** Plays one bar string per bar on the kulintang row. */
export function kulintangPart(
  score,
  row,
  bars,
  { gain, pan = 0, step = SIXTEENTH, octave = 1, fromBar = 0 },
) {
  bars.forEach((text, bar) => {
    score.pattern(text, step, (fromBar + bar) * score.beatsPerBar, (char, beat) => {
      const gong = gongOf(char);
      if (!gong) return;
      const frequency = row[gong.index] * octave;
      score.hit(kulintang(frequency, gong.damped), beat, gain * accentOf(beat), pan);
    });
  });
}

/** The gandingan's low "talking" line: characters '1'-'4' strike its four gongs. */
export function gandinganPart(score, gongs, bars, { gain, pan = 0, step = SIXTEENTH, fromBar = 0 }) {
  bars.forEach((text, bar) => {
    score.pattern(text, step, (fromBar + bar) * score.beatsPerBar, (char, beat) => {
      const frequency = gongs['1234'.indexOf(char)];
      if (frequency) score.hit(gandingan(frequency), beat, gain * accentOf(beat), pan);
    });
  });
}

/** Dabakan strokes: 'o' open, 'm' muted, 'r' rim. */
export function dabakanPart(score, text, { gain, pan = 0, pitch = 170, fromBar = 0, toBar = score.bars }) {
  const strokes = { o: 'open', m: 'mute', r: 'rim' };
  score.everyBar(
    text,
    SIXTEENTH,
    (char, beat) => {
      const stroke = strokes[char];
      if (stroke) score.hit(dabakan(stroke, pitch), beat, gain * (stroke === 'open' ? 1 : 0.7), pan);
    },
    fromBar,
    toBar,
  );
}

/** Agung pair: 'L' the low gong, 'H' the high one. */
export function agungPart(score, text, low, high, { gain, fromBar = 0, toBar = score.bars }) {
  score.everyBar(
    text,
    SIXTEENTH,
    (char, beat) => {
      if (char === 'L') score.hit(agung(low), beat, gain, -0.15, 0.5);
      if (char === 'H') score.hit(agung(high, 2.6), beat, gain * 0.75, 0.2, 0.5);
    },
    fromBar,
    toBar,
  );
}

/** Babendil: 'x' open, 'k' choked. */
export function babendilPart(score, text, { gain, pan = 0.35, fromBar = 0, toBar = score.bars }) {
  score.everyBar(
    text,
    SIXTEENTH,
    (char, beat) => {
      if (char === 'x') score.hit(babendil(true), beat, gain, pan);
      if (char === 'k') score.hit(babendil(false), beat, gain * 0.8, pan);
    },
    fromBar,
    toBar,
  );
}

/** Rattan sticks: 'x' a clack, 'X' a hard one; the two sticks alternate, as in sinawali. */
export function sticksPart(score, bars, { gain, fromBar = 0 }) {
  bars.forEach((text, bar) => {
    score.pattern(text, SIXTEENTH, (fromBar + bar) * score.beatsPerBar, (char, beat, index) => {
      if (char !== 'x' && char !== 'X') return;
      const right = index % 2 === 0;
      score.hit(
        rattanClack(right ? 1 : 1.12, right ? 5 : 6),
        beat,
        gain * (char === 'X' ? 1 : 0.7),
        right ? 0.4 : -0.4,
      );
    });
  });
}

export function shakerPart(score, text, { gain, fromBar = 0, toBar = score.bars }) {
  score.everyBar(
    text,
    SIXTEENTH,
    (char, beat) => {
      if (char === 'x') score.hit(shaker(false), beat, gain, -0.5);
      if (char === 'X') score.hit(shaker(true), beat, gain, -0.5);
    },
    fromBar,
    toBar,
  );
}

export function finish(score, { wet = 0.35, rmsDb = -16, size = 0.82, presence = 1.2 } = {}) {
  const tape = score.tape;
  // Gongs below 40 Hz are only rumble the speakers cannot play.
  tape.apply((x) => biquad(x, 'highpass', 38));
  // A presence shelf: bronze and bamboo sparkle above 2.5 kHz, lifted so small speakers carry it.
  tape.apply((x) => {
    const air = biquad(x, 'highpass', 2500);
    return x.map((sample, i) => sample + air[i] * presence);
  });
  addReverb(tape, wet, { size });
  return { channels: master(tape.channels, { rmsDb, ceilingDb: -2 }), seconds: score.seconds, loop: true };
}
