// A fighter's pose is a handful of angles; the skeleton turns them into joint positions. Angles are
// in degrees measured from straight down, growing toward the way the fighter faces (90 points at
// the foe, 180 straight up, -90 behind). Every pose is dropped onto the floor, so whatever is
// lowest (the feet, a knee, or a whole body lying down) touches it.
import type { Build } from './palettes.ts';
import { FEET } from './sheet.ts';

export type Expression = 'calm' | 'fierce' | 'shout' | 'pain' | 'sick' | 'ko' | 'joy' | 'focus';

export interface ArmPose {
  readonly upper: number;
  readonly fore: number;
  /** Where the held weapon's tip points. */
  readonly weapon: number;
}

export interface LegPose {
  readonly thigh: number;
  readonly shin: number;
  /** Where the toes point; 90 is flat on the floor. */
  readonly foot?: number;
}

export interface Pose {
  /** The hips' offset from the feet anchor, toward the front. */
  readonly x?: number;
  /** Raises the whole body off the floor (a jump), in pixels. */
  readonly lift?: number;
  /** The torso's tilt from upright toward the front. */
  readonly lean: number;
  /** The head's tilt on top of the torso. */
  readonly head?: number;
  readonly front: ArmPose;
  readonly back: ArmPose;
  readonly frontLeg: LegPose;
  readonly backLeg: LegPose;
  readonly face?: Expression;
  /** How far cloth and hair stream behind (0 still, 1 a hard lunge). */
  readonly wind?: number;
  /** The weapons have fallen and lie on the floor (a knocked-out fighter). */
  readonly drop?: boolean;
}

export interface Point {
  x: number;
  y: number;
}

export interface Limb {
  readonly root: Point;
  readonly mid: Point;
  readonly end: Point;
}

export interface Joints {
  readonly hip: Point;
  readonly neck: Point;
  readonly head: Point;
  /** Radians the head is turned from upright (clockwise, toward the front). */
  readonly headAngle: number;
  /** Radians the torso is turned from upright. */
  readonly torsoAngle: number;
  readonly frontArm: Limb;
  readonly backArm: Limb;
  readonly frontLeg: Limb;
  readonly backLeg: Limb;
  readonly frontFoot: number;
  readonly backFoot: number;
}

export const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/** The point `length` away from p in the skeleton's angle convention (degrees). */
export function reach(p: Point, degrees: number, length: number): Point {
  const a = rad(degrees);
  return { x: p.x + Math.sin(a) * length, y: p.y + Math.cos(a) * length };
}

export function solve(pose: Pose, build: Build): Joints {
  const hip0: Point = { x: FEET.x + (pose.x ?? 0), y: 0 };
  const neck = reach(hip0, 180 - pose.lean, build.torso);
  const torsoAngle = rad(pose.lean);
  // The torso's own axes: up along the spine, and across it toward the front.
  const across = { x: Math.cos(torsoAngle), y: Math.sin(torsoAngle) };
  const up = { x: Math.sin(torsoAngle), y: -Math.cos(torsoAngle) };
  const onTorso = (base: Point, a: number, u: number): Point => ({
    x: base.x + across.x * a + up.x * u,
    y: base.y + across.y * a + up.y * u,
  });
  const headAngle = torsoAngle + rad(pose.head ?? 0);
  const head = reach(neck, 180 - (pose.lean + (pose.head ?? 0)), 30 * build.headSize);

  const arm = (shoulder: Point, p: ArmPose): Limb => {
    const mid = reach(shoulder, p.upper, build.upperArm);
    return { root: shoulder, mid, end: reach(mid, p.fore, build.foreArm) };
  };
  const leg = (root: Point, p: LegPose): Limb => {
    const mid = reach(root, p.thigh, build.thigh);
    return { root, mid, end: reach(mid, p.shin, build.shin) };
  };
  const frontArm = arm(onTorso(neck, build.shoulder * 0.55, -10), pose.front);
  const backArm = arm(onTorso(neck, -build.shoulder * 0.62, -8), pose.back);
  const frontLeg = leg(onTorso(hip0, build.hips * 0.36, -6), pose.frontLeg);
  const backLeg = leg(onTorso(hip0, -build.hips * 0.36, -6), pose.backLeg);

  // Drop onto the floor: the lowest of feet, knees, hips, shoulders and head rests on it.
  const contacts = [
    // Feet: the sole under a standing foot, the heel of one pointing up.
    frontLeg.end.y + ((pose.frontLeg.foot ?? 90) === 90 ? 9 : 15),
    backLeg.end.y + ((pose.backLeg.foot ?? 90) === 90 ? 9 : 15),
    frontLeg.mid.y + 13,
    backLeg.mid.y + 13,
    hip0.y + 20,
    neck.y + 16,
    // A torso lying on its back rests on its broad side, not on the spine.
    hip0.y + Math.abs(across.y) * build.hips,
    neck.y + Math.abs(across.y) * build.shoulder,
    head.y + 27 * build.headSize,
    frontArm.end.y + 8,
    backArm.end.y + 8,
  ];
  const dy = FEET.y - Math.max(...contacts) - (pose.lift ?? 0);
  const move = (p: Point): Point => ({ x: p.x, y: p.y + dy });
  const moveLimb = (l: Limb): Limb => ({ root: move(l.root), mid: move(l.mid), end: move(l.end) });
  return {
    hip: move(hip0),
    neck: move(neck),
    head: move(head),
    headAngle,
    torsoAngle,
    frontArm: moveLimb(frontArm),
    backArm: moveLimb(backArm),
    frontLeg: moveLimb(frontLeg),
    backLeg: moveLimb(backLeg),
    frontFoot: pose.frontLeg.foot ?? 90,
    backFoot: pose.backLeg.foot ?? 90,
  };
}
