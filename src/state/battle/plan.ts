// A battle plan from the character select: who fights whom, the seed and the computer's level.
import { createBattle, sideFromTemplate } from '../../engine/index.ts';
import type { BattleState } from '../../engine/index.ts';
import { FIGHTER_BY_ID } from '../../content/index.ts';
import type { BattleMode, BattlePlan, ComputerLevel } from './types.ts';

/** The other fixed fighter: Player 2 (or the computer) fights with the one the player left. */
export function rivalOf(fighterId: number): number {
  return fighterId === 1 ? 2 : 1;
}

/** A fresh seed; `?seed=` on the character select fixes it (replays, bug reports and tests). */
export function seedFrom(search: string): number {
  const wanted = Number(new URLSearchParams(search).get('seed'));
  if (Number.isInteger(wanted) && wanted > 0) return wanted | 0;
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  return (random[0] ?? 1) | 0 || 1;
}

export function makePlan(
  mode: BattleMode,
  fighterId: number,
  level: ComputerLevel,
  seed: number,
): BattlePlan {
  return { mode, seed, fighters: [fighterId, rivalOf(fighterId)], level };
}

/** The next battle after Restart: a different seed, still fixed by the first one. */
export function restartPlan(plan: BattlePlan): BattlePlan {
  return { ...plan, seed: (Math.imul(plan.seed, 1103515245) + 12345) | 0 || 1 };
}

export function openingState(plan: BattlePlan): BattleState {
  const [a, b] = plan.fighters;
  const first = FIGHTER_BY_ID.get(a);
  const second = FIGHTER_BY_ID.get(b);
  if (!first || !second) throw new Error(`Unknown fighters ${a} and ${b}`);
  return createBattle({ seed: plan.seed, sides: [sideFromTemplate(first), sideFromTemplate(second)] }).state;
}
