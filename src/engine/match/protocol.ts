// The online protocol: every message between a browser and the game's server (WebSocket) or the
// Supabase Edge Function, typed here and validated at the edge with valibot schemas. Both
// transports speak it. Client messages are checked in this order: size (before any parsing),
// JSON, a known `type`, then the message's own fields; the first failure is the answer, with a
// message the player can read, and nothing happens.
//
// Match messages carry the match id and the sequence number: a move names the seq it was made at
// (the log length the client saw), a view carries the seq and rev it describes (see sync.ts for the
// client's rule). Rooms and chat are typed here; what a room does is the server's business.
import * as v from 'valibot';
import { PlayerMoveSchema } from '../battle/schema.ts';
import type { MatchView, MoveRefusal, RefusalCode, SeatIndex } from './authority.ts';
import type { MatchReplay, ReplayRefusalCode } from './replay.ts';

/** Client messages longer than this (characters) are refused before they are parsed. */
export const MAX_CLIENT_MESSAGE_CHARS = 4096;
/** Longest chat message, in characters, after trimming. */
export const CHAT_LIMIT = 200;
/** Longest player name, in characters, after trimming. */
export const PLAYER_NAME_MAX = 24;

/** Room names: what is allowed, shared by the form that creates a room and the server that checks it. */
export const ROOM_NAME_RULES = Object.freeze({
  minLength: 3,
  maxLength: 24,
  /** Letters (any alphabet), digits, spaces, - _ and '. */
  pattern: /^[\p{L}\p{N} _'-]+$/u,
  description: "3 to 24 characters: letters, digits, spaces, - _ and ', with no space at either end.",
  messages: Object.freeze({
    tooShort: 'A room name needs at least 3 characters.',
    tooLong: 'A room name can have at most 24 characters.',
    edgeSpace: 'A room name cannot begin or end with a space.',
    characters: "A room name can only use letters, digits, spaces, - _ and '.",
  }),
});

const charCount = (s: string): number => [...s].length;

/** Why a room name is refused, or null when it is fine. The same checks as the schema, in its order. */
export function roomNameProblem(name: string): string | null {
  const m = ROOM_NAME_RULES.messages;
  if (charCount(name) < ROOM_NAME_RULES.minLength) return m.tooShort;
  if (charCount(name) > ROOM_NAME_RULES.maxLength) return m.tooLong;
  if (name !== name.trim()) return m.edgeSpace;
  if (!ROOM_NAME_RULES.pattern.test(name)) return m.characters;
  return null;
}

// --- Field schemas ---

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const id = (what: string) =>
  v.pipe(v.string(`${what} must be text.`), v.regex(ID_PATTERN, `${what} is not a valid id.`));

const ROOM_ID = id('The room id');
const MATCH_ID = id('The match id');
const SEQ = v.pipe(
  v.number('The move number (seq) must be a number.'),
  v.integer('The move number (seq) must be a whole number.'),
  v.minValue(0, 'The move number (seq) cannot be negative.'),
  v.maxValue(1_000_000, 'The move number (seq) is too large.'),
);
const REF = v.optional(
  v.pipe(v.string('ref must be text.'), v.maxLength(64, 'ref can have at most 64 characters.')),
);

const ROOM_NAME = v.pipe(
  v.string('The room name must be text.'),
  v.check((s) => charCount(s) >= ROOM_NAME_RULES.minLength, ROOM_NAME_RULES.messages.tooShort),
  v.check((s) => charCount(s) <= ROOM_NAME_RULES.maxLength, ROOM_NAME_RULES.messages.tooLong),
  v.check((s) => s === s.trim(), ROOM_NAME_RULES.messages.edgeSpace),
  v.check((s) => ROOM_NAME_RULES.pattern.test(s), ROOM_NAME_RULES.messages.characters),
);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const PLAYER_NAME = v.pipe(
  v.string('Your name must be text.'),
  v.trim(),
  v.check((s) => s.length > 0, 'Your name cannot be empty.'),
  v.check(
    (s) => charCount(s) <= PLAYER_NAME_MAX,
    `Your name can have at most ${PLAYER_NAME_MAX} characters.`,
  ),
  v.check((s) => !CONTROL.test(s), 'Your name cannot contain control characters.'),
);

const PLAYER_KEY = v.pipe(
  v.string('The player key must be text.'),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'The player key is not valid.'),
);

const CHAT_TEXT = v.pipe(
  v.string('A chat message must be text.'),
  v.trim(),
  v.check((s) => s.length > 0, 'A chat message cannot be empty.'),
  v.check((s) => charCount(s) <= CHAT_LIMIT, `A chat message can have at most ${CHAT_LIMIT} characters.`),
);

const FIGHTER_ID = v.picklist([1, 2] as const, 'Choose fighter 1 (Kidlat) or 2 (Alon).');

const ACTION = PlayerMoveSchema;

// --- Client → server ---

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
  leaveRoom: v.object({ type: v.literal('leaveRoom'), ref: REF, roomId: ROOM_ID }),
  chat: v.object({ type: v.literal('chat'), ref: REF, roomId: ROOM_ID, text: CHAT_TEXT }),
  startMatch: v.object({ type: v.literal('startMatch'), ref: REF, roomId: ROOM_ID }),
  pickFighter: v.object({
    type: v.literal('pickFighter'),
    ref: REF,
    matchId: MATCH_ID,
    fighterId: FIGHTER_ID,
  }),
  move: v.object({ type: v.literal('move'), ref: REF, matchId: MATCH_ID, seq: SEQ, action: ACTION }),
  /** Ask for the full view again (after a gap, a stale refusal or a reconnect); seq: what the client has. */
  resync: v.object({ type: v.literal('resync'), ref: REF, matchId: MATCH_ID, seq: v.optional(SEQ) }),
  rematch: v.object({ type: v.literal('rematch'), ref: REF, roomId: ROOM_ID }),
  /** An ended match's replay (its seed and every move), for one of its players; refused while it runs. */
  replay: v.object({ type: v.literal('replay'), ref: REF, matchId: MATCH_ID }),
};

type ClientSchemas = typeof CLIENT_SCHEMAS;
export type ClientMessageType = keyof ClientSchemas;
export type ClientMessage = { [K in ClientMessageType]: v.InferOutput<ClientSchemas[K]> }[ClientMessageType];
export type ClientMessageOf<K extends ClientMessageType> = v.InferOutput<ClientSchemas[K]>;
export const CLIENT_MESSAGE_TYPES = Object.freeze(Object.keys(CLIENT_SCHEMAS) as ClientMessageType[]);

/** malformed: not a message at all or the wrong shape; too_large: over the size limit; invalid: a field breaks a rule. */
export type ParseErrorCode = 'malformed' | 'too_large' | 'invalid';

export type ParseResult<M> = { ok: true; message: M } | { ok: false; code: ParseErrorCode; message: string };

const isClientType = (t: string): t is ClientMessageType =>
  Object.prototype.hasOwnProperty.call(CLIENT_SCHEMAS, t);

function firstProblem(issues: readonly v.BaseIssue<unknown>[]): { code: ParseErrorCode; message: string } {
  const issue = issues[0];
  if (!issue) return { code: 'malformed', message: 'The message is not valid.' };
  const key = issue.path?.[issue.path.length - 1]?.key;
  if (
    issue.kind === 'schema' &&
    issue.type === 'object' &&
    issue.input === undefined &&
    typeof key === 'string'
  )
    return { code: 'malformed', message: `The message is missing "${key}".` };
  return { code: issue.kind === 'validation' ? 'invalid' : 'malformed', message: issue.message };
}

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

// --- Server → client ---

export type RoomPhase = 'waiting' | 'picking' | 'playing' | 'over';

/** A room in the lobby list. */
export interface RoomSummary {
  roomId: string;
  name: string;
  /** Players in the room (0-2). */
  players: number;
  capacity: 2;
  phase: RoomPhase;
  /** The players' names, Player 1 first (the lobby's Players column). Optional: older servers omit it. */
  names?: string[];
}

export interface RoomMember {
  name: string;
  /** Seat in the room's match (0 is Player 1), or null before one starts. */
  seat: SeatIndex | null;
  connected: boolean;
  /** This member is the player receiving the message. */
  you: boolean;
}

/** A room as its members see it. */
export interface Room {
  roomId: string;
  name: string;
  members: RoomMember[];
  phase: RoomPhase;
  /** The room's current (or last) match: set from startMatch on, replaced by a rematch. */
  matchId: string | null;
  /** Which seats have picked a fighter (the picks stay hidden until both have). */
  picked: [boolean, boolean];
}

export interface ChatMessage {
  id: string;
  roomId: string;
  name: string;
  /** Trimmed, 1 to CHAT_LIMIT characters; shown as text, never as HTML. */
  text: string;
  at: number;
}

/** Room-level refusals the server answers with (rooms are its business). */
export type RoomErrorCode =
  | 'no_room'
  | 'room_full'
  | 'not_in_room'
  | 'not_ready'
  /** Only Player 1 (the room's first member) may start the game. */
  | 'not_owner'
  /** Joining the room you are already in. */
  | 'own_room'
  /** Creating or joining a room while in another one (a player sits in one room at a time). */
  | 'in_room'
  | 'name_taken'
  | 'no_hello'
  | 'rate_limited'
  | 'server_error';

export type ErrorCode = ParseErrorCode | RefusalCode | ReplayRefusalCode | RoomErrorCode;

export type ServerMessage =
  | { type: 'welcome'; playerKey: string; name: string }
  | { type: 'rooms'; rooms: RoomSummary[] }
  | { type: 'room'; room: Room; chat: ChatMessage[] }
  | { type: 'chatMessage'; roomId: string; message: ChatMessage }
  /** After every change, one per seat, each with that seat's view. serverNow: the server's clock when sent. */
  | { type: 'matchView'; matchId: string; seq: number; rev: number; serverNow: number; view: MatchView }
  /** The answer to `replay`, to the asking player only: the ended match with its seed. */
  | { type: 'replay'; ref?: string; replay: MatchReplay }
  /** ref: the ref of the client message refused; matchId and seq (the expected one) for match refusals. */
  | { type: 'error'; code: ErrorCode; message: string; ref?: string; matchId?: string; seq?: number };

export type ServerMessageOf<K extends ServerMessage['type']> = Extract<ServerMessage, { type: K }>;

/** The message that carries a seat's view. */
export function matchViewMessage(view: MatchView, serverNow: number): ServerMessageOf<'matchView'> {
  return { type: 'matchView', matchId: view.matchId, seq: view.seq, rev: view.rev, serverNow, view };
}

/** The error answering a refused move. */
export function refusalMessage(
  refusal: MoveRefusal,
  matchId: string,
  ref?: string,
): ServerMessageOf<'error'> {
  const msg: ServerMessageOf<'error'> = {
    type: 'error',
    code: refusal.code,
    message: refusal.reason,
    matchId,
  };
  if (refusal.expected !== undefined) msg.seq = refusal.expected;
  if (ref !== undefined) msg.ref = ref;
  return msg;
}

/** The answer to `replay`: the ended match, or the refusal (with the match id and the ref). */
export function replayMessage(
  result: { ok: true; replay: MatchReplay } | { ok: false; code: ReplayRefusalCode; reason: string },
  matchId: string,
  ref?: string,
): ServerMessageOf<'replay'> | ServerMessageOf<'error'> {
  if (result.ok)
    return ref === undefined
      ? { type: 'replay', replay: result.replay }
      : { type: 'replay', ref, replay: result.replay };
  const msg: ServerMessageOf<'error'> = { type: 'error', code: result.code, message: result.reason, matchId };
  if (ref !== undefined) msg.ref = ref;
  return msg;
}

/** The error answering a message that did not parse. */
export function parseErrorMessage(
  failure: { code: ParseErrorCode; message: string },
  ref?: string,
): ServerMessageOf<'error'> {
  const msg: ServerMessageOf<'error'> = { type: 'error', code: failure.code, message: failure.message };
  if (ref !== undefined) msg.ref = ref;
  return msg;
}

// The client checks what it receives too: the envelope and the fields it acts on. The battle data
// inside a view comes from the game's own server and is taken as it is.
const SEAT = v.picklist([0, 1] as const);
const SERVER_SCHEMAS = {
  welcome: v.object({ type: v.literal('welcome'), playerKey: v.string(), name: v.string() }),
  rooms: v.object({
    type: v.literal('rooms'),
    rooms: v.array(v.looseObject({ roomId: v.string(), name: v.string() })),
  }),
  room: v.object({
    type: v.literal('room'),
    room: v.looseObject({ roomId: v.string(), name: v.string(), members: v.array(v.looseObject({})) }),
    chat: v.array(v.looseObject({ id: v.string(), text: v.string() })),
  }),
  chatMessage: v.object({
    type: v.literal('chatMessage'),
    roomId: v.string(),
    message: v.looseObject({ id: v.string(), text: v.string() }),
  }),
  matchView: v.object({
    type: v.literal('matchView'),
    matchId: v.string(),
    seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
    rev: v.pipe(v.number(), v.integer(), v.minValue(0)),
    serverNow: v.number(),
    view: v.looseObject({
      matchId: v.string(),
      seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
      rev: v.pipe(v.number(), v.integer(), v.minValue(0)),
      seat: SEAT,
      status: v.picklist(['live', 'finished', 'abandoned'] as const),
      logFrom: v.pipe(v.number(), v.integer(), v.minValue(0)),
      log: v.array(v.looseObject({ seq: v.number() })),
      hand: v.array(v.number()),
    }),
  }),
  replay: v.object({
    type: v.literal('replay'),
    ref: v.optional(v.string()),
    replay: v.object({
      matchId: v.string(),
      seat: SEAT,
      seed: v.pipe(v.number(), v.integer()),
      fighters: v.tuple([FIGHTER_ID, FIGHTER_ID]),
      names: v.tuple([v.string(), v.string()]),
      actions: v.array(
        v.variant('type', [
          v.object({ type: v.literal('playCard'), side: SEAT, cardId: v.pipe(v.number(), v.integer()) }),
          v.object({ type: v.literal('chargeEnergy'), side: SEAT }),
          v.object({ type: v.literal('timeUp'), side: SEAT }),
        ]),
      ),
      winner: v.nullable(SEAT),
      ending: v.picklist(['knockout', 'forfeit', 'abandoned'] as const),
      turns: v.pipe(v.number(), v.integer(), v.minValue(1)),
      endedAt: v.number(),
    }),
  }),
  error: v.object({
    type: v.literal('error'),
    code: v.string(),
    message: v.string(),
    ref: v.optional(v.string()),
    matchId: v.optional(v.string()),
    seq: v.optional(v.number()),
  }),
};

const isServerType = (t: string): t is keyof typeof SERVER_SCHEMAS =>
  Object.prototype.hasOwnProperty.call(SERVER_SCHEMAS, t);

/** A server's message as the client receives it (no size limit: a full view can be large). */
export function parseServerMessage(raw: unknown): ParseResult<ServerMessage> {
  if (typeof raw !== 'string') return { ok: false, code: 'malformed', message: 'A message must be text.' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'malformed', message: 'The server sent a message that is not valid JSON.' };
  }
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !isServerType(type))
    return { ok: false, code: 'malformed', message: 'The server sent a message of an unknown type.' };
  const result = v.safeParse(SERVER_SCHEMAS[type], data);
  if (!result.success) return { ok: false, ...firstProblem(result.issues) };
  const message = data as ServerMessage;
  if (
    message.type === 'matchView' &&
    (message.view.matchId !== message.matchId || message.view.seq !== message.seq)
  )
    return {
      ok: false,
      code: 'malformed',
      message: 'The server sent a view that does not match its envelope.',
    };
  return { ok: true, message };
}
