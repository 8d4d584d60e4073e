// The Manor's plan: its lanterns and the reflecting pool.
import { GROUND_HEIGHT, type GroundPlan } from '../layout.ts';
import { type LampPost, type Spot, lampPostLantern, lanternLight } from '../lights.ts';

const H = GROUND_HEIGHT;

/** The Manor's reflecting pool, in front of the wall. */
export const MANOR_POOL = { left: 150, right: 1770, top: 706, bottom: 742 } as const;

/** Lamp posts either side of the gate, and lanterns hung on the wall. */
export const MANOR_LAMP_POSTS: readonly LampPost[] = [
  { x: 690, groundY: 700, height: 300 },
  { x: 1230, groundY: 700, height: 300 },
];
export const MANOR_WALL_LANTERNS: readonly Spot[] = [
  { x: 320, y: 520 },
  { x: 1600, y: 520 },
];
export const MANOR_WALL_LANTERN_SIZE = 34;

/** The Manor: lanterns by the gate and on the wall, the pool shimmering. */
export const MANOR_FLOOR = 0.74;
export const MANOR: GroundPlan = {
  floor: MANOR_FLOOR,
  torches: [],
  frontTorches: [],
  bonfires: [],
  lamps: [
    ...MANOR_LAMP_POSTS.map((post) => {
      const { top, size } = lampPostLantern(post);
      return { ...lanternLight(top, size), radius: 110 };
    }),
    ...MANOR_WALL_LANTERNS.map((top) => ({ ...lanternLight(top, MANOR_WALL_LANTERN_SIZE), radius: 90 })),
  ],
  water: [
    {
      x: MANOR_POOL.left,
      y: MANOR_POOL.top,
      width: MANOR_POOL.right - MANOR_POOL.left,
      height: MANOR_POOL.bottom - MANOR_POOL.top,
    },
  ],
  sways: [
    { key: 'battleground.grass', x: 330, y: H + 12, scale: 0.8 },
    { key: 'battleground.grass', x: 1600, y: H + 12, scale: 0.8, flip: true },
  ],
};
