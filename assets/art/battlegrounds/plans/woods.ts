// The Woods' plan: the shrine's candles, fireflies, hanging vines.
import { GROUND_HEIGHT, type GroundPlan } from '../layout.ts';
import { type Shrine, shrineCandles } from '../lights.ts';

const H = GROUND_HEIGHT;

/** The babaylan's shrine at the foot of the balete. */
export const WOODS_SHRINE: Shrine = { x: 925, groundY: 696, size: 110 };

/** The Woods: a shrine at the foot of the balete, fireflies, hanging vines. */
export const WOODS_FLOOR = 0.74;
export const WOODS: GroundPlan = {
  floor: WOODS_FLOOR,
  torches: [],
  frontTorches: [],
  bonfires: [],
  // Each candle's glow sits just above its flame.
  lamps: shrineCandles(WOODS_SHRINE).map((c) => ({ x: c.x, y: c.y - 8, radius: 70 })),
  water: [],
  sways: [
    { key: 'battleground.vine', x: 60, y: -20, scale: 1.1 },
    { key: 'battleground.vine', x: 210, y: -30, scale: 0.8, flip: true },
    { key: 'battleground.vine', x: 1720, y: -30, scale: 0.9 },
    { key: 'battleground.vine', x: 1880, y: -20, scale: 1.15, flip: true },
    { key: 'battleground.fern', x: 170, y: H + 30, scale: 1.1 },
    { key: 'battleground.fern', x: 1900, y: H + 30, scale: 0.9, flip: true },
  ],
  motes: { kind: 'firefly', area: { x: 300, y: 300, width: 1320, height: 420 }, count: 14 },
};
