// The game's music: six loops for a kulintang ensemble (gong row, agung, gandingan, babendil,
// dabakan), with bamboo, rattan sticks, flute and lute. Each piece is written bar by bar; patterns
// use one character per step (see score.mjs): '1'-'8' strike a gong of the row, 'a'-'h' strike it
// damped, '.' rests.
import { bigDrum, drone, flute } from './instruments.mjs';
import {
  kulintangPart,
  gandinganPart,
  dabakanPart,
  agungPart,
  babendilPart,
  sticksPart,
  shakerPart,
  finish,
  SIXTEENTH,
} from './musicParts.mjs';
import { PELOG_ROW, SLENDRO_ROW, Score, tuneRow } from './score.mjs';

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

export { adventureTheme, villageTheme } from './storyMusic.mjs';
