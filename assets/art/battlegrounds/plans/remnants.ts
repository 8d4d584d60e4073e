// The Remnants' plan: torches by the gate, the campfire beyond it.
import { GROUND_HEIGHT, type GroundPlan } from '../layout.ts';

const H = GROUND_HEIGHT;

/** The Remnants: the broken fort, torches by the gate, a campfire beyond it. */
export const REMNANTS_FLOOR = 0.74;
export const REMNANTS: GroundPlan = {
  floor: REMNANTS_FLOOR,
  torches: [
    { x: 690, groundY: 700, height: 160 },
    { x: 1230, groundY: 700, height: 160 },
  ],
  frontTorches: [],
  bonfires: [{ x: 960, groundY: 668, size: 44 }],
  lamps: [],
  water: [],
  sways: [
    { key: 'battleground.grass', x: 90, y: H + 10, scale: 1.0 },
    { key: 'battleground.grass', x: 1880, y: H + 10, scale: 1.2, flip: true },
    { key: 'battleground.fern', x: 1330, y: H + 26, scale: 0.7 },
  ],
  motes: { kind: 'firefly', area: { x: 250, y: 420, width: 1400, height: 300 }, count: 8 },
};
