// The operations on a match, written once for both hosts (the game's own WebSocket server and the
// Supabase Edge Function): start, pick, move, resync, replay, rematch, leave, and the clock's tick
// (a turn's deadline, a disconnected player's forfeit). The rules are the game's own
// (src/engine/match); this file feeds them the caller as the actor, the host's time and a seed the
// host drew, and answers the caller with protocol messages. Rooms are the host's business: its
// store decides whether a room may start, pick or rematch (in memory on the game's server, in the
// database's functions on Supabase).
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import {
  REFUSAL_TEXT,
  REPLAY_REFUSAL_TEXT,
  connected,
  createMatch,
  disconnected,
  forfeit,
  replayFor,
  seatOf,
  submitMove,
  viewFor,
} from '../../src/engine/match/index.ts';
import type { MatchState, SeatIndex } from '../../src/engine/match/index.ts';
import { matchViewMessage, refusalMessage, replayMessage } from '../../src/protocol/index.ts';
import type { ClientMessageOf, ServerMessage } from '../../src/protocol/index.ts';
import { ATTEMPTS, SERVICE_TEXT, changeMatch, errorMessage } from './change.ts';
import type { Decision } from './change.ts';
import { StoreRefusal } from './port.ts';
import type { MatchHost } from './port.ts';
import { ask } from './run.ts';
import type { Operation } from './run.ts';

export const ROOM_REFUSAL_TEXT = Object.freeze({
  noRoom: 'That room does not exist any more.',
  notInRoom: 'You are not in that room.',
  roomBusy: 'The room is busy. Try again.',
});

const unchanged = (answer: Decision['answer']): Decision => ({ steps: [], answer });

/** The caller's view of the saved match from `since` on, unless the host already sent it. */
function viewAnswer(host: MatchHost, caller: string, saved: MatchState | null, at: number, since = 0) {
  const seat = saved ? seatOf(saved, caller) : null;
  if (host.pushesViews || !saved || seat === null) return [];
  return [matchViewMessage(viewFor(saved, seat, { since }), at)];
}

/** Start Game: the room's fighters are picked next (the store checks the room and the caller). */
export function* startMatch(
  host: MatchHost,
  caller: string,
  message: ClientMessageOf<'startMatch'>,
): Operation<ServerMessage[]> {
  const matchId = host.newId();
  yield* ask((store) => store.startMatch(caller, message.roomId, matchId));
  return [];
}

/** Rematch, by either player once the match is over: the room picks again. */
export function* rematch(
  host: MatchHost,
  caller: string,
  message: ClientMessageOf<'rematch'>,
): Operation<ServerMessage[]> {
  const matchId = host.newId();
  return yield* ask((store) => store.rematch(caller, message.roomId, matchId));
}

/** A seat's fighter; the second pick starts the match with a seed the host draws. */
export function* pickFighter(
  host: MatchHost,
  caller: string,
  message: ClientMessageOf<'pickFighter'>,
): Operation<ServerMessage[]> {
  const { matchId, ref } = message;
  const picked = yield* ask((store) => store.pickFighter(caller, matchId, message.fighterId));
  if (!picked) return [];
  const now = host.now();
  const match = createMatch({
    id: picked.matchId,
    seats: picked.seats,
    fighters: picked.fighters,
    seed: host.seed(),
    now,
    names: picked.names,
  });
  try {
    yield* ask((store) => store.saveMatch({ before: null, version: -1, steps: [], next: match }));
  } catch (error) {
    // Both picks landed together and the other request started the match: it stands.
    if (error instanceof StoreRefusal && error.code === 'retry')
      return yield* resync(host, caller, { type: 'resync', matchId, ...(ref === undefined ? {} : { ref }) });
    throw error;
  }
  return viewAnswer(host, caller, match, now);
}

export function* move(
  host: MatchHost,
  caller: string,
  message: ClientMessageOf<'move'>,
): Operation<ServerMessage[]> {
  const { matchId, ref, seq, action } = message;
  return yield* changeMatch(
    host,
    matchId,
    caller,
    (current, now) => {
      if (!current)
        return unchanged(() => [errorMessage('not_live', SERVICE_TEXT.picking, { ref, matchId })]);
      const result = submitMove(current, { matchId, actor: caller, seq, action }, now);
      if (!result.ok) return unchanged(() => [refusalMessage(result, matchId, ref)]);
      return {
        steps: [{ op: { type: 'move', matchId, actor: caller, seq, action, at: now }, match: result.match }],
        answer: (saved, at) => viewAnswer(host, caller, saved, at, seq),
      };
    },
    ref,
  );
}

/** The caller's whole view (after a gap, a stale refusal or a reconnect); brings the match up to date. */
export function* resync(
  host: MatchHost,
  caller: string,
  message: ClientMessageOf<'resync'>,
): Operation<ServerMessage[]> {
  const { matchId, ref } = message;
  return yield* changeMatch(
    host,
    matchId,
    caller,
    () =>
      unchanged((saved, at) => {
        if (!saved) return [errorMessage('not_live', SERVICE_TEXT.picking, { ref, matchId })];
        const seat = seatOf(saved, caller);
        if (seat === null) return [errorMessage('not_seated', REFUSAL_TEXT.notSeated, { ref, matchId })];
        return [matchViewMessage(viewFor(saved, seat), at)];
      }),
    ref,
  );
}

/**
 * An ended match's replay for one of its players (the seed and every move), or for a spectator who
 * watched it (from Player 1's side, marked as watched): brought up to date first, so a match whose
 * forfeit fell due ends before it is given. Whether a stranger watched is asked only once the seat
 * check has refused them, so a player's request costs the store nothing more.
 */
export function* replay(
  host: MatchHost,
  caller: string,
  message: ClientMessageOf<'replay'>,
): Operation<ServerMessage[]> {
  const { matchId, ref } = message;
  const replayOf = (watched: boolean) =>
    unchanged((saved) => {
      // A match still being picked has no battle yet: it is not over either.
      if (!saved) return [errorMessage('not_over', REPLAY_REFUSAL_TEXT.notOver, { ref, matchId })];
      return [replayMessage(replayFor(saved, matchId, caller, watched), matchId, ref)];
    });
  const answers = yield* changeMatch(host, matchId, caller, () => replayOf(false), ref);
  const refused = answers[0];
  if (answers.length !== 1 || refused?.type !== 'error' || refused.code !== 'not_seated') return answers;
  const watched = yield* ask((store) => store.watched(matchId, caller));
  if (!watched) return answers;
  return yield* changeMatch(host, matchId, null, () => replayOf(true), ref);
}

/** Brings one match up to date with nobody asking (the clock's tick). True when it changed. */
export function* tickMatch(host: MatchHost, matchId: string): Operation<boolean> {
  let changed = false;
  yield* changeMatch(host, matchId, null, (current, _now, before) => {
    changed = current !== null && current !== before;
    return unchanged(() => []);
  });
  return changed;
}

/** A seat's connection came or went (a host that watches connections reports it). */
export function* seatPresence(
  host: MatchHost,
  matchId: string,
  seat: SeatIndex,
  change: 'connected' | 'disconnected',
): Operation<ServerMessage[]> {
  return yield* changeMatch(host, matchId, null, (current, now) => {
    if (!current) return unchanged(() => []);
    const next = change === 'connected' ? connected(current, seat, now) : disconnected(current, seat, now);
    if (next === current) return unchanged(() => []);
    return { steps: [{ op: { type: change, matchId, seat, at: now }, match: next }], answer: () => [] };
  });
}

/** Leaves the room; inside a live match that is a forfeit (the other player wins at once). */
export function* leaveRoom(
  host: MatchHost,
  caller: string,
  message: ClientMessageOf<'leaveRoom'>,
): Operation<ServerMessage[]> {
  const { roomId, ref } = message;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const room = yield* ask((store) => store.room(roomId));
    if (!room) return [errorMessage('no_room', ROOM_REFUSAL_TEXT.noRoom, { ref })];
    if (!room.members.includes(caller))
      return [errorMessage('not_in_room', ROOM_REFUSAL_TEXT.notInRoom, { ref })];
    const matchId = room.matchId;
    if (room.phase === 'playing' && matchId) {
      yield* changeMatch(host, matchId, caller, (current, now) => {
        const seat = current ? seatOf(current, caller) : null;
        const next = current && seat !== null ? forfeit(current, seat, now) : current;
        if (!current || seat === null || next === current || !next) return unchanged(() => []);
        return {
          steps: [{ op: { type: 'forfeit', matchId, seat, at: now }, match: next }],
          answer: () => [],
        };
      });
    }
    try {
      yield* ask((store) => store.leaveRoom(caller, roomId));
      return [];
    } catch (error) {
      // The match went live between reading the room and leaving it: forfeit it first.
      if (error instanceof StoreRefusal && error.code === 'retry') continue;
      throw error;
    }
  }
  return [errorMessage('server_error', ROOM_REFUSAL_TEXT.roomBusy, { ref })];
}
