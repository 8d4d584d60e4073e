// Playing a whole battle between two computer players, headless: the simulator, the benchmarks and
// the tests use it. Resolution is in place on one private copy (no events, no per-move copies),
// which is what makes tens of thousands of battles per second possible; `apply` gives identical
// results, as the replay test checks.
import { Rng } from '../rng.ts';
import type { Strategy } from '../ai/types.ts';
import { cloneBattle } from './clone.ts';
import { illegalReason, resolveInPlace } from './resolve.ts';
import type { BattleAction, BattleState, SideIndex } from './types.ts';
import { viewFor } from './view.ts';

/** A battle that has gone this many turns is called a draw (it never happens with the catalogue's cards). */
export const TURN_LIMIT = 400;

export interface PlayedBattle {
  winner: SideIndex | null;
  turns: number;
  actions: BattleAction[];
  /** Milliseconds each side spent deciding, one entry per decision (when a clock is given). */
  decisionMs: [number[], number[]];
  final: BattleState;
}

export interface PlayOptions {
  /** Seeds of the two players' own generators. */
  botSeeds: readonly [number, number];
  /** A clock for decision times (the simulator passes performance.now; the engine has none). */
  clock?: () => number;
  /** Keep the list of actions (for replays); off in bulk simulation. */
  recordActions?: boolean;
  /** Told of every action before it is resolved (play-rate statistics). */
  onAction?: (action: BattleAction, state: BattleState) => void;
}

export function playBattle(
  start: BattleState,
  players: readonly [Strategy, Strategy],
  options: PlayOptions,
): PlayedBattle {
  const state = cloneBattle(start);
  const rng = Rng.fromState(state.rng);
  const botRngs = [Rng.fromSeed(options.botSeeds[0]), Rng.fromSeed(options.botSeeds[1])] as const;
  const actions: BattleAction[] = [];
  const decisionMs: [number[], number[]] = [[], []];
  const clock = options.clock;
  while (state.winner === null && state.turn < TURN_LIMIT) {
    const side = state.active;
    // The generator state is written back only at the end: views never include it.
    const t0 = clock ? clock() : 0;
    const action = (players[side] as Strategy).decide(viewFor(state, side), botRngs[side]);
    if (clock) decisionMs[side].push(clock() - t0);
    const reason = illegalReason(state, action);
    if (reason !== null) throw new Error(`${players[side]?.name} chose an illegal action: ${reason}`);
    if (options.recordActions) actions.push(action);
    if (options.onAction) options.onAction(action, state);
    resolveInPlace(state, action, rng, null);
  }
  state.rng = rng.state();
  return { winner: state.winner, turns: state.turn, actions, decisionMs, final: state };
}
