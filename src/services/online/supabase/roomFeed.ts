// The room feed: the one room this player sits in, its members and its chat. The private Realtime
// channel 'room:<id>' rings when the room, its chat or its match changes; on each ring the feed
// re-reads from what it holds (room_heartbeat for the room, `room_chat` after the last chat id, the
// match feed after the last view rev), so a lost ring only delays what the next read catches up on.
// room_heartbeat also tells the server that this player is still here, every heartbeat.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { ChatMessage, Room } from '../../../protocol/index.ts';
import type { MatchFeed } from './matchFeed.ts';
import type { Outbox } from './outbox.ts';
import { CHAT_COLUMNS, chatOf, roomOf, type ChatRow, type MemberRoomRow } from './rows.ts';

const CHAT_KEPT = 100;

export interface RoomFeedDeps {
  readonly client: SupabaseClient;
  readonly outbox: Outbox;
  readonly matches: MatchFeed;
  readonly heartbeatMs: number;
  /** The player lost their seat (gone too long) or the room closed. */
  readonly onSeatLost: () => void;
}

export interface RoomFeed {
  /** The room this player is in, if any. */
  roomId(): string | null;
  /** The match of that room, as last told. */
  matchId(): string | null;
  /** Follows the room in `row` (the one the player just took a seat in, or already sits in). */
  enter(row: MemberRoomRow): Promise<void>;
  /** Reads the room again (and says "still here"). */
  heartbeat(): Promise<void>;
  /** Reads the chat lines after the last one held. */
  readChat(): Promise<void>;
  /** Adds a chat line the player just sent. */
  addChat(row: ChatRow): void;
  /** Stops following the room, without telling the server. */
  leave(): void;
}

interface CurrentRoom {
  id: string;
  channel: RealtimeChannel;
  heartbeat: ReturnType<typeof setInterval>;
  chat: ChatMessage[];
  lastChatId: number;
  last: Room | null;
  matchId: string | null;
}

export function createRoomFeed(deps: RoomFeedDeps): RoomFeed {
  const { client, outbox, matches } = deps;
  let room: CurrentRoom | null = null;

  function emitRoom(row: MemberRoomRow, force = false): void {
    if (!room || room.id !== row.id) return;
    const next = roomOf(row);
    const changed = JSON.stringify(next) !== JSON.stringify(room.last);
    room.last = next;
    const newMatch = next.matchId !== room.matchId;
    room.matchId = next.matchId;
    if (changed || force) outbox.emit({ type: 'room', room: next, chat: [...room.chat] });
    matches.followRoom(next, newMatch);
  }

  function leave(): void {
    if (!room) return;
    clearInterval(room.heartbeat);
    void client.removeChannel(room.channel);
    room = null;
    matches.stopWaking();
  }

  async function heartbeat(): Promise<void> {
    const current = room;
    if (!current) return;
    const { data, error } = await client.rpc('room_heartbeat', { p_room_id: current.id });
    if (room !== current) return;
    if (error) {
      if (error.hint === 'no_room' || error.hint === 'not_in_room') {
        // The seat was freed (gone too long) or the room closed: back to the list.
        leave();
        deps.onSeatLost();
        return;
      }
      return;
    }
    emitRoom(data as MemberRoomRow);
  }

  async function readChat(): Promise<void> {
    const current = room;
    if (!current) return;
    const { data, error } = await client
      .from('room_chat')
      .select(CHAT_COLUMNS)
      .eq('room_id', current.id)
      .gt('id', current.lastChatId)
      .order('id', { ascending: true })
      .limit(CHAT_KEPT);
    if (error || room !== current) return;
    for (const row of (data ?? []) as ChatRow[]) addChat(row);
  }

  function addChat(row: ChatRow): void {
    if (!room || row.room_id !== room.id || row.id <= room.lastChatId) return;
    room.lastChatId = row.id;
    const message = chatOf(row);
    room.chat.push(message);
    if (room.chat.length > CHAT_KEPT) room.chat.splice(0, room.chat.length - CHAT_KEPT);
    outbox.emit({ type: 'chatMessage', roomId: row.room_id, message });
  }

  async function enter(row: MemberRoomRow): Promise<void> {
    if (room?.id !== row.id) {
      leave();
      const roomId = row.id;
      const channel = client.channel(`room:${roomId}`, { config: { private: true } });
      channel
        .on('broadcast', { event: 'room' }, () => void heartbeat())
        .on('broadcast', { event: 'chat' }, () => void readChat())
        .on('broadcast', { event: 'view' }, (message) => {
          const payload = (message.payload ?? {}) as { matchId?: unknown; rev?: unknown };
          if (typeof payload.matchId === 'string')
            void matches.readViews(payload.matchId, typeof payload.rev === 'number' ? payload.rev : null);
        })
        .subscribe((status) => {
          // After a dropped link the channel joins again by itself: catch up on what was missed.
          if (status === 'SUBSCRIBED' && room?.channel === channel) {
            void readChat();
            void heartbeat();
          }
        });
      room = {
        id: roomId,
        channel,
        heartbeat: setInterval(() => void heartbeat(), deps.heartbeatMs),
        chat: [],
        lastChatId: 0,
        last: null,
        matchId: null,
      };
      const current = room;
      const { data } = await client
        .from('room_chat')
        .select(CHAT_COLUMNS)
        .eq('room_id', roomId)
        .order('id', { ascending: false })
        .limit(CHAT_KEPT);
      if (room !== current) return;
      const rows = ((data ?? []) as ChatRow[]).reverse();
      current.chat = rows.map(chatOf);
      current.lastChatId = rows.at(-1)?.id ?? 0;
    }
    emitRoom(row, true);
  }

  return {
    roomId: () => room?.id ?? null,
    matchId: () => room?.matchId ?? null,
    enter,
    heartbeat,
    readChat,
    addChat,
    leave,
  };
}
