// The online match authority: the one place that decides what happens in an online match. It is
// pure, like the rest of the engine: a match is plain JSON-safe data, every function returns a new
// match and never changes the one it is given, and time is an input (`now`, in milliseconds), never
// read from a clock. The game's WebSocket server and the Supabase Edge Function both run it.
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
//
// Seat 0 is Player 1 and plays side 0 of the battle, which attacks first; seat 1 plays side 1.
//
// The server calls `tick(match, now)` before it handles each message and whenever `nextWakeAt`
// comes: it passes the turn of a player whose 60 s ran out (even with that player's tab closed) and
// ends the match for a player disconnected for 60 s.
import { FIGHTER_BY_ID } from '../../content/index.ts';
import { apply } from '../battle/apply.ts';
import { createBattle, sideFromTemplate } from '../battle/create.ts';
import type { BattleAction, BattleState, SideIndex } from '../battle/types.ts';
import { viewFor as battleViewFor } from '../battle/view.ts';
import type { PublicSide } from '../battle/view.ts';
import { MSG } from '../messages.ts';
import { TURN_TIMER_MS } from '../constants.ts';
import { redactEntry } from './redact.ts';
import type { MatchEntry, VisibleEntry } from './redact.ts';

export { redactEvents, redactEntry } from './redact.ts';
export type {
  MatchEntry,
  VisibleEntry,
  VisibleEvent,
  VisibleAction,
  HiddenDrawEvent,
  HiddenRefusedEvent,
  HiddenPlayAction,
} from './redact.ts';

/** A player disconnected this long (ms) forfeits the match. */
export const FORFEIT_GRACE_MS = 60_000;

/** A seat in the match: 0 is Player 1 (side 0, attacks first), 1 is Player 2. */
export type SeatIndex = SideIndex;
/** The fighters a seat can choose (src/content FIGHTERS): 1 Kidlat, 2 Alon. */
export type FighterId = 1 | 2;
export type MatchStatus = 'live' | 'finished' | 'abandoned';
/** knockout: a health reached 0; forfeit: a player left or stayed away too long; abandoned: both did. */
export type EndReason = 'knockout' | 'forfeit' | 'abandoned';

/** What a player may ask for. Its side is never taken from the client: it is the actor's seat. */
export type MatchAction = { type: 'playCard'; cardId: number } | { type: 'chargeEnergy' };

/** The whole match, as the server keeps it. Never sent to a client: use `viewFor`. */
export interface MatchState {
  id: string;
  status: MatchStatus;
  /** The players' keys, by seat. Secret: a key identifies its player to the server. */
  seats: [string, string];
  /** Display names, by seat. */
  names: [string, string];
  fighters: [FighterId, FighterId];
  /** The engine's state; it holds the seed, the generator and both hands. */
  battle: BattleState;
  /** Every applied move, in order; entry i has seq i. */
  log: MatchEntry[];
  /** Bumped by every change of any kind (moves, time-ups, connections, the end). Views carry it. */
  rev: number;
  createdAt: number;
  /** When the current turn ends (ms): its start plus 60 s. Null once the match is over. */
  deadline: number | null;
  /** Since when each seat has been disconnected (ms), or null while connected. */
  disconnectedSince: [number | null, number | null];
  winner: SeatIndex | null;
  endReason: EndReason | null;
  endedAt: number | null;
}

export interface CreateMatchInput {
  id: string;
  /** The two players' keys; the first is Player 1. */
  seats: readonly [string, string];
  fighters: readonly [FighterId, FighterId];
  /** The battle's seed (the server draws it; it never reaches a client). */
  seed: number;
  now: number;
  names?: readonly [string, string];
}

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

const otherSeat = (seat: SeatIndex): SeatIndex => (seat === 0 ? 1 : 0);

function fighterSide(id: FighterId) {
  const fighter = FIGHTER_BY_ID.get(id);
  if (!fighter || fighter.locked) throw new RangeError(`Fighter ${String(id)} cannot be chosen.`);
  return sideFromTemplate(fighter);
}

/** The battle a match starts from (Player 1 attacks first). */
export function openingBattle(seed: number, fighters: readonly [FighterId, FighterId]): BattleState {
  return createBattle({ seed, sides: [fighterSide(fighters[0]), fighterSide(fighters[1])], first: 0 }).state;
}

/**
 * A new live match; Player 1's turn starts now. Throws on input the server must never send
 * (an empty id, one player in both seats, an unknown fighter).
 */
export function createMatch(input: CreateMatchInput): MatchState {
  const { id, seats, fighters, seed, now } = input;
  if (id.length === 0) throw new RangeError('A match needs an id.');
  if (seats[0] === seats[1]) throw new RangeError('A player cannot hold both seats of a match.');
  const battle = openingBattle(seed, fighters);
  return {
    id,
    status: 'live',
    seats: [seats[0], seats[1]],
    names: input.names ? [input.names[0], input.names[1]] : ['Player 1', 'Player 2'],
    fighters: [fighters[0], fighters[1]],
    battle,
    log: [],
    rev: 0,
    createdAt: now,
    deadline: now + TURN_TIMER_MS,
    disconnectedSince: [null, null],
    winner: null,
    endReason: null,
    endedAt: null,
  };
}

/** The seat of a player key, or null. */
export function seatOf(match: MatchState, playerKey: string): SeatIndex | null {
  if (match.seats[0] === playerKey) return 0;
  if (match.seats[1] === playerKey) return 1;
  return null;
}

/** Applies an engine action the authority has already checked; appends it to the log. */
function applyChecked(
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

/** The engine action for a client's action, its side the actor's seat; null for anything else. */
function toBattleAction(action: unknown, side: SeatIndex): BattleAction | null {
  if (typeof action !== 'object' || action === null) return null;
  const a = action as { type?: unknown; cardId?: unknown };
  if (a.type === 'chargeEnergy') return { type: 'chargeEnergy', side };
  if (a.type === 'playCard' && typeof a.cardId === 'number')
    return { type: 'playCard', side, cardId: a.cardId };
  return null;
}

/** When a disconnected seat's grace runs out, or null while it is connected. */
const forfeitAt = (match: MatchState, seat: SeatIndex): number | null => {
  const since = match.disconnectedSince[seat];
  return since === null ? null : since + FORFEIT_GRACE_MS;
};

function end(match: MatchState, winner: SeatIndex | null, reason: EndReason, now: number): MatchState {
  return {
    ...match,
    status: reason === 'abandoned' ? 'abandoned' : 'finished',
    winner,
    endReason: reason,
    endedAt: now,
    deadline: null,
    rev: match.rev + 1,
  };
}

/**
 * Brings the match up to `now`. In time order: the turn's deadline passed (a 'timeUp' for the side
 * to move, logged like any move, the next turn starting now), then a seat disconnected for
 * FORFEIT_GRACE_MS or more forfeits (the other seat wins; if the other seat is disconnected too,
 * nobody is left to win and the match is abandoned). When both fall due, the earlier one comes
 * first; at the same moment, the forfeit. Returns the very same object when nothing was due.
 */
export function tick(match: MatchState, now: number): MatchState {
  if (match.status !== 'live') return match;
  let current = match;
  const due = dueForfeits(current, now);
  const firstForfeit = due.length > 0 ? Math.min(...due.map((d) => d.at)) : null;
  if (
    current.deadline !== null &&
    now >= current.deadline &&
    (firstForfeit === null || current.deadline < firstForfeit)
  ) {
    const seat = current.battle.active;
    const r = applyChecked(current, seat, { type: 'timeUp', side: seat }, now);
    // timeUp is legal whenever the battle goes on, which a live match guarantees.
    if (r.ok) current = r.match;
    if (current.status !== 'live') return current;
  }
  const forfeits = dueForfeits(current, now).sort((a, b) => a.at - b.at || a.seat - b.seat);
  const first = forfeits[0];
  if (!first) return current;
  const other = otherSeat(first.seat);
  const otherAway = current.disconnectedSince[other] !== null;
  return otherAway ? end(current, null, 'abandoned', now) : end(current, other, 'forfeit', now);
}

function dueForfeits(match: MatchState, now: number): { seat: SeatIndex; at: number }[] {
  const out: { seat: SeatIndex; at: number }[] = [];
  for (const seat of [0, 1] as const) {
    const at = forfeitAt(match, seat);
    if (at !== null && now >= at) out.push({ seat, at });
  }
  return out;
}

/**
 * The next moment `tick` has something to do (a deadline or a grace running out), or null when the
 * match is over. A server sets its one timer for it.
 */
export function nextWakeAt(match: MatchState): number | null {
  if (match.status !== 'live') return null;
  const times = [match.deadline, forfeitAt(match, 0), forfeitAt(match, 1)].filter(
    (t): t is number => t !== null,
  );
  return times.length > 0 ? Math.min(...times) : null;
}

/** The seat's connection is back. Too late once its grace has run out (the next tick ends the match). */
export function connected(match: MatchState, seat: SeatIndex, now: number): MatchState {
  if (match.status !== 'live') return match;
  const at = forfeitAt(match, seat);
  if (at === null || now >= at) return match;
  const disconnectedSince: [number | null, number | null] = [...match.disconnectedSince];
  disconnectedSince[seat] = null;
  return { ...match, disconnectedSince, rev: match.rev + 1 };
}

/** The seat's connection dropped; its grace starts now (an earlier drop still counts from then). */
export function disconnected(match: MatchState, seat: SeatIndex, now: number): MatchState {
  if (match.status !== 'live' || match.disconnectedSince[seat] !== null) return match;
  const disconnectedSince: [number | null, number | null] = [...match.disconnectedSince];
  disconnectedSince[seat] = now;
  return { ...match, disconnectedSince, rev: match.rev + 1 };
}

/** The seat's player left: the other seat wins at once. */
export function forfeit(match: MatchState, seat: SeatIndex, now: number): MatchState {
  if (match.status !== 'live') return match;
  return end(match, otherSeat(seat), 'forfeit', now);
}

/** Ends a live match with no winner (e.g. its room was closed). */
export function abandon(match: MatchState, now: number): MatchState {
  if (match.status !== 'live') return match;
  return end(match, null, 'abandoned', now);
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

/** One side as a seat sees it (the engine's public side; never a hand). */
export type MatchSide = PublicSide;

/** Everything one seat may know about a match: what the server sends that player. */
export interface MatchView {
  matchId: string;
  /** Moves applied so far (the log's length): the seq of the next move. */
  seq: number;
  /** The match's change counter: a view with a higher rev is newer. */
  rev: number;
  status: MatchStatus;
  /** The seat this view is for. */
  seat: SeatIndex;
  names: [string, string];
  fighters: [FighterId, FighterId];
  /** This seat's own hand. */
  hand: number[];
  you: MatchSide;
  /** The other seat: public stats and effects, its hand size, never its hand. */
  foe: MatchSide;
  /** Whose turn it is (a seat). */
  active: SeatIndex;
  turn: number;
  deadline: number | null;
  disconnectedSince: [number | null, number | null];
  winner: SeatIndex | null;
  endReason: EndReason | null;
  /** The seq of the first entry in `log`: 0 for the whole history. */
  logFrom: number;
  log: VisibleEntry[];
}

export interface ViewOptions {
  /** Only log entries from this seq on (the ones the player has not seen yet). Default 0: all. */
  since?: number;
}

/** The match as `seat` may see it: no seed, no generator, no player keys, no other hand. */
export function viewFor(match: MatchState, seat: SeatIndex, options: ViewOptions = {}): MatchView {
  const side = battleViewFor(match.battle, seat);
  const logFrom = Math.max(0, Math.min(match.log.length, Math.floor(options.since ?? 0)));
  return {
    matchId: match.id,
    seq: match.log.length,
    rev: match.rev,
    status: match.status,
    seat,
    names: [match.names[0], match.names[1]],
    fighters: [match.fighters[0], match.fighters[1]],
    hand: side.hand,
    you: { ...side.me, pool: side.me.pool.slice() },
    foe: { ...side.foe, pool: side.foe.pool.slice() },
    active: match.battle.active,
    turn: match.battle.turn,
    deadline: match.deadline,
    disconnectedSince: [match.disconnectedSince[0], match.disconnectedSince[1]],
    winner: match.winner,
    endReason: match.endReason,
    logFrom,
    log: match.log.slice(logFrom).map((entry) => redactEntry(entry, seat)),
  };
}
