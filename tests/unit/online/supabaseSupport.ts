// Online play on Supabase in Node: PGlite with every migration, the emulator (Auth, REST, Realtime
// and the `match` Edge Function's handler), players signed in through supabase-js, and a clock the
// tests move instead of waiting.
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { handleMatchRequest, type MatchFunctionDeps } from '../../../server/supabaseMatch/handler.ts';
import { supabaseMatchDeps } from '../../../server/supabaseMatch/supabaseDeps.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import type { ClientMessage, ServerMessage } from '../../../src/protocol/index.ts';
import { openGameDb } from '../sql/gameDb.ts';
import {
  type EdgeFunction,
  type Emulator,
  EMULATOR_ANON_KEY,
  EMULATOR_SERVICE_KEY,
  startEmulator,
} from '../backend/emulator/server.ts';

export const TICK_SECRET = 'tick-secret-for-tests';

/** The authority's clock: real time plus whatever the test has moved it on by. */
export class TestClock {
  offset = 0;
  now = (): number => Date.now() + this.offset;
  advance(ms: number): void {
    this.offset += ms;
  }
}

export interface Project {
  db: PGlite;
  emulator: Emulator;
  deps: MatchFunctionDeps;
  clock: TestClock;
  /** The seed the next match gets. */
  seeds: number[];
  close(): Promise<void>;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export async function startProject(): Promise<Project> {
  const db = await openGameDb();
  const functions: Record<string, EdgeFunction> = {};
  const emulator = await startEmulator(db, { functions });
  const clock = new TestClock();
  const seeds: number[] = [];
  const deps = supabaseMatchDeps({
    url: emulator.url,
    serviceRoleKey: EMULATOR_SERVICE_KEY,
    tickSecret: TICK_SECRET,
    now: clock.now,
    seed: () => seeds.shift() ?? 424_242,
    burst: 1000,
    perSecond: 1000,
    clientOptions: { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } },
    log: () => undefined,
  });
  functions.match = (request) => handleMatchRequest(request, deps);
  return {
    db,
    emulator,
    deps,
    clock,
    seeds,
    close: async () => {
      await emulator.close();
      await db.close();
    },
  };
}

export interface Player {
  id: string;
  name: string;
  client: SupabaseClient;
  token(): Promise<string>;
}

let players = 0;

/** A new account, signed in on its own supabase-js client (its own "browser"). */
export async function newPlayer(project: Project, label: string): Promise<Player> {
  players += 1;
  const name = `${label}${players}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
  const client = createClient(project.emulator.url, EMULATOR_ANON_KEY, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await client.auth.signUp({
    email: `${name.toLowerCase()}@example.com`,
    password: 'rattan-sticks',
    options: { data: { username: name } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return {
    id: data.user.id,
    name,
    client,
    token: async () => (await client.auth.getSession()).data.session?.access_token ?? '',
  };
}

export interface Answer {
  status: number;
  messages: ServerMessage[];
}

/** Calls the match function's handler directly, as `player` (or with no session at all). */
export async function send(
  project: Project,
  player: Player | null,
  message: ClientMessage | string,
  path = '/functions/v1/match',
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', apikey: EMULATOR_ANON_KEY };
  if (player) headers.Authorization = `Bearer ${await player.token()}`;
  const response = await handleMatchRequest(
    new Request(`${project.emulator.url}${path}`, {
      method: 'POST',
      headers,
      body: typeof message === 'string' ? message : JSON.stringify(message),
    }),
    project.deps,
  );
  const body = (await response.json()) as { messages?: ServerMessage[] };
  return { status: response.status, messages: body.messages ?? [] };
}

/** The scheduled tick, as pg_cron would call it. */
export async function tick(project: Project, secret = TICK_SECRET): Promise<Response> {
  return handleMatchRequest(
    new Request(`${project.emulator.url}/functions/v1/match/tick`, {
      method: 'POST',
      headers: { 'x-match-tick': secret, Authorization: `Bearer ${EMULATOR_ANON_KEY}` },
      body: '{}',
    }),
    project.deps,
  );
}

/** The authority's state of a match, read as the superuser (no client can). */
export async function matchState(project: Project, matchId: string): Promise<MatchState> {
  const result = await project.db.query<{ state: MatchState }>(
    `select state from public.matches where id = $1`,
    [matchId],
  );
  const state = result.rows[0]?.state;
  if (!state) throw new Error(`no state for match ${matchId}`);
  return state;
}

/** Makes `player` look away from their room for `ms` (their last heartbeat moved back). */
export async function lastSeen(project: Project, player: Player, ms: number): Promise<void> {
  await project.db.query(
    `update public.rooms set
       player_1_seen_at = case when player_1 = $1 then now() - make_interval(secs => $2 / 1000.0) else player_1_seen_at end,
       player_2_seen_at = case when player_2 = $1 then now() - make_interval(secs => $2 / 1000.0) else player_2_seen_at end
     where player_1 = $1 or player_2 = $1`,
    [player.id, ms],
  );
}
