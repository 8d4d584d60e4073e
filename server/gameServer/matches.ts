// Matches in rooms: Start Game, the fighter picks, moves, resyncs, Rematch, an ended match's
// replay for its players, and the clock. The match authority (src/engine/match) decides everything
// about a match; this file feeds it (the player key as the actor, the server's time, a seed from
// node:crypto), journals what it accepted and sends each seat its own view after every change:
// `viewFor(match, seat, { since })` with the log entries that change added (a full view, since 0,
// on start, resync and reconnect).
//
// One timer per live match, set for nextWakeAt(match): it calls tick, so a turn's 60 s run out and
// a player away for 60 s forfeits with nobody connected. Every message about a match ticks it first.
//
// Rematch seats: the loser of the last match becomes Player 1 and attacks first (moving first is
// an edge, so it goes to whoever needs it); after a match nobody won, the seats swap. Start Game
// after a match keeps the seats as they are.
import {
  REFUSAL_TEXT,
  connected,
  createMatch,
  disconnected,
  forfeit,
  nextWakeAt,
  replayFor,
  seatOf,
  submitMove,
  tick,
  viewFor,
} from '../../src/engine/match/index.ts';
import { matchViewMessage, replayMessage } from '../../src/protocol/index.ts';
import type { FighterId, MatchState, SeatIndex } from '../../src/engine/match/index.ts';
import type { ClientMessageOf } from '../../src/protocol/index.ts';
import type { Cancel } from './clock.ts';
import type { Connection } from './connection.ts';
import type { Context, Refusal } from './context.ts';
import { newId, newSeed } from './ids.ts';
import type { Lobby } from './lobby.ts';
import { ROOM_TEXT } from './lobby.ts';
import type { MatchOp, RoomRecord } from './records.ts';

export const MATCH_TEXT = Object.freeze({
  notOwner: 'Only Player 1, who created the room, can start the game.',
  needTwo: 'Wait for a second player to join before starting.',
  started: 'The game has already started.',
  picked: 'The fighters are already chosen.',
  notStarted: 'There is no finished match here to play again: start a new game.',
  notOver: 'The match is not over yet.',
});

export class Matches {
  private readonly timers = new Map<string, Cancel>();
  private closed = false;

  constructor(
    private readonly ctx: Context,
    private readonly lobby: Lobby,
  ) {}

  /** Start Game: Player 1 only, both seats filled; the room goes to picking. */
  start(playerKey: string, roomId: string): Refusal | null {
    const room = this.ctx.store.state.rooms.get(roomId);
    if (!room) return { code: 'no_room', message: ROOM_TEXT.noRoom };
    const seat = room.members.findIndex((m) => m.key === playerKey);
    if (seat < 0) return { code: 'not_in_room', message: ROOM_TEXT.notInRoom };
    if (seat !== 0) return { code: 'not_owner', message: MATCH_TEXT.notOwner };
    if (room.members.length < 2) return { code: 'not_ready', message: MATCH_TEXT.needTwo };
    if (room.phase === 'picking' || room.phase === 'playing')
      return { code: 'not_ready', message: MATCH_TEXT.started };
    this.beginPicking(room, room.members);
    return null;
  }

  /**
   * Rematch, by either player once the match is over. Asked again while the rematch is being picked
   * (both players pressed it), it just sends the room again.
   */
  rematch(playerKey: string, roomId: string, connection: Connection): Refusal | null {
    const room = this.ctx.store.state.rooms.get(roomId);
    if (!room) return { code: 'no_room', message: ROOM_TEXT.noRoom };
    if (!room.members.some((m) => m.key === playerKey))
      return { code: 'not_in_room', message: ROOM_TEXT.notInRoom };
    if (room.phase === 'picking') {
      this.lobby.sendRoomTo(connection, room, playerKey);
      return null;
    }
    if (room.phase === 'playing') return { code: 'not_ready', message: MATCH_TEXT.notOver };
    if (room.members.length < 2) return { code: 'not_ready', message: MATCH_TEXT.needTwo };
    if (room.phase === 'waiting' || room.matchId === null)
      return { code: 'not_ready', message: MATCH_TEXT.notStarted };
    const last = this.ctx.store.state.matches.get(room.matchId);
    const loser = last && last.winner !== null ? last.seats[last.winner === 0 ? 1 : 0] : null;
    const members =
      loser !== null
        ? [...room.members].sort((a, b) => Number(b.key === loser) - Number(a.key === loser))
        : [...room.members].reverse();
    this.beginPicking(room, members);
    return null;
  }

  private beginPicking(room: RoomRecord, members: RoomRecord['members']): void {
    if (room.matchId !== null) this.drop(room.matchId);
    const next: RoomRecord = { ...room, members, phase: 'picking', matchId: newId(), picks: [null, null] };
    this.lobby.put(next);
    this.lobby.sendRoom(next);
  }

  /** A seat's fighter; hidden from the other until both have picked, then the match begins. */
  pick(playerKey: string, matchId: string, fighter: FighterId): Refusal | null {
    const room = this.ctx.store.roomOf(playerKey);
    if (!room) return { code: 'not_in_room', message: ROOM_TEXT.notInRoom };
    if (room.matchId !== matchId) return { code: 'no_match', message: REFUSAL_TEXT.noMatch, matchId };
    if (room.phase !== 'picking') return { code: 'not_ready', message: MATCH_TEXT.picked, matchId };
    const seat = room.members.findIndex((m) => m.key === playerKey);
    const picks: RoomRecord['picks'] = [room.picks[0], room.picks[1]];
    picks[seat === 0 ? 0 : 1] = fighter;
    const [p1, p2] = room.members;
    if (picks[0] === null || picks[1] === null || !p1 || !p2) {
      const next = { ...room, picks };
      this.lobby.put(next);
      this.lobby.sendRoom(next);
      return null;
    }
    const match = createMatch({
      id: matchId,
      seats: [p1.key, p2.key],
      fighters: [picks[0], picks[1]],
      seed: newSeed(),
      now: this.ctx.clock.now(),
      names: [p1.name, p2.name],
    });
    this.ctx.store.putMatch(match);
    const next: RoomRecord = { ...room, picks, phase: 'playing' };
    this.lobby.put(next);
    this.lobby.sendRoom(next);
    this.publish(match, 0);
    this.arm(match);
    return null;
  }

  move(playerKey: string, message: ClientMessageOf<'move'>): Refusal | null {
    const held = this.ctx.store.state.matches.get(message.matchId);
    const match = held ? this.catchUp(held) : null;
    const at = this.ctx.clock.now();
    const input = { matchId: message.matchId, actor: playerKey, seq: message.seq, action: message.action };
    const result = submitMove(match, input, at);
    if (!result.ok) {
      const refusal: Refusal = { code: result.code, message: result.reason, matchId: message.matchId };
      if (result.expected !== undefined) refusal.seq = result.expected;
      return refusal;
    }
    this.commit(match as MatchState, { type: 'move', ...input, at }, result.match);
    return null;
  }

  /** The whole view again, to this connection only. */
  resync(playerKey: string, matchId: string, connection: Connection): Refusal | null {
    const held = this.ctx.store.state.matches.get(matchId);
    if (!held) return { code: 'no_match', message: REFUSAL_TEXT.noMatch, matchId };
    const seat = seatOf(held, playerKey);
    if (seat === null) return { code: 'not_seated', message: REFUSAL_TEXT.notSeated, matchId };
    this.sendFullView(connection, this.catchUp(held), seat);
    return null;
  }

  /**
   * An ended match's replay (its seed and every move), to this connection only: for a seated
   * player, once the match is over. A match is held until its room's next match starts or the room
   * closes, so the browser asks the moment it sees the end.
   */
  replay(playerKey: string, matchId: string, connection: Connection, ref?: string): Refusal | null {
    const held = this.ctx.store.state.matches.get(matchId);
    // A match whose end is due (a forfeit, a last time-up) ends first.
    const result = replayFor(held ? this.catchUp(held) : null, matchId, playerKey);
    if (!result.ok) return { code: result.code, message: result.reason, matchId };
    connection.send(replayMessage(result, matchId, ref));
    return null;
  }

  /** The player's room's match, if they hold a seat in it (live or over). */
  matchOf(playerKey: string): { match: MatchState; seat: SeatIndex } | null {
    const room = this.ctx.store.roomOf(playerKey);
    const match = room?.matchId ? this.ctx.store.state.matches.get(room.matchId) : undefined;
    const seat = match ? seatOf(match, playerKey) : null;
    return match && seat !== null ? { match, seat } : null;
  }

  sendFullView(connection: Connection, match: MatchState, seat: SeatIndex): void {
    connection.send(matchViewMessage(viewFor(match, seat), this.ctx.clock.now()));
  }

  /** The player's first connection opened: their seat is connected again (unless already forfeited). */
  cameOnline(playerKey: string, except: Connection): void {
    const held = this.matchOf(playerKey);
    if (!held || held.match.status !== 'live') return;
    const match = this.catchUp(held.match);
    const at = this.ctx.clock.now();
    this.commit(
      match,
      { type: 'connected', matchId: match.id, seat: held.seat, at },
      connected(match, held.seat, at),
      except,
    );
  }

  /** The player's last connection closed: their grace starts. */
  wentAway(playerKey: string): void {
    const held = this.matchOf(playerKey);
    if (!held || held.match.status !== 'live') return;
    const match = this.catchUp(held.match);
    const at = this.ctx.clock.now();
    this.commit(
      match,
      { type: 'disconnected', matchId: match.id, seat: held.seat, at },
      disconnected(match, held.seat, at),
    );
  }

  /** The player leaves the room: a live match is theirs to lose. */
  forfeitLeaving(playerKey: string): void {
    const held = this.matchOf(playerKey);
    if (!held || held.match.status !== 'live') return;
    const match = this.catchUp(held.match);
    const at = this.ctx.clock.now();
    this.commit(
      match,
      { type: 'forfeit', matchId: match.id, seat: held.seat, at },
      forfeit(match, held.seat, at),
    );
  }

  /**
   * After a restart: every live match catches up with the time that passed (one late turn passes,
   * or a grace that ran out while the server was down ends it), then every seat that was connected
   * counts as gone from now (its player has 60 s to come back) and the timers are set again.
   */
  restore(): void {
    for (const room of [...this.ctx.store.state.rooms.values()]) {
      const held = room.matchId ? this.ctx.store.state.matches.get(room.matchId) : undefined;
      if (room.phase === 'playing' && held?.status !== 'live') {
        this.lobby.put({ ...room, phase: held ? 'over' : 'waiting' });
        continue;
      }
      if (!held || held.status !== 'live') continue;
      let match = this.catchUp(held);
      for (const seat of [0, 1] as const) {
        if (match.status !== 'live' || match.disconnectedSince[seat] !== null) continue;
        const at = this.ctx.clock.now();
        const next = disconnected(match, seat, at);
        this.commit(match, { type: 'disconnected', matchId: match.id, seat, at }, next);
        match = next;
      }
      this.arm(match);
    }
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  /** Brings a live match up to now (time-ups, forfeits), journaling and sending what changed. */
  private catchUp(match: MatchState): MatchState {
    const at = this.ctx.clock.now();
    const next = tick(match, at);
    this.commit(match, { type: 'tick', matchId: match.id, at }, next);
    return next;
  }

  private commit(previous: MatchState, op: MatchOp, next: MatchState, except?: Connection): void {
    if (next === previous) return;
    this.ctx.store.applyOp(op, next);
    this.publish(next, previous.log.length, except);
    if (previous.status === 'live' && next.status !== 'live') this.ended(next);
    this.arm(next);
  }

  /** Each seat its own view, with the log from `since` on. */
  private publish(match: MatchState, since: number, except?: Connection): void {
    const now = this.ctx.clock.now();
    for (const seat of [0, 1] as const)
      this.ctx.presence.send(
        match.seats[seat],
        matchViewMessage(viewFor(match, seat, { since }), now),
        except,
      );
  }

  private ended(match: MatchState): void {
    const room = this.ctx.store.roomOfMatch(match.id);
    if (!room || room.phase !== 'playing') return;
    const next: RoomRecord = { ...room, phase: 'over' };
    this.lobby.put(next);
    this.lobby.sendRoom(next);
    for (const m of next.members) if (!this.ctx.presence.online(m.key)) this.lobby.scheduleAway(m.key);
  }

  private arm(match: MatchState): void {
    this.timers.get(match.id)?.();
    this.timers.delete(match.id);
    const at = nextWakeAt(match);
    if (at === null || this.closed) return;
    this.timers.set(
      match.id,
      this.ctx.clock.at(at, () => {
        this.timers.delete(match.id);
        const current = this.ctx.store.state.matches.get(match.id);
        if (!current) return;
        const next = this.catchUp(current);
        // A timer that fired a moment early changed nothing: set it again.
        if (next === current) this.arm(current);
      }),
    );
  }

  private drop(matchId: string): void {
    this.timers.get(matchId)?.();
    this.timers.delete(matchId);
    this.ctx.store.dropMatch(matchId);
  }
}
