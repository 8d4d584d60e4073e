// What a scene's answer yields on the Supabase schema (migration
// 20261129100000_scenario_outcomes.sql): save_scenario rolls choice A's find and choice B's enemy
// at the engine's odds, keeps them with the scenario and in the progress, whatever the client sent;
// grant_find pays exactly that find, once, to the hero of that adventure; a story battle begins
// only against the enemy the last answer met, there, once; no player can write or roll either.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOICE_A_GOLD_CHANCE,
  CHOICE_A_GOLD_RANGE,
  CHOICE_A_POTION_CHANCE,
  CHOICE_A_POTION_RANGE,
  MANOR_GOLD_CHANCE,
  MANOR_POTION_CHANCE,
  CHOICE_B_ENEMY_RANGE,
} from '../../../src/engine/constants.ts';
import { createAuthUser, openGameDb } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { json, one, storySetup } from './storySql.ts';
import { LOCATIONS } from '../../../src/content/index.ts';
import { STORY_START_TEXT } from '../../../src/engine/adventure/storyStart.ts';

let db: PGlite;
let ana: string;
let ben: string;
let adventure: string; // Ana's
let hero: string; // of that adventure
let second: string; // the hero of Ana's other adventure
let bensHero: string;

type Find = { potion: number | null; gold: number } | null;
type Met = { enemyId: number; randomChoice: number; location: string };
type Saved = { id: string; find: Find; encounter: Met | null; choice: string | null };

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
const answer = (choice: string, location = 'manor', encounter: Record<string, unknown> | null = null) =>
  asRole(
    db,
    user(ana),
    (tx) =>
      json(tx, `select public.save_scenario($1, 'A garden at dusk.', null, $2, $3)`, [
        adventure,
        choice,
        {
          scene: { location },
          find: { key: crypto.randomUUID(), potion: 40, gold: 10 },
          step: 'map',
          encounter,
        },
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
        encounter: null,
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

describe("choice B's enemy", () => {
  it('is rolled among the story enemies and figures, at the place of the encounter, whatever was sent', async () => {
    const enemies = new Set<number>();
    const figures = new Set<number>();
    for (let turn = 0; turn < 40; turn += 1) {
      const forged = {
        key: crypto.randomUUID(),
        enemyId: 6,
        randomChoice: 2,
        location: 'river',
        battleId: null,
      };
      const saved = await answer('B', 'manor', forged);
      if (!saved.encounter) throw new Error('choice B met no enemy');
      const met = saved.encounter;
      expect(met.enemyId).toBeGreaterThanOrEqual(CHOICE_B_ENEMY_RANGE.min);
      expect(met.enemyId).toBeLessThanOrEqual(CHOICE_B_ENEMY_RANGE.max);
      expect(met.location).toBe('river');
      enemies.add(met.enemyId);
      figures.add(met.randomChoice);
      const stored = await one<{ progress: { encounter: unknown } }>(
        db,
        `select progress from public.adventures where id = $1`,
        [adventure],
      );
      expect(stored.progress.encounter).toEqual({ ...forged, ...met });
    }
    expect([...enemies].sort()).toEqual([4, 5, 6]);
    expect([...figures].sort()).toEqual([1, 2]);
  });

  it("reads the place as the engine's answerPlace does, for every place of the map", async () => {
    for (const { id } of LOCATIONS) {
      expect(await one(db, `select public.answer_place($1) as place`, [{ scene: { location: id } }])).toEqual(
        {
          place: id,
        },
      );
    }
    // Passed as JSON text: a bare string would reach the database as text, not as JSON.
    for (const progress of [{ scene: { location: 'the moon' } }, ['manor'], 'x', {}]) {
      expect(
        await one(db, `select public.answer_place($1::jsonb) as place`, [JSON.stringify(progress)]),
      ).toEqual({
        place: 'village',
      });
    }
  });

  it('is the only enemy a story battle may be fought against, there, and once', async () => {
    const insert = (setup: unknown) =>
      asRole(
        db,
        user(ana),
        (tx) =>
          one<{ id: string }>(
            tx,
            `insert into public.battles (mode, seed, setup) values ('adventure', 7, $1) returning id`,
            [setup],
          ),
        { commit: true },
      );
    const setup = await storySetup(db, hero);
    const sides = setup.sides as Record<string, unknown>[];
    const foe = sides[1] ?? {};
    const elsewhere = { ...setup, place: 'river' };
    const another = { ...setup, sides: [sides[0], { ...foe, enemyId: foe.enemyId === 4 ? 5 : 4 }] };
    const otherFigure = { ...setup, sides: [sides[0], { ...foe, figure: foe.figure === 1 ? 2 : 1 }] };
    const unmet = { code: 'GA400', message: STORY_START_TEXT.encounter };
    for (const forged of [elsewhere, another, otherFigure])
      expect(await sqlError(insert(forged))).toEqual(unmet);
    const begun = await insert(setup);
    await db.query(`update public.battles set status = 'abandoned', winner = 1 where id = $1`, [begun.id]);
    expect(await sqlError(insert(setup))).toEqual({ code: 'GA409', message: STORY_START_TEXT.fought });
    // An answer that is not B meets no one: no battle follows it.
    await answer('C');
    expect(await sqlError(insert(setup))).toEqual(unmet);
  });
});
