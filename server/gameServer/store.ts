// The held state and its journal together: every change goes through here, is applied to the
// state and appended to the journal in the same call, so memory and disk never disagree. Also keeps
// two indexes the state implies (which room a player sits in, which room a match belongs to).
import type { MatchState } from '../../src/engine/match/index.ts';
import type { ChatMessage } from '../../src/protocol/index.ts';
import { Journal } from './journal.ts';
import { addChat, applyRecord, emptyState, snapshotOf, stateFromSnapshot } from './records.ts';
import type { MatchOp } from '../matchService/index.ts';
import type { JournalRecord, PlayerRecord, RoomRecord } from './journalRecords.ts';
import type { HeldState } from './records.ts';

export interface StoreOptions {
  /** Null: keep everything in memory only (nothing survives a restart). */
  dataDir: string | null;
  chatKept: number;
  compactAtBytes: number;
  now: () => number;
  log: (line: string) => void;
}

export class Store {
  readonly state: HeldState;
  private readonly roomByPlayer = new Map<string, string>();
  private readonly roomByMatch = new Map<string, string>();

  private constructor(
    state: HeldState,
    private readonly journal: Journal | null,
    private readonly options: StoreOptions,
  ) {
    this.state = state;
    for (const room of state.rooms.values()) this.index(room);
  }

  /** Reads the data directory (snapshot, then journal), compacts it and returns the store. */
  static open(options: StoreOptions): Store {
    if (options.dataDir === null) return new Store(emptyState(), null, options);
    const { journal, loaded } = Journal.open(options.dataDir);
    try {
      const state = loaded.snapshot ? stateFromSnapshot(loaded.snapshot, options.chatKept) : emptyState();
      const problems = [...loaded.problems];
      for (const record of loaded.records) {
        const problem = applyRecord(state, record, options.chatKept);
        if (problem !== null) problems.push(problem);
      }
      for (const p of problems) options.log(`online journal: ${p}`);
      dropOrphans(state);
      forgetLongGone(state, options.now());
      const store = new Store(state, journal, options);
      store.compact();
      return store;
    } catch (error) {
      journal.close();
      throw error;
    }
  }

  get durable(): boolean {
    return this.journal !== null;
  }

  roomOf(playerKey: string): RoomRecord | undefined {
    const id = this.roomByPlayer.get(playerKey);
    return id === undefined ? undefined : this.state.rooms.get(id);
  }

  roomOfMatch(matchId: string): RoomRecord | undefined {
    const id = this.roomByMatch.get(matchId);
    return id === undefined ? undefined : this.state.rooms.get(id);
  }

  putPlayer(player: PlayerRecord): void {
    this.state.players.set(player.key, player);
    this.write({ k: 'player', player });
  }

  putRoom(room: RoomRecord): void {
    const before = this.state.rooms.get(room.id);
    if (before) this.unindex(before);
    this.state.rooms.set(room.id, room);
    this.index(room);
    this.write({ k: 'room', room });
  }

  closeRoom(roomId: string): void {
    const room = this.state.rooms.get(roomId);
    if (!room) return;
    this.unindex(room);
    this.state.rooms.delete(roomId);
    this.state.chat.delete(roomId);
    this.write({ k: 'roomClosed', roomId });
  }

  addChat(message: ChatMessage): void {
    addChat(this.state, message, this.options.chatKept);
    this.write({ k: 'chat', message });
  }

  chatOf(roomId: string): ChatMessage[] {
    return this.state.chat.get(roomId) ?? [];
  }

  /** A new match. */
  putMatch(match: MatchState): void {
    this.state.matches.set(match.id, match);
    this.write({ k: 'match', match });
  }

  /** The result of `op` (computed by the caller with runOp or the same authority function). */
  applyOp(op: MatchOp, next: MatchState): void {
    this.state.matches.set(next.id, next);
    this.write({ k: 'op', op, rev: next.rev });
  }

  dropMatch(matchId: string): void {
    if (!this.state.matches.delete(matchId)) return;
    this.write({ k: 'matchDropped', matchId });
  }

  /** Writes everything held as a new snapshot and starts an empty journal. */
  compact(): void {
    if (!this.journal) return;
    this.journal.compact(snapshotOf(this.state, this.journal.nextGeneration, this.options.now()));
  }

  /** Flushes and unlocks. `compact: false` leaves the journal as it is (as a crash would). */
  close(compact = true): void {
    if (!this.journal) return;
    if (compact) this.compact();
    this.journal.close();
  }

  private write(record: JournalRecord): void {
    if (!this.journal) return;
    this.journal.append(record);
    if (this.journal.size >= this.options.compactAtBytes) this.compact();
  }

  private index(room: RoomRecord): void {
    for (const m of room.members) this.roomByPlayer.set(m.key, room.id);
    if (room.matchId !== null) this.roomByMatch.set(room.matchId, room.id);
  }

  private unindex(room: RoomRecord): void {
    for (const m of room.members)
      if (this.roomByPlayer.get(m.key) === room.id) this.roomByPlayer.delete(m.key);
    if (room.matchId !== null && this.roomByMatch.get(room.matchId) === room.id)
      this.roomByMatch.delete(room.matchId);
  }
}

/** A player key unused this long (and in no room) is forgotten; its browser gets a new one. */
export const FORGET_PLAYERS_AFTER_MS = 180 * 24 * 60 * 60 * 1000;

function forgetLongGone(state: HeldState, now: number): void {
  const seated = new Set([...state.rooms.values()].flatMap((r) => r.members.map((m) => m.key)));
  for (const [key, player] of state.players)
    if (!seated.has(key) && player.seenAt < now - FORGET_PLAYERS_AFTER_MS) state.players.delete(key);
}

/** Matches no room points at any more (a crash between two writes) are dropped. */
function dropOrphans(state: HeldState): void {
  const wanted = new Set([...state.rooms.values()].map((r) => r.matchId));
  for (const id of [...state.matches.keys()]) if (!wanted.has(id)) state.matches.delete(id);
}
