// Rooms: create, list, join, leave, and what each member sees of their room. A room has at most two
// members, in seat order (members[0] is Player 1, who may start the game). A player sits in at most
// one room at a time: creating or joining another is refused with 'in_room' until they leave, so a
// player's room, seat and match are never in doubt (a reload finds them by the player key alone).
//
// Phases: 'waiting' (fewer than two, or not started) → Start Game → 'picking' (both choose a
// fighter) → 'playing' (the match is live) → 'over' (it ended) → Rematch or Start Game → 'picking'.
// A member leaving sends the room back to 'waiting' (leaving a live match forfeits it first), and
// the last member leaving closes the room and deletes its chat. A member away (no open connection)
// for Limits.roomAwayMs loses their place the same way, except during a live match, where the
// authority's forfeit after 60 s decides and the place goes when the match ends.
//
// Entering a room (creating or joining one) is what makes the server remember a player (roster.ts).
// A network may have Limits.roomsPerAddress rooms open that were created from it, so one machine
// cannot fill the server's rooms for everyone else; a room counts until it closes.
import { INVITE_TEXT, type Room, type RoomSummary } from '../../src/protocol/index.ts';
import { PerNetwork } from './addresses.ts';
import type { Cancel } from './clock.ts';
import type { Connection } from './connection.ts';
import type { Context, Refusal } from './context.ts';
import { newId, newInviteCode } from './ids.ts';
import { SAVE_RETRY_MS, timerFailed } from './readOnly.ts';
import type { RoomRecord } from './journalRecords.ts';

export const ROOM_TEXT = Object.freeze({
  noRoom: 'That room does not exist any more.',
  roomFull: 'That room is full: two players are already in it.',
  ownRoom: 'You are already in this room.',
  inRoom: (name: string): string => `You are already in the room "${name}". Leave it first.`,
  notInRoom: 'You are not in that room.',
  nameTaken: (name: string): string => `A room named "${name}" already exists. Choose another name.`,
  tooManyRooms: 'The server has too many rooms open. Try again later.',
  tooManyFromNetwork: (count: number): string =>
    `Your network already has ${count} rooms open, as many as one network may. Join one of them, or try again when one has closed.`,
});

/**
 * A member left the room (the matches kept for their replays stop waiting for them); `closedWith`:
 * the match the room pointed at when its last member left and it closed, else null.
 */
export type MemberLeft = (roomId: string, closedWith: string | null) => void;

const phaseOrder = { waiting: 0, picking: 1, playing: 1, over: 2 } as const;

/**
 * The invite codes of rooms closed lately, so an old link says the room has closed rather than
 * that no room ever had it. Held in memory only, the newest this many: after a restart, or long
 * after, an old link reads as unknown, which is still true and still says what to do.
 */
const CLOSED_INVITES_KEPT = 10_000;

export class Lobby {
  private readonly awayTimers = new Map<string, Cancel>();
  private listDirty = false;
  private closed = false;
  /** The network each open room was created from (rooms read back at start count for none). */
  private readonly createdFrom = new Map<string, string>();
  private readonly roomsFrom = new PerNetwork();
  private readonly closedInvites = new Set<string>();

  constructor(
    private readonly ctx: Context,
    private readonly connections: () => Iterable<Connection>,
    private readonly memberLeft: MemberLeft,
    /** How many spectators watch a match (spectators.ts). */
    private readonly watchersOf: (matchId: string) => number = () => 0,
  ) {}

  /** The lobby's list: rooms with a free seat first, then the newest. */
  summaries(): RoomSummary[] {
    return [...this.ctx.store.state.rooms.values()]
      .sort((a, b) => phaseOrder[a.phase] - phaseOrder[b.phase] || b.createdAt - a.createdAt)
      .slice(0, this.ctx.limits.listedRooms)
      .map((r) => ({
        roomId: r.id,
        name: r.name,
        players: r.members.length,
        capacity: 2,
        phase: r.phase,
        names: r.members.map((m) => m.name),
        // Watch is offered for a match being played.
        ...(r.phase === 'playing' && r.matchId !== null
          ? { matchId: r.matchId, watchers: this.watchersOf(r.matchId) }
          : {}),
      }));
  }

  /** The room as `viewer` sees it: names, seats, who is connected, who picked (never what). */
  roomFor(room: RoomRecord, viewer: string): Room {
    return {
      roomId: room.id,
      name: room.name,
      members: room.members.map((m, i) => ({
        name: m.name,
        seat: room.phase === 'waiting' ? null : i === 0 ? 0 : 1,
        connected: this.ctx.presence.online(m.key),
        you: m.key === viewer,
      })),
      phase: room.phase,
      matchId: room.matchId,
      picked: [room.picks[0] !== null, room.picks[1] !== null],
      inviteCode: room.inviteCode,
      watchers: room.matchId === null ? 0 : this.watchersOf(room.matchId),
    };
  }

  /** Sends every member the room as they see it, with its chat. */
  sendRoom(room: RoomRecord, except?: Connection): void {
    const chat = this.ctx.store.chatOf(room.id);
    for (const m of room.members)
      this.ctx.presence.send(m.key, { type: 'room', room: this.roomFor(room, m.key), chat }, except);
  }

  sendRoomTo(connection: Connection, room: RoomRecord, viewer: string): void {
    connection.send({ type: 'room', room: this.roomFor(room, viewer), chat: this.ctx.store.chatOf(room.id) });
  }

  /** Stores a changed room; the list watchers hear of it. */
  put(room: RoomRecord): void {
    this.ctx.store.putRoom(room);
    this.listChanged();
  }

  /** A room named `name`, created by the player from `network` (the network of their connection). */
  create(playerKey: string, name: string, network: string): Refusal | null {
    const { store, limits } = this.ctx;
    const current = store.roomOf(playerKey);
    if (current) return { code: 'in_room', message: ROOM_TEXT.inRoom(current.name) };
    const folded = name.toLocaleLowerCase();
    for (const r of store.state.rooms.values())
      if (r.name.toLocaleLowerCase() === folded)
        return { code: 'name_taken', message: ROOM_TEXT.nameTaken(name) };
    if (this.roomsFrom.count(network) >= limits.roomsPerAddress)
      return { code: 'rate_limited', message: ROOM_TEXT.tooManyFromNetwork(limits.roomsPerAddress) };
    if (store.state.rooms.size >= limits.maxRooms)
      return { code: 'server_error', message: ROOM_TEXT.tooManyRooms };
    this.ctx.roster.remember(playerKey);
    const room: RoomRecord = {
      id: newId(),
      name,
      createdAt: this.ctx.clock.now(),
      members: [{ key: playerKey, name: this.nameOf(playerKey) }],
      phase: 'waiting',
      matchId: null,
      picks: [null, null],
      inviteCode: newInviteCode(),
    };
    this.put(room);
    this.createdFrom.set(room.id, network);
    this.roomsFrom.add(network);
    this.sendRoom(room);
    return null;
  }

  join(playerKey: string, roomId: string): Refusal | null {
    const { store } = this.ctx;
    const room = store.state.rooms.get(roomId);
    if (!room) return { code: 'no_room', message: ROOM_TEXT.noRoom };
    const current = store.roomOf(playerKey);
    if (current?.id === roomId) return { code: 'own_room', message: ROOM_TEXT.ownRoom };
    if (current) return { code: 'in_room', message: ROOM_TEXT.inRoom(current.name) };
    if (room.members.length >= 2) return { code: 'room_full', message: ROOM_TEXT.roomFull };
    this.ctx.roster.remember(playerKey);
    const next: RoomRecord = {
      ...room,
      members: [...room.members, { key: playerKey, name: this.nameOf(playerKey) }],
    };
    this.put(next);
    this.sendRoom(next);
    return null;
  }

  /**
   * Joins the room of an invite link. The player's own room is sent to them again (they followed
   * their own link, or a second tab did): they are where the link leads.
   */
  joinByInvite(playerKey: string, code: string, connection: Connection): Refusal | null {
    const room = this.ctx.store.roomOfInvite(code);
    if (!room)
      return this.closedInvites.has(code)
        ? { code: 'room_closed', message: INVITE_TEXT.closed }
        : { code: 'no_room', message: INVITE_TEXT.unknown };
    if (room.members.some((m) => m.key === playerKey)) {
      this.sendRoomTo(connection, room, playerKey);
      return null;
    }
    return this.join(playerKey, room.id);
  }

  /**
   * Takes the player out of their room. The other member (if any) becomes Player 1 and the room
   * waits for a second player again; a pick in progress is dropped. The last one out closes it.
   */
  remove(playerKey: string): void {
    const { store } = this.ctx;
    const room = store.roomOf(playerKey);
    if (!room) return;
    this.cancelAway(playerKey);
    const members = room.members.filter((m) => m.key !== playerKey);
    if (members.length === 0) {
      store.closeRoom(room.id);
      this.closedRoom(room.id);
      this.rememberClosedInvite(room.inviteCode);
      this.memberLeft(room.id, room.matchId);
      this.listChanged();
      return;
    }
    const picking = room.phase === 'picking';
    const next: RoomRecord = {
      ...room,
      members,
      phase: 'waiting',
      // A match being picked for never started: forget its id. A played one stays readable.
      matchId: picking ? null : room.matchId,
      picks: [null, null],
    };
    this.put(next);
    this.sendRoom(next);
    this.memberLeft(room.id, null);
  }

  /** A player's new name (from a later hello) in their room; true when it changed. */
  rename(playerKey: string, name: string): boolean {
    const room = this.ctx.store.roomOf(playerKey);
    if (!room || room.members.every((m) => m.key !== playerKey || m.name === name)) return false;
    this.put({ ...room, members: room.members.map((m) => (m.key === playerKey ? { ...m, name } : m)) });
    return true;
  }

  /**
   * After Limits.roomAwayMs away, the player leaves their room (not during a live match: see the
   * file comment; the match's end calls this again).
   */
  scheduleAway(playerKey: string, at?: number): void {
    const since = this.ctx.presence.awaySince(playerKey);
    if (since === null || this.closed) return;
    this.cancelAway(playerKey);
    const cancel = this.ctx.clock.at(at ?? since + this.ctx.limits.roomAwayMs, () => {
      this.awayTimers.delete(playerKey);
      if (this.ctx.presence.online(playerKey)) return;
      const room = this.ctx.store.roomOf(playerKey);
      if (!room || room.phase === 'playing') return;
      try {
        this.remove(playerKey);
        this.ctx.presence.forget(playerKey);
      } catch (error) {
        // Not saved, so the player still has their place: it goes once it can be saved.
        timerFailed(this.ctx.log, 'an away player leaving their room', error);
        this.scheduleAway(playerKey, this.ctx.clock.now() + SAVE_RETRY_MS);
      }
    });
    this.awayTimers.set(playerKey, cancel);
  }

  cancelAway(playerKey: string): void {
    this.awayTimers.get(playerKey)?.();
    this.awayTimers.delete(playerKey);
  }

  /** The list changed: every connection watching it gets the new one, once per burst of changes. */
  listChanged(): void {
    if (this.listDirty || this.closed) return;
    this.listDirty = true;
    setImmediate(() => {
      this.listDirty = false;
      if (this.closed) return;
      let text: string | null = null;
      for (const c of this.connections()) {
        if (!c.watchingLobby) continue;
        text ??= JSON.stringify({ type: 'rooms', rooms: this.summaries() });
        c.sendText(text);
      }
    });
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.awayTimers.values()) cancel();
    this.awayTimers.clear();
  }

  private nameOf(playerKey: string): string {
    return this.ctx.roster.nameOf(playerKey);
  }

  private rememberClosedInvite(code: string): void {
    this.closedInvites.add(code);
    if (this.closedInvites.size <= CLOSED_INVITES_KEPT) return;
    // A Set keeps insertion order: the first is the oldest.
    const oldest = this.closedInvites.values().next();
    if (!oldest.done) this.closedInvites.delete(oldest.value);
  }

  private closedRoom(roomId: string): void {
    const network = this.createdFrom.get(roomId);
    if (network === undefined) return;
    this.createdFrom.delete(roomId);
    this.roomsFrom.remove(network);
  }
}
