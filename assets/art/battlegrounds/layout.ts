// The frame every battleground shares, in the ground's own pixels (1920 x 1080), and the shape of
// a ground's plan: the floor line the fighters stand on, the fires whose light flickers, the lamps
// that breathe, the water that glints and the plants that sway in front.
import type { Bonfire, Torch } from '../lib/fire.ts';

export const GROUND_WIDTH = 1920;
export const GROUND_HEIGHT = 1080;
/** The foreground layer covers the bottom of the ground from this height down. */
export const FRONT_TOP = 380;
export const FRONT_HEIGHT = GROUND_HEIGHT - FRONT_TOP;

/** The overlay pictures: a glow's diameter, and the flame's frame with the base it stands on. */
export const GLOW_OVERLAY = 128;
export const FLAME_OVERLAY = { width: 96, height: 160, baseY: 146, size: 40 } as const;
export const SHIMMER_OVERLAY = { width: 512, height: 96 } as const;

/** The overlay pictures that sway (anchored at their root) in front of the fighters. */
export type SwayKey = 'battleground.grass' | 'battleground.fern' | 'battleground.reeds' | 'battleground.vine';

export interface Sway {
  readonly key: SwayKey;
  /** The root: bottom centre (or top centre for a hanging vine). */
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly flip?: boolean;
}

/** A lamp: a small steady light whose glow breathes (lanterns, candles, windows). */
export interface Lamp {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

/** A band of open water, where sparkles drift. */
export interface Water {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface GroundPlan {
  /** The line the fighters stand on, as a fraction of the height. */
  readonly floor: number;
  /** Torches painted in the back layer, and those standing in front of the fighters. */
  readonly torches: readonly Torch[];
  readonly frontTorches: readonly Torch[];
  readonly bonfires: readonly Bonfire[];
  readonly lamps: readonly Lamp[];
  readonly water: readonly Water[];
  readonly sways: readonly Sway[];
  /** Fireflies or embers drifting in this area. */
  readonly motes?: { readonly kind: 'firefly' | 'ember'; readonly area: Water; readonly count: number };
}
