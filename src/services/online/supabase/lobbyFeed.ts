// The lobby feed: the list of rooms, read from the view `listed_rooms` (the columns of `rooms` every
// player may read, with the match being played and how many watch it; newest first, at most
// `listedRooms`) and passed on as the game's own server lists them. The private Realtime channel
// 'lobby' rings when any room changes or a match's spectators come and go; rings close together
// cause one read. The lobby channel is also this transport's link: its status is the connection
// state the screens see.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { RoomSummary } from '../../../protocol/index.ts';
import type { Outbox } from './outbox.ts';
import { LISTED_ROOM_COLUMNS, summaryOf, type ListedRoomRow } from './rows.ts';

/** Rings within this time (ms) cause one read of the list. */
const RING_GATHER_MS = 150;

export interface LobbyFeed {
  /** Joins the lobby channel; `onBack` runs when the link comes back after a drop. */
  open(onBack: () => void): void;
  /** Reads the list and passes it on (a refusal answers `ref`). */
  refreshRooms(ref?: string): Promise<void>;
  close(): void;
}

export function createLobbyFeed(client: SupabaseClient, outbox: Outbox, listedRooms: number): LobbyFeed {
  let lobby: RealtimeChannel | null = null;
  let roomsTimer: ReturnType<typeof setTimeout> | null = null;

  async function refreshRooms(ref?: string): Promise<void> {
    const { data, error } = await client
      .from('listed_rooms')
      .select(LISTED_ROOM_COLUMNS)
      .order('created_at', { ascending: false })
      .limit(listedRooms);
    if (error) return outbox.emitDatabaseError(error, ref);
    // As the game's server lists them: rooms with a free seat first, then the newest.
    const listed = ((data ?? []) as ListedRoomRow[]).map(summaryOf);
    const open = (room: RoomSummary): number => (room.phase === 'waiting' && room.players < 2 ? 0 : 1);
    outbox.emit({ type: 'rooms', rooms: listed.sort((x, y) => open(x) - open(y)) });
  }

  const scheduleRooms = (): void => {
    if (roomsTimer !== null) return;
    roomsTimer = setTimeout(() => {
      roomsTimer = null;
      void refreshRooms();
    }, RING_GATHER_MS);
  };

  return {
    open(onBack) {
      let dropped = false;
      lobby = client
        .channel('lobby', { config: { private: true } })
        .on('broadcast', { event: 'rooms' }, () => scheduleRooms())
        .subscribe((status) => {
          if (outbox.closed) return;
          if (status === 'SUBSCRIBED') {
            outbox.setState('open');
            if (dropped) {
              dropped = false;
              onBack();
            }
          } else {
            dropped = true;
            outbox.setState('reconnecting');
          }
        });
    },
    refreshRooms,
    close() {
      if (roomsTimer !== null) clearTimeout(roomsTimer);
      if (lobby) void client.removeChannel(lobby);
      lobby = null;
    },
  };
}
