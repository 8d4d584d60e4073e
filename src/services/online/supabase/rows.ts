// The database's rows as the online protocol's shapes: what room_heartbeat, create_room, join_room,
// join_room_by_invite and my_room return becomes a Room, a `listed_rooms` row a RoomSummary, a
// `room_chat` row a ChatMessage, and a database refusal the protocol's error (its code travels in
// the hint, as the migrations raise it). The screens then cannot tell these from the game's own
// server's messages.
import type { ChatMessage, ErrorCode, Room, RoomPhase, RoomSummary } from '../../../protocol/index.ts';
import { PRESENCE_TIMEOUT_MS } from '../../../protocol/presence.ts';

/** A room as room_heartbeat, create_room, join_room and join_room_by_invite return it. */
export interface MemberRoomRow {
  id: string;
  name: string;
  phase: RoomPhase;
  match_id: string | null;
  picked: [boolean, boolean];
  /** The room's invite code (room_for tells it to members only). */
  invite_code: string;
  /** How many watch the room's match while it is played (0 otherwise). */
  watchers?: number;
  members: { name: string; away_ms: number; you: boolean }[];
}

export interface ListedRoomRow {
  id: string;
  name: string;
  phase: RoomPhase;
  player_1_name: string;
  player_2_name: string | null;
  /** The match and how many watch it, only while it is played (listed_rooms leaves them null otherwise). */
  match_id: string | null;
  watchers: number | null;
}

export interface ChatRow {
  id: number;
  room_id: string;
  name: string;
  text: string;
  created_at: string;
}

export interface DatabaseError {
  code?: string;
  message?: string;
  hint?: string | null;
}

/** The columns read for a listed room (from the view `listed_rooms`) and for a chat line. */
export const LISTED_ROOM_COLUMNS = 'id,name,phase,player_1_name,player_2_name,match_id,watchers';
export const CHAT_COLUMNS = 'id,room_id,name,text,created_at';

const PROTOCOL_CODE = /^[a-z_]{2,40}$/;

export const chatOf = (row: ChatRow): ChatMessage => ({
  id: String(row.id),
  roomId: row.room_id,
  name: row.name,
  text: row.text,
  at: Date.parse(row.created_at),
});

export function roomOf(row: MemberRoomRow): Room {
  const seated = row.phase !== 'waiting';
  return {
    roomId: row.id,
    name: row.name,
    members: row.members.map((member, index) => ({
      name: member.name,
      seat: seated ? (index as 0 | 1) : null,
      connected: member.away_ms <= PRESENCE_TIMEOUT_MS,
      you: member.you,
    })),
    phase: row.phase,
    matchId: row.match_id,
    picked: [row.picked[0], row.picked[1]],
    inviteCode: row.invite_code,
    watchers: row.watchers ?? 0,
  };
}

export function summaryOf(row: ListedRoomRow): RoomSummary {
  const names = row.player_2_name === null ? [row.player_1_name] : [row.player_1_name, row.player_2_name];
  const summary: RoomSummary = {
    roomId: row.id,
    name: row.name,
    players: names.length,
    capacity: 2,
    phase: row.phase,
    names,
  };
  // Watch is offered for a match being played, as the own server lists it.
  if (row.phase === 'playing' && row.match_id !== null) {
    summary.matchId = row.match_id;
    summary.watchers = row.watchers ?? 0;
  }
  return summary;
}

/** A database refusal as the protocol's error code and the words shown with it. */
export function refusalOf(error: DatabaseError): { code: ErrorCode; message: string } {
  const hint = error.hint ?? '';
  const code: ErrorCode = PROTOCOL_CODE.test(hint)
    ? (hint as ErrorCode)
    : error.code === 'PGRST301' || /jwt|session/i.test(error.message ?? '')
      ? 'no_hello'
      : 'server_error';
  const message =
    code === 'server_error' ? 'The online service did not answer. Try again.' : (error.message ?? '');
  return { code, message };
}
