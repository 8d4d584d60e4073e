// Matches in rooms, on the game's own server: the host of the match service (server/matchService)
// over what this server holds. The service runs each operation (Start Game, picks, moves, resyncs,
// Rematch, an ended match's replay, leaving, the clock's tick) at once over this server's store
// port (matchStore.ts, which journals each step the service stored and sends each seat its own
// view after every change); this file runs them and does what only a server with connections does:
// it answers the connection that asked, sends a full view on resync and reconnect, reports
// connections coming and going, and keeps the timers.
//
// One timer per live match (matchTimers.ts): it ticks the match, so a turn's 60 s run out and a
// player away for 60 s forfeits with nobody connected. Every message about a match ticks it
// first. A match's time, its timer and the server time in its views are read from its own clock
// (ctx.matchClock): the server's clock for players, one per match on the browser tests' server.
// A finished match the room moves on from stays for its players' replays (keptReplays.ts).
//
// A change that cannot be saved (readOnly.ts) is not made and not sent: a move's player is told in
// words, and the other player sees nothing. A seat's connection change that could not be saved is
// made by the match's next timer.
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
import type { MatchHost, Operation } from '../matchService/index.ts';
import type { Connection } from './connection.ts';
import { notSavedRefusal } from './context.ts';
import type { Context, Refusal } from './context.ts';
import { newId, newSeed } from './ids.ts';
import { KeptReplays } from './keptReplays.ts';
import type { Lobby } from './lobby.ts';
import { MatchStorePort } from './matchStore.ts';
import { MatchTimers } from './matchTimers.ts';
import { refusalOnTurn } from './movesOnTurn.ts';
import type { OnTurnResult } from './movesOnTurn.ts';
import { NotSaved, timerFailed } from './readOnly.ts';
import { RoomMatches } from './roomMatches.ts';
import type { Spectators } from './spectators.ts';

export { MATCH_TEXT } from './roomMatches.ts';

export class Matches {
  private readonly timers: MatchTimers;
  private readonly kept: KeptReplays;
  private readonly port: MatchStorePort;
  private readonly host: MatchHost;

  constructor(
    private readonly ctx: Context,
    private readonly lobby: Lobby,
    private readonly spectators: Spectators,
  ) {
    this.timers = new MatchTimers(ctx, (matchId) => this.wake(matchId));
    this.kept = new KeptReplays(
      ctx,
      (matchId) => this.drop(matchId),
      (matchId) => spectators.watchersOf(matchId),
    );
    const rooms = new RoomMatches(ctx, lobby, (matchId, roomId) => this.kept.leftBehind(matchId, roomId));
    this.port = new MatchStorePort(ctx, lobby, rooms, this.timers, spectators);
    this.host = {
      store: this.port.store,
      now: () => ctx.clock.now(),
      seed: newSeed,
      newId,
      pushesViews: true,
    };
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

  /** Start Game in a room Quick Match made, on its Player 1's behalf: both go to the fighter select. */
  startPaired(playerKey: string, roomId: string): void {
    this.run(startMatch(this.host, playerKey, { type: 'startMatch', roomId }));
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
    this.port.comingBackOn(except, () =>
      this.run(seatPresence(this.hostFor(held.match.id), held.match.id, held.seat, 'connected')),
    );
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
      if (held) this.port.roomFollows(held.id);
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
    this.spectators.forget(matchId);
  }
}
