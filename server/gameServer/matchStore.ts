// The store port the match service runs over on the game's own server (matches.ts hosts the
// service): matches are loaded from and saved to what this server holds, and the rooms they are
// picked in are changed by roomMatches.ts and the lobby. Saving is where a server with connections
// does its part: it journals each step the service stored, sends each seat its own view after
// every change (`viewFor(match, seat, { since })` with the log entries that change added; a full
// view, since 0, for a new match), sets the match's timer again (matchTimers.ts), and has the room
// follow its match.
//
// A step that cannot be saved (readOnly.ts) throws before anything is sent, so the other player
// sees nothing. The room change that follows a saved match change (playing, over) is tried again
// until it is saved.
import { matchViewMessage } from '../../src/protocol/index.ts';
import { viewFor } from '../../src/engine/match/index.ts';
import type { MatchState } from '../../src/engine/match/index.ts';
import type { MatchChange, MatchStep, MatchStore } from '../matchService/index.ts';
import type { Connection } from './connection.ts';
import type { Context } from './context.ts';
import type { Lobby } from './lobby.ts';
import type { RoomRecord } from './journalRecords.ts';
import type { MatchTimers } from './matchTimers.ts';
import type { Spectators } from './spectators.ts';
import type { RoomMatches } from './roomMatches.ts';

export class MatchStorePort {
  readonly store: MatchStore;
  /** The connection that gets its full view apart when its seat comes back (set around that change). */
  private comingBack: Connection | undefined;

  constructor(
    private readonly ctx: Context,
    private readonly lobby: Lobby,
    private readonly rooms: RoomMatches,
    private readonly timers: MatchTimers,
    private readonly spectators: Spectators,
  ) {
    this.store = {
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
      watched: (matchId, caller) => spectators.watched(matchId, caller),
    };
  }

  /**
   * Runs `change`, in which a seat comes back on `connection`: that connection gets its full view
   * apart, so the views saved meanwhile leave it out.
   */
  comingBackOn<T>(connection: Connection, change: () => T): T {
    this.comingBack = connection;
    try {
      return change();
    } finally {
      this.comingBack = undefined;
    }
  }

  /**
   * The room shows its match as it is, once the match's change is saved: 'playing' from the picks
   * while it is live, 'over' once it ended (tried again until the room's change is saved too).
   */
  roomFollows(matchId: string): void {
    this.timers.followUp(`the room of match ${matchId}`, () => {
      const match = this.ctx.store.state.matches.get(matchId);
      const room = this.ctx.store.roomOfMatch(matchId);
      if (!match || !room) return;
      if (match.status !== 'live') this.ended(match);
      else if (room.phase === 'picking') this.rooms.playing(matchId, match.fighters);
    });
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
    this.spectators.publish(match, since, now);
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
}
