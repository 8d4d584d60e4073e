// The online protocol, server to client: every message the game's server or the Supabase Edge
// Function sends a browser, each a valibot schema, and `ServerMessage` the union inferred from
// them. The client checks what it receives: the envelope and the fields it acts on. The battle
// data inside a view comes from the game's own server and is taken as it is (the engine's
// MatchView); a view carries the seq and rev it describes (see src/engine/match/sync.ts for the
// client's rule).
import * as v from 'valibot';
import { BattleActionSchema } from '../engine/battle/schema.ts';
import type { MatchView, RefusalCode, ReplayRefusalCode, SpectatorView } from '../engine/match/index.ts';
import { FIGHTER_ID, SEAT } from './fields.ts';
import { firstProblem } from './parse.ts';
import type { ParseErrorCode, ParseResult } from './parse.ts';
import { ChatMessageSchema, RoomSchema, RoomSummarySchema } from './rooms.ts';
import type { RoomErrorCode } from './rooms.ts';

export type ErrorCode = ParseErrorCode | RefusalCode | ReplayRefusalCode | RoomErrorCode;

const COUNT = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The fields of a view the client acts on; the rest is the engine's view, taken as it is. */
const MatchViewSchema = v.pipe(
  v.looseObject({
    matchId: v.string(),
    seq: COUNT,
    rev: COUNT,
    seat: SEAT,
    status: v.picklist(['live', 'finished', 'abandoned'] as const),
    logFrom: COUNT,
    log: v.array(v.looseObject({ seq: v.number() })),
    hand: v.array(v.number()),
  }),
  v.transform((view) => view as unknown as MatchView),
);

/** A spectator's view (the engine's SpectatorView): the fields the client acts on, and no hand at all. */
const SpectatorViewSchema = v.pipe(
  v.looseObject({
    matchId: v.string(),
    seq: COUNT,
    rev: COUNT,
    spectator: v.literal(true),
    status: v.picklist(['live', 'finished', 'abandoned'] as const),
    logFrom: COUNT,
    log: v.array(v.looseObject({ seq: v.number() })),
    hand: v.tuple([]),
  }),
  v.transform((view) => view as unknown as SpectatorView),
);

/** An ended match, for one of its players (the engine's MatchReplay): enough to rebuild every move. */
const MatchReplaySchema = v.object({
  matchId: v.string(),
  seat: SEAT,
  /** The asker watched the match as a spectator (then `seat` is 0). */
  watched: v.optional(v.literal(true)),
  seed: v.pipe(v.number(), v.integer()),
  fighters: v.tuple([FIGHTER_ID, FIGHTER_ID]),
  names: v.tuple([v.string(), v.string()]),
  actions: v.array(BattleActionSchema),
  winner: v.nullable(SEAT),
  ending: v.picklist(['knockout', 'forfeit', 'abandoned'] as const),
  turns: v.pipe(v.number(), v.integer(), v.minValue(1)),
  endedAt: v.number(),
});

const SERVER_SCHEMAS = {
  welcome: v.object({ type: v.literal('welcome'), playerKey: v.string(), name: v.string() }),
  rooms: v.object({ type: v.literal('rooms'), rooms: v.array(RoomSummarySchema) }),
  room: v.object({ type: v.literal('room'), room: RoomSchema, chat: v.array(ChatMessageSchema) }),
  /**
   * The player's place in the Quick Match queue, after each change to it: queued or not, how long
   * they have waited (ms, by the server's clock) and how many players are looking (them included).
   */
  queue: v.object({ type: v.literal('queue'), queued: v.boolean(), waitedMs: COUNT, looking: COUNT }),
  chatMessage: v.object({ type: v.literal('chatMessage'), roomId: v.string(), message: ChatMessageSchema }),
  /** After every change, one per seat, each with that seat's view. serverNow: the server's clock when sent. */
  matchView: v.object({
    type: v.literal('matchView'),
    matchId: v.string(),
    seq: COUNT,
    rev: COUNT,
    serverNow: v.number(),
    view: MatchViewSchema,
  }),
  /**
   * To a spectator: after watchMatch the whole view (logFrom 0), then after every change the
   * entries that change added; watchers: how many are watching now.
   */
  watchView: v.object({
    type: v.literal('watchView'),
    matchId: v.string(),
    seq: COUNT,
    rev: COUNT,
    serverNow: v.number(),
    watchers: COUNT,
    view: SpectatorViewSchema,
  }),
  /** The answer to stopWatching (and to a spectator whose match is gone). */
  unwatched: v.object({ type: v.literal('unwatched'), matchId: v.string(), ref: v.optional(v.string()) }),
  /** The answer to `replay`, to the asking player only: the ended match with its seed. */
  replay: v.object({ type: v.literal('replay'), ref: v.optional(v.string()), replay: MatchReplaySchema }),
  /** ref: the ref of the client message refused; matchId and seq (the expected one) for match refusals. */
  error: v.object({
    type: v.literal('error'),
    // Any word is read (a newer server may know more refusals); the type names the ones this game sends.
    code: v.pipe(
      v.string(),
      v.transform((code) => code as ErrorCode),
    ),
    message: v.string(),
    ref: v.optional(v.string()),
    matchId: v.optional(v.string()),
    seq: v.optional(v.number()),
  }),
};

type ServerSchemas = typeof SERVER_SCHEMAS;
export type ServerMessageType = keyof ServerSchemas;
export type ServerMessage = { [K in ServerMessageType]: v.InferOutput<ServerSchemas[K]> }[ServerMessageType];
export type ServerMessageOf<K extends ServerMessageType> = v.InferOutput<ServerSchemas[K]>;

const isServerType = (t: string): t is ServerMessageType =>
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
  // The message as it came (the schemas drop nothing the client reads, but a view keeps every field).
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
