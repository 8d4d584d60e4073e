// What one seat may know of a match: the view the server sends that player (never the seed, the
// generator, the player keys or the other hand).
import { viewFor as battleViewFor, publicSide } from '../battle/view.ts';
import type { PublicSide } from '../battle/view.ts';
import type { EndReason, FighterId, MatchState, MatchStatus, SeatIndex } from './match.ts';
import { redactEntry } from './redact.ts';
import type { VisibleEntry } from './redact.ts';

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

/**
 * A match as a spectator may see it: both sides' public stats and effects, the log with every
 * card played, the turn and its clock, and neither hand (MatchView's shape from Player 1's side,
 * so the client shows it as it shows a seat's view, with `hand` empty and `spectator` set).
 */
export type SpectatorView = MatchView & { spectator: true; hand: [] };

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

/** The match as a spectator may see it: no seed, no generator, no player keys, no hand at all. */
export function spectatorView(match: MatchState, options: ViewOptions = {}): SpectatorView {
  const logFrom = Math.max(0, Math.min(match.log.length, Math.floor(options.since ?? 0)));
  const sides = [publicSide(match.battle, 0), publicSide(match.battle, 1)] as const;
  return {
    matchId: match.id,
    seq: match.log.length,
    rev: match.rev,
    status: match.status,
    seat: 0,
    spectator: true,
    names: [match.names[0], match.names[1]],
    fighters: [match.fighters[0], match.fighters[1]],
    hand: [],
    you: { ...sides[0], pool: sides[0].pool.slice() },
    foe: { ...sides[1], pool: sides[1].pool.slice() },
    active: match.battle.active,
    turn: match.battle.turn,
    deadline: match.deadline,
    disconnectedSince: [match.disconnectedSince[0], match.disconnectedSince[1]],
    winner: match.winner,
    endReason: match.endReason,
    logFrom,
    log: match.log.slice(logFrom).map((entry) => redactEntry(entry, null)),
  };
}
