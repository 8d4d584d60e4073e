// Online play on Supabase against abuse: a body larger than any message is refused without being
// read whole; a player's pace is one bucket in the database shared by every isolate the platform
// runs (two deps built on one project are two isolates), which players can neither read nor refill;
// chat and room names are made plain, as on the game's own server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { handleMatchRequest, type MatchFunctionDeps } from '../../../server/supabaseMatch/handler.ts';
import { supabaseMatchDeps } from '../../../server/supabaseMatch/supabaseDeps.ts';
import type { ServerMessage } from '../../../src/protocol/index.ts';
import { EMULATOR_ANON_KEY, EMULATOR_SERVICE_KEY } from '../backend/emulator/server.ts';
import { newPlayer, type Player, type Project, startProject, tick } from './supabaseSupport.ts';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let project: Project;

beforeAll(async () => {
  project = await startProject();
}, 240_000);

afterAll(async () => {
  await project?.close();
});

/** Another isolate of the function: its own memory, the same database and clock. */
function isolate(burst: number, perSecond: number): MatchFunctionDeps {
  return supabaseMatchDeps({
    url: project.emulator.url,
    serviceRoleKey: EMULATOR_SERVICE_KEY,
    now: project.clock.now,
    burst,
    perSecond,
    clientOptions: { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } },
    log: () => undefined,
  });
}

async function call(
  deps: MatchFunctionDeps,
  player: Player,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | null; messages: ServerMessage[] }> {
  const request = new Request(`${project.emulator.url}/functions/v1/match`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: EMULATOR_ANON_KEY,
      Authorization: `Bearer ${await player.token()}`,
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const response = await handleMatchRequest(request, deps);
  const answer = (await response.json()) as { messages: ServerMessage[] };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    messages: answer.messages,
  };
}

/** A body streamed in 1 KB chunks, counting how many were pulled. */
function streamedBody(kilobytes: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new TextEncoder().encode('x'.repeat(1024));
  // No read-ahead of its own (high-water mark 0): a chunk is made only when the reader asks.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === kilobytes) controller.close();
        else {
          pulled += 1;
          controller.enqueue(chunk);
        }
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled: () => pulled };
}

describe('the match function and large bodies', () => {
  it('refuses a declared length over the limit without reading the body, and stops reading a long stream', async () => {
    const a = await newPlayer(project, 'ana');
    const declared = streamedBody(64);
    const unread = await call(project.deps, a, declared.body, { 'content-length': String(64 * 1024) });
    expect(unread.status).toBe(413);
    expect(unread.messages).toEqual([
      { type: 'error', code: 'too_large', message: 'That message is too large (at most 4096 characters).' },
    ]);
    expect(declared.pulled()).toBe(0);

    const endless = streamedBody(1000);
    expect((await call(project.deps, a, endless.body)).status).toBe(413);
    // Read up to the limit (16 KB) and not a chunk further.
    expect(endless.pulled()).toBe(17);

    const resync = JSON.stringify({ type: 'resync', matchId: crypto.randomUUID() });
    expect((await call(project.deps, a, resync)).status).toBe(200);
  });
});

describe("the match function's pace", () => {
  it('is one bucket per player across isolates: a burst, then a message a second', async () => {
    const first = isolate(3, 1);
    const second = isolate(3, 1);
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const resync = () => JSON.stringify({ type: 'resync', matchId: crypto.randomUUID(), ref: 'r' });
    // Spread over two isolates, each of which alone would allow a burst of three.
    expect((await call(first, a, resync())).status).toBe(200);
    expect((await call(second, a, resync())).status).toBe(200);
    expect((await call(first, a, resync())).status).toBe(200);
    const refused = await call(second, a, resync());
    expect(refused).toEqual({
      status: 429,
      retryAfter: '1',
      messages: [
        {
          type: 'error',
          code: 'rate_limited',
          message: 'Too many moves at once. Try again in 1 second.',
          ref: 'r',
        },
      ],
    });
    // Another player's pace is their own.
    expect((await call(second, b, resync())).status).toBe(200);
    // A refusal takes nothing: one second later exactly one message goes through.
    project.clock.advance(1000);
    expect((await call(first, a, resync())).status).toBe(200);
    expect((await call(second, a, resync())).status).toBe(429);
  });

  it("is the server's alone: a player can neither read the buckets nor take from them", async () => {
    const a = await newPlayer(project, 'ana');
    await call(project.deps, a, JSON.stringify({ type: 'resync', matchId: crypto.randomUUID() }));
    const read = await a.client.from('match_pace').select('*');
    expect(read.error?.code).toBe('42501');
    const refill = await a.client.rpc('online_take_pace', {
      p_player: a.id,
      p_capacity: 1000,
      p_per_second: 1000,
      p_now: 0,
    });
    expect(refill.error?.code).toBe('42501');
    expect((await a.client.rpc('online_sweep_pace', { p_now: Date.now() * 2 })).error?.code).toBe('42501');
  });

  it('forgets the buckets of players idle for a day at the scheduled tick', async () => {
    const a = await newPlayer(project, 'ana');
    await call(project.deps, a, JSON.stringify({ type: 'resync', matchId: crypto.randomUUID() }));
    const held = async () =>
      (await project.db.query('select count(*)::int as n from public.match_pace where player = $1', [a.id]))
        .rows[0] as { n: number };
    expect(await held()).toEqual({ n: 1 });
    project.clock.advance(23 * 3600_000);
    expect((await tick(project)).status).toBe(200);
    expect(await held()).toEqual({ n: 1 });
    project.clock.advance(2 * 3600_000);
    expect((await tick(project)).status).toBe(200);
    expect(await held()).toEqual({ n: 0 });
  });
});

describe('chat and room names on Supabase', () => {
  it('are made plain: controls become spaces, invisible format characters are dropped', async () => {
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const spoof = `Sala\u202E\u200B ${Date.now().toString(36).slice(-6)}\uFEFF`;
    const made = await a.client.rpc('create_room', { p_name: spoof });
    expect(made.error).toBeNull();
    const room = made.data as { id: string; name: string };
    expect(room.name).toBe(spoof.replace(/[\u202E\u200B\uFEFF]/g, ''));
    expect((await b.client.rpc('join_room', { p_room_id: room.id })).error).toBeNull();
    const said = await a.client.rpc('send_chat', {
      p_room_id: room.id,
      p_text: '\u2066Kidlat\u2069 wins\u0007\nnext\u00AD',
    });
    expect((said.data as { text: string }).text).toBe('Kidlat wins  next');
    const invisible = await a.client.rpc('send_chat', { p_room_id: room.id, p_text: '\u200B\u202E\u2028' });
    expect(invisible.error).toMatchObject({ message: 'A chat message cannot be empty.', hint: 'invalid' });
    // Nothing writes a room name that is not plain, whoever writes it.
    const forged = await project.db
      .query(`update public.rooms set name = 'Sala\u202Ex' where id = $1`, [room.id])
      .catch((error: Error) => error);
    expect(forged).toBeInstanceOf(Error);
  });
});
