// Adventure journeys on the schema (PGlite), and the journey migration on an older database.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, PERSONALITIES } from '../../../src/content/index.ts';
import { heroStats, traitsFor } from '../../../src/engine/index.ts';
import { createAuthUser, databaseBefore, seedDatabase } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { json, one } from './storySql.ts';
import { openOwnedWorld, refused } from './schemaSql.ts';

let db: PGlite, ana: string, ben: string, ids: Record<string, string>;
beforeAll(async () => ({ db, ana, ben, ids } = await openOwnedWorld()), 60_000);
afterAll(() => db?.close());

describe('adventure journeys', () => {
  const asUser = <T>(who: string, work: (tx: Transaction) => Promise<T>, commit = false) =>
    asRole(db, user(who), work, { commit });
  const begin = (tx: Transaction, job = 'Soldier', personalities = `array['Brave']`) =>
    json(
      tx,
      `select public.begin_adventure('A new road.', '{"step":0}', 'Lakan', '', $1, ${personalities})`,
      [job],
    );
  const count = async (who: string) =>
    (
      await one<{ n: number }>(db, `select count(*)::int as n from public.adventures where user_id = $1`, [
        who,
      ])
    ).n;

  it('begins an adventure with its hero, numbered after the player’s others, stats from the job', async () => {
    const dave = await createAuthUser(db, 'dave.j@example.com', 'Dave_Journey');
    const first = await asUser(dave, (tx) => begin(tx), true);
    const second = await asUser(dave, (tx) => begin(tx, 'Warrior', `'{}'`), true);
    expect([first, second].map((made) => (made.adventure as { number: number }).number)).toEqual([1, 2]);
    expect(first.adventure).toMatchObject({
      user_id: dave,
      number: 1,
      intro: 'A new road.',
      prev_scene: null,
      progress: { step: 0 },
    });
    const adventure = first.adventure as { created_at: string; updated_at: string; id: string };
    expect(adventure.updated_at).toBe(adventure.created_at);
    expect(first.hero).toMatchObject({
      user_id: dave,
      adventure_id: adventure.id,
      name: 'Lakan',
      job: 'Soldier',
      personalities: ['Brave'],
      health: 60,
      max_health: 60,
      mana: 50,
      agility: 23,
      defense: 0,
      critical_rate: 35,
      wisdom: 55,
      gold: 0,
    });
    // Ana's next adventure is her second, whatever other players have.
    const anas = await asUser(ana, (tx) => begin(tx));
    expect((anas.adventure as { number: number }).number).toBe(2);
  });

  it('derives exactly the stats of the engine’s heroStats, for every job and many personalities', async () => {
    const names = PERSONALITIES.map((p) => p.name);
    const sets: string[][] = [
      [],
      ...names.map((name) => [name]),
      ...names.slice(0, -3).map((_, i) => names.slice(i, i + 4)),
      // Traits pushed past 0 and 100: health and mana floor at 10, agility caps at 50.
      ['Lazy', 'Proud', 'Pessimistic', 'Greedy'],
      ['Impulsive', 'Romantic', 'Proud', 'Eccentric'],
      ['Brave', 'Short-temper', 'Shy', 'Ambitious'],
    ];
    const cases = JOBS.flatMap((job) => sets.map((personalities) => ({ job: job.name, personalities })));
    const result = await db.query<{ ord: number; stats: Record<string, number> }>(
      `select c.ord::int as ord, to_jsonb(s) as stats
       from jsonb_array_elements($1::jsonb) with ordinality as c (value, ord),
            lateral public.starting_hero_stats(
              c.value ->> 'job', array(select jsonb_array_elements_text(c.value -> 'personalities'))
            ) as s
       order by c.ord`,
      [JSON.stringify(cases)],
    );
    const expected = cases.map((c) => {
      const { defense: _defense, ...stats } = heroStats(traitsFor(c.job, c.personalities));
      return { ...c, stats };
    });
    expect(cases.map((c, i) => ({ ...c, stats: result.rows[i]?.stats }))).toEqual(expected);
    const extremes = result.rows.map((row) => row.stats);
    expect(extremes.some((s) => s.health === 10)).toBe(true);
    expect(extremes.some((s) => s.mana === 10)).toBe(true);
    expect(extremes.some((s) => s.agility === 50)).toBe(true);
  });

  it('refuses unlisted jobs and personalities, more than four or one twice, and creates nothing', async () => {
    const before = await count(ben);
    const refusals: [string, string, string][] = [
      ['Pirate', `array['Brave']`, 'Only the listed jobs can be chosen.'],
      ['Soldier', `array['Brave', 'Sneaky']`, 'Only the listed personalities can be chosen.'],
      [
        'Soldier',
        `array[['Brave', 'Shy'], ['Witty', 'Stoic']]`,
        'Only the listed personalities can be chosen.',
      ],
      [
        'Soldier',
        `array['Brave', 'Clever', 'Honest', 'Stoic', 'Witty']`,
        "You've reached the maximum of 4 personality choices.",
      ],
      ['Soldier', `array['Brave', 'Brave']`, 'This personality is already chosen.'],
    ];
    for (const [job, personalities, message] of refusals) {
      const error = await sqlError(asUser(ben, (tx) => begin(tx, job, personalities), true));
      expect(error, `${job} ${personalities}`).toMatchObject({ code: 'GA400', message });
    }
    expect(await count(ben)).toBe(before);
    expect((await sqlError(asRole(db, anon, (tx) => begin(tx)))).code).toBe('42501');
    const direct = await sqlError(
      asUser(ana, (tx) => tx.query(`select * from public.starting_hero_stats('Soldier', '{}')`)),
    );
    expect(direct.code).toBe('42501');
  });

  it('holds a per-player advisory lock while numbering, and the number is unique per player', async () => {
    const locks = await asUser(ana, async (tx) => {
      await begin(tx);
      return tx.query<{ locktype: string }>(
        `select locktype from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
      );
    });
    expect(locks.rows.length).toBe(1);
    const duplicate = await sqlError(
      db.query(`insert into public.adventures (user_id, number, intro) values ($1, 1, 'Again.')`, [ana]),
    );
    expect(duplicate.code).toBe('23505');
  });

  it("lets only the owner read and save an adventure's progress, and nobody insert rows directly", async () => {
    const progress = async () =>
      (
        await one<{ progress: unknown }>(db, `select progress from public.adventures where id = $1`, [
          ids.adventure,
        ])
      ).progress;
    // Stored by save_scenario with the last scene: the answer B before the story battle, with the
    // enemy it rolled (scenarioOutcomes.test.ts).
    const stored = await progress();
    expect(stored).toMatchObject({ step: 'battle', encounter: { location: 'woods' } });
    const seen = await asUser(ben, (tx) =>
      tx.query(`select progress from public.adventures where id = $1`, [ids.adventure]),
    );
    expect(seen.rows).toEqual([]);
    expect(
      await sqlError(
        asUser(ben, (tx) => tx.query(`select public.save_progress($1, '{"x":1}')`, [ids.adventure])),
      ),
    ).toMatchObject({ code: 'GA404', message: 'This adventure does not exist.' });
    for (const who of [ana, ben]) {
      expect(
        await refused(
          db,
          user(who),
          `update public.adventures set progress = '{}' where id = '${ids.adventure}'`,
        ),
      ).toBe(true);
    }
    for (const sql of [
      `insert into public.adventures (intro) values ('Mine.')`,
      `insert into public.heroes (adventure_id, name, health, mana, agility, critical_rate, wisdom)
       values ('${ids.adventure}', 'Twin', 100, 100, 50, 50, 100)`,
      `update public.heroes set job = 'Warrior', personalities = '{}' where id = '${ids.hero}'`,
    ]) {
      expect((await sqlError(asUser(ana, (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
    expect(await progress()).toEqual(stored);

    const saved = await asUser(
      ana,
      (tx) => json(tx, `select public.save_progress($1, '{"screen":"store","gold":[1,2]}')`, [ids.adventure]),
      true,
    );
    expect(saved).toMatchObject({ id: ids.adventure, progress: { screen: 'store', gold: [1, 2] } });
    expect(await progress()).toEqual({ screen: 'store', gold: [1, 2] });
    const tooBig = await sqlError(
      asUser(ana, (tx) =>
        tx.query(`select public.save_progress($1, jsonb_build_object('x', repeat('x', 100001)))`, [
          ids.adventure,
        ]),
      ),
    );
    expect(tooBig.code).toBe('23514');
  });
});

describe('the adventure journey migration on an older database', () => {
  it('numbers existing adventures per player by creation and gives old heroes no job', async () => {
    const { db: old, migrateRest } = await databaseBefore('20251125000000_adventure_journey.sql');
    try {
      const [p, q] = [
        await createAuthUser(old, 'p@example.com', 'Player_P'),
        await createAuthUser(old, 'q@example.com', 'Player_Q'),
      ];
      await old.query(
        `insert into public.adventures (id, user_id, intro, created_at) values
           ('00000000-0000-4000-8000-000000000002', $1, 'Second.', '2025-02-01'),
           ('00000000-0000-4000-8000-000000000001', $1, 'First.', '2025-01-01'),
           ('00000000-0000-4000-8000-000000000003', $2, 'Theirs.', '2025-03-01')`,
        [p, q],
      );
      await old.query(
        `insert into public.heroes (user_id, adventure_id, name, health, mana, agility, critical_rate, wisdom)
         values ($1, '00000000-0000-4000-8000-000000000001', 'Tala', 60, 50, 20, 20, 40)`,
        [p],
      );
      await migrateRest();
      await seedDatabase(old);

      const adventures = await old.query<{ intro: string; number: number; progress: unknown; same: boolean }>(
        `select intro, number, progress, updated_at = created_at as same from public.adventures order by intro`,
      );
      expect(adventures.rows).toEqual([
        { intro: 'First.', number: 1, progress: {}, same: true },
        { intro: 'Second.', number: 2, progress: {}, same: true },
        { intro: 'Theirs.', number: 1, progress: {}, same: true },
      ]);
      const heroes = await old.query(
        `select name, job, personalities, health, max_health from public.heroes`,
      );
      expect(heroes.rows).toEqual([
        { name: 'Tala', job: null, personalities: [], health: 60, max_health: 60 },
      ]);
      const next = await asRole(old, user(p), (tx) =>
        json(tx, `select public.begin_adventure('Third.', '{}', 'Lakan', '', 'Chef', '{}')`),
      );
      expect((next.adventure as { number: number }).number).toBe(3);
    } finally {
      await old.close();
    }
  }, 60_000);
});
