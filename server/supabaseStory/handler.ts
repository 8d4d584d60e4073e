// The story Edge Function in web-standard terms: a Request in, a Response out, everything else
// passed in (`deps`), so supabase/functions/story serves it on Deno and Node tests call it directly.
//
// POST <functions>/story with `Authorization: Bearer <the player's access token>` and
// `{ "battleId": "<uuid>", "status": "finished", "winner": 0 | 1 }`: ends one of the caller's
// active story battles. The battle's seed, setup and stored moves are replayed strictly
// (src/engine/replay/storyVerdict.ts: every move legal, every enemy move the computer's own
// choice, never a time-up for the enemy); the winner written is the engine's, and only when it is
// the one the screen showed. `"status": "abandoned"` sets a battle aside unjudged: it pays nothing.
// Players can no longer write a story battle's status or winner themselves (row-level security),
// so the reward and the jail, which pay out only for a finished story battle, follow the moves.
//
// Answers: 200 `{ "status", "winner" }` (also for the same end asked again),
// 400 for a body that is not such a request or a battle whose moves do not hold up, 401 without a
// valid session, 404 for a battle that is not the caller's story battle, 405 for other methods,
// 409 for a battle not over yet, ended otherwise, or already ended otherwise; each with
// `{ "error": { "code", "message" } }` and a sentence the player can read.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import * as v from 'valibot';
import { storyVerdict } from '../../src/engine/replay/storyVerdict.ts';
import { readBoundedBody } from '../http/boundedBody.ts';

export interface StoryBattleRow {
  readonly id: string;
  readonly user_id: string;
  readonly mode: string;
  readonly seed: number | string;
  readonly setup: unknown;
  readonly status: 'active' | 'finished' | 'abandoned';
  readonly winner: 0 | 1 | null;
}

/** What the function reads and writes, with the service role. */
export interface StoryStore {
  battle(battleId: string): Promise<StoryBattleRow | null>;
  /** The battle's stored moves, in order. */
  moves(battleId: string): Promise<unknown[]>;
  /** Ends the battle if it is still active; false when another request ended it first. */
  end(battleId: string, status: 'finished' | 'abandoned', winner: 0 | 1 | null): Promise<boolean>;
}

export interface StoryFunctionDeps {
  readonly store: StoryStore;
  /** The account id an access token belongs to, or null when it is unknown, expired or revoked. */
  userFor(accessToken: string): Promise<string | null>;
  /** Added to every answer (CORS). */
  readonly headers?: Readonly<Record<string, string>>;
  log?(message: string, error: unknown): void;
}

const EndSchema = v.variant('status', [
  v.object({
    battleId: v.pipe(v.string(), v.uuid()),
    status: v.literal('finished'),
    winner: v.picklist([0, 1] as const),
  }),
  v.object({
    battleId: v.pipe(v.string(), v.uuid()),
    status: v.literal('abandoned'),
    winner: v.nullable(v.picklist([0, 1] as const)),
  }),
]);
type End = v.InferOutput<typeof EndSchema>;

export const STORY_TEXT = Object.freeze({
  signIn: 'Sign in to play the story.',
  request: 'Send the battle id, how it ended and the winner the screen showed.',
  notFound: 'This story battle does not exist.',
  over: 'This battle is already over.',
  failed: 'Something went wrong on the server. Try again.',
});

type Code = 'invalid_input' | 'session_missing' | 'not_found' | 'conflict' | 'server_error';

function reply(status: number, body: unknown, headers: Readonly<Record<string, string>>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

const refusal = (status: number, code: Code, message: string, headers: Readonly<Record<string, string>>) =>
  reply(status, { error: { code, message } }, headers);

/** The largest body a request may have: an id and a winner, read no further. */
const MAX_BODY_BYTES = 512;

/** The same end asked again is answered as it was; another end of an ended battle is refused. */
function endedAlready(row: StoryBattleRow, end: End, headers: Readonly<Record<string, string>>): Response {
  return row.status === end.status && row.winner === end.winner
    ? reply(200, { status: row.status, winner: row.winner }, headers)
    : refusal(409, 'conflict', STORY_TEXT.over, headers);
}

async function endBattle(deps: StoryFunctionDeps, caller: string, end: End): Promise<Response> {
  const headers = deps.headers ?? {};
  const row = await deps.store.battle(end.battleId);
  // Another player's battle, or one that is not a story battle, is not the caller's to end.
  if (!row || row.user_id !== caller || row.mode !== 'adventure') {
    return refusal(404, 'not_found', STORY_TEXT.notFound, headers);
  }
  if (row.status !== 'active') return endedAlready(row, end, headers);
  let winner = end.winner;
  if (end.status === 'finished') {
    const verdict = storyVerdict(
      Number(row.seed),
      row.setup,
      await deps.store.moves(end.battleId),
      end.winner,
    );
    if (!verdict.ok) {
      return verdict.problem === 'invalid'
        ? refusal(400, 'invalid_input', verdict.message, headers)
        : refusal(409, 'conflict', verdict.message, headers);
    }
    winner = verdict.winner;
  }
  if (!(await deps.store.end(end.battleId, end.status, winner))) {
    // Two requests at once: the first ended it; this one is answered as that end asked again.
    const now = await deps.store.battle(end.battleId);
    return now ? endedAlready(now, end, headers) : refusal(404, 'not_found', STORY_TEXT.notFound, headers);
  }
  return reply(200, { status: end.status, winner }, headers);
}

function jsonOrNull(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function handleStoryRequest(request: Request, deps: StoryFunctionDeps): Promise<Response> {
  const headers = deps.headers ?? {};
  if (request.method === 'OPTIONS') return new Response('ok', { headers });
  if (request.method !== 'POST') return refusal(405, 'invalid_input', 'Use POST.', headers);
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const caller = token ? await deps.userFor(token) : null;
  if (!caller) return refusal(401, 'session_missing', STORY_TEXT.signIn, headers);
  const text = await readBoundedBody(request, MAX_BODY_BYTES);
  const parsed = v.safeParse(EndSchema, jsonOrNull(text));
  if (!parsed.success) return refusal(400, 'invalid_input', STORY_TEXT.request, headers);
  try {
    return await endBattle(deps, caller, parsed.output);
  } catch (error) {
    deps.log?.('finishing a story battle failed', error);
    return refusal(500, 'server_error', STORY_TEXT.failed, headers);
  }
}
