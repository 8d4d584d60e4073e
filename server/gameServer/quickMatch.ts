// Quick Match on the game's own server: a queue of players who want any partner. The two who have
// waited longest are paired at once: they get a room of their own (the longer waiter is Player 1)
// and its fighter select, exactly as if Player 1 had pressed Start Game. Everyone still waiting is
// told how long they have waited and how many are looking, once per burst of changes.
//
// The queue holds player keys, so a player with two tabs is one place in it and is never paired
// with themselves. It lives in memory only: a restart empties it, and the players' screens join
// again when they reconnect (src/state/online/quickMatch.ts). A player leaves it by Cancel, by
// leaving the rooms screen, by entering a room some other way, or when their last connection closes.
import { randomInt } from 'node:crypto';
import { QUICK_MATCH_ROOM } from '../../src/protocol/index.ts';
import type { Context, Refusal } from './context.ts';
import { newId, newInviteCode } from './ids.ts';
import type { RoomRecord } from './journalRecords.ts';
import type { Lobby } from './lobby.ts';
import { ROOM_TEXT } from './lobby.ts';

/** Starts the fighter select of a room, as its Player 1 pressing Start Game (matches.ts). */
export type StartPicking = (playerKey: string, roomId: string) => void;

export class QuickMatch {
  /** Waiting players by key, with when they joined; a Map keeps them in the order they came. */
  private readonly waiting = new Map<string, number>();
  private statusDue = false;
  private closed = false;

  constructor(
    private readonly ctx: Context,
    private readonly lobby: Lobby,
    private readonly startPicking: StartPicking,
  ) {}

  has(playerKey: string): boolean {
    return this.waiting.has(playerKey);
  }

  get looking(): number {
    return this.waiting.size;
  }

  /** Quick Match: into the queue (once), then pairs whoever can be paired. */
  join(playerKey: string): Refusal | null {
    const room = this.ctx.store.roomOf(playerKey);
    if (room) return { code: 'in_room', message: ROOM_TEXT.inRoom(room.name) };
    if (this.waiting.has(playerKey)) {
      this.sendStatus(playerKey);
      return null;
    }
    this.waiting.set(playerKey, this.ctx.clock.now());
    this.pair();
    // The asker hears at once (paired players have already heard); the others with the next burst.
    if (this.waiting.has(playerKey)) this.sendStatus(playerKey);
    this.statusChanged();
    return null;
  }

  /** Out of the queue (Cancel, the screen left, a room entered, the last connection gone). */
  leave(playerKey: string): void {
    if (!this.waiting.delete(playerKey)) return;
    this.ctx.presence.send(playerKey, { type: 'queue', queued: false, waitedMs: 0, looking: this.looking });
    this.statusChanged();
  }

  /** The player's place, to their connections (the answer to a Cancel of someone not queued). */
  sendStatus(playerKey: string): void {
    const since = this.waiting.get(playerKey);
    const now = this.ctx.clock.now();
    this.ctx.presence.send(playerKey, {
      type: 'queue',
      queued: since !== undefined,
      waitedMs: since === undefined ? 0 : Math.max(0, now - since),
      looking: this.looking,
    });
  }

  close(): void {
    this.closed = true;
    this.waiting.clear();
  }

  /**
   * The two longest waiting get a room and its fighter select, while two are waiting. A room that
   * cannot be made (the server is full, or cannot save) leaves both waiting for the next try.
   */
  private pair(): void {
    while (this.waiting.size >= 2) {
      const [first, second] = [...this.waiting.keys()];
      if (first === undefined || second === undefined) return;
      const room = this.roomFor(first, second);
      if (room === null) return;
      this.waiting.delete(first);
      this.waiting.delete(second);
      for (const key of [first, second])
        this.ctx.presence.send(key, { type: 'queue', queued: false, waitedMs: 0, looking: this.looking });
      this.startPicking(first, room);
    }
  }

  /**
   * A room for two paired players (`first` is Player 1), named "Quick Match <number>"; its id, or
   * null when the server has as many rooms as it may hold. It counts for no network: neither
   * player asked for a room of their own.
   */
  private roomFor(first: string, second: string): string | null {
    const { store, limits, roster } = this.ctx;
    if (store.state.rooms.size >= limits.maxRooms) {
      this.ctx.log(
        'online: Quick Match could not pair two players: the server holds as many rooms as it may',
      );
      return null;
    }
    for (const key of [first, second]) roster.remember(key);
    const room: RoomRecord = {
      id: newId(),
      name: this.freeName(),
      createdAt: this.ctx.clock.now(),
      members: [first, second].map((key) => ({ key, name: roster.nameOf(key) })),
      phase: 'waiting',
      matchId: null,
      picks: [null, null],
      inviteCode: newInviteCode(),
    };
    this.lobby.put(room);
    this.lobby.sendRoom(room);
    return room.id;
  }

  /** "Quick Match 4821": a number no open room's name has (a longer one once the short ones run low). */
  private freeName(): string {
    const taken = new Set([...this.ctx.store.state.rooms.values()].map((r) => r.name.toLocaleLowerCase()));
    for (let digits = 4; ; digits += 1)
      for (let tries = 0; tries < 20; tries++) {
        const name = `${QUICK_MATCH_ROOM} ${randomInt(10 ** (digits - 1), 10 ** digits)}`;
        if (!taken.has(name.toLocaleLowerCase())) return name;
      }
  }

  /** Everyone waiting hears the new count, once per burst (a busy queue changes many times a tick). */
  private statusChanged(): void {
    if (this.statusDue || this.closed) return;
    this.statusDue = true;
    setImmediate(() => {
      this.statusDue = false;
      if (this.closed) return;
      for (const key of this.waiting.keys()) this.sendStatus(key);
    });
  }
}
