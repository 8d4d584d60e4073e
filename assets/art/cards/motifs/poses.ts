// Ready stances the card pictures start from; each card bends them its own way.
import type { Pose } from './figure.ts';

/** Fighting stance, facing right, stick forward: the start of most strikes. */
export const STANCE: Pose = {
  x: 150,
  y: 180,
  size: 190,
  facing: 1,
  lean: 0.1,
  frontArm: { upper: 0.5, lower: -0.3 },
  backArm: { upper: 2.0, lower: 1.4 },
  frontLeg: { upper: 1.15, lower: 1.75 },
  backLeg: { upper: 2.05, lower: 1.8 },
  frontStick: -0.9,
};

export function pose(overrides: Partial<Pose>): Pose {
  return { ...STANCE, ...overrides };
}

/** A dark foe, lit from behind like the hero but dressed in the other colour. */
export function foe(overrides: Partial<Pose>): Pose {
  return { ...STANCE, facing: -1, band: '#1f7a8c', body: '#231530', ...overrides };
}
