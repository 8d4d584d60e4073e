// The Village's plan: the lantern strings across the square.
import { GROUND_HEIGHT, type GroundPlan, type Lamp } from '../layout.ts';
import { lanternLight, lanternString } from '../lights.ts';

const H = GROUND_HEIGHT;

/** The Village's lantern strings, from post to post across the square. */
const POSTS = [
  { x: 620, groundY: 700, height: 420 },
  { x: 1300, groundY: 700, height: 420 },
] as const;
const stringOf = (
  from: { x: number; y: number },
  to: { x: number; y: number },
  sag: number,
  count: number,
) => ({
  from,
  to,
  sag,
  count,
});
export const VILLAGE_STRINGS = {
  posts: POSTS,
  strings: [
    stringOf({ x: -20, y: 180 }, { x: 620, y: 290 }, 60, 4),
    stringOf({ x: 620, y: 290 }, { x: 1300, y: 290 }, 70, 4),
    stringOf({ x: 1300, y: 290 }, { x: 1940, y: 180 }, 60, 4),
  ],
} as const;

/** The lanterns' size on the strings. */
export const VILLAGE_LANTERN_SIZE = 28;

/** Every lantern of a string, by its glowing body. */
const lanternsOf = (string: (typeof VILLAGE_STRINGS.strings)[number]): Lamp[] =>
  lanternString(string.from, string.to, string.sag, string.count).map((top) => ({
    ...lanternLight(top, VILLAGE_LANTERN_SIZE),
    radius: 60,
  }));

/** The Village: lanterns breathing over the square. */
export const VILLAGE_FLOOR = 0.74;
export const VILLAGE: GroundPlan = {
  floor: VILLAGE_FLOOR,
  torches: [],
  frontTorches: [],
  bonfires: [],
  lamps: VILLAGE_STRINGS.strings.flatMap(lanternsOf),
  water: [],
  sways: [
    { key: 'battleground.grass', x: 470, y: H + 14, scale: 0.9 },
    { key: 'battleground.grass', x: 1880, y: H + 10, scale: 1.0, flip: true },
  ],
};
