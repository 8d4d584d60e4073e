// A line of moves that wins a story battle for the hero (side 0) against the computer, whatever
// the seed. A story battle's seed is drawn by the backend, so tests that need a won battle cannot
// know a winning deck and play in advance: they look for one from the battle they were given.
// The computer's moves are its own choices (computerAction), so the line holds up under the strict
// replay that judges story battles.
import { computerAction } from '../ai/computerMove.ts';
import { apply } from '../battle/apply.ts';
import { legalActions } from '../battle/legal.ts';
import type { BattleAction, BattleState } from '../battle/types.ts';
import type { ComputerLevel } from '../plan/planSchema.ts';
import { Rng } from '../rng.ts';

type Policy = (state: BattleState) => BattleAction;

/** Every action from `start` to the end with the hero playing `policy`, and who won. */
function playOut(start: BattleState, level: ComputerLevel, policy: Policy) {
  let state = start;
  const actions: BattleAction[] = [];
  while (state.winner === null && actions.length < 600) {
    const action = state.active === 0 ? policy(state) : computerAction(state, level);
    const result = apply(state, action);
    if (!result.ok) return { actions, winner: null };
    actions.push(action);
    state = result.state;
  }
  return { actions, winner: state.winner };
}

/** A hero that mostly attacks with what it can pay for, at random: many different battles. */
function rolling(seed: number): Policy {
  const rng = Rng.fromSeed(seed);
  return (state) => {
    const moves = legalActions(state, 0, { affordableOnly: true });
    const attacks = moves.filter((move) => move.type === 'playCard');
    const pool = attacks.length > 0 && rng.percent(85) ? attacks : moves;
    return pool[rng.int(0, pool.length - 1)] ?? { type: 'chargeEnergy', side: 0 };
  };
}

/**
 * The actions (both sides', in order) from `start` to a win of side 0, trying the computer levels'
 * play for the hero first and then a few hundred varied ones. Throws when none wins.
 */
export function winningLine(start: BattleState, level: ComputerLevel): BattleAction[] {
  const policies: Policy[] = (['hard', 'classic', 'normal', 'easy', 'expert'] as const).map(
    (hero) => (state: BattleState) => computerAction(state, hero),
  );
  for (let seed = 1; seed <= 400; seed += 1) policies.push(rolling(seed));
  for (const policy of policies) {
    const played = playOut(start, level, policy);
    if (played.winner === 0) return played.actions;
  }
  throw new Error('No line of play found that wins this battle for the hero');
}

/** A hero that plays its moves of `line` in order, one per call. */
export function following(line: readonly BattleAction[]): Policy {
  const heroMoves = line.filter((action) => action.side === 0);
  let next = 0;
  return () => {
    const move = heroMoves[next];
    next += 1;
    if (!move) throw new Error('The line has no more moves for the hero');
    return move;
  };
}
