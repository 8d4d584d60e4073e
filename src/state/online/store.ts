// The online store: what the online screens and the online battle read. Only the online commands
// (lobby.ts, match.ts, connection.ts) write it.
import { create } from 'zustand';
import type { MatchView } from '../../engine/index.ts';
import type { ChatMessage, Room, RoomSummary } from '../../protocol/index.ts';
import type { ConnectionState } from '../../services/online/index.ts';

/** A room in the lobby's list; the server may add the members' names. */
export type ListedRoom = RoomSummary & { names?: readonly string[] };

/** A refusal of the server, or a problem of the link, kept for the screen that asked. */
export interface OnlineProblem {
  /** Grows with every problem, so the same message twice is still news. */
  id: number;
  code: string;
  message: string;
}

export interface OnlineStoreState {
  /** 'idle' until a screen opens online play; then the transport's state. */
  connection: ConnectionState | 'idle';
  /** The name the server greeted this player with. */
  me: string | null;
  /** The lobby's rooms, live; null before the first list arrives. */
  rooms: ListedRoom[] | null;
  /** The room this player sits in, as the server last described it. */
  room: Room | null;
  /** That room's chat, oldest first. */
  chat: ChatMessage[];
  /** Why the last Create Room failed (shown under the name field). */
  createProblem: OnlineProblem | null;
  /** Why the last chat message was refused (e.g. flooding), and its text to offer again. */
  chatProblem: (OnlineProblem & { text: string }) | null;
  /** The last refusal of anything else (join, start, leave, pick, rematch). */
  problem: OnlineProblem | null;
  /** A Create Room, Join Room, Start Game, pick or Rematch waiting for the server. */
  pending: 'create' | 'join' | 'start' | 'pick' | 'rematch' | null;
  /**
   * This player's place in the Quick Match queue: since when they have waited (this browser's
   * clock, ms) and how many are looking (them included); null when not queued.
   */
  queue: { since: number; looking: number } | null;
  /** The room's current match as this player may see it (merged views); null before one starts. */
  view: MatchView | null;
  /**
   * The match this browser watches as a spectator: its merged spectator view (null until the first
   * arrives), how many watch it, and the server's clock minus this browser's (ms).
   */
  watching: { matchId: string; view: MatchView | null; watchers: number; clockOffset: number } | null;
  /** The server's clock minus this browser's (ms), from the last view. */
  clockOffset: number;
}

export const INITIAL_ONLINE: OnlineStoreState = Object.freeze({
  connection: 'idle',
  me: null,
  rooms: null,
  room: null,
  chat: [],
  createProblem: null,
  chatProblem: null,
  problem: null,
  pending: null,
  queue: null,
  view: null,
  watching: null,
  clockOffset: 0,
});

export const useOnlineStore = create<OnlineStoreState>(() => ({ ...INITIAL_ONLINE }));

/** Chat messages kept on screen (the server keeps its own history and sends it on joining). */
export const CHAT_KEPT = 100;

let problemIds = 1;
export function problemOf(code: string, message: string): OnlineProblem {
  return { id: problemIds++, code, message };
}

/** This player's seat in the room (0 is Player 1), or null. Before a match starts: the join order. */
export function mySeat(room: Room | null): 0 | 1 | null {
  if (!room) return null;
  const index = room.members.findIndex((m) => m.you);
  if (index < 0) return null;
  const member = room.members[index];
  if (member && member.seat !== null) return member.seat;
  return index === 0 ? 0 : 1;
}

/** The room's Status column (docs/game-design.md §6.1): Waiting, Playing or Finished. */
export function statusOf(phase: RoomSummary['phase']): 'Waiting' | 'Playing' | 'Finished' {
  if (phase === 'waiting') return 'Waiting';
  if (phase === 'over') return 'Finished';
  return 'Playing';
}
