// Where everything sits on a card, in the card's own units (300 x 420, ARTISTS.md "Sizes"). The
// frame painter leaves these places open, and the battle's hand, the card dialog and the gallery
// put the card's words and numbers into the same places, so the three always line up.

export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 420;

/**
 * Frames and illustrations are painted at 1.5x the card's units: the gallery shows its card about
 * 450 pixels wide at 1920 x 1080, and the cinematic shows an illustration larger still.
 */
export const CARD_FILE_SCALE = 1.5;
export const CARD_FILE_WIDTH = CARD_WIDTH * CARD_FILE_SCALE;
export const CARD_FILE_HEIGHT = CARD_HEIGHT * CARD_FILE_SCALE;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Disc {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

export const CARD_LAYOUT = {
  /** The card's outline; the margin around it leaves room for a special card's glow. */
  body: { x: 7, y: 7, w: 286, h: 406 },
  bodyRadius: 20,
  /** The opening the illustration shows through. */
  window: { x: 20, y: 20, w: 260, h: 270 },
  /** The name, on a ribbon across the top of the picture (its left end lies under the cost). */
  name: { x: 62, y: 26, w: 214, h: 36 },
  /** The energy cost, top left over the ribbon's end. */
  cost: { cx: 42, cy: 44, r: 27 },
  /** "ATTACK · RARE", on a plaque where the picture meets the text box. */
  typeLine: { x: 84, y: 277, w: 132, h: 24 },
  /** The parchment box of the rules text (painted by the frame). */
  textBox: { x: 24, y: 296, w: 252, h: 104 },
  /** Where the rules text goes, inside the box and clear of the power gem. */
  text: { x: 34, y: 312, w: 232, h: 82 },
  /** An attack's power, at the right end of the plaque. */
  power: { cx: 254, cy: 289, r: 24 },
  /** The rarity jewel, on the bottom edge. */
  jewel: { cx: 150, cy: 403, r: 8 },
} as const satisfies Record<string, Box | Disc | number>;
