// What the match Edge Function does with each message that needs the authority, on Supabase. The
// rules are the game's own (src/engine/match): this file only loads a match, brings it up to the
// present (presence, then tick: a turn whose 60 s ran out passes, a player away for 60 s forfeits),
// applies the message, and stores the change with each seat's view. Two requests changing one match
// at once are serialised by the store: the second finds the match moved on and runs again on the
// new state (a stale move then gets its 'stale' refusal, as on the game's server).
//
// Every answer goes back to the caller as protocol messages; the other seat learns of the change
// through its doorbell and reads its own view row.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import {
  REPLAY_REFUSAL_TEXT,
  createMatch,
  forfeit,
  nextWakeAt,
  replayFor,
  seatOf,
  submitMove,
  tick,
  viewFor,
} from '../../src/engine/match/index.ts';
import { matchViewMessage, refusalMessage, replayMessage } from '../../src/protocol/index.ts';
import type { MatchState } from '../../src/engine/match/index.ts';
import type { ClientMessageOf, ErrorCode, ServerMessage, ServerMessageOf } from '../../src/protocol/index.ts';
import { withPresence } from './presence.ts';
import { StoreRefusal } from './store.ts';
import type { LoadedMatch, MatchStore } from './store.ts';

export interface OperationDeps {
  readonly store: MatchStore;
  /** The authority's clock (epoch ms). */
  now(): number;
  /** A battle seed from a cryptographic source (never from a client). */
  seed(): number;
  /** A new match id (a UUID). */
  newId(): string;
}

/** How often a change is tried again when another request changed the match first. */
const ATTEMPTS = 6;

const errorMessage = (
  code: ErrorCode,
  message: string,
  extra: { ref?: string | undefined; matchId?: string; seq?: number } = {},
): ServerMessageOf<'error'> => {
  const msg: ServerMessageOf<'error'> = { type: 'error', code, message };
  if (extra.ref !== undefined) msg.ref = extra.ref;
  if (extra.matchId !== undefined) msg.matchId = extra.matchId;
  if (extra.seq !== undefined) msg.seq = extra.seq;
  return msg;
};

const NO_MATCH = 'This match does not exist any more.';
const PICKING = 'The fighters of this match are still being chosen.';

/** The match brought up to `now`: presence first (it dates disconnections), then the clock. */
export function bringUpToDate(loaded: LoadedMatch, now: number): MatchState | null {
  const state = loaded.row.state;
  if (!state) return null;
  return tick(withPresence(state, loaded.awayMs, now), now);
}

/** Stores `next` (a later state of `before`) with both seats' views from `before`'s log length on. */
async function save(
  deps: OperationDeps,
  revBefore: number,
  before: MatchState | null,
  next: MatchState,
): Promise<void> {
  const since = before?.log.length ?? 0;
  await deps.store.commit({
    matchId: next.id,
    revBefore,
    state: next,
    wakeAt: nextWakeAt(next),
    entries: next.log.slice(since),
    views: [0, 1].map((seat) => ({ seat: seat as 0 | 1, view: viewFor(next, seat as 0 | 1, { since }) })),
  });
}

/**
 * Loads the match, lets `decide` work out the new state and the answer, and stores the change;
 * again from the start when another request got there first.
 */
async function changeMatch(
  deps: OperationDeps,
  matchId: string,
  caller: string | null,
  decide: (
    loaded: LoadedMatch,
    current: MatchState | null,
    now: number,
  ) => {
    next: MatchState | null;
    answer: (saved: MatchState | null, now: number) => ServerMessage[];
  },
  ref?: string,
): Promise<ServerMessage[]> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const loaded = await deps.store.loadMatch(matchId, caller);
    if (!loaded) return [errorMessage('no_match', NO_MATCH, { ref, matchId })];
    const now = deps.now();
    const current = bringUpToDate(loaded, now);
    const { next, answer } = decide(loaded, current, now);
    const state = loaded.row.state;
    if (next && state && next !== state) {
      try {
        await save(deps, loaded.row.rev, state, next);
      } catch (error) {
        if (error instanceof StoreRefusal && error.code === 'retry') continue;
        throw error;
      }
    }
    return answer(next ?? state, now);
  }
  return [errorMessage('server_error', 'The match is busy. Try again.', { ref, matchId })];
}

export async function move(
  deps: OperationDeps,
  caller: string,
  message: ClientMessageOf<'move'>,
): Promise<ServerMessage[]> {
  const { matchId, ref } = message;
  return changeMatch(
    deps,
    matchId,
    caller,
    (_loaded, current, now) => {
      if (!current)
        return { next: null, answer: () => [errorMessage('not_live', PICKING, { ref, matchId })] };
      const result = submitMove(
        current,
        { matchId, actor: caller, seq: message.seq, action: message.action },
        now,
      );
      if (!result.ok) return { next: current, answer: () => [refusalMessage(result, matchId, ref)] };
      return {
        next: result.match,
        answer: (saved, at) => {
          const seat = saved ? seatOf(saved, caller) : null;
          if (!saved || seat === null) return [];
          return [matchViewMessage(viewFor(saved, seat, { since: message.seq }), at)];
        },
      };
    },
    ref,
  );
}

/** The caller's whole view (after a gap, a stale refusal or a reconnect); brings the match up to date. */
export async function resync(
  deps: OperationDeps,
  caller: string,
  message: ClientMessageOf<'resync'>,
): Promise<ServerMessage[]> {
  const { matchId, ref } = message;
  return changeMatch(
    deps,
    matchId,
    caller,
    (_loaded, current) => ({
      next: current,
      answer: (saved, at) => {
        if (!saved) return [errorMessage('not_live', PICKING, { ref, matchId })];
        const seat = seatOf(saved, caller);
        if (seat === null)
          return [errorMessage('not_seated', 'You are not a player in this match.', { ref, matchId })];
        return [matchViewMessage(viewFor(saved, seat), at)];
      },
    }),
    ref,
  );
}

/**
 * An ended match's replay for one of its players (the seed and every move): brought up to date
 * first, so a match whose forfeit fell due ends before it is given. The matches table has no client
 * privilege at all, so this answer, checked by the authority (ended, a seated caller), is the only
 * way a player reads a seed; a third player gets 'not_seated'.
 */
export async function replay(
  deps: OperationDeps,
  caller: string,
  message: ClientMessageOf<'replay'>,
): Promise<ServerMessage[]> {
  const { matchId, ref } = message;
  return changeMatch(
    deps,
    matchId,
    caller,
    (_loaded, current) => ({
      next: current,
      answer: (saved) => {
        // A match still being picked has no battle yet: it is not over either.
        if (!saved) return [errorMessage('not_over', REPLAY_REFUSAL_TEXT.notOver, { ref, matchId })];
        return [replayMessage(replayFor(saved, matchId, caller), matchId, ref)];
      },
    }),
    ref,
  );
}

/** Brings one match up to date with nobody asking (the scheduled tick). True when it changed. */
export async function tickMatch(deps: OperationDeps, matchId: string): Promise<boolean> {
  let changed = false;
  await changeMatch(deps, matchId, null, (loaded, current) => {
    changed = current !== null && current !== loaded.row.state;
    return { next: current, answer: () => [] };
  });
  return changed;
}

/** A seat's fighter; the second pick starts the match with a seed drawn here. */
export async function pickFighter(
  deps: OperationDeps,
  caller: string,
  message: ClientMessageOf<'pickFighter'>,
): Promise<ServerMessage[]> {
  const { matchId, ref } = message;
  const { row, names } = await deps.store.pickFighter(caller, matchId, message.fighterId);
  if (row.fighter_1 === null || row.fighter_2 === null || row.rev !== -1) return [];
  const now = deps.now();
  const match = createMatch({
    id: row.id,
    seats: [row.player_1, row.player_2],
    fighters: [row.fighter_1, row.fighter_2],
    seed: deps.seed(),
    now,
    names,
  });
  try {
    await save(deps, -1, null, match);
  } catch (error) {
    // Both picks landed together and the other request started the match: it stands.
    if (error instanceof StoreRefusal && error.code === 'retry')
      return resync(deps, caller, { type: 'resync', matchId, ...(ref === undefined ? {} : { ref }) });
    throw error;
  }
  const seat = seatOf(match, caller);
  return seat === null ? [] : [matchViewMessage(viewFor(match, seat), now)];
}

export async function startMatch(
  deps: OperationDeps,
  caller: string,
  message: ClientMessageOf<'startMatch'>,
): Promise<ServerMessage[]> {
  await deps.store.startMatch(caller, message.roomId, deps.newId());
  return [];
}

export async function rematch(
  deps: OperationDeps,
  caller: string,
  message: ClientMessageOf<'rematch'>,
): Promise<ServerMessage[]> {
  await deps.store.rematch(caller, message.roomId, deps.newId());
  return [];
}

/** Leaves the room; inside a live match that is a forfeit (the other player wins at once). */
export async function leaveRoom(
  deps: OperationDeps,
  caller: string,
  message: ClientMessageOf<'leaveRoom'>,
): Promise<ServerMessage[]> {
  const { roomId, ref } = message;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const room = await deps.store.room(roomId);
    if (!room) return [errorMessage('no_room', 'That room does not exist any more.', { ref })];
    if (caller !== room.player_1 && caller !== room.player_2)
      return [errorMessage('not_in_room', 'You are not in that room.', { ref })];
    const matchId = room.match_id;
    if (room.phase === 'playing' && matchId) {
      await changeMatch(deps, matchId, caller, (_loaded, current, now) => {
        const seat = current ? seatOf(current, caller) : null;
        return { next: current && seat !== null ? forfeit(current, seat, now) : current, answer: () => [] };
      });
    }
    try {
      await deps.store.leaveRoom(caller, roomId);
      return [];
    } catch (error) {
      // The match went live between reading the room and leaving it: forfeit it first.
      if (error instanceof StoreRefusal && error.code === 'retry') continue;
      throw error;
    }
  }
  return [errorMessage('server_error', 'The room is busy. Try again.', { ref })];
}
