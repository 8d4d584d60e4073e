// The game server's rooms as the match service sees them: Start Game, Rematch and the fighter picks
// change a room (in memory, journaled), and refusals name what is wrong. The match service asks for
// these through its store port (matchStore.ts); on Supabase the database's functions keep the same
// rules.
//
// Rematch seats: the loser of the last match becomes Player 1 and attacks first (moving first is
// an edge, so it goes to whoever needs it); after a match nobody won, the seats swap. Start Game
// after a match keeps the seats as they are.
import { REFUSAL_TEXT } from '../../src/engine/match/index.ts';
import type { FighterId } from '../../src/engine/match/index.ts';
import type { ServerMessage } from '../../src/protocol/index.ts';
import { StoreRefusal } from '../matchService/index.ts';
import type { PickedMatch } from '../matchService/index.ts';
import type { Context } from './context.ts';
import type { LeaveBehind } from './keptReplays.ts';
import type { Lobby } from './lobby.ts';
import { ROOM_TEXT } from './lobby.ts';
import type { RoomRecord } from './journalRecords.ts';

export const MATCH_TEXT = Object.freeze({
  notOwner: 'Only Player 1, who created the room, can start the game.',
  needTwo: 'Wait for a second player to join before starting.',
  started: 'The game has already started.',
  picked: 'The fighters are already chosen.',
  notStarted: 'There is no finished match here to play again: start a new game.',
  notOver: 'The match is not over yet.',
});

export class RoomMatches {
  constructor(
    private readonly ctx: Context,
    private readonly lobby: Lobby,
    /** Hands over a match the room no longer points at (kept for its replay, or dropped). */
    private readonly leaveBehind: LeaveBehind,
  ) {}

  /** Start Game: Player 1 only, both seats filled; the room goes to picking. */
  start(playerKey: string, roomId: string, matchId: string): void {
    const room = this.ctx.store.state.rooms.get(roomId);
    if (!room) throw new StoreRefusal('no_room', ROOM_TEXT.noRoom);
    const seat = room.members.findIndex((m) => m.key === playerKey);
    if (seat < 0) throw new StoreRefusal('not_in_room', ROOM_TEXT.notInRoom);
    if (seat !== 0) throw new StoreRefusal('not_owner', MATCH_TEXT.notOwner);
    if (room.members.length < 2) throw new StoreRefusal('not_ready', MATCH_TEXT.needTwo);
    if (room.phase === 'picking' || room.phase === 'playing')
      throw new StoreRefusal('not_ready', MATCH_TEXT.started);
    this.beginPicking(room, room.members, matchId);
  }

  /**
   * Rematch, by either player once the match is over. Asked again while the rematch is being picked
   * (both players pressed it), it just answers with the room again.
   */
  rematch(playerKey: string, roomId: string, matchId: string): ServerMessage[] {
    const room = this.ctx.store.state.rooms.get(roomId);
    if (!room) throw new StoreRefusal('no_room', ROOM_TEXT.noRoom);
    if (!room.members.some((m) => m.key === playerKey))
      throw new StoreRefusal('not_in_room', ROOM_TEXT.notInRoom);
    if (room.phase === 'picking')
      return [
        { type: 'room', room: this.lobby.roomFor(room, playerKey), chat: this.ctx.store.chatOf(room.id) },
      ];
    if (room.phase === 'playing') throw new StoreRefusal('not_ready', MATCH_TEXT.notOver);
    if (room.members.length < 2) throw new StoreRefusal('not_ready', MATCH_TEXT.needTwo);
    if (room.phase === 'waiting' || room.matchId === null)
      throw new StoreRefusal('not_ready', MATCH_TEXT.notStarted);
    const last = this.ctx.store.state.matches.get(room.matchId);
    const loser = last && last.winner !== null ? last.seats[last.winner === 0 ? 1 : 0] : null;
    const members =
      loser !== null
        ? [...room.members].sort((a, b) => Number(b.key === loser) - Number(a.key === loser))
        : [...room.members].reverse();
    this.beginPicking(room, members, matchId);
    return [];
  }

  /** A seat's fighter; hidden from the other until both have picked, then the match may begin. */
  pick(playerKey: string, matchId: string, fighter: FighterId): PickedMatch | null {
    const room = this.ctx.store.roomOf(playerKey);
    if (!room) throw new StoreRefusal('not_in_room', ROOM_TEXT.notInRoom);
    if (room.matchId !== matchId) throw new StoreRefusal('no_match', REFUSAL_TEXT.noMatch, matchId);
    if (room.phase !== 'picking') throw new StoreRefusal('not_ready', MATCH_TEXT.picked, matchId);
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
    // The room records the picks with the match it starts (matchStore.ts), not before.
    return { matchId, seats: [p1.key, p2.key], fighters: [picks[0], picks[1]], names: [p1.name, p2.name] };
  }

  /** The match of a room has begun: the room shows both picks and plays. */
  playing(matchId: string, fighters: readonly [FighterId, FighterId]): void {
    const room = this.ctx.store.roomOfMatch(matchId);
    if (!room) return;
    const next: RoomRecord = { ...room, picks: [fighters[0], fighters[1]], phase: 'playing' };
    this.lobby.put(next);
    this.lobby.sendRoom(next);
  }

  private beginPicking(room: RoomRecord, members: RoomRecord['members'], matchId: string): void {
    const next: RoomRecord = { ...room, members, phase: 'picking', matchId, picks: [null, null] };
    this.lobby.put(next);
    // Only once the room no longer points at it (a change not saved leaves the room as it was).
    if (room.matchId !== null) this.leaveBehind(room.matchId, room.id);
    this.lobby.sendRoom(next);
  }
}
