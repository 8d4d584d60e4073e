// The layout every fighter sheet shares: frame size, where the feet stand, and which frames each
// animation plays. The manifest entries of the sheets (assets/manifest.json) repeat these numbers;
// tests/unit/assets/fighterSheets.test.ts checks that they still agree.

/** One frame: wide enough for a full strike or a body lying down, tall enough for raised sticks. */
export const FRAME_WIDTH = 360;
export const FRAME_HEIGHT = 440;
/** The point between the feet of a standing fighter: the same in every frame. */
export const FEET = { x: 128, y: 424 } as const;
/** Frames per row; the sheet is at most 6 × 360 = 2160 px wide. */
export const COLUMNS = 6;

export type AnimationName =
  'idle' | 'attackA' | 'attackB' | 'hurt' | 'burn' | 'poison' | 'buff' | 'ko' | 'victory';

export interface SheetAnimation {
  readonly name: AnimationName;
  readonly frames: number;
  readonly frameRate: number;
  /** -1 loops; 0 plays once and holds its last frame. */
  readonly repeat: number;
}

/** In sheet order: each animation's frames follow the previous one's. */
export const ANIMATIONS: readonly SheetAnimation[] = [
  { name: 'idle', frames: 4, frameRate: 6, repeat: -1 },
  { name: 'attackA', frames: 5, frameRate: 12, repeat: 0 },
  { name: 'attackB', frames: 5, frameRate: 12, repeat: 0 },
  { name: 'hurt', frames: 3, frameRate: 10, repeat: 0 },
  { name: 'burn', frames: 3, frameRate: 8, repeat: -1 },
  { name: 'poison', frames: 3, frameRate: 6, repeat: -1 },
  { name: 'buff', frames: 4, frameRate: 8, repeat: 0 },
  { name: 'ko', frames: 4, frameRate: 8, repeat: 0 },
  { name: 'victory', frames: 3, frameRate: 6, repeat: -1 },
];

/** The animations every fighter sheet has, by name: the battle plays them. */
export const ANIMATION_NAMES: readonly AnimationName[] = ANIMATIONS.map((animation) => animation.name);

export const FRAME_COUNT = ANIMATIONS.reduce((sum, a) => sum + a.frames, 0);
export const ROWS = Math.ceil(FRAME_COUNT / COLUMNS);
export const SHEET_WIDTH = COLUMNS * FRAME_WIDTH;
export const SHEET_HEIGHT = ROWS * FRAME_HEIGHT;

/** The first frame index of each animation. */
export function firstFrame(name: AnimationName): number {
  let index = 0;
  for (const animation of ANIMATIONS) {
    if (animation.name === name) return index;
    index += animation.frames;
  }
  throw new Error(`No animation ${name}`);
}

/** The top-left corner of a frame in the sheet. */
export function frameOrigin(index: number): { x: number; y: number } {
  return { x: (index % COLUMNS) * FRAME_WIDTH, y: Math.floor(index / COLUMNS) * FRAME_HEIGHT };
}
