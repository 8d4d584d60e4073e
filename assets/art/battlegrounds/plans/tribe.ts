// The Tribe's plan: the elders' bonfire and its embers.
import { GROUND_HEIGHT, type GroundPlan } from '../layout.ts';

const H = GROUND_HEIGHT;

/** The Tribe: huts around the elders' bonfire. */
export const TRIBE_FLOOR = 0.74;
export const TRIBE: GroundPlan = {
  floor: TRIBE_FLOOR,
  torches: [],
  frontTorches: [],
  bonfires: [{ x: 960, groundY: 700, size: 170 }],
  lamps: [],
  water: [],
  sways: [
    { key: 'battleground.fern', x: 250, y: H + 20, scale: 0.9 },
    { key: 'battleground.grass', x: 1890, y: H + 10, scale: 1.1, flip: true },
    { key: 'battleground.grass', x: 1430, y: H + 12, scale: 0.8 },
  ],
  motes: { kind: 'ember', area: { x: 870, y: 280, width: 180, height: 330 }, count: 12 },
};
