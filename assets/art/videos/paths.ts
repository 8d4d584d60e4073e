// Where the stick (or the two sticks of sinawali) is at each moment of a technique video: key poses
// over time (the grip's position and the stick's angle), eased between. The foe stands just off the
// right of the frame; strikes land around (560, 225), at the times the technique lists as impacts.
export type Technique =
  'abanico' | 'rompida' | 'bagsak' | 'punyo' | 'redonda' | 'fireStaff' | 'storm' | 'lightning' | 'weave';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface StickPose {
  readonly grip: Point;
  readonly tip: Point;
}

/** [time s, angle degrees (0 points at the foe, negative is raised), grip x, grip y]. */
type Key = readonly [number, number, number, number];

const STICK_LENGTH = 250;

const smooth = (x: number) => x * x * (3 - 2 * x);

function along(keys: readonly Key[], t: number): { angle: number; x: number; y: number } {
  const first = keys[0];
  if (!first) throw new Error('A technique needs key poses.');
  let before: Key = first;
  let after: Key = first;
  for (const key of keys) {
    if (key[0] <= t) before = key;
    if (key[0] >= t) {
      after = key;
      break;
    }
    after = key;
  }
  const span = after[0] - before[0];
  const k = span > 0 ? smooth(Math.min(1, Math.max(0, (t - before[0]) / span))) : 0;
  const mix = (a: number, b: number) => a + (b - a) * k;
  return { angle: mix(before[1], after[1]), x: mix(before[2], after[2]), y: mix(before[3], after[3]) };
}

function pose(angleDegrees: number, x: number, y: number, length = STICK_LENGTH): StickPose {
  const angle = (angleDegrees * Math.PI) / 180;
  return { grip: { x, y }, tip: { x: x + Math.cos(angle) * length, y: y + Math.sin(angle) * length } };
}

function keyed(keys: readonly Key[], t: number): StickPose {
  const { angle, x, y } = along(keys, t);
  return pose(angle, x, y);
}

const ABANICO: readonly Key[] = [
  [0, -100, 300, 250],
  [0.7, -80, 310, 245],
  [1.0, 0, 330, 240],
  [1.3, 70, 325, 245],
  [1.6, 0, 330, 240],
  [1.9, -70, 325, 240],
  [2.2, 0, 335, 240],
  [2.5, 70, 325, 245],
  [2.8, 0, 335, 240],
  [3.3, -115, 300, 230],
  [3.9, 5, 350, 240],
  [5, 25, 345, 245],
];

const ROMPIDA: readonly Key[] = [
  [0, -60, 300, 260],
  [0.8, -115, 310, 230],
  [1.2, 5, 335, 240],
  [1.5, 60, 330, 260],
  [2.0, -5, 335, 240],
  [2.3, -110, 315, 230],
  [2.8, 5, 335, 240],
  [3.3, -125, 305, 225],
  [3.9, 10, 350, 245],
  [5, 35, 345, 250],
];

const BAGSAK: readonly Key[] = [
  [0, -40, 300, 260],
  [1.7, -145, 290, 190],
  [2.2, 25, 350, 270],
  [2.6, 30, 345, 272],
  [3.4, -150, 290, 185],
  [3.9, 35, 360, 275],
  [5, 38, 355, 278],
];

// The butt of the stick leads: the stick points back over the shoulder while the grip drives in.
const PUNYO: readonly Key[] = [
  [0, 200, 230, 250],
  [1.1, 205, 250, 245],
  [1.5, 190, 545, 228],
  [2.0, 205, 300, 250],
  [2.7, 190, 545, 226],
  [3.2, 210, 260, 250],
  [3.9, 185, 555, 225],
  [5, 190, 540, 228],
];

const FIRE_STAFF: readonly Key[] = [
  [0, -120, 290, 240],
  [1.0, -135, 300, 230],
  [1.4, 20, 340, 245],
  [1.8, 65, 330, 260],
  [2.6, -20, 340, 235],
  [3.2, -140, 295, 225],
  [3.9, 15, 355, 245],
  [5, 30, 350, 250],
];

const LIGHTNING: readonly Key[] = [
  [0, -40, 320, 270],
  [1.5, -90, 420, 330],
  [2.0, -90, 420, 330],
  [3.3, -100, 400, 320],
  [3.9, 0, 340, 240],
  [5, 15, 340, 245],
];

// Sinawali: two sticks weave, one striking high while the other chambers low, then crossing.
const WEAVE_HIGH: readonly Key[] = [
  [0, -90, 300, 215],
  [1.1, 0, 335, 225],
  [1.4, -100, 305, 215],
  [1.7, -100, 305, 215],
  [2.3, 0, 335, 225],
  [2.6, -100, 305, 215],
  [2.9, -100, 305, 215],
  [3.4, -120, 300, 210],
  [3.9, 0, 345, 228],
  [5, 10, 340, 230],
];
const WEAVE_LOW: readonly Key[] = [
  [0, 80, 320, 285],
  [1.1, 80, 320, 285],
  [1.7, 0, 340, 255],
  [2.0, 90, 320, 285],
  [2.3, 90, 320, 285],
  [2.9, 0, 340, 255],
  [3.4, 110, 315, 290],
  [3.9, 0, 350, 258],
  [5, -10, 345, 255],
];

export function stickPose(technique: Technique, t: number): readonly StickPose[] {
  switch (technique) {
    case 'abanico':
      return [keyed(ABANICO, t)];
    case 'rompida':
      return [keyed(ROMPIDA, t)];
    case 'bagsak':
      return [keyed(BAGSAK, t)];
    case 'punyo':
      return [keyed(PUNYO, t)];
    case 'fireStaff':
      return [keyed(FIRE_STAFF, t)];
    case 'lightning':
      return [keyed(LIGHTNING, t)];
    case 'weave':
      return [keyed(WEAVE_HIGH, t), keyed(WEAVE_LOW, t)];
    case 'redonda': {
      // Unbroken circles: the stick passes the foe every 0.65 s from 1.3 s, and slows after.
      const turns = t < 3.9 ? (t - 1.3) / 0.65 : 4 + (1 - Math.exp(-(t - 3.9) * 3)) * 0.1;
      return [pose(turns * 360, 330, 240)];
    }
    case 'storm': {
      // Two sticks whirl like a storm, each passing the foe in turn.
      const turns = t < 3.9 ? (t - 1.2) / 0.9 : 3 + (1 - Math.exp(-(t - 3.9) * 3)) * 0.1;
      const angle = turns * 360;
      return [pose(angle, 330, 235), pose(angle + 180, 345, 245)];
    }
  }
}
