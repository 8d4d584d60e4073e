// The River's plan: the water glinting and the reeds.
import { GROUND_HEIGHT, GROUND_WIDTH, type GroundPlan } from '../layout.ts';

const H = GROUND_HEIGHT;

/** The River's water, between the far bank and the near one. */
export const RIVER_WATER = { top: 570, bottom: 700 } as const;

/** The River: the current glinting, reeds swaying on the near bank. */
export const RIVER_FLOOR = 0.74;
export const RIVER: GroundPlan = {
  floor: RIVER_FLOOR,
  torches: [],
  frontTorches: [],
  bonfires: [],
  lamps: [],
  water: [
    { x: 0, y: RIVER_WATER.top + 14, width: GROUND_WIDTH, height: RIVER_WATER.bottom - RIVER_WATER.top - 16 },
  ],
  sways: [
    { key: 'battleground.reeds', x: 70, y: H + 10, scale: 1.2 },
    { key: 'battleground.reeds', x: 460, y: H + 20, scale: 0.8, flip: true },
    { key: 'battleground.reeds', x: 1860, y: H + 10, scale: 1.1, flip: true },
    { key: 'battleground.grass', x: 1450, y: H + 14, scale: 0.8 },
  ],
};
