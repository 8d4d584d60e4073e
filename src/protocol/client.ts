// The online protocol, client to server: every message a browser sends the game's server
// (WebSocket) or the Supabase Edge Function, each a valibot schema its type is inferred from. Both
// transports speak it. Client messages are checked in this order: size (before any parsing), JSON,
// a known `type`, then the message's own fields; the first failure is the answer, with a message
// the player can read, and nothing happens.
//
// Match messages carry the match id and the sequence number: a move names the seq it was made at
// (the log length the client saw). Rooms and chat are typed here; what a room does is the server's
// business.
import * as v from 'valibot';
import { PlayerMoveSchema } from '../engine/battle/schema.ts';
import {
  CHAT_TEXT,
  FIGHTER_ID,
  INVITE_CODE,
  MATCH_ID,
  MAX_CLIENT_MESSAGE_CHARS,
  PLAYER_KEY,
  PLAYER_NAME,
  REF,
  ROOM_ID,
  ROOM_NAME,
  SEQ,
} from './fields.ts';
import { firstProblem } from './parse.ts';
import type { ParseResult } from './parse.ts';

const CLIENT_SCHEMAS = {
  /** First message on a connection: who this is. Without a key the server issues a new one. */
  hello: v.object({
    type: v.literal('hello'),
    ref: REF,
    playerKey: v.optional(PLAYER_KEY),
    name: PLAYER_NAME,
  }),
  listRooms: v.object({ type: v.literal('listRooms'), ref: REF }),
  createRoom: v.object({ type: v.literal('createRoom'), ref: REF, name: ROOM_NAME }),
  joinRoom: v.object({ type: v.literal('joinRoom'), ref: REF, roomId: ROOM_ID }),
  /** Join the room an invite link names (answered as joinRoom; the player's own room is simply sent again). */
  joinInvite: v.object({ type: v.literal('joinInvite'), ref: REF, code: INVITE_CODE }),
  leaveRoom: v.object({ type: v.literal('leaveRoom'), ref: REF, roomId: ROOM_ID }),
  /** Quick Match: wait in the queue; the two longest waiting are given a room and its fighter select. */
  quickMatch: v.object({ type: v.literal('quickMatch'), ref: REF }),
  /** Out of the Quick Match queue (Cancel, or leaving the rooms screen). */
  leaveQueue: v.object({ type: v.literal('leaveQueue'), ref: REF }),
  chat: v.object({ type: v.literal('chat'), ref: REF, roomId: ROOM_ID, text: CHAT_TEXT }),
  startMatch: v.object({ type: v.literal('startMatch'), ref: REF, roomId: ROOM_ID }),
  pickFighter: v.object({
    type: v.literal('pickFighter'),
    ref: REF,
    matchId: MATCH_ID,
    fighterId: FIGHTER_ID,
  }),
  move: v.object({
    type: v.literal('move'),
    ref: REF,
    matchId: MATCH_ID,
    seq: SEQ,
    action: PlayerMoveSchema,
  }),
  /** Ask for the full view again (after a gap, a stale refusal or a reconnect); seq: what the client has. */
  resync: v.object({ type: v.literal('resync'), ref: REF, matchId: MATCH_ID, seq: v.optional(SEQ) }),
  rematch: v.object({ type: v.literal('rematch'), ref: REF, roomId: ROOM_ID }),
  /** Watch a live match as a spectator (never its hands, its seed or its generator). */
  watchMatch: v.object({ type: v.literal('watchMatch'), ref: REF, matchId: MATCH_ID }),
  /** Stop watching it. */
  stopWatching: v.object({ type: v.literal('stopWatching'), ref: REF, matchId: MATCH_ID }),
  /** An ended match's replay (its seed and every move), for one of its players; refused while it runs. */
  replay: v.object({ type: v.literal('replay'), ref: REF, matchId: MATCH_ID }),
};

type ClientSchemas = typeof CLIENT_SCHEMAS;
/** Each message's schema by its type: the fields a message is made of, for tools that build messages. */
export const CLIENT_MESSAGE_SCHEMAS: Readonly<ClientSchemas> = Object.freeze(CLIENT_SCHEMAS);
export type ClientMessageType = keyof ClientSchemas;
export type ClientMessage = { [K in ClientMessageType]: v.InferOutput<ClientSchemas[K]> }[ClientMessageType];
export type ClientMessageOf<K extends ClientMessageType> = v.InferOutput<ClientSchemas[K]>;
export const CLIENT_MESSAGE_TYPES = Object.freeze(Object.keys(CLIENT_SCHEMAS) as ClientMessageType[]);

const isClientType = (t: string): t is ClientMessageType =>
  Object.prototype.hasOwnProperty.call(CLIENT_SCHEMAS, t);

/** A client's message, checked in order: size, JSON, a known type, its fields. Unknown fields are dropped. */
export function parseClientMessage(raw: unknown): ParseResult<ClientMessage> {
  if (typeof raw !== 'string') return { ok: false, code: 'malformed', message: 'A message must be text.' };
  if (raw.length > MAX_CLIENT_MESSAGE_CHARS)
    return {
      ok: false,
      code: 'too_large',
      message: `That message is too large (at most ${MAX_CLIENT_MESSAGE_CHARS} characters).`,
    };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'malformed', message: 'That message is not valid JSON.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, code: 'malformed', message: 'A message must be a JSON object with a type.' };
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string') return { ok: false, code: 'malformed', message: 'A message needs a type.' };
  if (!isClientType(type))
    return { ok: false, code: 'malformed', message: `Unknown message type "${type.slice(0, 40)}".` };
  const result = v.safeParse(CLIENT_SCHEMAS[type], data);
  if (!result.success) return { ok: false, ...firstProblem(result.issues) };
  return { ok: true, message: result.output as ClientMessage };
}
