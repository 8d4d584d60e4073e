// The match Edge Function in web-standard terms: a Request in, a Response out, everything else
// passed in (`deps`), so supabase/functions/match serves it on Deno and Node tests call it directly.
// It is one of the match service's two hosts: each message runs an operation of server/matchService
// over the Supabase store (store.ts), awaiting the database.
//
// POST <functions>/match with `Authorization: Bearer <the player's access token>` and one protocol
// message (src/protocol) as the body: startMatch, pickFighter, move, resync, rematch, leaveRoom,
// replay (an ended match's seed and moves) or watchMatch (a spectator's whole view, watch.ts), the
// messages that need the authority. Rooms, joining and chat go to the database's own functions
// (create_room, join_room, join_room_by_invite, send_chat) under row-level security.
// The answer is `{ "messages": ServerMessage[] }`: the caller's new view, or an 'error' message
// with the protocol's code and a sentence the player can read. Statuses: 200 when the message was
// handled (refusals included), 400 when it did not parse, 401 without a valid session, 405 for
// other methods, 413 when the body is larger than any message (refused unread), 429 when the
// player sends too fast (in this isolate or across all of them), 500 when something failed on our
// side.
//
// POST <functions>/match/tick with the header `x-match-tick: <MATCH_TICK_SECRET>`: brings every
// live match with work due up to date (time's up, disconnections, forfeits), frees the seats of
// players gone from rooms without a live match and counts spectators gone quiet as left.
// Production calls it every few seconds from pg_cron (docs/online.md, "On Supabase"); the players'
// own requests bring a match up to date too.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import { MAX_CLIENT_MESSAGE_CHARS, parseClientMessage, parseErrorMessage } from '../../src/protocol/index.ts';
import type { ClientMessage, ServerMessage, ServerMessageOf } from '../../src/protocol/index.ts';
import {
  StoreRefusal,
  leaveRoom,
  move,
  pickFighter,
  rematch,
  replay,
  resync,
  runLater,
  startMatch,
  tickMatch,
} from '../matchService/index.ts';
import type { MatchHost, Operation } from '../matchService/index.ts';
import type { RateLimiter } from '../narration/rateLimit.ts';
import { PRESENCE_TIMEOUT_MS, ROOM_AWAY_MS } from '../../src/protocol/presence.ts';
import type { SupabaseMatchStore } from './store.ts';
import { watchMatch } from './watch.ts';
import { readBoundedBody } from '../http/boundedBody.ts';

export interface MatchFunctionDeps extends MatchHost {
  readonly store: SupabaseMatchStore;
  /** The account id an access token belongs to, or null when it is unknown, expired or revoked. */
  userFor(accessToken: string): Promise<string | null>;
  /** The secret the scheduled tick sends; without one the tick endpoint is off. */
  readonly tickSecret?: string | undefined;
  /**
   * Per player, in this isolate's memory: refuses a flood before it costs a database call. Only a
   * first line: the platform runs many isolates, so the limit that holds is `pace`.
   */
  readonly limiter?: RateLimiter;
  /** Per player, shared by every isolate (the database's bucket): a burst, then so many a second. */
  readonly pace?: { readonly burst: number; readonly perSecond: number };
  /** Added to every answer (CORS). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Spectators one match may have at once (default 50, as on the game's own server). */
  readonly watchersPerMatch?: number | undefined;
  /** Where failures on our side are reported. */
  log?(message: string, error: unknown): void;
}

/** The messages this function answers; the rest belong to the database's room functions. */
const HANDLED = new Set<ClientMessage['type']>([
  'startMatch',
  'pickFighter',
  'move',
  'resync',
  'rematch',
  'leaveRoom',
  'replay',
  'watchMatch',
]);

function reply(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      ...extra,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    },
  });
}

const refused = (
  code: ServerMessageOf<'error'>['code'],
  message: string,
  ref?: string,
): ServerMessageOf<'error'> =>
  ref === undefined ? { type: 'error', code, message } : { type: 'error', code, message, ref };

function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

async function runTick(deps: MatchFunctionDeps): Promise<{ due: number; changed: number; freed: number }> {
  const due = await deps.store.dueMatches(deps.now(), PRESENCE_TIMEOUT_MS);
  let changed = 0;
  for (const matchId of due) {
    try {
      if (await runLater(tickMatch(deps, matchId), deps.store)) changed += 1;
    } catch (error) {
      deps.log?.(`tick of match ${matchId} failed`, error);
    }
  }
  const freed = await deps.store.sweepRooms(ROOM_AWAY_MS);
  await deps.store.sweepPace(deps.now());
  await deps.store.sweepWatchers();
  return { due: due.length, changed, freed };
}

function operation(
  deps: MatchFunctionDeps,
  caller: string,
  message: ClientMessage,
): Operation<ServerMessage[]> | null {
  switch (message.type) {
    case 'startMatch':
      return startMatch(deps, caller, message);
    case 'pickFighter':
      return pickFighter(deps, caller, message);
    case 'move':
      return move(deps, caller, message);
    case 'resync':
      return resync(deps, caller, message);
    case 'rematch':
      return rematch(deps, caller, message);
    case 'leaveRoom':
      return leaveRoom(deps, caller, message);
    case 'replay':
      return replay(deps, caller, message);
    default:
      return null;
  }
}

async function answer(
  deps: MatchFunctionDeps,
  caller: string,
  message: ClientMessage,
): Promise<ServerMessage[]> {
  // Watching changes no match: it is the database's registration and a view of the state loaded.
  if (message.type === 'watchMatch') return watchMatch(deps, caller, message);
  const run = operation(deps, caller, message);
  if (!run)
    return [refused('malformed', `"${message.type}" is not sent to the match function.`, message.ref)];
  return runLater(run, deps.store);
}

const TOO_LARGE = `That message is too large (at most ${MAX_CLIENT_MESSAGE_CHARS} characters).`;
/** A character takes at most 4 bytes in UTF-8: a body over this many bytes is too large unread. */
const MAX_BODY_BYTES = MAX_CLIENT_MESSAGE_CHARS * 4;

/** Seconds the player must wait (0: go on): this isolate's limiter first, then the shared pace. */
async function paceWait(deps: MatchFunctionDeps, caller: string): Promise<number> {
  const verdict = deps.limiter?.take(caller);
  if (verdict && !verdict.allowed) return verdict.retryAfterSeconds;
  if (!deps.pace) return 0;
  const seconds = await deps.store.takePace(caller, deps.pace.burst, deps.pace.perSecond, deps.now());
  return seconds > 0 ? Math.max(1, Math.ceil(seconds)) : 0;
}

export async function handleMatchRequest(request: Request, deps: MatchFunctionDeps): Promise<Response> {
  const headers = deps.headers ?? {};
  if (request.method === 'OPTIONS') return new Response('ok', { headers });
  if (request.method !== 'POST') {
    return reply(405, { messages: [refused('malformed', 'Use POST.')] }, headers, { Allow: 'POST, OPTIONS' });
  }

  if (new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/tick')) {
    const sent = request.headers.get('x-match-tick') ?? '';
    if (!deps.tickSecret)
      return reply(503, { error: 'The tick is not set up: MATCH_TICK_SECRET is missing.' }, headers);
    if (!sameSecret(sent, deps.tickSecret)) return reply(401, { error: 'Not the scheduler.' }, headers);
    try {
      return reply(200, await runTick(deps), headers);
    } catch (error) {
      deps.log?.('tick failed', error);
      return reply(500, { error: 'The tick failed.' }, headers);
    }
  }

  const token = bearerToken(request.headers.get('Authorization'));
  const caller = token ? await deps.userFor(token) : null;
  if (!caller) {
    return reply(401, { messages: [refused('no_hello', 'Sign in to play online.')] }, headers);
  }

  const body = await readBoundedBody(request, MAX_BODY_BYTES);
  if (body === null) {
    return reply(413, { messages: [refused('too_large', TOO_LARGE)] }, headers);
  }
  const parsed = parseClientMessage(body);
  if (!parsed.ok) return reply(400, { messages: [parseErrorMessage(parsed)] }, headers);
  const message = parsed.message;
  if (!HANDLED.has(message.type)) {
    return reply(
      400,
      {
        messages: [refused('malformed', `"${message.type}" is not sent to the match function.`, message.ref)],
      },
      headers,
    );
  }

  try {
    const wait = await paceWait(deps, caller);
    if (wait > 0) {
      return reply(
        429,
        {
          messages: [
            refused(
              'rate_limited',
              `Too many moves at once. Try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`,
              message.ref,
            ),
          ],
        },
        headers,
        { 'Retry-After': String(wait) },
      );
    }
    return reply(200, { messages: await answer(deps, caller, message) }, headers);
  } catch (error) {
    if (error instanceof StoreRefusal && error.code !== 'retry') {
      const code = error.code === 'invalid' ? 'invalid' : error.code;
      const refusal: ServerMessageOf<'error'> = refused(code, error.message, message.ref);
      if ('matchId' in message) refusal.matchId = message.matchId;
      return reply(200, { messages: [refusal] }, headers);
    }
    deps.log?.(`${message.type} failed`, error);
    return reply(
      500,
      { messages: [refused('server_error', 'Something went wrong on the server. Try again.', message.ref)] },
      headers,
    );
  }
}
