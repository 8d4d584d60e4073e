// A replay: a finished battle rebuilt by the engine from its plan (seed, combatants, who attacks
// first) and its moves, never from recorded outcomes. Every move is applied again with `apply`, so
// the draws, misses, criticals and effects are the engine's own; a move that does not apply where
// it stands means the log is not this battle's (a changed file, other card rules).
import * as v from 'valibot';
import { apply } from '../battle/apply.ts';
import { BattleActionSchema } from '../battle/schema.ts';
import type { BattleAction, BattleEvent, BattleState, SideIndex } from '../battle/types.ts';
import { CARD_BY_ID } from '../../content/index.ts';
import { moveLines, openingLines } from '../log/logLines.ts';
import type { LogLine } from '../log/logLines.ts';
import { openingState } from '../plan/plan.ts';
import type { BattlePlan } from '../plan/planSchema.ts';

/** One move as the battle log stores it (the engine's one schema of a move). */
export const ACTION_SCHEMA = BattleActionSchema;

/** One move of the replay: the battle before it, the action, its events and the battle after it. */
export interface ReplayMove {
  readonly action: BattleAction;
  readonly before: BattleState;
  readonly events: readonly BattleEvent[];
  readonly after: BattleState;
}

export interface Replay {
  readonly plan: BattlePlan;
  readonly opening: BattleState;
  readonly moves: readonly ReplayMove[];
}

/** How a replayed battle ends: the winner, both healths and the turns it took. */
export interface ReplayResult {
  readonly winner: SideIndex | null;
  readonly health: readonly [number, number];
  readonly turns: number;
}

export type ReplayBuild = { ok: true; replay: Replay } | { ok: false; move: number; reason: string };

/** The stored moves as engine actions; null when one of them is not a move at all. */
export function readActions(log: readonly unknown[]): BattleAction[] | null {
  const actions: BattleAction[] = [];
  for (const entry of log) {
    const parsed = v.safeParse(ACTION_SCHEMA, entry);
    if (!parsed.success) return null;
    actions.push(parsed.output);
  }
  return actions;
}

/** Rebuilds the battle move by move; the first move the engine refuses ends it with the reason. */
export function buildReplay(plan: BattlePlan, actions: readonly BattleAction[]): ReplayBuild {
  let opening: BattleState;
  try {
    opening = openingState(plan);
  } catch (error) {
    return { ok: false, move: 0, reason: error instanceof Error ? error.message : 'the battle cannot begin' };
  }
  const moves: ReplayMove[] = [];
  let state = opening;
  for (const [index, action] of actions.entries()) {
    const result = apply(state, action);
    if (!result.ok) return { ok: false, move: index + 1, reason: result.reason };
    moves.push({ action, before: state, events: result.events, after: result.state });
    state = result.state;
  }
  return { ok: true, replay: { plan, opening, moves } };
}

/** The battle after the first `position` moves (0: as it began). */
export function stateAt(replay: Replay, position: number): BattleState {
  if (position <= 0) return replay.opening;
  return (replay.moves[Math.min(position, replay.moves.length) - 1] as ReplayMove).after;
}

export function finalState(replay: Replay): BattleState {
  return stateAt(replay, replay.moves.length);
}

export function resultOf(replay: Replay): ReplayResult {
  const end = finalState(replay);
  return { winner: end.winner, health: [end.sides[0].health, end.sides[1].health], turns: end.turn };
}

/** The battle log as it reads after the first `position` moves. */
export function linesUpTo(replay: Replay, position: number): LogLine[] {
  const lines = openingLines(replay.opening);
  for (const move of replay.moves.slice(0, Math.max(0, position)))
    lines.push(...moveLines(move.before, move.action, move.events));
  return lines;
}

/** A move named for a player: 'Kidlat plays Sungkite', 'Alon charges Energy'. */
export function describeAction(state: BattleState, action: BattleAction): string {
  const name = state.sides[action.side]?.name ?? `Side ${action.side}`;
  if (action.type === 'chargeEnergy') return `${name} charges Energy`;
  if (action.type === 'timeUp') return `${name} runs out of time`;
  return `${name} plays ${CARD_BY_ID.get(action.cardId)?.name ?? `card ${action.cardId}`}`;
}
