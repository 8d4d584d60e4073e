// What every part painter of one frame needs: the canvas, who is drawn, the solved joints, and the
// condition that marks the body (burn soot, poison blotches).
import type { Brush, Ctx } from './ink.ts';
import type { Look } from './palettes.ts';
import type { Joints, Point, Pose } from './skeleton.ts';

export type Condition = 'none' | 'burn' | 'poison';

/** Paints marks inside a part whose axis runs a→b with half-width r. */
export type Marker = (
  id: string,
  a: Point,
  b: Point,
  r: number,
  onSkin: boolean,
) => ((ctx: Ctx) => void) | undefined;

export interface Figure {
  readonly b: Brush;
  readonly look: Look;
  readonly j: Joints;
  readonly pose: Pose;
  readonly condition: Condition;
  /** The skin as it looks now (sickly under poison). */
  readonly skin: string;
  readonly marks: Marker;
}
