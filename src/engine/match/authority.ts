// The online match authority: the one place that decides what a player's move does in an online
// match. It is pure, like the rest of the engine: every function returns a new match and never
// changes the one it is given, and time is an input (`now`, in milliseconds), never read from a
// clock. The game's WebSocket server and the Supabase Edge Function both run it (through
// server/matchService).
//
// A move is checked in this order, and the first check that fails answers with a code and a reason
// the player can read; nothing changes:
//   1. the match exists (and is the one named)        'no_match'
//   2. it is live                                      'not_live'
//   3. the actor holds a seat                          'not_seated'
//   4. it is the actor's turn                          'not_your_turn'
//      ...and the turn's time has not run out         'time_up'
//   5. the move's seq is the log's length              'stale' (with the expected seq)
//   6. the engine accepts the action                   'illegal' (the engine's reason)
// A card the player cannot pay for is not illegal: the engine applies it as a refused play that
// costs the turn, exactly as offline. A card not in the hand is illegal and changes nothing.
// The clock's side (time-ups, disconnections, forfeits) is in clock.ts.
import * as v from 'valibot';
import { apply } from '../battle/apply.ts';
import { PlayerMoveSchema } from '../battle/schema.ts';
import type { BattleAction, BattleState } from '../battle/types.ts';
import { MSG } from '../messages.ts';
import { TURN_TIMER_MS } from '../constants.ts';
import { openingBattle, seatOf } from './match.ts';
import type { MatchAction, MatchState, SeatIndex } from './match.ts';
import type { MatchEntry } from './redact.ts';

export interface MoveInput {
  matchId: string;
  /** The acting player's key, as the transport authenticated it. */
  actor: string;
  /** The log length the client saw: the seq this move would get. */
  seq: number;
  action: MatchAction;
}

export type RefusalCode =
  'no_match' | 'not_live' | 'not_seated' | 'not_your_turn' | 'time_up' | 'stale' | 'illegal';

export interface MoveRefusal {
  ok: false;
  code: RefusalCode;
  /** For the player to read. */
  reason: string;
  /** With 'stale' (and every refusal of a known match): the seq the match expects next. */
  expected?: number;
}

export type MoveResult = { ok: true; match: MatchState; entry: MatchEntry } | MoveRefusal;

export const REFUSAL_TEXT = Object.freeze({
  noMatch: 'This match does not exist any more.',
  finished: 'This match is over.',
  abandoned: 'This match was abandoned.',
  notSeated: 'You are not a player in this match.',
  notYourTurn: 'It is not your turn.',
  timeUp: MSG.timeUp,
  unknownAction: 'Unknown action.',
  stale: (expected: number): string => `That move is out of date: the match is at move ${expected}.`,
});

/** Applies an engine action the authority has already checked; appends it to the log. */
export function applyChecked(
  match: MatchState,
  actor: SeatIndex,
  action: BattleAction,
  now: number,
): { ok: true; match: MatchState; entry: MatchEntry } | { ok: false; reason: string } {
  const result = apply(match.battle, action);
  if (!result.ok) return result;
  const entry: MatchEntry = { seq: match.log.length, actor, action, at: now, events: result.events };
  const battle = result.state;
  const over = battle.winner !== null;
  const next: MatchState = {
    ...match,
    battle,
    log: [...match.log, entry],
    rev: match.rev + 1,
    deadline: over ? null : now + TURN_TIMER_MS,
  };
  if (over) {
    next.status = 'finished';
    next.winner = battle.winner;
    next.endReason = 'knockout';
    next.endedAt = now;
  }
  return { ok: true, match: next, entry };
}

/** A player's move, checked in the order above. A refusal changes nothing. */
export function submitMove(match: MatchState | null | undefined, input: MoveInput, now: number): MoveResult {
  if (!match || match.id !== input.matchId)
    return { ok: false, code: 'no_match', reason: REFUSAL_TEXT.noMatch };
  const expected = match.log.length;
  if (match.status !== 'live')
    return {
      ok: false,
      code: 'not_live',
      reason: match.status === 'abandoned' ? REFUSAL_TEXT.abandoned : REFUSAL_TEXT.finished,
      expected,
    };
  const seat = seatOf(match, input.actor);
  if (seat === null) return { ok: false, code: 'not_seated', reason: REFUSAL_TEXT.notSeated, expected };
  if (match.battle.active !== seat)
    return { ok: false, code: 'not_your_turn', reason: REFUSAL_TEXT.notYourTurn, expected };
  if (match.deadline !== null && now >= match.deadline)
    return { ok: false, code: 'time_up', reason: REFUSAL_TEXT.timeUp, expected };
  if (input.seq !== expected)
    return { ok: false, code: 'stale', reason: REFUSAL_TEXT.stale(expected), expected };
  const action = toBattleAction(input.action, seat);
  if (action === null) return { ok: false, code: 'illegal', reason: REFUSAL_TEXT.unknownAction, expected };
  const result = applyChecked(match, seat, action, now);
  if (!result.ok) return { ok: false, code: 'illegal', reason: result.reason, expected };
  return result;
}

/** The engine action for a client's action (read through the move's one schema), its side the actor's seat. */
function toBattleAction(action: unknown, side: SeatIndex): BattleAction | null {
  const move = v.safeParse(PlayerMoveSchema, action);
  return move.success ? { ...move.output, side } : null;
}

/** The battle rebuilt from the match's seed and fighters and its log: equal to `match.battle`. */
export function replayMatch(match: MatchState): BattleState {
  let state = openingBattle(match.battle.seed, match.fighters);
  for (const entry of match.log) {
    const r = apply(state, entry.action);
    if (!r.ok) throw new Error(`Move ${entry.seq} does not replay: ${r.reason}`);
    state = r.state;
  }
  return state;
}
