// The `story` function's handler on Node against the emulation of Supabase (PGlite with every
// migration), with its real dependencies (server/supabaseStory/supabaseDeps.ts, the service role)
// and a known seed for the spoils' generator: a won battle ends with the engine's winner, the
// hero's end as the replay left it and the reward the engine rolls from that seed, which the
// Supabase purse then reads and grants once; an abandoned battle is a loss with its jail and the
// hero left as it was; a log that does not hold up, another player's battle or a missing session
// writes nothing; a battle whose adventure was deleted ends without spoils. The same handler runs
// under Deno in denoFunctions.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { handleStoryRequest, type StoryFunctionDeps } from '../../../server/supabaseStory/handler.ts';
import { supabaseStoryDeps } from '../../../server/supabaseStory/supabaseDeps.ts';
import { heroAfterBattle, rollStorySpoils } from '../../../src/engine/adventure/storySpoils.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { storyVerdict } from '../../../src/engine/replay/storyVerdict.ts';
import { createSupabasePurse } from '../../../src/services/backend/supabase/purse.ts';
import { EMULATOR_SERVICE_KEY } from '../backend/emulator/server.ts';
import { newPlayer, type Player, type Project, startProject } from '../online/supabaseSupport.ts';
import { heroOf, type PlayedBattle, playStory, strongHero } from './storyPlay.ts';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

const SPOILS_SEED = 20_261_129;

let project: Project;
let deps: StoryFunctionDeps;

beforeAll(async () => {
  project = await startProject();
  deps = supabaseStoryDeps({
    url: project.emulator.url,
    serviceRoleKey: EMULATOR_SERVICE_KEY,
    spoilsSeed: () => SPOILS_SEED,
    clientOptions: { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } },
    log: () => undefined,
  });
}, 240_000);

afterAll(async () => {
  await project?.close();
});

type Answer = { status: number; body: unknown };

async function end(player: Player | null, body: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (player) headers.Authorization = `Bearer ${await player.token()}`;
  const request = new Request(`${project.emulator.url}/functions/v1/story`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const response = await handleStoryRequest(request, deps);
  return { status: response.status, body: await response.json() };
}

const owned = async (heroId: string) =>
  (
    await project.db.query<{ card_id: number }>(`select card_id from public.cards_owned where hero_id = $1`, [
      heroId,
    ])
  ).rows.map((row) => row.card_id);

const battleRow = async (battleId: string) =>
  (await project.db.query(`select status, winner from public.battles where id = $1`, [battleId])).rows[0];

/** A battle the hero won: plays again (setting a lost one aside) until the engine says it won. */
async function wonBattle(player: Player, heroId: string): Promise<PlayedBattle> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const battle = await playStory(player.client, heroId, 'win');
    if (battle.winner === 0) return battle;
    expect((await end(player, { battleId: battle.id, status: 'abandoned', winner: null })).status).toBe(200);
  }
  throw new Error('the hero lost ten story battles in a row');
}

describe('the story function', () => {
  it("ends a won battle with the hero's end and the rolled reward, which the purse grants once", async () => {
    const tala = await newPlayer(project, 'tala');
    const heroId = await strongHero(project.db, tala.client);
    await project.db.query(`update public.heroes set gold = 7 where id = $1`, [heroId]);
    const battle = await wonBattle(tala, heroId);
    const before = await heroOf(tala.client, heroId);
    const verdict = storyVerdict(battle.seed, battle.setup, battle.actions, 0);
    if (!verdict.ok) throw new Error(verdict.message);
    const after = heroAfterBattle(before, verdict.hero);
    const expected = rollStorySpoils(
      Rng.fromSeed(SPOILS_SEED),
      battle.id,
      true,
      { health: after.health, max_health: before.max_health, gold: before.gold },
      await owned(heroId),
    );

    const finished = { battleId: battle.id, status: 'finished', winner: 0 };
    expect(await end(tala, finished)).toEqual({ status: 200, body: { status: 'finished', winner: 0 } });
    expect(await battleRow(battle.id)).toEqual({ status: 'finished', winner: 0 });
    expect(await heroOf(tala.client, heroId)).toMatchObject({ ...after, gold: 7 });
    const purse = createSupabasePurse(tala.client);
    expect(await purse.storySpoils(battle.id)).toEqual(expected);
    // The same end asked again is answered alike; another end is refused; nothing is rolled again.
    expect(await end(tala, finished)).toEqual({ status: 200, body: { status: 'finished', winner: 0 } });
    expect((await end(tala, { ...finished, winner: 1 })).status).toBe(409);
    expect((await end(tala, { battleId: battle.id, status: 'abandoned', winner: null })).status).toBe(409);
    expect(await purse.storySpoils(battle.id)).toEqual(expected);

    const grant = { reward_id: battle.id, kind: 'battle', hero_id: heroId } as const;
    const granted = await purse.grantReward(grant);
    expect(granted).toMatchObject({ replayed: false, hero: { gold: 7 + expected.gold } });
    expect((await purse.grantReward(grant)).replayed).toBe(true);
    expect((await heroOf(tala.client, heroId)).gold).toBe(7 + expected.gold);
  });

  it('ends an abandoned battle as a loss: the hero left as it was, the jail rolled', async () => {
    const lina = await newPlayer(project, 'lina');
    const heroId = await strongHero(project.db, lina.client);
    await project.db.query(`update public.heroes set gold = 4, health = 60 where id = $1`, [heroId]);
    const battle = await playStory(lina.client, heroId, 3);
    const before = await heroOf(lina.client, heroId);
    const expected = rollStorySpoils(
      Rng.fromSeed(SPOILS_SEED),
      battle.id,
      false,
      { health: before.health, max_health: before.max_health, gold: before.gold },
      await owned(heroId),
    );
    const abandon = { battleId: battle.id, status: 'abandoned', winner: null };
    expect(await end(lina, abandon)).toEqual({ status: 200, body: { status: 'abandoned', winner: 1 } });
    expect(await battleRow(battle.id)).toEqual({ status: 'abandoned', winner: 1 });
    expect(await heroOf(lina.client, heroId)).toEqual(before);
    const purse = createSupabasePurse(lina.client);
    expect(await purse.storySpoils(battle.id)).toEqual(expected);
    expect(expected.kind).toBe('jail');
    // Sent again, with no winner or the loss named, it is the same end.
    expect(await end(lina, abandon)).toEqual({ status: 200, body: { status: 'abandoned', winner: 1 } });
    expect((await end(lina, { ...abandon, winner: 1 })).status).toBe(200);
    expect((await end(lina, { battleId: battle.id, status: 'finished', winner: 1 })).status).toBe(409);

    const jailed = await purse.jailTheft({ theft_id: battle.id, hero_id: heroId });
    expect(jailed).toMatchObject({ replayed: false, gold_stolen: Math.min(4, expected.gold) });
    expect((await purse.jailTheft({ theft_id: battle.id, hero_id: heroId })).replayed).toBe(true);
    // A battle of its own again: the abandoned one no longer holds the hero up.
    expect((await playStory(lina.client, heroId, 0)).id).not.toBe(battle.id);
  });

  it("writes nothing for moves that do not hold up, another player's battle or no session", async () => {
    const mara = await newPlayer(project, 'mara');
    const heroId = await strongHero(project.db, mara.client);
    const before = await heroOf(mara.client, heroId);
    // One blow of the starter card (14, at most 28 with a critical hit) fells no story enemy (40 to
    // 60 health): the battle is not over, whichever enemy the answer met.
    const battle = await playStory(mara.client, heroId, 1);
    const finished = { battleId: battle.id, status: 'finished', winner: 0 };
    expect(await end(mara, finished)).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'This story battle is not over yet.' } },
    });
    const intruder = await newPlayer(project, 'ivo');
    expect((await end(intruder, finished)).status).toBe(404);
    expect((await end(intruder, { ...finished, status: 'abandoned' })).status).toBe(404);
    expect((await end(null, finished)).status).toBe(401);
    expect(await battleRow(battle.id)).toEqual({ status: 'active', winner: null });
    expect(await heroOf(mara.client, heroId)).toEqual(before);
    expect(await createSupabasePurse(mara.client).storySpoils(battle.id)).toBeNull();
  });

  it('ends a battle whose adventure was deleted since, with no hero to pay or charge', async () => {
    const noor = await newPlayer(project, 'noor');
    const heroId = await strongHero(project.db, noor.client);
    const battle = await playStory(noor.client, heroId, 2);
    const adventure = await noor.client.from('heroes').select('adventure_id').eq('id', heroId).single();
    const gone = await noor.client
      .from('adventures')
      .delete()
      .eq('id', (adventure.data as { adventure_id: string }).adventure_id);
    expect(gone.error).toBeNull();
    const abandon = { battleId: battle.id, status: 'abandoned', winner: null };
    expect(await end(noor, abandon)).toEqual({ status: 200, body: { status: 'abandoned', winner: 1 } });
    expect(await battleRow(battle.id)).toEqual({ status: 'abandoned', winner: 1 });
    expect(await createSupabasePurse(noor.client).storySpoils(battle.id)).toBeNull();
  });
});
