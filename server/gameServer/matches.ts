// Matches in rooms, on the game's own server: the host of the match service (server/matchService)
// over what this server holds. The service runs each operation (Start Game, picks, moves, resyncs,
// Rematch, an ended match's replay, leaving, the clock's tick) at once over this server's store
// port; this file is that port and what only a server with connections does: it journals each step
// the service stored, sends each seat its own view after every change (`viewFor(match, seat,
// { since })` with the log entries that change added; a full view, since 0, on start, resync and
// reconnect), reports connections coming and going, and keeps the timers.
//
// One timer per live match (matchTimers.ts): it ticks the match, so a turn's 60 s run out and a
// player away for 60 s forfeits with nobody connected. Every message about a match ticks it
// first. A match's time, its timer and the server time in its views are read from its own clock
// (ctx.matchClock): the server's clock for players, one per match on the browser tests' server.
// A finished match the room moves on from stays for its players' replays (keptReplays.ts).
//
// A change that cannot be saved (readOnly.ts) is not made and not sent: a move's player is told in
// words, and the other player sees nothing. The room change that follows a saved match change
// (playing, over) is tried again until it is saved; a seat's connection change that could not be
// saved is made by the match's next timer.
import { matchViewMessage } from '../../src/protocol/index.ts';
import { seatOf, viewFor } from '../../src/engine/match/index.ts';
import type { MatchAction, MatchState, SeatIndex } from '../../src/engine/match/index.ts';
import type { ClientMessageOf, ServerMessage } from '../../src/protocol/index.ts';
import {
  SERVICE_TEXT,
  StoreRefusal,
  leaveRoom,
  move,
  pickFighter,
  rematch,
  replay,
  resync,
  runNow,
  seatPresence,
  startMatch,
  tickMatch,
} from '../matchService/index.ts';
import type { MatchChange, MatchHost, MatchStep, MatchStore, Operation } from '../matchService/index.ts';
import type { Connection } from './connection.ts';
import { notSavedRefusal } from './context.ts';
import type { Context, Refusal } from './context.ts';
import { newId, newSeed } from './ids.ts';
import { KeptReplays } from './keptReplays.ts';
import type { Lobby } from './lobby.ts';
import type { RoomRecord } from './journalRecords.ts';
import { MatchTimers } from './matchTimers.ts';
import { refusalOnTurn } from './movesOnTurn.ts';
import type { OnTurnResult } from './movesOnTurn.ts';
import { NotSaved, timerFailed } from './readOnly.ts';
import { RoomMatches } from './roomMatches.ts';

export { MATCH_TEXT } from './roomMatches.ts';

export class Matches {
  private readonly timers: MatchTimers;
  private readonly rooms: RoomMatches;
  private readonly kept: KeptReplays;
  private readonly host: MatchHost;
  /** The connection that gets its full view apart when its seat comes back (set around that change). */
  private comingBack: Connection | undefined;

  constructor(
    private readonly ctx: Context,
    private readonly lobby: Lobby,
  ) {
    this.timers = new MatchTimers(ctx, (matchId) => this.wake(matchId));
    this.kept = new KeptReplays(ctx, (matchId) => this.drop(matchId));
    this.rooms = new RoomMatches(ctx, lobby, (matchId, roomId) => this.kept.leftBehind(matchId, roomId));
    const store: MatchStore = {
      loadMatch: (matchId) => {
        const match = ctx.store.state.matches.get(matchId);
        return match ? { match, version: match.rev } : null;
      },
      saveMatch: (change) => this.save(change),
      startMatch: (caller, roomId, matchId) => this.rooms.start(caller, roomId, matchId),
      rematch: (caller, roomId, matchId) => this.rooms.rematch(caller, roomId, matchId),
      pickFighter: (caller, matchId, fighter) => this.rooms.pick(caller, matchId, fighter),
      room: (roomId) => {
        const room = ctx.store.state.rooms.get(roomId);
        return room
          ? { members: room.members.map((m) => m.key), phase: room.phase, matchId: room.matchId }
          : null;
      },
      leaveRoom: (caller) => lobby.remove(caller),
    };
    this.host = { store, now: () => ctx.clock.now(), seed: newSeed, newId, pushesViews: true };
  }

  /**
   * Runs a client's message through the match service; its answers go to this connection. A
   * store's refusal comes back as the Refusal to send.
   */
  answer(
    connection: Connection,
    playerKey: string,
    message: ClientMessageOf<
      'startMatch' | 'pickFighter' | 'move' | 'resync' | 'rematch' | 'replay' | 'leaveRoom'
    >,
  ): Refusal | null {
    let answers: ServerMessage[];
    try {
      answers = this.run(this.operation(playerKey, message));
    } catch (error) {
      if (error instanceof NotSaved) {
        const about = 'matchId' in message ? message.matchId : undefined;
        const seq = about === undefined ? undefined : this.ctx.store.state.matches.get(about)?.log.length;
        return notSavedRefusal(message.type, about, seq);
      }
      if (!(error instanceof StoreRefusal) || error.code === 'retry') throw error;
      const refusal: Refusal = { code: error.code, message: error.message };
      if (error.matchId !== undefined) refusal.matchId = error.matchId;
      if (error.seq !== undefined) refusal.seq = error.seq;
      return refusal;
    }
    for (const answer of answers) connection.send(answer);
    if (message.type === 'replay' && answers.some((a) => a.type === 'replay'))
      this.kept.fetched(message.matchId, playerKey);
    if (message.type === 'leaveRoom' && answers.length === 0) {
      // The answer to leaving: the room list, which this connection now follows.
      connection.watchingLobby = true;
      this.ctx.presence.send(playerKey, { type: 'rooms', rooms: this.lobby.summaries() });
    }
    return null;
  }

  private operation(
    key: string,
    message: ClientMessageOf<
      'startMatch' | 'pickFighter' | 'move' | 'resync' | 'rematch' | 'replay' | 'leaveRoom'
    >,
  ): Operation<ServerMessage[]> {
    switch (message.type) {
      case 'startMatch':
        return startMatch(this.host, key, message);
      case 'pickFighter':
        return pickFighter(this.hostFor(message.matchId), key, message);
      case 'move':
        return move(this.hostFor(message.matchId), key, message);
      case 'resync':
        return resync(this.hostFor(message.matchId), key, message);
      case 'rematch':
        return rematch(this.host, key, message);
      case 'replay':
        return replay(this.hostFor(message.matchId), key, message);
      case 'leaveRoom':
        // Leaving a live match forfeits it at the match's time.
        return leaveRoom(this.hostFor(this.ctx.store.state.rooms.get(message.roomId)?.matchId), key, message);
    }
  }

  /** The match service's host for one match: the authority reads that match's clock. */
  private hostFor(matchId: string | null | undefined): MatchHost {
    if (!matchId) return this.host;
    const clock = this.ctx.matchClock(matchId);
    return { ...this.host, now: () => clock.now() };
  }

  private run<T>(operation: Operation<T>): T {
    return runNow(operation, this.host.store);
  }

  /**
   * Only on the browser tests' server (testMoves.ts): `actions` made one after another, each as the
   * move of the seat then on turn, through the service's own move exactly as if that seat's player
   * had sent it (the authority's checks, the journal, each seat's views). They are first tried on
   * the match as it stands now: if the authority would refuse any of them, none is made.
   */
  playOnTurn(matchId: string, actions: readonly MatchAction[]): OnTurnResult {
    const held = this.ctx.store.state.matches.get(matchId);
    if (!held) return { ok: false, code: 'no_match', reason: SERVICE_TEXT.noMatch };
    const refusal = refusalOnTurn(held, actions, this.ctx.matchClock(matchId).now());
    if (refusal) return refusal;
    for (const [index, action] of actions.entries()) {
      const current = this.ctx.store.state.matches.get(matchId) ?? held;
      const actor = current.seats[current.battle.active];
      const message = { type: 'move', matchId, seq: current.log.length, action } as const;
      const refused = this.run(move(this.hostFor(matchId), actor, message)).find((m) => m.type === 'error');
      if (refused?.type === 'error') return { ok: false, code: refused.code, reason: refused.message, index };
    }
    return { ok: true, match: this.ctx.store.state.matches.get(matchId) ?? held };
  }

  /** The player's room's match, if they hold a seat in it (live or over). */
  matchOf(playerKey: string): { match: MatchState; seat: SeatIndex } | null {
    const room = this.ctx.store.roomOf(playerKey);
    const match = room?.matchId ? this.ctx.store.state.matches.get(room.matchId) : undefined;
    const seat = match ? seatOf(match, playerKey) : null;
    return match && seat !== null ? { match, seat } : null;
  }

  sendFullView(connection: Connection, match: MatchState, seat: SeatIndex): void {
    connection.send(matchViewMessage(viewFor(match, seat), this.ctx.matchClock(match.id).now()));
  }

  /** The player's first connection opened: their seat is connected again (unless already forfeited). */
  cameOnline(playerKey: string, except: Connection): void {
    const held = this.matchOf(playerKey);
    if (!held || held.match.status !== 'live') return;
    this.comingBack = except;
    try {
      this.run(seatPresence(this.hostFor(held.match.id), held.match.id, held.seat, 'connected'));
    } finally {
      this.comingBack = undefined;
    }
  }

  /** The player's last connection closed: their grace starts. */
  wentAway(playerKey: string): void {
    const held = this.matchOf(playerKey);
    if (!held || held.match.status !== 'live') return;
    this.run(seatPresence(this.hostFor(held.match.id), held.match.id, held.seat, 'disconnected'));
  }

  /**
   * After a restart: every live match catches up with the time that passed (one late turn passes,
   * or a grace that ran out while the server was down ends it), then every seat that was connected
   * counts as gone from now (its player has 60 s to come back) and the timers are set again.
   */
  restore(): void {
    for (const room of [...this.ctx.store.state.rooms.values()]) {
      const held = room.matchId ? this.ctx.store.state.matches.get(room.matchId) : undefined;
      if (held) this.roomFollows(held.id);
      else if (room.phase === 'playing')
        this.timers.followUp(`room ${room.id}`, () => {
          const current = this.ctx.store.state.rooms.get(room.id);
          if (current?.phase === 'playing' && !this.ctx.store.state.matches.has(current.matchId ?? ''))
            this.lobby.put({ ...current, phase: 'waiting' });
        });
      if (!held || held.status !== 'live') continue;
      try {
        for (const seat of [0, 1] as const)
          this.run(seatPresence(this.hostFor(held.id), held.id, seat, 'disconnected'));
      } catch (error) {
        // Made by the match's timer once it can be saved (wake).
        timerFailed(this.ctx.log, `restoring match ${held.id}`, error);
      }
      const match = this.ctx.store.state.matches.get(held.id);
      if (match) this.timers.arm(match);
    }
  }

  /** A member left the room; the match it closed with is left behind (kept for replays, or dropped). */
  memberLeft(roomId: string, closedWith: string | null): void {
    if (closedWith !== null) this.kept.leftBehind(closedWith, roomId);
    this.kept.memberLeft(roomId);
  }

  close(): void {
    this.timers.close();
    this.kept.close();
  }

  /** The store port's save: a new match starts its room; each step is journaled and sent. */
  private save(change: MatchChange): void {
    if (!change.before) {
      const match = change.next;
      this.ctx.store.putMatch(match);
      this.roomFollows(match.id);
      this.publish(match, 0);
      this.timers.arm(match);
      return;
    }
    let previous = change.before;
    for (const step of change.steps) {
      this.commit(previous, step);
      previous = step.match;
    }
  }

  private commit(previous: MatchState, { op, match: next }: MatchStep): void {
    this.ctx.store.applyOp(op, next);
    this.publish(next, previous.log.length, op.type === 'connected' ? this.comingBack : undefined);
    if (previous.status === 'live' && next.status !== 'live') this.roomFollows(next.id);
    this.timers.arm(next);
  }

  /** Each seat its own view, with the log from `since` on. */
  private publish(match: MatchState, since: number, except?: Connection): void {
    const now = this.ctx.matchClock(match.id).now();
    for (const seat of [0, 1] as const)
      this.ctx.presence.send(
        match.seats[seat],
        matchViewMessage(viewFor(match, seat, { since }), now),
        except,
      );
  }

  /**
   * The room shows its match as it is, once the match's change is saved: 'playing' from the picks
   * while it is live, 'over' once it ended (tried again until the room's change is saved too).
   */
  private roomFollows(matchId: string): void {
    this.timers.followUp(`the room of match ${matchId}`, () => {
      const match = this.ctx.store.state.matches.get(matchId);
      const room = this.ctx.store.roomOfMatch(matchId);
      if (!match || !room) return;
      if (match.status !== 'live') this.ended(match);
      else if (room.phase === 'picking') this.rooms.playing(matchId, match.fighters);
    });
  }

  private ended(match: MatchState): void {
    const room = this.ctx.store.roomOfMatch(match.id);
    // 'picking': the match began and ended while the room's change to 'playing' could not be saved.
    if (!room || (room.phase !== 'playing' && room.phase !== 'picking')) return;
    const next: RoomRecord = { ...room, phase: 'over' };
    this.lobby.put(next);
    this.lobby.sendRoom(next);
    for (const m of next.members) if (!this.ctx.presence.online(m.key)) this.lobby.scheduleAway(m.key);
  }

  /**
   * The timer's work: the seats as their players' connections are (a change that could not be saved
   * when it happened), then the match's clock. True when the match changed.
   */
  private wake(matchId: string): boolean {
    const before = this.ctx.store.state.matches.get(matchId);
    if (!before) return false;
    for (const seat of [0, 1] as const) {
      const online = this.ctx.presence.online(before.seats[seat]);
      if (online === (before.disconnectedSince[seat] !== null))
        this.run(seatPresence(this.hostFor(matchId), matchId, seat, online ? 'connected' : 'disconnected'));
    }
    this.run(tickMatch(this.hostFor(matchId), matchId));
    return this.ctx.store.state.matches.get(matchId) !== before;
  }

  private drop(matchId: string): void {
    this.timers.cancel(matchId);
    this.ctx.store.dropMatch(matchId);
  }
}
