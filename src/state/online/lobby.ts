// The online commands of the lobby, the room and its chat, the fighter pick and the rematch, and
// the one place every message from the server is taken in (docs/game-design.md §6.1,
// §6.3; the rules of the server are in server/gameServer, the protocol in src/protocol).
import { CHAT_LIMIT, roomNameProblem } from '../../protocol/index.ts';
import type { FighterId } from '../../engine/index.ts';
import type { ServerMessage } from '../../protocol/index.ts';
import { closeFinishedBattle, useBattleStore } from '../battle/index.ts';
import { installHandlers, isOpen, openOnline, send, type Purpose } from './connection.ts';
import { forgetMemory, readMemory, writeMemory } from './memory.ts';
import { receiveMatchError, receiveView, resyncAfterOpen } from './match.ts';
import { cancelQuickMatch, queueRefused, receiveQueue, requeueAfterOpen } from './quickMatch.ts';
import { receiveReplay, replayRefused } from './replayRecord.ts';
import { receiveUnwatched, receiveWatchView, rewatchAfterOpen, watchRefused } from './spectate.ts';
import { CHAT_KEPT, problemOf, useOnlineStore } from './store.ts';

const get = useOnlineStore.getState;
const set = useOnlineStore.setState;

/** A toast for the online screens to show (the state layer does not draw). */
export interface OnlineNotice {
  text: string;
  kind: 'error' | 'info' | 'success';
  ms: number;
}

const noticeListeners = new Set<(notice: OnlineNotice) => void>();

export function onOnlineNotice(listener: (notice: OnlineNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

function notice(text: string, kind: OnlineNotice['kind'], ms: number): void {
  for (const listener of [...noticeListeners]) listener({ text, kind, ms });
}

/** Spec 001 §8: the room list could not be fetched (a 3 s toast). */
export const ROOMS_ERROR_MS = 3000;
export const roomsErrorText = (message: string): string => `Error fetching rooms: ${message}`;
/** The {message} when the game server cannot be reached at all. */
export const UNREACHABLE = 'The game server cannot be reached.';

/** Whether a screen shows the room list (then it is fetched again after a reconnection). */
let watchingRooms = false;
/** An invite link's code to join with once the link opens. */
let inviteToJoin: string | null = null;

// --- Taking in what the server sends ---

function receive(message: ServerMessage, purpose: Purpose | null, extra: string | null): void {
  switch (message.type) {
    case 'welcome':
      set({ me: message.name });
      return;
    case 'rooms':
      set({ rooms: message.rooms });
      return;
    case 'room': {
      const room = message.room;
      const previous = get().room;
      const matchChanged = previous?.matchId !== room.matchId || previous?.roomId !== room.roomId;
      const view = get().view;
      set({
        room,
        chat: message.chat.slice(-CHAT_KEPT),
        pending: null,
        // A new match in the room (Start Game, Rematch): the last one's view is history.
        ...(matchChanged && view && view.matchId !== room.matchId ? { view: null } : {}),
      });
      if (room.members.some((m) => m.you)) writeMemory({ roomId: room.roomId, matchId: room.matchId });
      return;
    }
    case 'chatMessage': {
      const room = get().room;
      if (!room || room.roomId !== message.roomId) return;
      if (get().chat.some((m) => m.id === message.message.id)) return;
      set({ chat: [...get().chat, message.message].slice(-CHAT_KEPT) });
      return;
    }
    case 'replay':
      void receiveReplay(message);
      return;
    case 'queue':
      receiveQueue(message);
      return;
    case 'matchView':
      receiveView(message);
      return;
    case 'watchView':
      receiveWatchView(message);
      return;
    case 'unwatched':
      receiveUnwatched(message);
      return;
    case 'error':
      receiveError(message, purpose, extra);
      return;
  }
}

function receiveError(
  error: Extract<ServerMessage, { type: 'error' }>,
  purpose: Purpose | null,
  extra: string | null,
): void {
  const problem = problemOf(error.code, error.message);
  switch (purpose) {
    case 'rooms':
      notice(roomsErrorText(error.message), 'error', ROOMS_ERROR_MS);
      return;
    case 'create':
      set({ createProblem: problem, pending: null });
      return;
    case 'chat':
      set({ chatProblem: { ...problem, text: extra ?? '' } });
      return;
    case 'move':
    case 'resync':
      receiveMatchError(error, purpose === 'move');
      return;
    case 'queue':
      queueRefused();
      set({ problem });
      return;
    case 'watch':
      watchRefused(error);
      return;
    case 'replay':
      // Only the replay is missing (the room moved on to its next match): the battle is not touched.
      replayRefused(error.matchId, error.message);
      return;
    case 'pick':
      if (error.code === 'no_match') receiveMatchError(error, false);
      set({ problem, pending: null });
      return;
    default:
      if (error.matchId) receiveMatchError(error, false);
      set({ problem, pending: null });
  }
}

installHandlers({
  message: receive,
  opened(reconnection) {
    if (watchingRooms) send({ type: 'listRooms' }, 'rooms');
    if (inviteToJoin !== null) send({ type: 'joinInvite', code: inviteToJoin }, 'join');
    inviteToJoin = null;
    if (reconnection) requeueAfterOpen();
    rewatchAfterOpen();
    if (reconnection) resyncAfterOpen();
    else {
      const memory = readMemory();
      if (memory?.matchId) send({ type: 'resync', matchId: memory.matchId }, 'resync');
    }
  },
  lost(firstAttempt) {
    if (watchingRooms && (firstAttempt || get().rooms === null))
      notice(roomsErrorText(UNREACHABLE), 'error', ROOMS_ERROR_MS);
  },
});

// --- The lobby ---

/** The rooms screen opens: connect, and keep the room list live. */
export function openLobby(): void {
  watchingRooms = true;
  openOnline();
  if (isOpen()) send({ type: 'listRooms' }, 'rooms');
}

export function closeLobby(): void {
  watchingRooms = false;
  // Leaving the rooms screen leaves the Quick Match queue (a pairing moves on with its room).
  cancelQuickMatch();
}

/** Opens online play for a screen that needs the room (the fighter select, the victory). */
export function openRoom(): void {
  openOnline();
}

/** Create Room: the name is checked here first (the same rules as the server's). */
export function createRoom(name: string): string | null {
  const problem = roomNameProblem(name);
  if (problem) return problem;
  if (!isOpen()) return 'You are not connected to the game server yet.';
  set({ createProblem: null, pending: 'create' });
  send({ type: 'createRoom', name }, 'create');
  return null;
}

export function joinRoom(roomId: string): void {
  if (!isOpen()) return;
  set({ problem: null, pending: 'join' });
  send({ type: 'joinRoom', roomId }, 'join');
}

/**
 * Follows an invite link: joins the room its code names (the player's own room is simply shown).
 * Sent as soon as the link is open; a refusal (unknown, closed or full room) becomes the problem
 * the rooms screen shows in the server's words.
 */
export function joinByInvite(code: string): void {
  set({ problem: null, pending: 'join' });
  if (isOpen()) send({ type: 'joinInvite', code }, 'join');
  else inviteToJoin = code;
}

/** Leave: out of the room (a live match in it is forfeited). */
export function leaveRoom(): void {
  const room = get().room;
  if (!room) return;
  send({ type: 'leaveRoom', roomId: room.roomId }, 'leave');
  set({ room: null, chat: [], view: null, chatProblem: null, problem: null });
  forgetMemory();
  const battle = useBattleStore.getState();
  if (battle.source === 'online') closeFinishedBattle();
}

/** Sends a chat line to the room; returns why it cannot be sent, or null. */
export function sendChat(text: string): string | null {
  const room = get().room;
  const trimmed = text.trim();
  if (!room) return 'Join a room to chat.';
  if (trimmed.length === 0) return 'Write a message first.';
  if ([...trimmed].length > CHAT_LIMIT) return `A chat message can have at most ${CHAT_LIMIT} characters.`;
  if (!isOpen()) return 'You are not connected to the game server.';
  set({ chatProblem: null });
  send({ type: 'chat', roomId: room.roomId, text: trimmed }, 'chat', trimmed);
  return null;
}

/** Start Game (Player 1, both seats filled): the room goes to the fighter select. */
export function startGame(): void {
  const room = get().room;
  if (!room || !isOpen()) return;
  set({ problem: null, pending: 'start' });
  send({ type: 'startMatch', roomId: room.roomId }, 'start');
}

/** This player's fighter for the room's new match (hidden from the other until both have picked). */
export function pickFighter(fighterId: FighterId): void {
  const room = get().room;
  if (!room?.matchId || !isOpen()) return;
  set({ problem: null, pending: 'pick' });
  send({ type: 'pickFighter', matchId: room.matchId, fighterId }, 'pick');
}

/** Rematch: a new match in the same room (both go back to the fighter select). */
export function requestRematch(): void {
  const room = get().room;
  if (!room || !isOpen()) return;
  set({ problem: null, pending: 'rematch' });
  send({ type: 'rematch', roomId: room.roomId }, 'rematch');
}
