// The Backend contract on the Supabase adapter: supabase-js over HTTP against a local emulation of
// Supabase's Auth and REST APIs (emulator/), which runs our migrations, RLS and functions on PGlite.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSupabaseBackend } from '../../../src/services/backend/supabase/index.ts';
import { openGameDb } from '../sql/gameDb.ts';
import { describeBackendContract } from './contract/portContract.ts';
import { handleStoryRequest } from '../../../server/supabaseStory/handler.ts';
import { supabaseStoryDeps } from '../../../server/supabaseStory/supabaseDeps.ts';
import {
  type EdgeFunction,
  type Emulator,
  EMULATOR_ANON_KEY,
  EMULATOR_SERVICE_KEY,
  startEmulator,
} from './emulator/server.ts';
import { newPlayer } from './contract/harness.ts';

let db: PGlite;
let emulator: Emulator;

beforeAll(async () => {
  db = await openGameDb();
  // The story function ends story battles, as on a project with it deployed.
  const functions: Record<string, EdgeFunction> = {};
  emulator = await startEmulator(db, { functions });
  const story = supabaseStoryDeps({
    url: emulator.url,
    serviceRoleKey: EMULATOR_SERVICE_KEY,
    clientOptions: { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } },
    log: () => undefined,
  });
  functions.story = (request) => handleStoryRequest(request, story);
}, 60_000);

afterAll(async () => {
  await emulator?.close();
  await db?.close();
});

/** Each backend keeps its session in memory, as each browser keeps its own. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const fresh = async () =>
  createSupabaseBackend({
    url: emulator.url,
    anonKey: EMULATOR_ANON_KEY,
    clientOptions: {
      auth: {
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      // Node 20 has no WebSocket of its own; Realtime needs one even when no channel is opened.
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    },
  });

describeBackendContract({
  name: 'supabase (supabase-js against the PGlite emulator)',
  notices: false,
  fresh,
  // The database's clock is its own: the stored stocks are made an hour older instead.
  anHourPasses: async () => {
    await db.query(`update public.store_stock set rolled_at = rolled_at - interval '1 hour'`);
  },
  // As the database's owner, which row-level security does not bind.
  endow: async (_backend, heroId, gift) => {
    await db.query(
      `update public.heroes set gold = gold + $2, health = coalesce($3, health), mana = coalesce($4, mana)
       where id = $1`,
      [heroId, gift.gold ?? 0, gift.health ?? null, gift.mana ?? null],
    );
    for (const card of gift.cards ?? []) {
      await db.query(
        `insert into public.cards_owned (user_id, hero_id, card_id)
         select user_id, id, $2 from public.heroes where id = $1 on conflict do nothing`,
        [heroId, card],
      );
    }
  },
});

describe('Supabase adapter requests', () => {
  it('sends the anon key on every request and moves gold, decks and adventures only through database functions', async () => {
    // This test's requests only: the story function's own, with the service role, went before.
    const from = emulator.requests.length;
    const backend = await fresh();
    const player = await newPlayer(backend, 'req');
    await backend.auth.logIn({ email: player.email, password: 'rattan-sticks' });
    const { adventure, hero } = await backend.adventures.beginAdventure({
      intro: 'The market at dusk.',
      progress: { screen: 'intro' },
      hero: { name: 'Dalisay', background: '', job: 'Chef', personalities: ['Self-sufficient', 'Witty'] },
    });
    await backend.adventures.saveProgress(adventure.id, { screen: 'deck' });
    await backend.collection.saveDeck(adventure.id, [60]);
    const stock = await backend.purse.storeStock(hero.id);
    const potion = stock.potions[2] ?? { value: 20, price: 5 };
    await backend.purse
      .buyPotion({ purchase_id: crypto.randomUUID(), hero_id: hero.id, slot: 2, ...potion })
      .catch(() => undefined);
    // A find the hero never made is refused, but the request is made all the same.
    await backend.purse
      .grantReward({ reward_id: crypto.randomUUID(), kind: 'scenario', hero_id: hero.id })
      .catch(() => undefined);
    // Realtime's WebSocket upgrade carries the key in its query string and is not emulated here.
    const api = emulator.requests.slice(from).filter((request) => !request.path.startsWith('/realtime/'));
    expect(api.filter((request) => request.apikey !== EMULATOR_ANON_KEY)).toEqual([]);
    const paths = emulator.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths).toContain('POST /auth/v1/signup');
    expect(paths).toContain('POST /auth/v1/token');
    expect(paths).toContain('POST /rest/v1/rpc/begin_adventure');
    expect(paths).toContain('POST /rest/v1/rpc/save_progress');
    expect(paths).toContain('POST /rest/v1/rpc/save_deck');
    expect(paths).toContain('POST /rest/v1/rpc/current_store_stock');
    expect(paths).toContain('POST /rest/v1/rpc/buy_potion');
    expect(paths).toContain('POST /rest/v1/rpc/grant_find');
    expect(paths).not.toContain('POST /rest/v1/rpc/save_hero_stats');
    const signUp = emulator.requests.find(
      (request) =>
        request.path === '/auth/v1/signup' && (request.body as { email?: string }).email === player.email,
    );
    expect(signUp?.body).toMatchObject({ email: player.email, data: { username: expect.any(String) } });
    const rpc = emulator.requests.find((request) => request.path === '/rest/v1/rpc/buy_potion');
    expect(rpc?.authorization).toMatch(/^Bearer ey/);
    expect(Object.keys(rpc?.body as object).sort()).toEqual([
      'p_hero_id',
      'p_price',
      'p_purchase_id',
      'p_slot',
      'p_value',
    ]);
    // The stock is the database's roll: the client asks for it by hero and sends nothing else.
    const stockCalls = emulator.requests.filter(
      (request) => request.path === '/rest/v1/rpc/current_store_stock',
    );
    expect(stockCalls.map((request) => request.body)).toContainEqual({ p_hero_id: hero.id });
    expect(stockCalls.every((request) => Object.keys(request.body as object).join() === 'p_hero_id')).toBe(
      true,
    );
    const begin = emulator.requests.find(
      (request) =>
        request.path === '/rest/v1/rpc/begin_adventure' &&
        (request.body as { p_name?: string }).p_name === 'Dalisay',
    );
    // The hero's stats are not sent: the database derives them from the job and personalities.
    expect(begin?.body).toEqual({
      p_intro: 'The market at dusk.',
      p_progress: { screen: 'intro' },
      p_name: 'Dalisay',
      p_background: '',
      p_job: 'Chef',
      p_personalities: ['Self-sufficient', 'Witty'],
    });
    expect(hero).toMatchObject({ job: 'Chef', personalities: ['Self-sufficient', 'Witty'] });
    // No table write to gold-carrying rows or the store's stock ever leaves the adapter, nor a
    // write to an adventure or a hero: a hero's health and energy are the story function's to write.
    expect(
      paths.some((p) =>
        /^(POST|PATCH|DELETE) \/rest\/v1\/(cards_owned|deck_builds|hero_ledger|store_stock)/.test(p),
      ),
    ).toBe(false);
    expect(paths.some((p) => /^(POST|PATCH) \/rest\/v1\/(adventures|heroes)/.test(p))).toBe(false);
  });

  it('signs guests in anonymously with a profile of their own', async () => {
    const backend = await fresh();
    const session = await backend.auth.logInAsGuest();
    expect(session.user.is_anonymous).toBe(true);
    expect((await backend.auth.fetchProfile(session.user.id))?.user_name).toMatch(/^guest-/);
    await backend.auth.logOut();
    expect(await backend.auth.getSession()).toBeNull();
  });
});
