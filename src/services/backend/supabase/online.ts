// Rooms and matches on Supabase. Seats are taken and actions appended only through database
// functions; Realtime tells the room list and the seated players about changes.
import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../errors.ts';
import type { Match, MatchAction, Room, RoomStatus } from '../gameTypes.ts';
import type { MatchPort, RoomPort } from '../port.ts';
import { checkId, checkJson, checkNewMatch, checkRoomName, checkSeq, checkWinner } from '../rules.ts';
import { unwrap } from './errors.ts';
import { requireUser } from './session.ts';

interface RoomRow {
  id: string;
  room_name: string;
  status: RoomStatus;
  player_1: string;
  player_1_name: string;
  player_2: string | null;
  player_2_name: string | null;
  match_id: string | null;
  created_at: string;
}

function toRoom(row: RoomRow): Room {
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

export function createSupabaseRooms(client: SupabaseClient): RoomPort {
  return {
    async listRooms() {
      await requireUser(client);
      const rows = unwrap(
        await client
          .from('rooms')
          .select('*')
          .order('created_at', { ascending: false })
          .order('id', { ascending: false }),
      ) as RoomRow[];
      return rows.map(toRoom);
    },

    async createRoom(roomName) {
      const name = checkRoomName(roomName);
      await requireUser(client);
      return toRoom(unwrap(await client.rpc('create_room', { p_room_name: name })) as RoomRow);
    },

    async joinRoom(roomId) {
      const id = checkId(roomId, 'room');
      await requireUser(client);
      return toRoom(unwrap(await client.rpc('join_room', { p_room_id: id })) as RoomRow);
    },

    onRoomsChange(listener) {
      const channel = client
        .channel('rooms')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rooms' }, () => listener())
        .subscribe();
      return () => void client.removeChannel(channel);
    },
  };
}

export function createSupabaseMatches(client: SupabaseClient): MatchPort {
  return {
    async startMatch(input) {
      const { room_id, seed, setup } = checkNewMatch(input);
      await requireUser(client);
      return unwrap(
        await client.rpc('start_match', { p_room_id: room_id, p_seed: seed, p_setup: setup }),
      ) as Match;
    },

    async loadMatch(matchId) {
      const id = checkId(matchId, 'match');
      await requireUser(client);
      const match = unwrap(
        await client.from('matches').select('*').eq('id', id).maybeSingle(),
      ) as Match | null;
      if (!match) return null;
      const actions = unwrap(
        await client.from('match_actions').select('*').eq('match_id', id).order('seq'),
      ) as MatchAction[];
      return { match, actions };
    },

    async appendMatchAction(matchId, expectedSeq, action) {
      const id = checkId(matchId, 'match');
      const seq = checkSeq(expectedSeq);
      const payload = checkJson(action, 'match action');
      await requireUser(client);
      return unwrap(
        await client.rpc('append_match_action', { p_match_id: id, p_expected_seq: seq, p_action: payload }),
      ) as number;
    },

    async endMatch(matchId, status, winner) {
      const id = checkId(matchId, 'match');
      if (status !== 'finished' && status !== 'abandoned')
        throw new BackendError('invalid_input', 'Unknown match status.');
      const side = checkWinner(winner);
      await requireUser(client);
      unwrap(await client.rpc('end_match', { p_match_id: id, p_status: status, p_winner: side }));
    },

    onMatchAction(matchId, listener) {
      const id = checkId(matchId, 'match');
      const channel = client
        .channel(`match-${id}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'match_actions', filter: `match_id=eq.${id}` },
          (payload) => listener(payload.new as MatchAction),
        )
        .subscribe();
      return () => void client.removeChannel(channel);
    },
  };
}
