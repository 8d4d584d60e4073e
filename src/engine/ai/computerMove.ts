// The computer's move: the level's strategy deciding from its side's view, with a generator seeded
// by the battle's seed and turn, so a replay, a reload and How to Play's fixed seed all see the
// same decision (and a unit test can play a battle the way the screen does).
import { Rng } from '../rng.ts';
import { viewFor } from '../battle/view.ts';
import type { BattleAction, BattleState } from '../battle/types.ts';
import type { ComputerLevel } from '../plan/planSchema.ts';
import { STRATEGIES } from './strategies.ts';

export function computerAction(state: BattleState, level: ComputerLevel): BattleAction {
  const rng = Rng.fromSeed((state.seed ^ Math.imul(state.turn, 0x9e3779b1)) | 0);
  return STRATEGIES[level].decide(viewFor(state, state.active), rng);
}
