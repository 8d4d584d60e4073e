// Where each location of the story map sits on the painted world map (`map.world`, 1920 x 1080):
// the point a pin's tip touches, in map pixels. The map painter draws each place around its point,
// so moving a place means changing it here and repainting the map (`npm run assets:build -- map`).
import type { LocationId } from '../../../src/content/types.ts';

export const MAP_SIZE = { width: 1920, height: 1080 } as const;

export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

export const MAP_PINS: Readonly<Record<LocationId, MapPoint>> = {
  /** Nipa huts around the fire, below the rice terraces of the north-west highlands. */
  tribe: { x: 452, y: 372 },
  /** The balete tree at the heart of the eastern jungle. */
  woods: { x: 968, y: 470 },
  /** The broken fort on the north-east island. */
  remnants: { x: 1478, y: 292 },
  /** The walled asyenda on the east island's plain. */
  manor: { x: 1476, y: 712 },
  /** The ferry landing halfway down the great river. */
  river: { x: 716, y: 652 },
  /** The market village on the south-west shore. */
  village: { x: 404, y: 812 },
};

/** The pin images (`map.pin.<location>`): their size, and where the tip is inside them. */
export const MAP_PIN_IMAGE = { width: 112, height: 144, tipX: 56, tipY: 138 } as const;
