// The arena's plan: its torches and the grass in front.
import { GROUND_HEIGHT, type GroundPlan } from '../layout.ts';

const H = GROUND_HEIGHT;

/** The village practice circle: two-player and computer battles. */
export const ARENA_FLOOR = 0.74;
export const ARENA: GroundPlan = {
  floor: ARENA_FLOOR,
  torches: [
    { x: 750, groundY: 660, height: 170 },
    { x: 1170, groundY: 660, height: 170 },
  ],
  frontTorches: [
    { x: 120, groundY: 1010, height: 380 },
    { x: 1800, groundY: 1010, height: 380 },
  ],
  bonfires: [],
  lamps: [],
  water: [],
  sways: [
    { key: 'battleground.grass', x: 60, y: H, scale: 1.1 },
    { key: 'battleground.grass', x: 300, y: H + 10, scale: 0.8, flip: true },
    { key: 'battleground.grass', x: 1640, y: H + 10, scale: 0.9 },
    { key: 'battleground.grass', x: 1880, y: H, scale: 1.2, flip: true },
  ],
};
