// Online rooms on the local backend: every signed-in account of this browser sees every room.
// Player names are copied into the room when a seat is taken, as on Supabase, where players may
// not read each other's profiles.
import { BackendError } from '../errors.ts';
import type { Room } from '../gameTypes.ts';
import type { AuthPort, RoomPort } from '../port.ts';
import { checkId, checkRoomName } from '../rules.ts';
import type { LocalDb, RoomRow } from './db.ts';
import type { LiveNotices } from './live.ts';
import { atomically, nowIso, requireUser } from './transaction.ts';

export function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    room_name: row.room_name,
    status: row.status,
    player_1: { id: row.player_1, user_name: row.player_1_name },
    player_2: row.player_2 === null ? null : { id: row.player_2, user_name: row.player_2_name ?? '' },
    match_id: row.match_id,
    created_at: row.created_at,
  };
}

async function userName(db: LocalDb, userId: string): Promise<string> {
  const profile = await db.getFromIndex('profiles', 'by_user_id', userId);
  if (!profile) throw new BackendError('profile_missing', 'Profile fetch error.');
  return profile.user_name;
}

export function createLocalRooms(dbReady: Promise<LocalDb>, auth: AuthPort, live: LiveNotices): RoomPort {
  return {
    async listRooms() {
      await requireUser(auth);
      const rows = await (await dbReady).getAll('rooms');
      return rows
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
        .map(toRoom);
    },

    async createRoom(roomName) {
      const name = checkRoomName(roomName);
      const userId = await requireUser(auth);
      const db = await dbReady;
      const row: RoomRow = {
        id: crypto.randomUUID(),
        room_name: name,
        status: 'waiting',
        player_1: userId,
        player_1_name: await userName(db, userId),
        player_2: null,
        player_2_name: null,
        match_id: null,
        created_at: nowIso(),
      };
      await db.add('rooms', row);
      live.publish({ topic: 'rooms' });
      return toRoom(row);
    },

    async joinRoom(roomId) {
      const id = checkId(roomId, 'room');
      const userId = await requireUser(auth);
      const db = await dbReady;
      const name = await userName(db, userId);
      const row = await atomically(db, ['rooms'], async (tx) => {
        const room = await tx.objectStore('rooms').get(id);
        if (!room) throw new BackendError('not_found', 'This room does not exist.');
        if (room.player_1 === userId || room.player_2 === userId) {
          throw new BackendError('conflict', 'You are already in this room.');
        }
        if (room.status !== 'waiting' || room.player_2 !== null) {
          throw new BackendError('conflict', 'This room is full.');
        }
        const joined: RoomRow = { ...room, player_2: userId, player_2_name: name };
        await tx.objectStore('rooms').put(joined);
        return joined;
      });
      live.publish({ topic: 'rooms' });
      return toRoom(row);
    },

    onRoomsChange(listener) {
      return live.subscribe((notice) => {
        if (notice.topic === 'rooms') listener();
      });
    },
  };
}
