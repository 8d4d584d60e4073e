// Choice A's find on the Supabase schema (migration 20261129100000_scenario_finds.sql): save_scenario
// rolls it at the engine's odds, keeps it with the scenario and in the progress under the
// scenario's id, whatever the client sent; grant_find pays exactly that find, once, to the hero of
// that adventure; no player can write a find or roll one outside a saved choice.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOICE_A_GOLD_CHANCE,
  CHOICE_A_GOLD_RANGE,
  CHOICE_A_POTION_CHANCE,
  CHOICE_A_POTION_RANGE,
  MANOR_GOLD_CHANCE,
  MANOR_POTION_CHANCE,
} from '../../../src/engine/constants.ts';
import { createAuthUser, openGameDb } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { json, one } from './storySql.ts';

let db: PGlite;
let ana: string;
let ben: string;
let adventure: string; // Ana's
let hero: string; // of that adventure
let second: string; // the hero of Ana's other adventure
let bensHero: string;

type Find = { potion: number | null; gold: number } | null;
type Saved = { id: string; find: Find; choice: string | null };

const beginAdventure = async (who: string) => {
  const begun = await asRole(
    db,
    user(who),
    (tx) => json(tx, `select public.begin_adventure('A road.', '{}', 'Tala', '', 'Soldier', '{}')`),
    { commit: true },
  );
  return {
    adventure: String((begun.adventure as { id: string }).id),
    hero: String((begun.hero as { id: string }).id),
  };
};

/** Saves a told scene's answer as Ana, with the progress the screen sends: a forged find at `location`. */
const answer = (choice: string, location = 'manor') =>
  asRole(
    db,
    user(ana),
    (tx) =>
      json(tx, `select public.save_scenario($1, 'A garden at dusk.', null, $2, $3)`, [
        adventure,
        choice,
        { scene: { location }, find: { key: crypto.randomUUID(), potion: 40, gold: 10 }, step: 'map' },
      ]),
    { commit: true },
  ) as Promise<unknown> as Promise<Saved>;

const grant = (who: string, findId: string, heroId = hero) =>
  asRole(db, user(who), (tx) => json(tx, `select public.grant_find($1, $2)`, [findId, heroId]), {
    commit: true,
  });

const heroRow = () =>
  one<{ gold: number; health: number; max_health: number }>(
    db,
    `select gold, health, max_health from public.heroes where id = $1`,
    [hero],
  );

beforeAll(async () => {
  db = await openGameDb();
  ana = await createAuthUser(db, 'ana.finds@example.com', 'Ana_Finds');
  ben = await createAuthUser(db, 'ben.finds@example.com', 'Ben_Finds');
  ({ adventure, hero } = await beginAdventure(ana));
  second = (await beginAdventure(ana)).hero;
  bensHero = (await beginAdventure(ben)).hero;
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe("choice A's find", () => {
  it("is rolled at the engine's odds: the same chances and ranges, and about as often", async () => {
    for (const [location, potion, gold] of [
      ['village', CHOICE_A_POTION_CHANCE, CHOICE_A_GOLD_CHANCE],
      ['woods', CHOICE_A_POTION_CHANCE, CHOICE_A_GOLD_CHANCE],
      ['manor', MANOR_POTION_CHANCE, MANOR_GOLD_CHANCE],
    ] as const) {
      expect(await one(db, `select * from public.scenario_find_odds($1)`, [location])).toEqual({
        potion_chance: potion,
        potion_min: CHOICE_A_POTION_RANGE.min,
        potion_max: CHOICE_A_POTION_RANGE.max,
        gold_chance: gold,
        gold_min: CHOICE_A_GOLD_RANGE.min,
        gold_max: CHOICE_A_GOLD_RANGE.max,
      });
    }
    const rolls = await db.query<{ find: Find }>(
      `select public.roll_scenario_find('manor') as find from generate_series(1, 2000)`,
    );
    const finds = rolls.rows.map((row) => row.find);
    const withGold = finds.filter((find) => (find?.gold ?? 0) > 0).length / finds.length;
    const withPotion = finds.filter((find) => find?.potion != null).length / finds.length;
    expect(withGold).toBeGreaterThan(0.44);
    expect(withGold).toBeLessThan(0.56);
    expect(withPotion).toBeGreaterThan(0.05);
    expect(withPotion).toBeLessThan(0.13);
    for (const find of finds) {
      if (find === null) continue;
      expect(find.potion !== null || find.gold > 0).toBe(true);
      expect(find.gold).toBeLessThanOrEqual(10);
      if (find.potion !== null) expect(find.potion).toBeGreaterThanOrEqual(1);
    }
  });

  it('is kept with the scenario and in the progress under its id, whatever find the client sent', async () => {
    let found: Saved | null = null;
    for (let turn = 0; turn < 40 && !found; turn += 1) {
      const saved = await answer('A');
      const progress = await one<{ progress: { find: unknown; step: string } }>(
        db,
        `select progress from public.adventures where id = $1`,
        [adventure],
      );
      expect(progress.progress).toEqual({
        scene: { location: 'manor' },
        step: 'map',
        find: saved.find ? { key: saved.id, ...saved.find } : null,
      });
      if (saved.find && saved.find.gold > 0) found = saved;
    }
    expect(found).not.toBeNull();
    // Another answer keeps the progress the client sent, and the scenario has no find.
    const fought = await answer('B');
    expect(fought.find).toBeNull();
    const progress = await one<{ progress: { find: { potion: number } } }>(
      db,
      `select progress from public.adventures where id = $1`,
      [adventure],
    );
    expect(progress.progress.find.potion).toBe(40);
  });

  it('is paid as rolled, once, and only to the hero of its adventure', async () => {
    await db.query(`update public.heroes set gold = 0, health = 1 where id = $1`, [hero]);
    let saved: Saved | null = null;
    while (!saved?.find) saved = await answer('A');
    const find = saved.find;
    const untied = { code: 'GA403', message: 'This find is not one this hero made.' };
    expect(await sqlError(grant(ana, saved.id, second))).toEqual(untied);
    expect(await sqlError(grant(ben, saved.id, bensHero))).toEqual(untied);
    expect((await sqlError(grant(ben, saved.id))).code).toBe('GA404');
    expect(await sqlError(grant(ana, crypto.randomUUID()))).toEqual(untied);
    const fought = await answer('B');
    expect(await sqlError(grant(ana, fought.id))).toEqual(untied);

    const paid = await grant(ana, saved.id);
    const max = (await heroRow()).max_health;
    expect(paid).toMatchObject({
      replayed: false,
      card_added: false,
      hero: { gold: find.gold, health: Math.min(max, 1 + (find.potion ?? 0)) },
    });
    expect(await grant(ana, saved.id)).toMatchObject({ replayed: true });
    expect(await heroRow()).toMatchObject({ gold: find.gold, health: Math.min(max, 1 + (find.potion ?? 0)) });
  });

  it('cannot be written or rolled by a player, only read', async () => {
    const [mine] = (
      await asRole(db, user(ana), (tx) =>
        tx.query<{ id: string; find: Find }>(
          `select id, find from public.scenarios where adventure_id = $1`,
          [adventure],
        ),
      )
    ).rows;
    expect(mine).toBeDefined();
    expect(
      (
        await sqlError(
          asRole(db, user(ana), (tx) =>
            tx.query(`update public.scenarios set find = '{"potion": 40, "gold": 10}' where id = $1`, [
              mine?.id,
            ]),
          ),
        )
      ).code,
    ).toBe('42501');
    expect(
      (
        await sqlError(
          asRole(db, user(ana), (tx) =>
            tx.query(
              `insert into public.scenarios (user_id, adventure_id, scene, choice, find)
               values ($1, $2, 'x', 'A', '{"potion": null, "gold": 10}')`,
              [ana, adventure],
            ),
          ),
        )
      ).code,
    ).toBe('42501');
    for (const who of [user(ana), anon]) {
      for (const sql of [
        `select public.roll_scenario_find('manor')`,
        `select * from public.scenario_find_odds('manor')`,
      ]) {
        expect((await sqlError(asRole(db, who, (tx) => tx.query(sql)))).code).toBe('42501');
      }
    }
    expect(
      (
        await sqlError(
          asRole(db, anon, (tx) =>
            tx.query(`select public.grant_find(gen_random_uuid(), gen_random_uuid())`),
          ),
        )
      ).code,
    ).toBe('42501');
  });
});
