// Room chat: members only, at most Limits.chatPerWindow messages per player in any
// Limits.chatWindowMs (5 in 10 s), each already made plain by the protocol (CHAT_TEXT: control
// characters, line breaks included, become spaces and format characters are dropped, so a message
// is one line of text that shows what it holds), trimmed and at most CHAT_LIMIT characters; shown
// as text, never as HTML. Kept per room (the last Limits.chatKept), journaled, sent to both members
// as it arrives and to a player who joins or comes back with the room.
import type { ChatMessage } from '../../src/protocol/index.ts';
import type { Context, Refusal } from './context.ts';
import { newId } from './ids.ts';
import { ROOM_TEXT } from './lobby.ts';
import { SlidingWindow } from './rateLimit.ts';

export const CHAT_TEXT = Object.freeze({
  tooFast: (count: number, windowMs: number): string =>
    `You are sending messages too fast: at most ${count} every ${windowMs / 1000} seconds.`,
});

export class Chat {
  private readonly windows = new Map<string, SlidingWindow>();

  constructor(
    private readonly ctx: Context,
    private readonly monotonic: () => number,
  ) {}

  post(playerKey: string, roomId: string, text: string): Refusal | null {
    const { store, limits } = this.ctx;
    const room = store.state.rooms.get(roomId);
    if (!room) return { code: 'no_room', message: ROOM_TEXT.noRoom };
    const member = room.members.find((m) => m.key === playerKey);
    if (!member) return { code: 'not_in_room', message: ROOM_TEXT.notInRoom };
    let window = this.windows.get(playerKey);
    if (!window) {
      window = new SlidingWindow(limits.chatPerWindow, limits.chatWindowMs, this.monotonic);
      this.windows.set(playerKey, window);
    }
    if (!window.take())
      return { code: 'rate_limited', message: CHAT_TEXT.tooFast(limits.chatPerWindow, limits.chatWindowMs) };
    const message: ChatMessage = {
      id: newId(),
      roomId,
      name: member.name,
      text,
      at: this.ctx.clock.now(),
    };
    store.addChat(message);
    for (const m of room.members) this.ctx.presence.send(m.key, { type: 'chatMessage', roomId, message });
    return null;
  }

  /** A player who went away forgets their window (it is only about the last few seconds). */
  forget(playerKey: string): void {
    this.windows.delete(playerKey);
  }
}
