// The story Edge Function in web-standard terms: a Request in, a Response out, everything else
// passed in (`deps`), so supabase/functions/story serves it on Deno and Node tests call it directly.
//
// POST <functions>/story with `Authorization: Bearer <the player's access token>` and
// `{ "battleId": "<uuid>", "status": "finished", "winner": 0 | 1 }`: ends one of the caller's
// active story battles. The battle's seed (drawn by the database when the battle began), setup and
// stored moves are replayed strictly (src/engine/replay/storyVerdict.ts: every move legal, every
// enemy move the computer's own choice, never a time-up for the enemy); the winner written is the
// engine's, and only when it is the one the screen showed, with the hero's health and energy as
// the replay ends. `"status": "abandoned"` sets a battle aside unjudged, as a loss: the enemy is
// the winner and the hero is left as it was. Either way the spoils are rolled here, with a
// generator of the server's (a reward for a win, the jail for a loss), and the end, the hero's end
// and the spoils are written together by one call (close_story_battle). The purse then settles
// exactly those spoils, by the battle's id; players can write none of it (row-level security).
//
// Answers: 200 `{ "status", "winner" }` (also for the same end asked again; an abandoned battle's
// winner is 1), 400 for a body that is not such a request or a battle whose moves do not hold up,
// 401 without a valid session, 404 for a battle that is not the caller's story battle, 405 for
// other methods, 409 for a battle not over yet, ended otherwise, or already ended otherwise; each
// with `{ "error": { "code", "message" } }` and a sentence the player can read. A battle whose
// adventure was deleted since ends without a hero to pay or charge.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import * as v from 'valibot';
import { storyEnding } from '../../src/engine/adventure/storySpoils.ts';
import { storyHeroId } from '../../src/engine/adventure/storyStart.ts';
import type { Spoils } from '../../src/engine/adventure/journeySchema.ts';
import { Rng } from '../../src/engine/rng.ts';
import { type HeroEnd, storyVerdict } from '../../src/engine/replay/storyVerdict.ts';
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

/** The hero row's figures the end and the spoils depend on, and whose hero it is. */
export interface StoryHeroRow {
  readonly user_id: string;
  readonly health: number;
  readonly max_health: number;
  readonly gold: number;
}

/** The hero's health and energy after a finished battle. */
export interface StoryHeroEnd {
  readonly health: number;
  readonly mana: number;
}

/** A story battle's end as it is written, all of it or none. */
export interface StoryClose {
  readonly status: 'finished' | 'abandoned';
  readonly winner: 0 | 1;
  /** Null for an abandoned battle (the hero is left as it was) or a hero that is gone. */
  readonly hero: StoryHeroEnd | null;
  /** Null only when the hero is gone. */
  readonly spoils: Spoils | null;
}

/** What the function reads and writes, with the service role. */
export interface StoryStore {
  battle(battleId: string): Promise<StoryBattleRow | null>;
  /** The battle's stored moves, in order. */
  moves(battleId: string): Promise<unknown[]>;
  hero(heroId: string): Promise<StoryHeroRow | null>;
  /** The ids of the cards the hero owns. */
  owned(heroId: string): Promise<number[]>;
  /**
   * Ends the battle if it is still active, with the hero's end and the spoils, in one transaction;
   * false (and nothing written) when another request ended it first.
   */
  close(battleId: string, end: StoryClose): Promise<boolean>;
}

export interface StoryFunctionDeps {
  readonly store: StoryStore;
  /** The account id an access token belongs to, or null when it is unknown, expired or revoked. */
  userFor(accessToken: string): Promise<string | null>;
  /** The seed of the spoils' generator; 32 random bits from the platform's crypto by default. */
  spoilsSeed?(): number;
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

/** 32 bits from the platform's cryptographic generator (Deno and Node alike). */
function randomSeed(): number {
  const [word = 0] = crypto.getRandomValues(new Uint32Array(1));
  return word;
}

/**
 * The same end asked again is answered as it was; another end of an ended battle is refused. An
 * abandoned battle is stored as lost (winner 1) whatever winner the request named, so any abandon
 * request is that end again.
 */
function endedAlready(row: StoryBattleRow, end: End, headers: Readonly<Record<string, string>>): Response {
  const same = row.status === end.status && (end.status === 'abandoned' || row.winner === end.winner);
  return same
    ? reply(200, { status: row.status, winner: row.winner }, headers)
    : refusal(409, 'conflict', STORY_TEXT.over, headers);
}

type Judged = { ok: true; winner: 0 | 1; hero: HeroEnd | null } | { ok: false; response: Response };

/** A finished battle's winner and hero end by the strict replay; an abandoned one is a loss. */
async function judge(deps: StoryFunctionDeps, row: StoryBattleRow, end: End): Promise<Judged> {
  if (end.status === 'abandoned') return { ok: true, winner: 1, hero: null };
  const headers = deps.headers ?? {};
  const verdict = storyVerdict(Number(row.seed), row.setup, await deps.store.moves(row.id), end.winner);
  if (verdict.ok) return { ok: true, winner: verdict.winner, hero: verdict.hero };
  return {
    ok: false,
    response:
      verdict.problem === 'invalid'
        ? refusal(400, 'invalid_input', verdict.message, headers)
        : refusal(409, 'conflict', verdict.message, headers),
  };
}

async function endBattle(deps: StoryFunctionDeps, caller: string, end: End): Promise<Response> {
  const headers = deps.headers ?? {};
  const row = await deps.store.battle(end.battleId);
  // Another player's battle, or one that is not a story battle, is not the caller's to end.
  if (!row || row.user_id !== caller || row.mode !== 'adventure') {
    return refusal(404, 'not_found', STORY_TEXT.notFound, headers);
  }
  if (row.status !== 'active') return endedAlready(row, end, headers);
  const judged = await judge(deps, row, end);
  if (!judged.ok) return judged.response;
  const { winner } = judged;
  const heroId = storyHeroId(row.setup);
  const hero = heroId ? await deps.store.hero(heroId) : null;
  let close: StoryClose = { status: end.status, winner, hero: null, spoils: null };
  // The database lets a story battle begin only with the player's own hero; a battle stored
  // before that rule with another's hero is ended without one, like a battle whose hero is gone.
  if (heroId && hero && hero.user_id === row.user_id) {
    const ending = storyEnding(
      Rng.fromSeed((deps.spoilsSeed ?? randomSeed)()),
      row.id,
      winner,
      judged.hero,
      hero,
      await deps.store.owned(heroId),
    );
    close = { ...close, ...ending };
  }
  if (!(await deps.store.close(end.battleId, close))) {
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
