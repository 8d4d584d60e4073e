// An online match as plain data: who sits where, which fighters, the engine's battle, the log of
// applied moves and the clock's marks. The authority (authority.ts, clock.ts) changes it, views
// (view.ts) show it to one seat. Pure, like the rest of the engine: JSON-safe, never changed in
// place, time an input.
//
// Seat 0 is Player 1 and plays side 0 of the battle, which attacks first; seat 1 plays side 1.
import { FIGHTER_BY_ID } from '../../content/index.ts';
import { createBattle, sideFromTemplate } from '../battle/create.ts';
import type { PlayerMove } from '../battle/schema.ts';
import type { BattleState, SideIndex } from '../battle/types.ts';
import { TURN_TIMER_MS } from '../constants.ts';
import type { MatchEntry } from './redact.ts';

/** A player disconnected this long (ms) forfeits the match. */
export const FORFEIT_GRACE_MS = 60_000;

/** A seat in the match: 0 is Player 1 (side 0, attacks first), 1 is Player 2. */
export type SeatIndex = SideIndex;
/** The fighters a seat can choose (src/content FIGHTERS): 1 Kidlat, 2 Alon. */
export type FighterId = 1 | 2;
export type MatchStatus = 'live' | 'finished' | 'abandoned';
/** knockout: a health reached 0; forfeit: a player left or stayed away too long; abandoned: both did. */
export type EndReason = 'knockout' | 'forfeit' | 'abandoned';

/**
 * What a player may ask for: the engine's player move (src/engine/battle/schema.ts). Its side is
 * never taken from the client: it is the actor's seat.
 */
export type MatchAction = PlayerMove;

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
