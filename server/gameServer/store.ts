// The held state and its journal together: every change goes through here. A change is appended
// to the journal first and applied to the state only once it is written, so memory never holds
// what the disk does not; a change that cannot be written is not applied at all (NotSaved) and the
// server turns read-only until the disk takes writes again (readOnly.ts). Also keeps two indexes
// the state implies (which room a player sits in, which room a match belongs to).
import type { MatchState } from '../../src/engine/match/index.ts';
import type { ChatMessage } from '../../src/protocol/index.ts';
import { Journal } from './journal.ts';
import type { JournalFiles } from './journalFiles.ts';
import { NotSaved, ReadOnlyMode, describeFault } from './readOnly.ts';
import { addChat, applyRecord, emptyState, snapshotOf, stateFromSnapshot } from './records.ts';
import type { MatchOp } from '../matchService/index.ts';
import type { JournalRecord, PlayerRecord, RoomRecord } from './journalRecords.ts';
import type { HeldState } from './records.ts';

export interface StoreOptions {
  /** Null: keep everything in memory only (nothing survives a restart). */
  dataDir: string | null;
  chatKept: number;
  compactAtBytes: number;
  /** A player not seen this long and in no room is forgotten at start (playerSweep.ts while running). */
  forgetPlayersAfterMs: number;
  now: () => number;
  log: (line: string) => void;
  /** The journal's file operations: node:fs unless a test passes failing ones. */
  files?: JournalFiles;
}

/**
 * After a compaction failed, the next is tried once the journal has grown by this share of
 * Limits.compactAtBytes: not at every change, as a snapshot is the whole state written out.
 */
const COMPACT_RETRY_SHARE = 1 / 8;

export class Store {
  readonly state: HeldState;
  private readonly roomByPlayer = new Map<string, string>();
  private readonly roomByMatch = new Map<string, string>();
  private readonly roomByInvite = new Map<string, string>();
  private readonly readOnly: ReadOnlyMode;
  private compactAt: number;
  private closed = false;

  private constructor(
    state: HeldState,
    private readonly journal: Journal | null,
    private readonly options: StoreOptions,
  ) {
    this.state = state;
    this.readOnly = new ReadOnlyMode(options.now, options.log);
    this.compactAt = options.compactAtBytes;
    for (const room of state.rooms.values()) this.index(room);
  }

  /** Reads the data directory (snapshot, then journal), compacts it and returns the store. */
  static open(options: StoreOptions): Store {
    if (options.dataDir === null) return new Store(emptyState(), null, options);
    let store: Store | null = null;
    const { journal, loaded } = Journal.open(options.dataDir, {
      files: options.files,
      report: (line) => options.log(`online journal: ${line}`),
      syncFailed: (error) => store?.readOnly.enter(error, 'flush'),
    });
    try {
      const state = loaded.snapshot ? stateFromSnapshot(loaded.snapshot, options.chatKept) : emptyState();
      const problems = [...loaded.problems];
      for (const { name, records, kept } of loaded.journals) {
        const before = problems.length;
        for (const record of records) {
          const problem = applyRecord(state, record, options.chatKept);
          if (problem !== null) problems.push(`${name}: ${problem}`);
        }
        // A whole record that does not replay is evidence too.
        if (problems.length > before && !kept) journal.keepAsBad(name, problems);
      }
      for (const p of problems) options.log(`online journal: ${p}`);
      dropOrphans(state);
      forgetLongGone(state, options.now() - options.forgetPlayersAfterMs);
      store = new Store(state, journal, options);
      store.tryCompact('on starting');
      return store;
    } catch (error) {
      journal.close();
      throw error;
    }
  }

  get durable(): boolean {
    return this.journal !== null;
  }

  /** False while changes cannot be written (they are refused). */
  get writable(): boolean {
    return !this.readOnly.active;
  }

  roomOf(playerKey: string): RoomRecord | undefined {
    const id = this.roomByPlayer.get(playerKey);
    return id === undefined ? undefined : this.state.rooms.get(id);
  }

  /** The open room whose invite link has this code. */
  roomOfInvite(code: string): RoomRecord | undefined {
    const id = this.roomByInvite.get(code);
    return id === undefined ? undefined : this.state.rooms.get(id);
  }

  roomOfMatch(matchId: string): RoomRecord | undefined {
    const id = this.roomByMatch.get(matchId);
    return id === undefined ? undefined : this.state.rooms.get(id);
  }

  putPlayer(player: PlayerRecord): void {
    this.change({ k: 'player', player }, () => this.state.players.set(player.key, player));
  }

  /** Not journaled: a start forgets the same players again (forgetLongGone), so both agree. */
  forgetPlayer(playerKey: string): void {
    this.state.players.delete(playerKey);
  }

  putRoom(room: RoomRecord): void {
    this.change({ k: 'room', room }, () => {
      const before = this.state.rooms.get(room.id);
      if (before) this.unindex(before);
      this.state.rooms.set(room.id, room);
      this.index(room);
    });
  }

  closeRoom(roomId: string): void {
    const room = this.state.rooms.get(roomId);
    if (!room) return;
    this.change({ k: 'roomClosed', roomId }, () => {
      this.unindex(room);
      this.state.rooms.delete(roomId);
      this.state.chat.delete(roomId);
    });
  }

  addChat(message: ChatMessage): void {
    this.change({ k: 'chat', message }, () => addChat(this.state, message, this.options.chatKept));
  }

  chatOf(roomId: string): ChatMessage[] {
    return this.state.chat.get(roomId) ?? [];
  }

  /** A new match. */
  putMatch(match: MatchState): void {
    this.change({ k: 'match', match }, () => this.state.matches.set(match.id, match));
  }

  /** The result of `op` (computed by the caller with runOp or the same authority function). */
  applyOp(op: MatchOp, next: MatchState): void {
    this.change({ k: 'op', op, rev: next.rev }, () => this.state.matches.set(next.id, next));
  }

  dropMatch(matchId: string): void {
    if (!this.state.matches.has(matchId)) return;
    this.change({ k: 'matchDropped', matchId }, () => this.state.matches.delete(matchId));
  }

  /** Flushes and unlocks. `compact: false` leaves the journal as it is (as a crash would). */
  close(compact = true): void {
    if (!this.journal || this.closed) return;
    this.closed = true;
    if (compact) this.tryCompact('on closing');
    this.journal.close();
  }

  /** Writes `record`, then makes the change; throws NotSaved, nothing changed, when it cannot be written. */
  private change(record: JournalRecord, apply: () => void): void {
    const journal = this.journal;
    if (journal) this.save(journal, record);
    apply();
    if (journal && journal.size >= this.compactAt) this.tryCompact('as the journal grew');
  }

  private save(journal: Journal, record: JournalRecord): void {
    if (this.closed) throw new NotSaved();
    const wasReadOnly = this.readOnly.active;
    this.readOnly.attempt();
    try {
      if (this.readOnly.needsSnapshot) {
        this.compact(journal);
        this.readOnly.snapshotWritten();
      }
      journal.append(record);
    } catch (error) {
      this.readOnly.enter(error, 'write');
      throw new NotSaved(error);
    }
    if (wasReadOnly) this.readOnly.leave();
  }

  /** Writes everything held as a new snapshot and starts an empty journal. */
  private compact(journal: Journal): void {
    journal.compact(snapshotOf(this.state, journal.nextGeneration, this.options.now()));
    this.compactAt = this.options.compactAtBytes;
  }

  /** A compaction that may fail: the journal then goes on as it is, and nothing is lost. */
  private tryCompact(when: string): void {
    if (!this.journal) return;
    try {
      this.compact(this.journal);
    } catch (error) {
      this.compactAt = this.journal.size + this.options.compactAtBytes * COMPACT_RETRY_SHARE;
      this.options.log(
        `online journal: compaction ${when} failed (${describeFault(error)}); the journal goes on and compaction is tried again later`,
      );
    }
  }

  private index(room: RoomRecord): void {
    this.roomByInvite.set(room.inviteCode, room.id);
    for (const m of room.members) this.roomByPlayer.set(m.key, room.id);
    if (room.matchId !== null) this.roomByMatch.set(room.matchId, room.id);
  }

  private unindex(room: RoomRecord): void {
    if (this.roomByInvite.get(room.inviteCode) === room.id) this.roomByInvite.delete(room.inviteCode);
    for (const m of room.members)
      if (this.roomByPlayer.get(m.key) === room.id) this.roomByPlayer.delete(m.key);
    if (room.matchId !== null && this.roomByMatch.get(room.matchId) === room.id)
      this.roomByMatch.delete(room.matchId);
  }
}

/** A player key unused since `before` (and in no room) is forgotten; its browser gets a new one. */
function forgetLongGone(state: HeldState, before: number): void {
  const seated = new Set([...state.rooms.values()].flatMap((r) => r.members.map((m) => m.key)));
  for (const [key, player] of state.players)
    if (!seated.has(key) && player.seenAt < before) state.players.delete(key);
}

/** Matches no room points at any more (a crash between two writes) are dropped. */
function dropOrphans(state: HeldState): void {
  const wanted = new Set([...state.rooms.values()].map((r) => r.matchId));
  for (const id of [...state.matches.keys()]) if (!wanted.has(id)) state.matches.delete(id);
}
