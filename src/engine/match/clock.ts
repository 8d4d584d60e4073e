// The match's clock and its seats' connections: a turn whose 60 s ran out passes (a 'timeUp',
// logged like any move), a player disconnected for FORFEIT_GRACE_MS forfeits, a player who leaves
// forfeits at once. Pure: time is an input.
//
// The server calls `tick(match, now)` before it handles each message and whenever `nextWakeAt`
// comes: it passes the turn of a player whose 60 s ran out (even with that player's tab closed) and
// ends the match for a player disconnected for 60 s.
import { applyChecked } from './authority.ts';
import { FORFEIT_GRACE_MS } from './match.ts';
import type { EndReason, MatchState, SeatIndex } from './match.ts';

const otherSeat = (seat: SeatIndex): SeatIndex => (seat === 0 ? 1 : 0);

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
