// The guided battle's plan: Kidlat (the player, attacking first) against Alon played by the easy
// computer, in the arena, on a seed chosen so every pointer's moment happens (steps.ts).
import type { BattlePlan } from '../plan/planSchema.ts';

export const TUTORIAL_SEED = 12;

export function tutorialPlan(): BattlePlan {
  return {
    mode: 'tutorial',
    seed: TUTORIAL_SEED,
    sides: [
      { kind: 'fighter', fighterId: 1 },
      { kind: 'fighter', fighterId: 2 },
    ],
    level: 'easy',
    place: 'arena',
    first: 0,
  };
}
