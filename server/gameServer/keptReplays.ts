// Finished matches kept for their replays after their room has moved on. A room points at one match
// at a time, and a rematch or a new game points it at the next; each player's browser asks for the
// ended match's replay the moment it sees the end, but the other player may press Rematch first
// (or a browser may be reconnecting just then). So a finished match its room leaves behind stays
// until each of its two players has fetched its replay or is no longer in the room, and each
// spectator who watched it has fetched theirs, or for Limits.replayKeptMs at most, and only then is
// dropped. A match that is not finished (one that was
// only being picked for) has no replay and goes at once.
//
// Dropping is housekeeping: it never fails what a player asked for. A drop the journal cannot take
// (readOnly.ts) leaves the match held, and it is tried again a moment later until it is saved.
//
// Kept in memory only: a restart drops what no room points at (store.ts), these matches included.
import type { Cancel } from './clock.ts';
import type { Context } from './context.ts';
import { SAVE_RETRY_MS, timerFailed } from './readOnly.ts';

/** Hands over a match its room no longer points at: kept for its replay, or dropped. */
export type LeaveBehind = (matchId: string, roomId: string) => void;

interface Kept {
  /** The room it was played in; null once nobody is waited for (a drop that failed, tried again). */
  roomId: string | null;
  seats: readonly string[];
  dropAt: Cancel;
}

export class KeptReplays {
  /** The players who fetched each finished match's replay (while its room points at it, and after). */
  private readonly fetchedBy = new Map<string, Set<string>>();
  private readonly kept = new Map<string, Kept>();
  /** The matches kept per room. */
  private readonly byRoom = new Map<string, Set<string>>();
  private closed = false;

  constructor(
    private readonly ctx: Context,
    /** Forgets a match for good (its timer and its record); throws when that cannot be saved. */
    private readonly drop: (matchId: string) => void,
    /** The players who watched the match as spectators (they may ask for its replay too). */
    private readonly watchersOf: (matchId: string) => Iterable<string>,
  ) {}

  /** A player was given the match's replay. */
  fetched(matchId: string, playerKey: string): void {
    const players = this.fetchedBy.get(matchId) ?? new Set<string>();
    players.add(playerKey);
    this.fetchedBy.set(matchId, players);
    this.settle(matchId);
  }

  /** The room `roomId` no longer points at the match (its next one began, or the room closed). */
  leftBehind(matchId: string, roomId: string): void {
    const match = this.ctx.store.state.matches.get(matchId);
    if (!match || match.status === 'live') {
      this.forget(matchId);
      return;
    }
    this.keep(matchId, roomId, match.seats, this.ctx.limits.replayKeptMs);
    this.settle(matchId);
  }

  /** A member left the room (or it closed): its kept matches stop waiting for them. */
  memberLeft(roomId: string): void {
    for (const matchId of [...(this.byRoom.get(roomId) ?? [])]) this.settle(matchId);
  }

  close(): void {
    this.closed = true;
    for (const kept of this.kept.values()) kept.dropAt();
    this.kept.clear();
    this.byRoom.clear();
    this.fetchedBy.clear();
  }

  private keep(matchId: string, roomId: string | null, seats: readonly string[], forMs: number): void {
    this.unkeep(matchId);
    const dropAt = this.ctx.clock.at(this.ctx.clock.now() + forMs, () => this.forget(matchId));
    this.kept.set(matchId, { roomId, seats, dropAt });
    if (roomId === null) return;
    const ofRoom = this.byRoom.get(roomId) ?? new Set<string>();
    ofRoom.add(matchId);
    this.byRoom.set(roomId, ofRoom);
  }

  private unkeep(matchId: string): void {
    const kept = this.kept.get(matchId);
    if (!kept) return;
    kept.dropAt();
    this.kept.delete(matchId);
    if (kept.roomId === null) return;
    const ofRoom = this.byRoom.get(kept.roomId);
    ofRoom?.delete(matchId);
    if (ofRoom?.size === 0) this.byRoom.delete(kept.roomId);
  }

  /** Drops a kept match once nobody who may still want its replay is left. */
  private settle(matchId: string): void {
    const kept = this.kept.get(matchId);
    if (!kept) return;
    const fetched = this.fetchedBy.get(matchId);
    const members = kept.roomId === null ? [] : (this.ctx.store.state.rooms.get(kept.roomId)?.members ?? []);
    const waiting =
      kept.seats.some((key) => !fetched?.has(key) && members.some((m) => m.key === key)) ||
      [...this.watchersOf(matchId)].some((key) => !fetched?.has(key));
    if (!waiting) this.forget(matchId);
  }

  private forget(matchId: string): void {
    if (this.closed) return;
    try {
      this.drop(matchId);
    } catch (error) {
      // Still held: it goes once the journal takes the change.
      timerFailed(this.ctx.log, `dropping the finished match ${matchId}`, error);
      this.keep(matchId, null, [], SAVE_RETRY_MS);
      return;
    }
    this.unkeep(matchId);
    this.fetchedBy.delete(matchId);
  }
}
