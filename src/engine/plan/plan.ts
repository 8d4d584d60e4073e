// A battle plan: who fights whom, where, the seed and the computer's level. The character select
// makes one for the versus modes; the adventure makes one for a story battle.
import { apply } from '../battle/apply.ts';
import { createBattle } from '../battle/create.ts';
import type { BattleAction, BattleState } from '../battle/types.ts';
import { nextSeed } from '../rng.ts';
import { sideOf } from './combatants.ts';
import { moveLines, openingLines } from '../log/logLines.ts';
import type { LogLine } from '../log/logLines.ts';
import type { BattlePlan, ComputerLevel } from './planSchema.ts';

/** The other fixed fighter: Player 2 (or the computer) fights with the one the player left. */
export function rivalOf(fighterId: number): number {
  return fighterId === 1 ? 2 : 1;
}

/** A versus battle in the arena: the chosen fighter against the other one. */
export function makePlan(
  mode: 'versus_computer' | 'local_two_player',
  fighterId: number,
  level: ComputerLevel,
  seed: number,
): BattlePlan {
  return {
    mode,
    seed,
    sides: [
      { kind: 'fighter', fighterId },
      { kind: 'fighter', fighterId: rivalOf(fighterId) },
    ],
    level,
    place: 'arena',
  };
}

/** The next battle after Restart: a different seed, still fixed by the first one. */
export function restartPlan(plan: BattlePlan): BattlePlan {
  return { ...plan, seed: nextSeed(plan.seed) };
}

export function openingState(plan: BattlePlan): BattleState {
  const sides = [sideOf(plan.sides[0]), sideOf(plan.sides[1])] as const;
  return createBattle({ seed: plan.seed, sides, ...(plan.first === undefined ? {} : { first: plan.first }) })
    .state;
}

/** The battle after its stored actions, rebuilt by the engine from the plan's seed. */
export function replayBattle(plan: BattlePlan, actions: readonly BattleAction[]): BattleState {
  let state = openingState(plan);
  for (const action of actions) {
    const result = apply(state, action);
    if (result.ok) state = result.state;
  }
  return state;
}

/** The battle log of the stored actions, as it read when they were shown (after a reload). */
export function replayBattleLog(plan: BattlePlan, actions: readonly BattleAction[]): LogLine[] {
  let state = openingState(plan);
  const log = openingLines(state);
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) continue;
    log.push(...moveLines(state, action, result.events));
    state = result.state;
  }
  return log;
}
