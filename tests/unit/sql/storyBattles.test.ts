// Story battles on the Supabase schema (PGlite): the database holds a story battle's start to the
// stored hero, the cards it may hold and a story enemy, draws the seed and allows one unfinished
// story battle per hero; close_story_battle (the story function's, service role only) writes the
// end, the hero's end and the rolled spoils together, once; grant_reward and jail_theft settle
// exactly those spoils by the battle's id, once; the client-trusted functions are gone.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/content/index.ts';
import { STORY_START_TEXT } from '../../../src/engine/adventure/storyStart.ts';
import { createAuthUser, openGameDb } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { type Spoils, jail, json, one, reward, storySetup } from './storySql.ts';

let db: PGlite;
let ana: string;
let ben: string;
let hero: string; // Ana's
let second: string; // the hero of Ana's other adventure
let bensHero: string;

const rare = CARDS.find((card) => card.rarity === 'rare')?.id ?? 0;
const otherRare = CARDS.filter((card) => card.rarity === 'rare')[1]?.id ?? 0;
const special = CARDS.find((card) => card.rarity === 'special' && card.id !== 91)?.id ?? 0;

type Row = { id: string; seed: number; setup: { seed: number } };
type Hero = { health: number; max_health: number; mana: number; gold: number };

const beginAdventure = async (who: string): Promise<string> => {
  const begun = await asRole(
    db,
    user(who),
    (tx) => json(tx, `select public.begin_adventure('A road.', '{}', 'Tala', '', 'Soldier', '{}')`),
    { commit: true },
  );
  return String((begun.hero as { id: string }).id);
};

/** Inserts a story battle as `who` with `setup`, committed unless `commit` is false. */
const insert = (who: string, setup: unknown, commit = true): Promise<Row> =>
  asRole(
    db,
    user(who),
    (tx) =>
      one<Row>(tx, `insert into public.battles (mode, seed, setup) values ('adventure', 7, $1) returning *`, [
        setup,
      ]),
    { commit },
  );

/** A setup of `heroId` as the game makes one, changed by `forge`. */
const setupOf = async (heroId: string, forge: (setup: Record<string, unknown>) => void = () => undefined) => {
  const setup = await storySetup(db, heroId);
  forge(setup);
  return setup;
};
const heroSide = (setup: Record<string, unknown>) => (setup.sides as Record<string, unknown>[])[0] ?? {};
const foeSide = (setup: Record<string, unknown>) => (setup.sides as Record<string, unknown>[])[1] ?? {};

/** Begins a story battle of Ana's `heroId`, committed. */
const start = async (heroId = hero, deck?: number[]): Promise<string> =>
  (await insert(ana, await storySetup(db, heroId, deck))).id;

/** Work as the story function's service role, committed unless it throws. */
const asServer = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.exec('set local role service_role');
    return work(tx);
  });

const close = (
  battleId: string,
  status: 'finished' | 'abandoned',
  winner: 0 | 1,
  end: { health: number; mana: number } | null,
  spoils: Spoils | null,
): Promise<boolean> =>
  asServer(async (tx) => {
    const row = await one<{ closed: boolean }>(
      tx,
      `select public.close_story_battle($1, $2, $3, $4, $5, $6) as closed`,
      [battleId, status, winner, end?.health ?? null, end?.mana ?? null, spoils],
    );
    return row.closed;
  });

const heroRow = (heroId = hero) =>
  one<Hero>(db, `select health, max_health, mana, gold from public.heroes where id = $1`, [heroId]);
const battleRow = (battleId: string) =>
  one<{ status: string; winner: number | null }>(
    db,
    `select status, winner from public.battles where id = $1`,
    [battleId],
  );
const spoilsRows = (battleId: string) =>
  db.query(
    `select kind, points_recovered, gold, card_id, already_owned from public.story_spoils where battle_id = $1`,
    [battleId],
  );
const setHero = (set: string, heroId = hero) =>
  db.query(`update public.heroes set ${set} where id = $1`, [heroId]);
const owns = async (cardId: number, heroId = hero) =>
  (await db.query(`select 1 from public.cards_owned where hero_id = $1 and card_id = $2`, [heroId, cardId]))
    .rows.length === 1;
const settle = (who: string, fn: 'grant_reward' | 'jail_theft', battleId: string, heroId = hero) =>
  asRole(db, user(who), (tx) => json(tx, `select public.${fn}($1, $2)`, [battleId, heroId]), {
    commit: true,
  });

beforeAll(async () => {
  db = await openGameDb();
  ana = await createAuthUser(db, 'ana.story@example.com', 'Ana_Story');
  ben = await createAuthUser(db, 'ben.story@example.com', 'Ben_Story');
  hero = await beginAdventure(ana);
  second = await beginAdventure(ana);
  bensHero = await beginAdventure(ben);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe("a story battle's start", () => {
  it('takes the stored hero with a deck it may hold, and replaces the seed with one of its own', async () => {
    await db.query(`insert into public.cards_owned (user_id, hero_id, card_id) values ($1, $2, $3)`, [
      ana,
      hero,
      rare,
    ]);
    const seeds: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const row = await insert(ana, await storySetup(db, hero, [73, rare]));
      expect(row.setup.seed).toBe(row.seed);
      expect(row.seed).toBeGreaterThanOrEqual(1);
      expect(row.seed).toBeLessThanOrEqual(2_147_483_647);
      seeds.push(row.seed);
      expect(await close(row.id, 'abandoned', 1, null, jail(0, 1, null))).toBe(true);
    }
    // Sent 7 every time: the server's draws are never it (a 1 in 2^31 chance each) and differ.
    expect(seeds.filter((seed) => seed === 7)).toEqual([]);
    expect(new Set(seeds).size).toBe(5);
  });

  it("refuses a forged start with the player's sentence, whoever inserts it", async () => {
    const cases: [string, (setup: Record<string, unknown>) => void, string, string][] = [
      ['stronger', (s) => ((heroSide(s).stats as Record<string, number>).agility = 50), 'stats', 'GA400'],
      ['healthier', (s) => ((heroSide(s).stats as Record<string, number>).health = 100), 'stats', 'GA400'],
      ['renamed', (s) => (heroSide(s).name = 'Lapu-Lapu'), 'stats', 'GA400'],
      ['unowned rare', (s) => (heroSide(s).deck = [73, otherRare]), 'deck', 'GA400'],
      ['special', (s) => (heroSide(s).deck = [special]), 'deck', 'GA400'],
      ['charge', (s) => (heroSide(s).deck = [91]), 'deck', 'GA400'],
      ['unknown card', (s) => (heroSide(s).deck = [9999]), 'deck', 'GA400'],
      ['no deck', (s) => delete heroSide(s).deck, 'deck', 'GA400'],
      ['another deck than the saved one', (s) => (heroSide(s).deck = [73, 60]), 'savedDeck', 'GA400'],
      ['a card twice', (s) => (heroSide(s).deck = [73, 73]), 'savedDeck', 'GA400'],
      ['no cards', (s) => (heroSide(s).deck = []), 'savedDeck', 'GA400'],
      ['versus enemy', (s) => (foeSide(s).enemyId = 1), 'enemy', 'GA400'],
      ['a fighter', (s) => (s.sides = [heroSide(s), { kind: 'fighter', fighterId: 2 }]), 'enemy', 'GA400'],
      ['arena', (s) => (s.place = 'arena'), 'enemy', 'GA400'],
      ['no place', (s) => delete s.place, 'enemy', 'GA400'],
      ['enemy first', (s) => (s.first = 1), 'enemy', 'GA400'],
      ['a stronger enemy', (s) => (s.level = 'hard'), 'enemy', 'GA400'],
      ["Ben's hero", (s) => (heroSide(s).heroId = bensHero), 'notHero', 'GA403'],
      ['a made-up hero', (s) => (heroSide(s).heroId = crypto.randomUUID()), 'notHero', 'GA403'],
      [
        'a fighter for the hero',
        (s) => (s.sides = [{ kind: 'fighter', fighterId: 1 }, foeSide(s)]),
        'notHero',
        'GA403',
      ],
      ['a versus setup', (s) => (s.mode = 'versus_computer'), 'notStory', 'GA400'],
    ];
    for (const [label, forge, text, code] of cases) {
      const setup = await setupOf(hero, forge);
      const message = STORY_START_TEXT[text as keyof typeof STORY_START_TEXT];
      expect(await sqlError(insert(ana, setup, false)), label).toEqual({ code, message });
    }
    // The service role is held to it too.
    const forged = await setupOf(hero, (s) => ((heroSide(s).stats as Record<string, number>).mana = 100));
    const byServer = await sqlError(
      asServer((tx) =>
        tx.query(`insert into public.battles (user_id, mode, seed, setup) values ($1, 'adventure', 7, $2)`, [
          ana,
          forged,
        ]),
      ),
    );
    expect(byServer).toEqual({ code: 'GA400', message: STORY_START_TEXT.stats });
    const left = await db.query(`select 1 from public.battles where status = 'active' and user_id = $1`, [
      ana,
    ]);
    expect(left.rows).toEqual([]);
  });

  it('lets a hero have one unfinished story battle, and locks the hero while it checks', async () => {
    const first = await start();
    const unfinished = { code: 'GA409', message: STORY_START_TEXT.unfinished };
    expect(await sqlError(start())).toEqual(unfinished);
    // The refusal names the unfinished battle in its DETAIL.
    const refused = await asRole(db, user(ana), async (tx) =>
      tx.query(`insert into public.battles (mode, seed, setup) values ('adventure', 7, $1)`, [
        await storySetup(tx, hero),
      ]),
    ).catch((error: unknown) => error as { detail?: string });
    expect(refused).toMatchObject({ detail: first });
    // Another hero of the same player is not held up by it.
    const others = await start(second);
    expect(await close(first, 'abandoned', 1, null, jail(0, 1, null))).toBe(true);
    const held = await asRole(db, user(ana), async (tx) => {
      await tx.query(`insert into public.battles (mode, seed, setup) values ('adventure', 7, $1)`, [
        await storySetup(tx, hero),
      ]);
      return tx.query<{ mode: string }>(
        `select mode from pg_locks where relation = 'public.heroes'::regclass and pid = pg_backend_pid()`,
      );
    });
    expect(held.rows.map((lock) => lock.mode)).toContain('RowShareLock');
    expect(await close(others, 'abandoned', 1, null, jail(0, 1, null))).toBe(true);
  });
});

describe('close_story_battle', () => {
  it("is the service role's alone", async () => {
    const battle = await start();
    const call = `select public.close_story_battle('${battle}', 'finished', 0::smallint, 10, 10, '{}')`;
    for (const who of [anon, user(ana)]) {
      expect((await sqlError(asRole(db, who, (tx) => tx.query(call)))).code, who.role).toBe('42501');
    }
    expect(await battleRow(battle)).toEqual({ status: 'active', winner: null });
    expect(await close(battle, 'abandoned', 1, null, jail(0, 1, null))).toBe(true);
  });

  it("writes the end, the hero's health and energy and the spoils together, once", async () => {
    const battle = await start();
    const before = await heroRow();
    expect(await close(battle, 'finished', 0, { health: 33, mana: 12 }, reward(45, 9, rare))).toBe(true);
    expect(await battleRow(battle)).toEqual({ status: 'finished', winner: 0 });
    expect(await heroRow()).toEqual({ ...before, health: 33, mana: 12 });
    const rolled = [{ kind: 'reward', points_recovered: 45, gold: 9, card_id: rare, already_owned: false }];
    expect((await spoilsRows(battle)).rows).toEqual(rolled);
    // Ended already: another end changes nothing.
    expect(await close(battle, 'finished', 1, { health: 1, mana: 1 }, jail(20, 10, null))).toBe(false);
    expect(await battleRow(battle)).toEqual({ status: 'finished', winner: 0 });
    expect(await heroRow()).toEqual({ ...before, health: 33, mana: 12 });
    expect((await spoilsRows(battle)).rows).toEqual(rolled);

    // Abandoned: a loss that leaves the hero as it was.
    const left = await start();
    expect(await close(left, 'abandoned', 1, null, jail(4, 2, null))).toBe(true);
    expect(await battleRow(left)).toEqual({ status: 'abandoned', winner: 1 });
    expect(await heroRow()).toEqual({ ...before, health: 33, mana: 12 });
    expect((await spoilsRows(left)).rows).toMatchObject([{ kind: 'jail', points_recovered: 4, gold: 2 }]);
  });

  it('writes nothing when any part is refused', async () => {
    const battle = await start();
    const before = await heroRow();
    const refusals: [Parameters<typeof close>, string][] = [
      [[battle, 'finished', 0, { health: 20, mana: 20 }, reward(71, 9, rare)], '23514'],
      [[battle, 'finished', 0, { health: 20, mana: 20 }, reward(20, 26, rare)], '23514'],
      [[battle, 'finished', 1, { health: 20, mana: 20 }, jail(0, 0, null)], '23514'],
      [[battle, 'finished', 1, { health: 20, mana: 20 }, jail(0, 3, 73)], '23514'],
      [[battle, 'finished', 0, { health: 20, mana: 20 }, jail(0, 3, null)], 'GA400'],
      [[battle, 'finished', 0, { health: before.max_health + 1, mana: 20 }, reward(20, 1, rare)], 'GA400'],
      [[battle, 'finished', 0, { health: 20, mana: 101 }, reward(20, 1, rare)], 'GA400'],
      [[battle, 'abandoned', 0, null, reward(20, 1, rare)], 'GA400'],
      [[crypto.randomUUID(), 'finished', 0, null, reward(20, 1, rare)], 'GA404'],
    ];
    for (const [args, code] of refusals) {
      expect((await sqlError(close(...args))).code, JSON.stringify(args)).toBe(code);
    }
    expect(await battleRow(battle)).toEqual({ status: 'active', winner: null });
    expect(await heroRow()).toEqual(before);
    expect((await spoilsRows(battle)).rows).toEqual([]);
    expect(await close(battle, 'abandoned', 1, null, jail(0, 1, null))).toBe(true);
  });

  it('lets players read their own spoils only, and write none', async () => {
    const battle = await start();
    await close(battle, 'finished', 0, null, reward(20, 1, rare));
    const read = (who: string) =>
      asRole(db, user(who), (tx) =>
        tx.query(`select * from public.story_spoils where battle_id = $1`, [battle]),
      );
    expect((await read(ana)).rows).toHaveLength(1);
    expect((await read(ben)).rows).toEqual([]);
    for (const sql of [
      `insert into public.story_spoils (battle_id, user_id, hero_id, kind, points_recovered, gold, card_id)
       values (gen_random_uuid(), '${ana}', '${hero}', 'reward', 70, 25, ${rare})`,
      `update public.story_spoils set gold = 25 where battle_id = '${battle}'`,
      `delete from public.story_spoils where battle_id = '${battle}'`,
    ]) {
      expect((await sqlError(asRole(db, user(ana), (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
    expect((await spoilsRows(battle)).rows).toMatchObject([{ gold: 1 }]);
  });
});

describe('settling the spoils', () => {
  it('grants exactly the rolled reward, once, by the battle alone', async () => {
    await setHero('health = 10, gold = 3');
    await db.query(`delete from public.cards_owned where hero_id = $1 and card_id = $2`, [hero, otherRare]);
    const won = await start();
    await close(won, 'finished', 0, null, reward(30, 9, otherRare));
    expect(await settle(ana, 'grant_reward', won)).toMatchObject({
      replayed: false,
      card_added: true,
      hero: { health: 40, gold: 12 },
    });
    expect(await settle(ana, 'grant_reward', won)).toMatchObject({ replayed: true, card_added: true });
    expect(await heroRow()).toMatchObject({ health: 40, gold: 12 });
    expect(await owns(otherRare)).toBe(true);
    // A card the hero owns already is not added again; the gold still is.
    const again = await start();
    await close(again, 'finished', 0, null, { ...reward(20, 5, otherRare), alreadyOwned: true });
    expect(await settle(ana, 'grant_reward', again)).toMatchObject({ card_added: false, hero: { gold: 17 } });
  });

  it('takes exactly the rolled jail, once, the card from the deck too', async () => {
    await setHero('health = 10, gold = 4');
    const adventure = (
      await one<{ id: string }>(db, `select adventure_id as id from public.heroes where id = $1`, [hero])
    ).id;
    await asRole(
      db,
      user(ana),
      (tx) => tx.query(`select public.save_deck($1, $2)`, [adventure, [73, otherRare]]),
      {
        commit: true,
      },
    );
    const lost = await start();
    await close(lost, 'finished', 1, { health: 5, mana: 0 }, jail(7, 10, otherRare));
    expect(await settle(ana, 'jail_theft', lost)).toMatchObject({
      replayed: false,
      gold_stolen: 4,
      stolen_card_id: otherRare,
      hero: { health: 12, gold: 0 },
    });
    expect(await settle(ana, 'jail_theft', lost)).toMatchObject({ replayed: true, gold_stolen: 4 });
    expect(await heroRow()).toMatchObject({ health: 12, gold: 0 });
    expect(await owns(otherRare)).toBe(false);
    const deck = await db.query<{ card_id: number }>(
      `select card_id from public.deck_builds where adventure_id = $1 order by position`,
      [adventure],
    );
    expect(deck.rows.map((row) => row.card_id)).toEqual([73]);
  });

  it("refuses the wrong kind, a battle not ended, another hero's and another player's", async () => {
    await setHero('gold = 50');
    const won = await start();
    await close(won, 'finished', 0, null, reward(20, 5, rare));
    const lost = await start();
    await close(lost, 'finished', 1, null, jail(0, 5, null));
    const active = await start();
    const versus = await asRole(
      db,
      user(ana),
      (tx) =>
        one<{ id: string }>(
          tx,
          `insert into public.battles (mode, seed, setup) values ('versus_computer', 1, '{}') returning id`,
        ),
      { commit: true },
    );
    const untiedReward = {
      code: 'GA403',
      message: 'This reward is not tied to a story battle this hero won.',
    };
    const untiedJail = { code: 'GA403', message: 'This jail is not tied to a story battle this hero lost.' };
    for (const key of [lost, active, versus.id, crypto.randomUUID()]) {
      expect(await sqlError(settle(ana, 'grant_reward', key)), key).toEqual(untiedReward);
    }
    for (const key of [won, active, versus.id, crypto.randomUUID()]) {
      expect(await sqlError(settle(ana, 'jail_theft', key)), key).toEqual(untiedJail);
    }
    expect(await sqlError(settle(ana, 'grant_reward', won, second))).toEqual(untiedReward);
    expect(await sqlError(settle(ana, 'jail_theft', lost, second))).toEqual(untiedJail);
    expect(await sqlError(settle(ben, 'grant_reward', won))).toEqual({
      code: 'GA404',
      message: 'This hero does not exist.',
    });
    expect(await sqlError(settle(ben, 'grant_reward', won, bensHero))).toEqual(untiedReward);
    expect(await sqlError(settle(ben, 'jail_theft', lost, bensHero))).toEqual(untiedJail);
    expect((await heroRow()).gold).toBe(50);
    expect((await heroRow(bensHero)).gold).toBe(0);
    await close(active, 'abandoned', 1, null, jail(0, 1, null));
  });

  it('keeps none of the functions that took the figures from the client', async () => {
    const functions = await db.query<{ name: string; args: string }>(
      `select proname as name, pg_get_function_identity_arguments(oid) as args from pg_proc
       where pronamespace = 'public'::regnamespace
         and proname in ('grant_reward', 'jail_theft', 'grant_find', 'save_hero_stats', 'is_story_battle_of')
       order by proname`,
    );
    expect(functions.rows).toEqual([
      { name: 'grant_find', args: 'p_find_id uuid, p_hero_id uuid' },
      { name: 'grant_reward', args: 'p_reward_id uuid, p_hero_id uuid' },
      { name: 'jail_theft', args: 'p_theft_id uuid, p_hero_id uuid' },
    ]);
  });
});
