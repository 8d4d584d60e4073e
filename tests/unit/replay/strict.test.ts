// The strict replay judges battles against the computer: logs played the way the screen plays
// them pass with the engine's winner; a computer move that is not its level's choice, the
// computer running out of time, an illegal move or a move after the end refuse the log.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, Rng } from '../../../src/engine/index.ts';
import type { BattleAction, BattleState } from '../../../src/engine/index.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { openingState } from '../../../src/engine/plan/plan.ts';
import { strictReplay } from '../../../src/engine/replay/strict.ts';
import type { BattlePlan } from '../../../src/state/battle/types.ts';
import { planOf, storyPlan } from './battles.ts';

/**
 * A battle as the screen plays it: the computer's side makes its level's choice, the player any
 * legal move (a time-up now and then), picked by a generator.
 */
function played(plan: BattlePlan, pickSeed: number): { actions: BattleAction[]; end: BattleState } {
  const rng = Rng.fromSeed(pickSeed);
  let state = openingState(plan);
  const actions: BattleAction[] = [];
  while (state.winner === null && actions.length < 2000) {
    let action: BattleAction;
    if (state.active === 1) action = computerAction(state, plan.level);
    else {
      const legal = legalActions(state, 0, { includeTimeUp: true });
      action = legal[rng.int(0, legal.length - 1)] as BattleAction;
    }
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
  }
  return { actions, end: state };
}

/** The index of the first move of `side` for which `pick` finds a replacement, and the replacement. */
function firstSwap(
  plan: BattlePlan,
  actions: readonly BattleAction[],
  pick: (state: BattleState, action: BattleAction) => BattleAction | null,
): { index: number; action: BattleAction } {
  let state = openingState(plan);
  for (const [index, action] of actions.entries()) {
    const other = state.active === 1 ? pick(state, action) : null;
    if (other) return { index, action: other };
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  throw new Error('no move to swap');
}

describe('the strict replay', () => {
  it("passes battles played as the screen plays them, with the engine's winner and healths", () => {
    for (const seed of [3, 11, 27, 40]) {
      for (const plan of [storyPlan(seed), planOf('versus_computer', seed)]) {
        const { actions, end } = played(plan, seed * 7 + 1);
        const verdict = strictReplay(plan, actions);
        expect(verdict).toMatchObject({
          ok: true,
          result: { winner: end.winner, health: [end.sides[0].health, end.sides[1].health] },
        });
      }
    }
  });

  it('refuses a computer move that its level would not choose, even a legal one', () => {
    const plan = storyPlan(11);
    const { actions } = played(plan, 5);
    const swap = firstSwap(plan, actions, (state, action) => {
      const other = legalActions(state, 1).find((a) => JSON.stringify(a) !== JSON.stringify(action));
      return other ?? null;
    });
    const forged = actions.slice(0, swap.index).concat(swap.action);
    expect(strictReplay(plan, forged)).toEqual({
      ok: false,
      move: swap.index + 1,
      reason: 'the computer would not make this move',
    });
    // Cut before the forged move, the same log is a fair unfinished battle.
    expect(strictReplay(plan, actions.slice(0, swap.index))).toMatchObject({
      ok: true,
      result: { winner: null },
    });
  });

  it('refuses the computer running out of time, and allows the player to', () => {
    const plan = storyPlan(27);
    const { actions } = played(plan, 9);
    const swap = firstSwap(plan, actions, (state) => ({ type: 'timeUp', side: state.active }));
    expect(strictReplay(plan, actions.slice(0, swap.index).concat(swap.action))).toEqual({
      ok: false,
      move: swap.index + 1,
      reason: 'the computer never runs out of time',
    });
    expect(strictReplay(plan, [{ type: 'timeUp', side: 0 }])).toMatchObject({ ok: true });
  });

  it('refuses an illegal move, a move out of turn and a move after the end', () => {
    const plan = storyPlan(40);
    const opening = openingState(plan);
    const notHeld = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((id) => !opening.sides[0].hand.includes(id)) ?? 1;
    expect(strictReplay(plan, [{ type: 'playCard', side: 0, cardId: notHeld }])).toMatchObject({
      ok: false,
      move: 1,
    });
    expect(strictReplay(plan, [{ type: 'chargeEnergy', side: 1 }])).toMatchObject({ ok: false, move: 1 });
    const { actions } = played(plan, 13);
    expect(strictReplay(plan, [...actions, { type: 'chargeEnergy', side: 0 }])).toMatchObject({
      ok: false,
      move: actions.length + 1,
    });
  });

  it('judges only battles against the computer', () => {
    expect(strictReplay(planOf('local_two_player', 3), [])).toEqual({
      ok: false,
      move: 0,
      reason: 'the battle has no computer side',
    });
  });
});
