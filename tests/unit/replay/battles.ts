// Battles for the replay tests: plans of every mode and legal move streams chosen by a generator,
// so a property test can walk many different battles to their end.
import { legalActions, apply, Rng } from '../../../src/engine/index.ts';
import type { BattleAction, BattleState } from '../../../src/engine/index.ts';
import { makePlan } from '../../../src/engine/plan/plan.ts';
import { openingState } from '../../../src/engine/plan/plan.ts';
import type { BattlePlan } from '../../../src/state/battle/types.ts';

/** A story battle as the adventure plans one: a hero with a small deck against a story enemy. */
export function storyPlan(seed: number): BattlePlan {
  return {
    mode: 'adventure',
    seed,
    sides: [
      {
        kind: 'hero',
        heroId: '6a0f3d4e-1111-4222-8333-944445555666',
        name: 'Tala',
        stats: { health: 60, mana: 50, agility: 12, defense: 0, critical_rate: 18 },
        deck: [73, 60, 62, 65, 70],
      },
      { kind: 'enemy', enemyId: 4 + (Math.abs(seed) % 3), figure: seed % 2 === 0 ? 1 : 2 },
    ],
    level: 'classic',
    place: 'woods',
    first: 0,
  };
}

export function planOf(mode: 'versus_computer' | 'local_two_player' | 'adventure', seed: number): BattlePlan {
  if (mode === 'adventure') return storyPlan(seed);
  return makePlan(mode, seed % 2 === 0 ? 1 : 2, 'easy', seed);
}

/**
 * Random legal play ends, but not quickly every time: heals and charges can stretch a battle past
 * 350 moves (local_two_player, seed 30, picks 1390053504 takes 351). The cap only stops a battle
 * that would never end.
 */
export const MOVE_LIMIT = 5000;

/**
 * Legal moves from the plan's opening until someone wins (or `limit` moves), each picked by a
 * generator from every legal move, time-ups included.
 */
export function playedActions(plan: BattlePlan, pickSeed: number, limit = MOVE_LIMIT): BattleAction[] {
  const rng = Rng.fromSeed(pickSeed);
  let state: BattleState = openingState(plan);
  const actions: BattleAction[] = [];
  while (state.winner === null && actions.length < limit) {
    const legal = legalActions(state, state.active, { includeTimeUp: true });
    // Mostly cards, so battles end; sometimes a charge or a time-up.
    const cards = legal.filter((a) => a.type === 'playCard');
    const pool = rng.int(0, 9) < 8 && cards.length ? cards : legal;
    const action = pool[rng.int(0, pool.length - 1)] as BattleAction;
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
  }
  return actions;
}
