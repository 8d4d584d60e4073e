// Story battles for the contract, played by the engine so that a backend judging the log (the
// strict replay) finds it fair: the enemy makes the computer's own choices; the hero plays a line
// that wins (src/engine/testkit/winningLine.ts), or lets the clock run out every turn to lose. The
// backend draws each story battle's seed, so the line is found from the plan it stored.
import { apply } from '../../../../src/engine/index.ts';
import type { BattleAction } from '../../../../src/engine/index.ts';
import { computerAction } from '../../../../src/engine/ai/computerMove.ts';
import { storyPlan } from '../../../../src/engine/adventure/storyStart.ts';
import type { StoryFoe, StoryHero } from '../../../../src/engine/adventure/storyStart.ts';
import { openingState } from '../../../../src/engine/plan/plan.ts';
import type { BattlePlan } from '../../../../src/engine/plan/planSchema.ts';
import { winningLine } from '../../../../src/engine/testkit/winningLine.ts';

/** Tulisan ng Gubat in the woods: a story enemy where none was met (a battle of another mode). */
export const WOODS_FOE: StoryFoe = { enemyId: 4, randomChoice: 1, location: 'woods' };

/** The plan of a story battle of `hero` against `foe`, as the game begins one. */
export function storyPlanOf(hero: StoryHero, deck: readonly number[], seed = 1, foe = WOODS_FOE): BattlePlan {
  return storyPlan(hero, deck, foe, seed);
}

/** The hero lets its clock run out every turn: the enemy wins, whatever the seed. */
function losingLine(plan: BattlePlan): BattleAction[] {
  let state = openingState(plan);
  const actions: BattleAction[] = [];
  while (state.winner === null && actions.length < 400) {
    const action: BattleAction =
      state.active === 1 ? computerAction(state, plan.level) : { type: 'timeUp', side: 0 };
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
  }
  if (state.winner !== 1) throw new Error('the hero did not lose');
  return actions;
}

const played = new Map<string, BattleAction[]>();

/** A fair log of the battle of `plan` that ends with `winner`. */
export function storyLine(plan: BattlePlan, winner: 0 | 1): BattleAction[] {
  const key = `${winner}:${JSON.stringify(plan)}`;
  const known = played.get(key);
  if (known) return known;
  const line = winner === 0 ? winningLine(openingState(plan), plan.level) : losingLine(plan);
  played.set(key, line);
  return line;
}
