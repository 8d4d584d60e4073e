// Every battleground by id, and the plan the painters and the battle scene share for each (see
// layout.ts). Plain data: the game imports it without the painters.
import type { GroundPlan } from './layout.ts';
import { ARENA } from './plans/arena.ts';
import { MANOR } from './plans/manor.ts';
import { REMNANTS } from './plans/remnants.ts';
import { RIVER } from './plans/river.ts';
import { TRIBE } from './plans/tribe.ts';
import { VILLAGE } from './plans/village.ts';
import { WOODS } from './plans/woods.ts';

export * from './layout.ts';

export const GROUND_IDS = ['arena', 'tribe', 'woods', 'remnants', 'manor', 'river', 'village'] as const;
export type GroundId = (typeof GROUND_IDS)[number];

/** The ground of a place: a story location's own, the arena for anything else. */
export function groundOf(place: string): GroundId {
  return (GROUND_IDS as readonly string[]).includes(place) ? (place as GroundId) : 'arena';
}

export const PLANS: Readonly<Record<GroundId, GroundPlan>> = {
  arena: ARENA,
  tribe: TRIBE,
  woods: WOODS,
  remnants: REMNANTS,
  manor: MANOR,
  river: RIVER,
  village: VILLAGE,
};
