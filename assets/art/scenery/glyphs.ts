// The game's display letters, drawn as outlines instead of set in a font: chiselled capitals with
// cut corners, like a blade's bevel, so the lettering looks the same on every machine that renders
// it. Units: a cap height of 100, y down from the top of the letter.
import type { Point } from './ink.ts';

export interface Glyph {
  readonly width: number;
  /** Outer contours, then counters (holes); filled with the even-odd rule. */
  readonly contours: readonly (readonly Point[])[];
}

const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: {
    width: 88,
    contours: [
      [
        [0, 100],
        [30, 0],
        [58, 0],
        [88, 100],
        [62, 100],
        [57, 82],
        [31, 82],
        [26, 100],
      ],
      [
        [37.4, 62],
        [50.6, 62],
        [44, 38],
      ],
    ],
  },
  D: {
    width: 82,
    contours: [
      [
        [0, 0],
        [58, 0],
        [82, 24],
        [82, 76],
        [58, 100],
        [0, 100],
      ],
      [
        [26, 24],
        [48, 24],
        [56, 32],
        [56, 68],
        [48, 76],
        [26, 76],
      ],
    ],
  },
  E: {
    width: 66,
    contours: [
      [
        [0, 0],
        [66, 0],
        [66, 23],
        [26, 23],
        [26, 39],
        [58, 39],
        [58, 61],
        [26, 61],
        [26, 77],
        [66, 77],
        [66, 100],
        [0, 100],
      ],
    ],
  },
  H: {
    width: 80,
    contours: [
      [
        [0, 0],
        [24, 0],
        [24, 38],
        [56, 38],
        [56, 0],
        [80, 0],
        [80, 100],
        [56, 100],
        [56, 62],
        [24, 62],
        [24, 100],
        [0, 100],
      ],
    ],
  },
  I: {
    width: 28,
    contours: [
      [
        [0, 0],
        [28, 0],
        [28, 100],
        [0, 100],
      ],
    ],
  },
  L: {
    width: 66,
    contours: [
      [
        [0, 0],
        [26, 0],
        [26, 76],
        [66, 76],
        [66, 100],
        [0, 100],
      ],
    ],
  },
  N: {
    width: 80,
    contours: [
      [
        [0, 100],
        [0, 0],
        [24, 0],
        [56, 56],
        [56, 0],
        [80, 0],
        [80, 100],
        [56, 100],
        [24, 44],
        [24, 100],
      ],
    ],
  },
  O: {
    width: 84,
    contours: [
      [
        [22, 0],
        [62, 0],
        [84, 22],
        [84, 78],
        [62, 100],
        [22, 100],
        [0, 78],
        [0, 22],
      ],
      [
        [33, 24],
        [51, 24],
        [58, 31],
        [58, 69],
        [51, 76],
        [33, 76],
        [26, 69],
        [26, 31],
      ],
    ],
  },
  S: {
    width: 80,
    contours: [
      [
        [16, 0],
        [78, 0],
        [78, 22],
        [32, 22],
        [26, 28],
        [26, 33],
        [31, 38],
        [64, 38],
        [80, 54],
        [80, 84],
        [64, 100],
        [2, 100],
        [2, 78],
        [49, 78],
        [54, 73],
        [54, 67],
        [49, 62],
        [16, 62],
        [0, 46],
        [0, 16],
      ],
    ],
  },
  T: {
    width: 76,
    contours: [
      [
        [0, 0],
        [76, 0],
        [76, 24],
        [51, 24],
        [51, 100],
        [25, 100],
        [25, 24],
        [0, 24],
      ],
    ],
  },
  W: {
    width: 112,
    contours: [
      [
        [0, 0],
        [25, 0],
        [35, 58],
        [45, 0],
        [67, 0],
        [77, 58],
        [87, 0],
        [112, 0],
        [96, 100],
        [70, 100],
        [56, 40],
        [42, 100],
        [16, 100],
      ],
    ],
  },
};

export interface PlacedGlyph {
  readonly glyph: Glyph;
  /** Left edge of the letter, in cap-height units from the start of the word. */
  readonly x: number;
}

/** Lays a word out letter by letter; tracking is the gap between letters, in the same units. */
export function layoutWord(text: string, tracking: number): { glyphs: PlacedGlyph[]; width: number } {
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const char of text.toUpperCase()) {
    if (char === ' ') {
      x += 40;
      continue;
    }
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`No display glyph for "${char}".`);
    glyphs.push({ glyph, x });
    x += glyph.width + tracking;
  }
  return { glyphs, width: Math.max(0, x - tracking) };
}
