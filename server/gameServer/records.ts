// What the online server holds, as plain data, and how the records its journal is made of
// (journalRecords.ts) change it. The live server and the replay after a restart change the held
// state through the same functions here, so what is replayed is what happened.
//
// Match changes are journaled as the authority's inputs (a move, a tick, a connection change, with
// the time they happened at), not as the resulting state: the authority is pure and seeded, so
// replaying the inputs rebuilds the same match, and a move costs a hundred bytes of journal instead
// of a copy of the battle. Each op also records the match's `rev` after it, which the replay checks.
import type { MatchState } from '../../src/engine/match/index.ts';
import type { ChatMessage } from '../../src/protocol/index.ts';
import { runOp } from '../matchService/index.ts';
import type { JournalRecord, PlayerRecord, RoomRecord, Snapshot } from './journalRecords.ts';

/** Everything the server keeps across a restart. */
export interface HeldState {
  players: Map<string, PlayerRecord>;
  rooms: Map<string, RoomRecord>;
  /** Per room, oldest first, at most Limits.chatKept. */
  chat: Map<string, ChatMessage[]>;
  /** The matches rooms point at (live, or the last one played). */
  matches: Map<string, MatchState>;
}

export const emptyState = (): HeldState => ({
  players: new Map(),
  rooms: new Map(),
  chat: new Map(),
  matches: new Map(),
});

export function snapshotOf(state: HeldState, generation: number, savedAt: number): Snapshot {
  return {
    version: 1,
    generation,
    savedAt,
    players: [...state.players.values()],
    rooms: [...state.rooms.values()],
    chat: [...state.chat.values()].flat(),
    matches: [...state.matches.values()],
  };
}

export function stateFromSnapshot(snapshot: Snapshot, chatKept: number): HeldState {
  const state = emptyState();
  for (const p of snapshot.players) state.players.set(p.key, p);
  for (const r of snapshot.rooms) state.rooms.set(r.id, r);
  for (const m of snapshot.chat) addChat(state, m, chatKept);
  for (const m of snapshot.matches) state.matches.set(m.id, m);
  return state;
}

function addChat(state: HeldState, message: ChatMessage, chatKept: number): void {
  const list = state.chat.get(message.roomId) ?? [];
  list.push(message);
  if (list.length > chatKept) list.splice(0, list.length - chatKept);
  state.chat.set(message.roomId, list);
}

/**
 * Applies one record to the state, as the live server did when it wrote it. Returns a problem to
 * report (the record is then skipped), or null.
 */
export function applyRecord(state: HeldState, record: JournalRecord, chatKept: number): string | null {
  switch (record.k) {
    case 'player':
      state.players.set(record.player.key, record.player);
      return null;
    case 'room':
      state.rooms.set(record.room.id, record.room);
      return null;
    case 'roomClosed':
      state.rooms.delete(record.roomId);
      state.chat.delete(record.roomId);
      return null;
    case 'chat':
      if (!state.rooms.has(record.message.roomId)) return `chat for a closed room ${record.message.roomId}`;
      addChat(state, record.message, chatKept);
      return null;
    case 'match':
      state.matches.set(record.match.id, record.match);
      return null;
    case 'matchDropped':
      state.matches.delete(record.matchId);
      return null;
    case 'op': {
      const match = state.matches.get(record.op.matchId);
      if (!match) return `${record.op.type} for an unknown match ${record.op.matchId}`;
      const r = runOp(match, record.op);
      if (!r.ok) return `${record.op.type} of match ${match.id} refused on replay: ${r.code}`;
      state.matches.set(match.id, r.match);
      return r.match.rev === record.rev
        ? null
        : `match ${match.id} replayed to rev ${r.match.rev}, the journal says ${record.rev}`;
    }
    default:
      // Unreachable for a record that passed its schema (journalRead.ts reads every line through it).
      return `unknown record ${JSON.stringify(record).slice(0, 80)}`;
  }
}

export { addChat };
