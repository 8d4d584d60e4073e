// The client's side of keeping up with a match. Every view the server sends is a full snapshot of
// what the player may know (stats, hand, turn, deadline), numbered twice: `seq` counts the moves
// applied (the log's length) and `rev` counts every change (moves, time-ups, a player dropping or
// coming back, the end). The log inside a view may be partial: it holds the entries from `logFrom`
// on, so the server can send only what is new.
//
// The rule, for a client holding `local` (null before its first view) and receiving `incoming`:
//   - another match's view: 'ignore' (a late message of an old match; a client switching to a new
//     match, a rematch, starts again from null);
//   - no view yet: 'apply' when the view carries the whole log (logFrom 0), else 'resync';
//   - incoming.rev <= local.rev: 'ignore' (older, or a duplicate: never shown twice);
//   - incoming.logFrom > local.seq: 'resync' (moves between local.seq and logFrom were missed: a
//     gap. The client sends `resync` and applies the full view that answers it);
//   - otherwise 'apply' (use `mergeView` to keep the log whole).
// After a 'stale' refusal or a reconnect the client also asks for a resync.
import type { MatchView } from './view.ts';

export type ViewDecision = 'apply' | 'ignore' | 'resync';

export function applyView(local: MatchView | null | undefined, incoming: MatchView): ViewDecision {
  if (!local) return incoming.logFrom === 0 ? 'apply' : 'resync';
  if (incoming.matchId !== local.matchId) return 'ignore';
  if (incoming.rev <= local.rev) return 'ignore';
  if (incoming.logFrom > local.seq) return 'resync';
  return 'apply';
}

/**
 * The client's new view after an 'apply': the incoming snapshot, with the log entries the client
 * already had before `incoming.logFrom` kept in front of the new ones.
 */
export function mergeView(local: MatchView | null | undefined, incoming: MatchView): MatchView {
  if (!local || local.matchId !== incoming.matchId || incoming.logFrom === 0) return incoming;
  const kept = local.log.filter((e) => e.seq < incoming.logFrom);
  return {
    ...incoming,
    logFrom: kept.length > 0 ? local.logFrom : incoming.logFrom,
    log: [...kept, ...incoming.log],
  };
}

/** The log entries in `incoming` that `local` has not seen: what the client animates. */
export function newEntries(local: MatchView | null | undefined, incoming: MatchView): MatchView['log'] {
  const from = local && local.matchId === incoming.matchId ? local.seq : 0;
  return incoming.log.filter((e) => e.seq >= from);
}
