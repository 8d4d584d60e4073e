// The adventure economy against a player with the browser's console: a signed-in player's
// supabase-js client (the anon key and a session, nothing else) tries every cheat that once paid,
// against the emulation of Supabase (PGlite with every migration) and the `story` function's
// handler. None of them changes the hero's gold, health, stats, cards or deck; the database says
// so, read as the superuser at the end. docs/persistence.md, "Story battles on Supabase".
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { handleStoryRequest, type StoryFunctionDeps } from '../../../server/supabaseStory/handler.ts';
import { supabaseStoryDeps } from '../../../server/supabaseStory/supabaseDeps.ts';
import { CARDS } from '../../../src/content/index.ts';
import { storyPlan } from '../../../src/engine/adventure/storyStart.ts';
import { EMULATOR_SERVICE_KEY } from '../backend/emulator/server.ts';
import { newPlayer, type Player, type Project, startProject } from '../online/supabaseSupport.ts';
import { heroOf, meet, newHero, playStory } from './storyPlay.ts';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

let project: Project;
let deps: StoryFunctionDeps;
let cheat: Player;
let heroId: string;
let adventureId: string;

const RARE = CARDS.find((card) => card.rarity === 'rare')?.id ?? 0;

/** Everything a cheat could change, read as the superuser (row-level security does not hide it). */
async function holdings() {
  const hero = await project.db.query<{ gold: number }>(
    `select gold, health, max_health, mana, agility, defense, critical_rate from public.heroes where id = $1`,
    [heroId],
  );
  const cards = await project.db.query(
    `select card_id from public.cards_owned where hero_id = $1 order by 1`,
    [heroId],
  );
  const deck = await project.db.query(
    `select card_id from public.deck_builds where adventure_id = $1 order by 1`,
    [adventureId],
  );
  return { hero: hero.rows[0], cards: cards.rows, deck: deck.rows };
}

/** The error of a supabase-js call, or null when it went through. */
async function refused(call: PromiseLike<{ error: unknown }>): Promise<unknown> {
  return (await call).error;
}

/** What the story function answers the player for `body`. */
async function endStory(body: unknown): Promise<number> {
  const request = new Request(`${project.emulator.url}/functions/v1/story`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${await cheat.token()}` },
    body: JSON.stringify(body),
  });
  return (await handleStoryRequest(request, deps)).status;
}

const rpc = (client: SupabaseClient, fn: string, args: Record<string, unknown>) => client.rpc(fn, args);

beforeAll(async () => {
  project = await startProject();
  deps = supabaseStoryDeps({
    url: project.emulator.url,
    serviceRoleKey: EMULATOR_SERVICE_KEY,
    clientOptions: { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } },
    log: () => undefined,
  });
  cheat = await newPlayer(project, 'cheat');
  ({ heroId, adventureId } = await newHero(cheat.client));
  const starter = await cheat.client.rpc('grant_starter_card', { p_hero_id: heroId });
  if (starter.error) throw new Error(starter.error.message);
}, 240_000);

afterAll(async () => {
  await project?.close();
});

describe('the economy cheats that once paid, tried from the browser console', () => {
  it('change no gold, health, stats, cards or deck', async () => {
    const { client } = cheat;
    const before = await holdings();

    // A battle row written finished and won, to collect its reward: the columns are not the
    // player's to write, and a reward is paid only as the story function rolled it.
    expect(
      await refused(
        client
          .from('battles')
          .insert({ mode: 'adventure', seed: 1, setup: {}, status: 'finished', winner: 0 }),
      ),
    ).not.toBeNull();
    // A story battle against an enemy of the player's choosing, without an answer B: refused.
    const hero = await heroOf(client, heroId);
    const chosen = storyPlan(hero, [73], { enemyId: 5, randomChoice: 1, location: 'woods' }, 1);
    expect(
      await refused(client.from('battles').insert({ mode: 'adventure', seed: 1, setup: chosen })),
    ).not.toBeNull();

    // The enemy met, but a deck of ten commons instead of the one saved: refused.
    const met = await meet(client, { adventure_id: adventureId });
    const commons = CARDS.filter((card) => card.rarity === 'common' && card.id !== 91).map((card) => card.id);
    const bigDeck = storyPlan(hero, commons.slice(0, 10), met, 1);
    expect(
      await refused(client.from('battles').insert({ mode: 'adventure', seed: 1, setup: bigDeck })),
    ).not.toBeNull();

    // A real story battle, lost: flipped to won, or reopened, it stays lost and pays no reward.
    const lost = await playStory(client, heroId, 'lose');
    expect(await endStory({ battleId: lost.id, status: 'finished', winner: 0 })).toBe(409);
    expect(await endStory({ battleId: lost.id, status: 'finished', winner: 1 })).toBe(200);
    const jailed = await rpc(client, 'jail_theft', { p_theft_id: lost.id, p_hero_id: heroId });
    expect(jailed.error).toBeNull();
    const afterJail = await holdings();
    await client.from('battles').update({ winner: 0 }).eq('id', lost.id);
    await client.from('battles').update({ status: 'active', winner: null }).eq('id', lost.id);
    expect(
      (await project.db.query(`select status, winner from public.battles where id = $1`, [lost.id])).rows[0],
    ).toEqual({ status: 'finished', winner: 1 });
    expect(
      await refused(rpc(client, 'grant_reward', { p_reward_id: lost.id, p_hero_id: heroId })),
    ).not.toBeNull();
    // The jail, asked again or with figures of the player's own, takes nothing more and gives
    // nothing back.
    await rpc(client, 'jail_theft', { p_theft_id: lost.id, p_hero_id: heroId });
    expect(
      await refused(rpc(client, 'jail_theft', { p_theft_id: lost.id, p_hero_id: heroId, p_gold: -50 })),
    ).not.toBeNull();
    expect(
      await refused(
        rpc(client, 'grant_reward', { p_reward_id: lost.id, p_hero_id: heroId, p_gold: 25, p_card_id: RARE }),
      ),
    ).not.toBeNull();

    // Fifty scenario rewards under fresh ids, with and without figures: none is a find the hero made.
    for (let call = 0; call < 50; call += 1) {
      const find = { p_find_id: crypto.randomUUID(), p_hero_id: heroId };
      expect(await refused(rpc(client, 'grant_find', find))).not.toBeNull();
      if (call < 5) {
        expect(
          await refused(rpc(client, 'grant_find', { ...find, p_points: 40, p_gold: 10 })),
        ).not.toBeNull();
      }
    }
    // A find or an encounter written into a scenario row: the rows are not the player's to write.
    const scenario = await rpc(client, 'save_scenario', {
      p_adventure_id: adventureId,
      p_scene: 'A stranger waits by the well.',
      p_prev_scene: null,
      p_choice: 'C',
      p_progress: {},
    });
    const scenarioId = (scenario.data as { id: string }).id;
    await client
      .from('scenarios')
      .update({ find: { potion: 40, gold: 10 } })
      .eq('id', scenarioId);
    expect(
      await refused(rpc(client, 'grant_find', { p_find_id: scenarioId, p_hero_id: heroId })),
    ).not.toBeNull();

    // Stats saved at will, or written straight into the hero: the function is gone and the row
    // is not the player's to write.
    expect(
      await refused(rpc(client, 'save_hero_stats', { p_hero_id: heroId, p_health: 100, p_mana: 100 })),
    ).not.toBeNull();
    await client.from('heroes').update({ gold: 999, defense: 100, health: 100 }).eq('id', heroId);
    // A card never earned: neither owned nor in the deck.
    await client.from('cards_owned').insert({ hero_id: heroId, card_id: RARE });
    expect(
      await refused(rpc(client, 'save_deck', { p_adventure_id: adventureId, p_card_ids: [73, RARE] })),
    ).not.toBeNull();
    await client.from('deck_builds').insert({ adventure_id: adventureId, card_id: RARE });

    // Nothing moved but what the lost battle's jail took, as the server rolled it.
    expect(await holdings()).toEqual(afterJail);
    expect(afterJail.hero?.gold).toBeLessThanOrEqual(before.hero?.gold ?? 0);
    expect(afterJail.cards).toEqual(before.cards);
  });
});
