// The Edge Functions under Deno, as the platform runs them, answering real HTTP from Node: the
// `match` function against the Supabase emulation (PGlite with every migration) that the contract
// tests use, from a refusal without a session to a match started and a move made; the `story`
// function ending a story battle from its moves, with the hero's end and the spoils it rolls; the
// `narrate` function streaming a fake Groq's words to a signed-in player. The first run fetches
// the functions' npm imports into Deno's cache.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMULATOR_ANON_KEY, EMULATOR_SERVICE_KEY } from '../backend/emulator/server.ts';
import { startFakeGroq, type FakeGroq } from '../narrate/fakeGroq.ts';
import {
  newPlayer,
  type Player,
  type Project,
  startProject,
  TICK_SECRET,
} from '../online/supabaseSupport.ts';
import type { ServerMessage } from '../../../src/protocol/index.ts';
import { heroAfterBattle } from '../../../src/engine/adventure/storySpoils.ts';
import { storyVerdict } from '../../../src/engine/replay/storyVerdict.ts';
import { denoMissing, type RunningFunction, startFunction } from './denoFunction.ts';
import { heroOf, playStory, strongHero } from './storyPlay.ts';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

const missing = denoMissing();
if (missing) console.warn(`Edge Functions under Deno: skipped, ${missing}.`);

let project: Project;
let match: RunningFunction;
let narrate: RunningFunction;
let story: RunningFunction;
let groq: FakeGroq;

beforeAll(async () => {
  if (missing) return;
  project = await startProject();
  groq = await startFakeGroq(() => ({ kind: 'stream', chunks: ['Tala ', 'bows ', 'to the guro.'] }));
  [match, narrate, story] = await Promise.all([
    startFunction('match', {
      SUPABASE_URL: project.emulator.url,
      SUPABASE_SERVICE_ROLE_KEY: EMULATOR_SERVICE_KEY,
      MATCH_TICK_SECRET: TICK_SECRET,
    }),
    startFunction('narrate', {
      SUPABASE_URL: project.emulator.url,
      SUPABASE_ANON_KEY: EMULATOR_ANON_KEY,
      GROQ_API_KEY: 'gsk_local_test_key',
      GROQ_BASE_URL: groq.baseURL,
      GROQ_MAX_RETRIES: '0',
    }),
    startFunction('story', {
      SUPABASE_URL: project.emulator.url,
      SUPABASE_SERVICE_ROLE_KEY: EMULATOR_SERVICE_KEY,
    }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([match?.stop(), narrate?.stop(), story?.stop()]);
  await groq?.close();
  await project?.close();
});

async function post(
  url: string,
  player: Player | null,
  body: unknown,
): Promise<{
  status: number;
  body: { messages?: ServerMessage[]; error?: { kind: string; message: string } };
}> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (player) headers.Authorization = `Bearer ${await player.token()}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as never };
}

function viewIn(messages: ServerMessage[] | undefined) {
  const view = messages?.find((m) => m.type === 'matchView');
  if (!view || view.type !== 'matchView') throw new Error(`no match view in ${JSON.stringify(messages)}`);
  return view.view;
}

describe.skipIf(missing !== null)('the Edge Functions under Deno', () => {
  it('match: refuses a caller without a session and a scheduler without the secret', async () => {
    expect(await post(match.url, null, { type: 'resync', matchId: 'm1' })).toEqual({
      status: 401,
      body: { messages: [{ type: 'error', code: 'no_hello', message: 'Sign in to play online.' }] },
    });
    const tick = await fetch(`${match.url}tick`, { method: 'POST', headers: { 'x-match-tick': 'guess' } });
    expect(tick.status).toBe(401);
    const scheduled = await fetch(`${match.url}tick`, {
      method: 'POST',
      headers: { 'x-match-tick': TICK_SECRET },
    });
    expect(await scheduled.json()).toEqual({ due: 0, changed: 0, freed: 0 });
  });

  it('match: starts a match with a seed of its own and applies a legal move', async () => {
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const room = await a.client.rpc('create_room', { p_name: `Deno ${Date.now().toString(36)}` });
    const roomId = (room.data as { id: string }).id;
    expect((await b.client.rpc('join_room', { p_room_id: roomId })).error).toBeNull();
    expect(await post(match.url, a, { type: 'startMatch', roomId })).toEqual({
      status: 200,
      body: { messages: [] },
    });
    const matchId = ((await a.client.rpc('my_room')).data as { match_id: string }).match_id;
    await post(match.url, a, { type: 'pickFighter', matchId, fighterId: 1 });
    const started = viewIn(
      (await post(match.url, b, { type: 'pickFighter', matchId, fighterId: 2 })).body.messages,
    );
    expect(started).toMatchObject({ matchId, seat: 1, seq: 0, status: 'live', fighters: [1, 2] });
    const mover = started.active === 0 ? a : b;
    const moved = await post(match.url, mover, {
      type: 'move',
      matchId,
      seq: 0,
      action: { type: 'chargeEnergy' },
    });
    expect(moved.status).toBe(200);
    expect(viewIn(moved.body.messages)).toMatchObject({ matchId, seq: 1 });
    // The seed stays on the server while the match is played.
    expect(JSON.stringify(moved.body)).not.toContain('"seed"');
  });

  it("story: ends a story battle with the engine's winner, the hero's end and the spoils, and refuses moves that do not hold up", async () => {
    const tala = await newPlayer(project, 'tala');
    const heroId = await strongHero(project.db, tala.client);
    const spoilsOf = async (battleId: string) =>
      (await tala.client.from('story_spoils').select('kind,gold').eq('battle_id', battleId)).data;
    let won = await playStory(tala.client, heroId, 'win');
    for (let attempt = 1; won.winner !== 0; attempt += 1) {
      if (attempt > 10) throw new Error('the hero lost ten story battles in a row');
      // A lost play is set aside (a loss, with its jail) before the next one may begin.
      await post(story.url, tala, { battleId: won.id, status: 'abandoned', winner: null });
      won = await playStory(tala.client, heroId, 'win');
    }
    // The player's own session cannot write the end.
    const own = await tala.client
      .from('battles')
      .update({ status: 'finished', winner: 0 })
      .eq('id', won.id)
      .select();
    expect(own.data).toEqual([]);
    expect(await post(story.url, null, { battleId: won.id, status: 'finished', winner: 0 })).toMatchObject({
      status: 401,
    });
    const before = await heroOf(tala.client, heroId);
    expect(await post(story.url, tala, { battleId: won.id, status: 'finished', winner: 0 })).toEqual({
      status: 200,
      body: { status: 'finished', winner: 0 },
    });
    // The hero's health and energy are the ones the replay ends with.
    const verdict = storyVerdict(won.seed, won.setup, won.actions, 0);
    if (!verdict.ok) throw new Error(verdict.message);
    expect(await heroOf(tala.client, heroId)).toMatchObject(heroAfterBattle(before, verdict.hero));
    expect(await spoilsOf(won.id)).toEqual([{ kind: 'reward', gold: expect.any(Number) as number }]);

    // One blow of the starter card fells no story enemy: the battle is not over.
    const cut = await playStory(tala.client, heroId, 1);
    expect(await post(story.url, tala, { battleId: cut.id, status: 'finished', winner: 0 })).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'This story battle is not over yet.' } },
    });
    expect(await spoilsOf(cut.id)).toEqual([]);
    // Set aside, it is a loss: the jail is rolled.
    expect(await post(story.url, tala, { battleId: cut.id, status: 'abandoned', winner: null })).toEqual({
      status: 200,
      body: { status: 'abandoned', winner: 1 },
    });
    expect(await spoilsOf(cut.id)).toEqual([{ kind: 'jail', gold: expect.any(Number) as number }]);
  });

  it('narrate: refuses a caller without a session and streams the story to a signed-in player', async () => {
    const scene = { heroName: 'Tala', location: 'village', storySoFar: 'Tala came home.' };
    const refused = await post(narrate.url, null, { purpose: 'scenario', request: scene });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({
      kind: 'authentication',
      message: 'Sign in to hear the story.',
    });
    const tala = await newPlayer(project, 'tala');
    const response = await fetch(narrate.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${await tala.token()}` },
      body: JSON.stringify({ purpose: 'scenario', request: scene }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Tala bows to the guro.');
    expect(JSON.stringify(groq.requests.at(-1)?.messages)).toContain('Tala came home.');
  });
});
