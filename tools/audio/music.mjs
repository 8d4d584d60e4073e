// The game's music: six loops for a kulintang ensemble (gong row, agung, gandingan, babendil,
// dabakan), with bamboo, rattan sticks, flute and lute. Each piece is written bar by bar; patterns
// use one character per step (see score.mjs): '1'-'8' strike a gong of the row, 'a'-'h' strike it
// damped, '.' rests.
import { addReverb, biquad, master } from './dsp.mjs';
import {
  agung,
  babendil,
  bamboo,
  bigDrum,
  dabakan,
  drone,
  flute,
  gandingan,
  kudyapi,
  kulintang,
  rattanClack,
  shaker,
} from './instruments.mjs';
import { PELOG_ROW, SLENDRO_ROW, Score, accentOf, gongOf, tuneRow } from './score.mjs';

const SIXTEENTH = 0.25;

/** Plays one bar string per bar on the kulintang row. */
function kulintangPart(score, row, bars, { gain, pan = 0, step = SIXTEENTH, octave = 1, fromBar = 0 }) {
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
function gandinganPart(score, gongs, bars, { gain, pan = 0, step = SIXTEENTH, fromBar = 0 }) {
  bars.forEach((text, bar) => {
    score.pattern(text, step, (fromBar + bar) * score.beatsPerBar, (char, beat) => {
      const frequency = gongs['1234'.indexOf(char)];
      if (frequency) score.hit(gandingan(frequency), beat, gain * accentOf(beat), pan);
    });
  });
}

/** Dabakan strokes: 'o' open, 'm' muted, 'r' rim. */
function dabakanPart(score, text, { gain, pan = 0, pitch = 170, fromBar = 0, toBar = score.bars }) {
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
function agungPart(score, text, low, high, { gain, fromBar = 0, toBar = score.bars }) {
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
function babendilPart(score, text, { gain, pan = 0.35, fromBar = 0, toBar = score.bars }) {
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
function sticksPart(score, bars, { gain, fromBar = 0 }) {
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

function shakerPart(score, text, { gain, fromBar = 0, toBar = score.bars }) {
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

function finish(score, { wet = 0.35, rmsDb = -16, size = 0.82, presence = 1.2 } = {}) {
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

// --- Menu: welcoming, mid-tempo; the gong row sings over agung and a light dabakan ---

export function menuTheme() {
  const score = new Score({ bpm: 93.75, bars: 8, seed: 101 });
  const row = tuneRow(293.7, SLENDRO_ROW);
  kulintangPart(
    score,
    row,
    [
      '4.5.6.5.4...2.4.',
      '5...4.2.1...2.1.',
      '4.5.6.8.6...5.6.',
      '5...4.2.4.......',
      '6...6.8.7.6.5...',
      '6.5.4...5.4.2...',
      '1.2.4.5.4.2.1...',
      '2...1.2.4...5.6.',
    ],
    { gain: 0.5 },
  );
  // An answering line an octave down on the damped gongs, only in the second half.
  kulintangPart(
    score,
    row,
    ['d...d...e...d...', 'b...b...a...b...', 'd...d...f...e...', 'd...b...a...b...'],
    {
      gain: 0.28,
      octave: 0.5,
      pan: -0.3,
      fromBar: 4,
    },
  );
  agungPart(score, 'L.......H.....H.', 73.4, 110, { gain: 0.3 });
  gandinganPart(
    score,
    [146.8, 164.8, 220, 246.9],
    [
      '1...1...3...2...',
      '1...1...3...2...',
      '1...1...2...1...',
      '1...1...2...1...',
      '3...3...4...3...',
      '2...2...1...2...',
      '1...3...4...3...',
      '2...1...2...4...',
    ],
    { gain: 0.3, pan: 0.25 },
  );
  babendilPart(score, 'k.x.k.x.k.x.k.x.', { gain: 0.26 });
  shakerPart(score, '..x...x...x...x.', { gain: 0.16 });
  dabakanPart(score, 'o.....m.o...m.mr', { gain: 0.36, pan: -0.2 });
  score.tape.place(drone(73.4, score.seconds), 0, 0.06, 0);
  return finish(score, { wet: 0.4 });
}

// --- Character select: anticipation; the gandingan calls and the gong row answers ---

export function selectTheme() {
  const score = new Score({ bpm: 100, bars: 8, seed: 202 });
  const row = tuneRow(293.7, SLENDRO_ROW);
  gandinganPart(
    score,
    [146.8, 164.8, 220, 246.9],
    [
      '1.2.3...2.1.3...',
      '1.......1.......',
      '3.4.3...2.3.1...',
      '1.......1...2...',
      '1.2.3...2.1.3...',
      '1.......1.......',
      '4.3.4...3.2.1...',
      '1...1...2...3...',
    ],
    { gain: 0.42, pan: -0.2 },
  );
  kulintangPart(
    score,
    row,
    [
      '................',
      '6.5.4.5.6...8.6.',
      '................',
      '5.4.2.4.5...4...',
      '..........8.8.8.',
      '8.7.6.8.7.6.5.6.',
      '..........6.6.6.',
      '5.6.5.4.2.1.2...',
    ],
    { gain: 0.5, pan: 0.2 },
  );
  agungPart(score, 'L.....H...H.....', 73.4, 110, { gain: 0.36 });
  babendilPart(score, '..x...x...x...x.', { gain: 0.16 });
  dabakanPart(score, 'o...m.m.o...m.mr', { gain: 0.3, fromBar: 0, toBar: 4 });
  dabakanPart(score, 'o.m.m.m.o.m.mmmr', { gain: 0.34, fromBar: 4, toBar: 8 });
  sticksPart(score, ['', '', '', '............x.X.', '', '', '', '........x.x.x.X.'], { gain: 0.35 });
  [
    [16, 2, 5],
    [18, 2, 7],
    [20, 3.5, 6],
    [24, 1.5, 5],
    [25.5, 1.5, 4],
    [27, 4.5, 5],
  ].forEach(([beat, length, note]) =>
    score.hit(flute(row[note], length * score.beat, 3), beat, 0.22, 0.1, 0.3),
  );
  score.tape.place(drone(73.4, score.seconds), 0, 0.1, 0);
  return finish(score, { wet: 0.4 });
}

// --- Battle: driving and bright; the dabakan never stops, sticks clack in sinawali pairs ---

export function battleTheme() {
  const score = new Score({ bpm: 150, bars: 12, seed: 303 });
  const row = tuneRow(329.6, SLENDRO_ROW);
  kulintangPart(
    score,
    row,
    [
      '6.6.5.6.8.6.5.4.',
      '5.4.2.4.5...4.5.',
      '6.6.5.6.8.8.7.6.',
      '5.6.5.4.2.4.1...',
      '6565686.8.6.5.4.',
      '5.4.2.4.5.6.5.4.',
      '8.8.7.8.6.6.5.6.',
      '5.4.5.6.8.7.6.5.',
      '8787878.6.8.7.6.',
      '5656565.4.6.5.4.',
      '2424242.4.5.6.8.',
      '6.5.4.2.1.2.4.5.',
    ],
    { gain: 0.56, pan: 0.15 },
  );
  // The climax doubles the melody an octave down.
  kulintangPart(
    score,
    row,
    ['8787878.6.8.7.6.', '5656565.4.6.5.4.', '2424242.4.5.6.8.', '6.5.4.2.1.2.4.5.'],
    {
      gain: 0.24,
      octave: 0.5,
      pan: -0.25,
      fromBar: 8,
    },
  );
  const bass = { a: '1.1.2.1.1.1.3.2.', b: '3.3.4.3.3.3.2.1.', c: '4.4.3.4.4.4.2.3.' };
  gandinganPart(
    score,
    [164.8, 185, 246.9, 277.2],
    ['a', 'a', 'b', 'a', 'a', 'a', 'c', 'b', 'c', 'b', 'a', 'a'].map((name) => bass[name]),
    { gain: 0.36, pan: -0.15 },
  );
  agungPart(score, 'L.....H.L.....H.', 82.4, 123.5, { gain: 0.36 });
  score.everyBar('x.....x...x.....', SIXTEENTH, (_, beat) => score.hit(bigDrum(58), beat, 0.45, 0, 0.3));
  dabakanPart(score, 'm.mmo.m.m.mmo.mr', { gain: 0.38, pan: 0.2, pitch: 185 });
  babendilPart(score, '..x...x...x...x.', { gain: 0.17 });
  shakerPart(score, 'x.X.x.X.x.X.x.X.', { gain: 0.3 });
  sticksPart(
    score,
    [
      '............x.x.',
      '............x.x.',
      '............x.x.',
      '........x.x.x.X.',
      '............x.x.',
      '............x.x.',
      '............x.x.',
      '....x.x.x.x.x.X.',
      'X...........x.x.',
      '............x.x.',
      '............x.x.',
      'x.x.x.x.xxxxX.X.',
    ],
    { gain: 0.32 },
  );
  return finish(score, { wet: 0.26, rmsDb: -15, size: 0.78 });
}

// --- Battle, low health: faster, darker (a pelog-like row), the agung pounding every beat ---

export function tensionTheme() {
  const score = new Score({ bpm: 3000 / 18, bars: 16, seed: 404 });
  const row = tuneRow(246.9, PELOG_ROW);
  kulintangPart(
    score,
    row,
    [
      '1.1.2.1.1.1.2.3.',
      '4.3.2.1.2...1...',
      '1.1.2.1.1.1.2.3.',
      '4.5.4.3.2.3.4...',
      '6.6.5.6.6.6.7.6.',
      '5.4.3.4.5...4...',
      '6.6.5.6.8.7.6.5.',
      '4.3.2.3.4.5.6...',
      '6565656565656.5.',
      '4343434343434.3.',
      '8.7.6.8.7.6.5.6.',
      '5.4.3.2.1.2.3.4.',
      '6.6.7.6.6.6.7.8.',
      '8.7.6.5.6...5...',
      '4.4.3.4.5.5.4.5.',
      '3.2.1.2.3.2.1...',
    ],
    { gain: 0.56, pan: 0.15 },
  );
  kulintangPart(
    score,
    row,
    ['6565656565656.5.', '4343434343434.3.', '8.7.6.8.7.6.5.6.', '5.4.3.2.1.2.3.4.'],
    {
      gain: 0.22,
      octave: 0.5,
      pan: -0.25,
      fromBar: 8,
    },
  );
  const bass = { a: '1.1.1.1.1.1.2.1.', b: '1.1.2.1.1.2.1.2.', c: '3.3.3.3.3.3.4.3.', d: '1.2.3.4.3.2.1.2.' };
  gandinganPart(
    score,
    [123.5, 130.8, 185, 196],
    ['a', 'a', 'a', 'b', 'a', 'a', 'b', 'b', 'c', 'c', 'a', 'b', 'a', 'a', 'c', 'd'].map(
      (name) => bass[name],
    ),
    { gain: 0.38, pan: -0.15 },
  );
  agungPart(score, 'L.H.L.H.L.H.L.H.', 73.4, 110, { gain: 0.28 });
  score.everyBar('x..x..x.x..x..x.', SIXTEENTH, (_, beat) => score.hit(bigDrum(58), beat, 0.4, 0, 0.3));
  dabakanPart(score, 'mmmommmommmommmr', { gain: 0.36, pan: 0.2, pitch: 160 });
  babendilPart(score, 'k.k.k.k.k.k.k.k.', { gain: 0.14 });
  shakerPart(score, 'xxXxxxXxxxXxxxXx', { gain: 0.26 });
  sticksPart(
    score,
    Array.from({ length: 16 }, (_, bar) => (bar % 4 === 3 ? 'x.x.x.x.x.x.XXX.' : '...x...x...x.xX.')),
    { gain: 0.28 },
  );
  score.tape.place(drone(61.7, score.seconds), 0, 0.05, 0);
  return finish(score, { wet: 0.24, rmsDb: -15, size: 0.78 });
}

// --- Adventure: a journey; a flute over a plucked kudyapi figure and soft bamboo ---

export function adventureTheme() {
  const score = new Score({ bpm: 1500 / 19, bars: 8, seed: 505 });
  const row = tuneRow(220, SLENDRO_ROW);
  const figure = ['1.5.8.5.1.5.8.5.', '1.5.8.5.1.5.8.5.', '4.6.8.6.4.6.8.6.', '1.5.8.5.1.5.7.5.'];
  [...figure, ...figure].forEach((text, bar) =>
    score.pattern(text, SIXTEENTH, bar * 4, (char, beat) => {
      const gong = gongOf(char);
      if (gong) score.hit(kudyapi(row[gong.index] / 2, 1.4, 0.45), beat, 0.42 * accentOf(beat), -0.2);
    }),
  );
  [
    [0, 2.5, 4],
    [2.5, 1.5, 5],
    [4, 4, 6],
    [8, 1, 5],
    [9, 1, 4],
    [10, 2, 3],
    [12, 4, 4],
    [16, 2.5, 5],
    [18.5, 1.5, 6],
    [20, 3, 7],
    [23, 1, 6],
    [24, 1.5, 5],
    [25.5, 0.5, 4],
    [26, 2, 3],
    [28, 4, 1],
  ].forEach(([beat, length, note]) =>
    score.hit(flute(row[note], length * score.beat, 5), beat, 0.34, 0.15, 0.4),
  );
  for (let bar = 0; bar < 8; bar += 2) score.hit(agung(110), bar * 4, 0.4, 0, 0.3);
  score.everyBar('x.....x.....x...', SIXTEENTH, (_, beat) => score.hit(bamboo(392, 0.8), beat, 0.24, 0.35));
  score.everyBar('....x.......x...', SIXTEENTH, (_, beat) => score.hit(bamboo(294, 1), beat, 0.2, 0.35));
  shakerPart(score, '..x...x...x...x.', { gain: 0.14 });
  score.tape.place(drone(110, score.seconds), 0, 0.08, 0);
  return finish(score, { wet: 0.45, rmsDb: -17, size: 0.86, presence: 0.3 });
}

// --- Village: calm; bamboo xylophone and lute, tongatong tubes stamping softly ---

export function villageTheme() {
  const score = new Score({ bpm: 75, bars: 8, seed: 606 });
  const row = tuneRow(392, SLENDRO_ROW);
  const gabbang = [
    '1.2.4.2.5.4.2...',
    '4.5.6.5.4.2.1...',
    '2.4.5.6.8.6.5.4.',
    '5...4...2.......',
    '1.2.4.2.5.4.2...',
    '4.5.6.5.4.2.1...',
    '6.5.4.5.6.8.6.5.',
    '4...2...1.......',
  ];
  gabbang.forEach((text, bar) =>
    score.pattern(text, SIXTEENTH, bar * 4, (char, beat) => {
      const gong = gongOf(char);
      if (gong) score.hit(bamboo(row[gong.index], 1.6), beat, 0.36 * accentOf(beat), 0.25);
    }),
  );
  const low = tuneRow(98, SLENDRO_ROW);
  const roots = [0, 0, 3, 0, 0, 3, 4, 0];
  roots.forEach((root, bar) => {
    score.hit(kudyapi(low[root] * 2, 2.2, 0.35), bar * 4, 0.4, -0.25);
    score.hit(kudyapi(low[root + 3] * 2, 1.6, 0.3), bar * 4 + 1.5, 0.26, -0.25);
    score.hit(kudyapi(low[root] * 2, 1.6, 0.3), bar * 4 + 2, 0.3, -0.25);
    score.hit(kudyapi(low[root + 2] * 2, 1.6, 0.3), bar * 4 + 3, 0.24, -0.25);
  });
  score.everyBar('x.......x.x.....', SIXTEENTH, (_, beat) => score.hit(bamboo(147, 1.4), beat, 0.34, -0.1));
  score.everyBar('....x.......x...', SIXTEENTH, (_, beat) => score.hit(bamboo(196, 1.2), beat, 0.24, 0.1));
  [1, 3, 5, 7].forEach((bar) => score.hit(kulintang(row[5] * 2, true), bar * 4 + 3.5, 0.16, 0.5));
  for (let bar = 0; bar < 8; bar += 4) score.hit(agung(98), bar * 4, 0.32, 0, 0.3);
  score.tape.place(drone(98, score.seconds), 0, 0.07, 0);
  return finish(score, { wet: 0.42, rmsDb: -18, size: 0.86, presence: 0.3 });
}
