// The adventure's music: the journey's theme on the story map and the village's, written bar by
// bar like the other pieces (music.mjs).
import { agung, bamboo, drone, flute, kudyapi, kulintang } from './instruments.mjs';
import { shakerPart, finish, SIXTEENTH } from './musicParts.mjs';
import { SLENDRO_ROW, Score, accentOf, gongOf, tuneRow } from './score.mjs';

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
