// On Supabase the narrate Edge Function admits signed-in players only: every narration call must
// carry the player's session. Without it every model call got 401 and fell back to the offline
// storyteller. Here the storyteller the game builds (src/state/narration.ts narratorConfig) calls a
// stand-in narrate function on the Supabase emulation, which checks the caller as the real one does
// (supabase.auth.getUser with the bearer token).
import type { PGlite } from '@electric-sql/pglite';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { Backend } from '../../../src/services/backend/port.ts';
import { createSupabaseBackend } from '../../../src/services/backend/supabase/index.ts';
import { createNarrator } from '../../../src/services/narrator/createNarrator.ts';
import { sessionHeaders } from '../../../src/services/narrator/sessionHeaders.ts';
import { narratorConfig } from '../../../src/state/narration.ts';
import { newPlayer } from '../backend/contract/harness.ts';
import {
  type Emulator,
  EMULATOR_ANON_KEY,
  EMULATOR_SERVICE_KEY,
  startEmulator,
} from '../backend/emulator/server.ts';
import { openGameDb } from '../sql/gameDb.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

const TOLD = 'Hanggang dito ka na lang!';

let db: PGlite;
let emulator: Emulator;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

beforeAll(async () => {
  db = await openGameDb();
  const functions: Record<string, (request: Request) => Promise<Response>> = {};
  emulator = await startEmulator(db, { functions });
  const service = createClient(emulator.url, EMULATOR_SERVICE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  // As supabase/functions/narrate checks its caller; it tells the same line to every player.
  functions.narrate = async (request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    const { data } = token ? await service.auth.getUser(token) : { data: { user: null } };
    if (!data.user) {
      return new Response(
        JSON.stringify({ error: { kind: 'authentication', message: 'Sign in to hear the story.' } }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    return new Response(TOLD, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  };
}, 240_000);

afterAll(async () => {
  await emulator?.close();
  await db?.close();
});

const endpoint = () => `${emulator.url}/functions/v1/narrate`;

function supabaseBackend(): Backend {
  return createSupabaseBackend({
    url: emulator.url,
    anonKey: EMULATOR_ANON_KEY,
    clientOptions: {
      auth: {
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    },
  });
}

const narrateCalls = () => emulator.requests.filter((request) => request.path === '/functions/v1/narrate');

describe('the storyteller on Supabase', () => {
  it("sends the player's session and the public key with every call, the token read at call time", async () => {
    const backend = supabaseBackend();
    const player = await newPlayer(backend, 'taunt');
    const session = await backend.auth.logIn({ email: player.email, password: 'rattan-sticks' });
    const narrator = createNarrator(narratorConfig(backend, endpoint(), EMULATOR_ANON_KEY));

    expect(await narrator.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text()).toBe(TOLD);
    const first = narrateCalls().at(-1);
    expect(first).toMatchObject({ status: 200, apikey: EMULATOR_ANON_KEY });
    expect(first?.authorization).toBe(`Bearer ${session.access_token}`);

    // A refreshed session is the one the next call carries.
    const refreshed = await backend.auth.refreshSession(session.refresh_token);
    expect(refreshed.access_token).not.toBe(session.access_token);
    expect(await narrator.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text()).toBe(TOLD);
    expect(narrateCalls().at(-1)?.authorization).toBe(`Bearer ${refreshed.access_token}`);

    // Signed out, the function refuses and the offline storyteller speaks instead.
    await backend.auth.logOut();
    const offline = await narrator.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text();
    expect(offline).not.toBe(TOLD);
    expect(offline.length).toBeGreaterThan(0);
    expect(narrateCalls().at(-1)).toMatchObject({
      status: 401,
      authorization: null,
      apikey: EMULATOR_ANON_KEY,
    });
  });

  it('was refused before: a storyteller made without the session gets 401 and falls back offline', async () => {
    const backend = supabaseBackend();
    const player = await newPlayer(backend, 'bare');
    await backend.auth.logIn({ email: player.email, password: 'rattan-sticks' });
    const bare = createNarrator({ narrateUrl: endpoint() });
    expect(await bare.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text()).not.toBe(TOLD);
    expect(narrateCalls().at(-1)?.status).toBe(401);
  });

  it('adds nothing on the local backend, whose narration route is the game’s own server', () => {
    const local = { kind: 'local', label: 'local' } as Backend;
    expect(narratorConfig(local, '/api/narrate', 'unused')).toEqual({ narrateUrl: '/api/narrate' });
  });

  it('reads the session once per call and sends only the key when there is none', async () => {
    let token: string | null = 'first';
    const headers = sessionHeaders(
      async () => (token === null ? null : { access_token: token }),
      'public-key',
    );
    expect(await headers()).toEqual({ Authorization: 'Bearer first', apikey: 'public-key' });
    token = 'second';
    expect(await headers()).toEqual({ Authorization: 'Bearer second', apikey: 'public-key' });
    token = null;
    expect(await headers()).toEqual({ apikey: 'public-key' });
    const failing = sessionHeaders(() => Promise.reject(new Error('offline')), 'public-key');
    expect(await failing()).toEqual({ apikey: 'public-key' });
  });
});
