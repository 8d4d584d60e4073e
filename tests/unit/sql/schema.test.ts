// The Supabase schema on a real Postgres engine (PGlite): migrations from scratch, row-level
// security table by table, the atomic game functions and the constraints behind them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, ENEMIES, FIGHTERS, JOBS, PERSONALITIES } from '../../../src/content/index.ts';
import { heroStats, traitsFor } from '../../../src/engine/index.ts';
import { createAuthUser, migrationFiles, openGameDb } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { SUPABASE_STUB_SQL } from './supabaseStub.ts';

const migrationsDir = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));

let db: PGlite;
let ana: string; // owns everything below
let ben: string; // the intruder
let cora: string; // Ana's opponent online
const ids: Record<string, string> = {};

const one = async <T>(tx: Transaction | PGlite, sql: string, params: unknown[] = []): Promise<T> => {
  const result = await tx.query<T>(sql, params);
  const row = result.rows[0];
  if (row === undefined) throw new Error(`no row from ${sql}`);
  return row;
};
const json = async (tx: Transaction, sql: string, params: unknown[] = []) =>
  Object.values(await one<Record<string, unknown>>(tx, sql, params))[0] as Record<string, unknown>;

beforeAll(async () => {
  db = await openGameDb();
  ana = await createAuthUser(db, 'ana@example.com', 'Ana_Dalisay');
  ben = await createAuthUser(db, 'ben@example.com', 'Ben_Tolentino');
  cora = await createAuthUser(db, null, null);
  await asRole(
    db,
    user(ana),
    async (tx) => {
      const begun = await json(
        tx,
        `select public.begin_adventure('A storm over Cebu.', '{"screen":"intro"}', 'Tala', 'A fisher.',
                                       'Soldier', array['Brave'])`,
      );
      ids.adventure = String((begun.adventure as { id: string }).id);
      ids.hero = String((begun.hero as { id: string }).id);
      ids.scenario = String(
        (
          await json(
            tx,
            `select public.save_scenario($1, 'At the river.', null, 'A', '{"screen":"story"}')`,
            [ids.adventure],
          )
        ).id,
      );
      await tx.query(`select public.grant_starter_card($1)`, [ids.hero]);
      await tx.query(`select public.grant_reward(gen_random_uuid(), 'battle', $1, 20, 25, 60)`, [ids.hero]);
      await tx.query(`select public.save_deck($1, array[73, 60])`, [ids.adventure]);
      ids.battle = (
        await one<{ id: string }>(
          tx,
          `insert into public.battles (mode, seed, setup) values ('adventure', 7, '{}') returning id`,
        )
      ).id;
      await tx.query(`select public.append_battle_action($1, 0, '{"type":"charge"}')`, [ids.battle]);
      ids.room = (await one<{ id: string }>(tx, `select id from public.create_room('Ana''s hall')`)).id;
    },
    { commit: true },
  );
  await asRole(db, user(cora), (tx) => tx.query(`select public.join_room($1)`, [ids.room]), { commit: true });
  await asRole(
    db,
    user(ana),
    async (tx) => {
      ids.match = String((await json(tx, `select public.start_match($1, 99, '{"first":0}')`, [ids.room])).id);
      await tx.query(`select public.append_match_action($1, 0, '{"type":"play"}')`, [ids.match]);
    },
    { commit: true },
  );
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('migrations', () => {
  it('apply from scratch and enable row-level security on every table', async () => {
    const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(tables.rows.length).toBe(18);
    expect(tables.rows.filter((t) => !t.relrowsecurity)).toEqual([]);
  });

  it('give every SECURITY DEFINER function a fixed search_path', async () => {
    const loose = await db.query<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(loose.rows).toEqual([]);
  });

  it('seed the catalogue from src/content', async () => {
    expect((await one<{ n: number }>(db, `select count(*)::int as n from public.cards`)).n).toBe(
      CARDS.length,
    );
    expect((await one<{ n: number }>(db, `select count(*)::int as n from public.fighters`)).n).toBe(
      FIGHTERS.length,
    );
    expect((await one<{ n: number }>(db, `select count(*)::int as n from public.enemies`)).n).toBe(
      ENEMIES.length,
    );
    const jobs = await db.query<Record<string, unknown>>(`select * from public.jobs order by name`);
    expect(jobs.rows).toEqual(
      JOBS.map((job) => ({ name: job.name, ...job.traits })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect((await one<{ n: number }>(db, `select count(*)::int as n from public.personalities`)).n).toBe(
      PERSONALITIES.length,
    );
  });

  it('refuse to run an RLS assertion as a superuser', async () => {
    await db.exec(`create role sneaky superuser nologin`);
    const sneaky = { role: 'sneaky' } as unknown as typeof anon;
    await expect(asRole(db, sneaky, async () => 1)).rejects.toThrow(/bypasses RLS/);
  });
});

/** For each table: a statement for Ben to read, insert, update and delete Ana's rows. */
const intrusions = (): Record<string, { read: string; insert: string; update: string; remove: string }> => ({
  profiles: {
    read: `select * from public.profiles where user_id = '${ana}'`,
    insert: `insert into public.profiles (user_id, user_name) values ('${ana}', 'Ana_Again')`,
    update: `update public.profiles set user_name = 'Hacked' where user_id = '${ana}'`,
    remove: `delete from public.profiles where user_id = '${ana}'`,
  },
  battles: {
    read: `select * from public.battles where id = '${ids.battle}'`,
    insert: `insert into public.battles (mode, seed, setup) select 'adventure', 1, '{}' from public.battles where user_id = '${ana}'`,
    update: `update public.battles set status = 'abandoned' where id = '${ids.battle}'`,
    remove: `delete from public.battles where id = '${ids.battle}'`,
  },
  battle_actions: {
    read: `select * from public.battle_actions where battle_id = '${ids.battle}'`,
    insert: `insert into public.battle_actions (battle_id, seq, user_id, action) values ('${ids.battle}', 1, '${ana}', '{}')`,
    update: `update public.battle_actions set action = '{}' where battle_id = '${ids.battle}'`,
    remove: `delete from public.battle_actions where battle_id = '${ids.battle}'`,
  },
  adventures: {
    read: `select * from public.adventures where id = '${ids.adventure}'`,
    insert: `insert into public.adventures (id, user_id, intro) values (gen_random_uuid(), '${ana}', 'x')`,
    update: `update public.adventures set intro = 'x' where id = '${ids.adventure}'`,
    remove: `delete from public.adventures where id = '${ids.adventure}'`,
  },
  heroes: {
    read: `select * from public.heroes where id = '${ids.hero}'`,
    insert: `insert into public.heroes (adventure_id, name, background, health, mana, agility, critical_rate, wisdom) values ('${ids.adventure}', 'X', '', 50, 50, 5, 5, 5)`,
    update: `update public.heroes set health = 1 where id = '${ids.hero}'`,
    remove: `delete from public.heroes where id = '${ids.hero}'`,
  },
  scenarios: {
    read: `select * from public.scenarios where adventure_id = '${ids.adventure}'`,
    insert: `insert into public.scenarios (user_id, adventure_id, scene) values ('${ana}', '${ids.adventure}', 'x')`,
    update: `update public.scenarios set scene = 'x' where adventure_id = '${ids.adventure}'`,
    remove: `delete from public.scenarios where adventure_id = '${ids.adventure}'`,
  },
  cards_owned: {
    read: `select * from public.cards_owned where hero_id = '${ids.hero}'`,
    insert: `insert into public.cards_owned (user_id, hero_id, card_id) values ('${ana}', '${ids.hero}', 61)`,
    update: `update public.cards_owned set card_id = 62 where hero_id = '${ids.hero}'`,
    remove: `delete from public.cards_owned where hero_id = '${ids.hero}'`,
  },
  deck_builds: {
    read: `select * from public.deck_builds where adventure_id = '${ids.adventure}'`,
    insert: `insert into public.deck_builds (user_id, adventure_id, card_id, position) values ('${ana}', '${ids.adventure}', 61, 5)`,
    update: `update public.deck_builds set card_id = 62 where adventure_id = '${ids.adventure}'`,
    remove: `delete from public.deck_builds where adventure_id = '${ids.adventure}'`,
  },
  hero_ledger: {
    read: `select * from public.hero_ledger where hero_id = '${ids.hero}'`,
    insert: `insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change) values (gen_random_uuid(), '${ana}', '${ids.hero}', 'reward', 100)`,
    update: `update public.hero_ledger set gold_change = 1000 where hero_id = '${ids.hero}'`,
    remove: `delete from public.hero_ledger where hero_id = '${ids.hero}'`,
  },
  rooms: {
    read: '', // rooms are visible to every signed-in player by design
    insert: `insert into public.rooms (room_name, player_1, player_1_name) values ('Fake', '${ana}', 'Ana_Dalisay')`,
    update: `update public.rooms set player_2 = '${ben}' where id = '${ids.room}'`,
    remove: `delete from public.rooms where id = '${ids.room}'`,
  },
  matches: {
    read: `select * from public.matches where id = '${ids.match}'`,
    insert: `insert into public.matches (room_id, player_1, player_2, setup) values ('${ids.room}', '${ana}', '${ben}', '{}')`,
    update: `update public.matches set winner = 1 where id = '${ids.match}'`,
    remove: `delete from public.matches where id = '${ids.match}'`,
  },
  match_secrets: {
    read: `select * from public.match_secrets where match_id = '${ids.match}'`,
    insert: `insert into public.match_secrets (match_id, seed) values ('${ids.match}', 1)`,
    update: `update public.match_secrets set seed = 1 where match_id = '${ids.match}'`,
    remove: `delete from public.match_secrets where match_id = '${ids.match}'`,
  },
  match_actions: {
    read: `select * from public.match_actions where match_id = '${ids.match}'`,
    insert: `insert into public.match_actions (match_id, seq, actor, action) values ('${ids.match}', 1, '${ana}', '{}')`,
    update: `update public.match_actions set action = '{}' where match_id = '${ids.match}'`,
    remove: `delete from public.match_actions where match_id = '${ids.match}'`,
  },
});

/** A write is refused when it raises (no privilege, RLS check) or touches no row (RLS hides it). */
async function refused(who: ReturnType<typeof user>, sql: string): Promise<boolean> {
  try {
    const result = await asRole(db, who, (tx) => tx.query(sql));
    return result.affectedRows === 0;
  } catch {
    return true;
  }
}

describe('row-level security', () => {
  const snapshot = async () => {
    const rows: Record<string, number> = {};
    for (const table of Object.keys(intrusions())) {
      rows[table] = (await one<{ n: number }>(db, `select count(*)::int as n from public.${table}`)).n;
    }
    const hero = await one<{ gold: number; health: number }>(
      db,
      `select gold, health from public.heroes where id = $1`,
      [ids.hero],
    );
    return { rows, hero };
  };

  it("lets Ben neither read, insert, update nor delete Ana's rows, table by table", async () => {
    const before = await snapshot();
    const tables = intrusions();
    for (const [table, sql] of Object.entries(tables)) {
      if (sql.read) {
        const seen = await asRole(db, user(ben), (tx) => tx.query(sql.read)).then(
          (r) => r.rows.length,
          () => 0,
        );
        expect(seen, `${table}: read`).toBe(0);
      }
      expect(await refused(user(ben), sql.insert), `${table}: insert`).toBe(true);
      expect(await refused(user(ben), sql.update), `${table}: update`).toBe(true);
      expect(await refused(user(ben), sql.remove), `${table}: delete`).toBe(true);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows Ana her own rows, and the rooms to every signed-in player', async () => {
    for (const [table, sql] of Object.entries(intrusions())) {
      if (!sql.read || table === 'match_secrets') continue;
      const seen = await asRole(db, user(ana), (tx) => tx.query(sql.read));
      expect(seen.rows.length, table).toBeGreaterThan(0);
    }
    const rooms = await asRole(db, user(ben), (tx) => tx.query(`select * from public.rooms`));
    expect(rooms.rows.length).toBe(1);
    // Not even a seated player reads the seed.
    expect(
      await asRole(db, user(ana), (tx) => tx.query(intrusions().match_secrets?.read ?? '')).catch(() => null),
    ).toBeNull();
  });

  it('keeps the gold and is_admin columns out of the client’s reach', async () => {
    expect(await refused(user(ana), `update public.heroes set gold = 9999 where id = '${ids.hero}'`)).toBe(
      true,
    );
    expect(
      await refused(user(ana), `update public.profiles set is_admin = true where user_id = '${ana}'`),
    ).toBe(true);
    expect(
      await refused(
        user(ana),
        `insert into public.cards_owned (user_id, hero_id, card_id) values ('${ana}', '${ids.hero}', 62)`,
      ),
    ).toBe(true);
    expect(
      await refused(user(ana), `update public.battles set action_count = 0 where id = '${ids.battle}'`),
    ).toBe(true);
  });

  it('lets anon read only the catalogue, and nobody write it from the client', async () => {
    for (const table of ['cards', 'fighters', 'enemies', 'jobs', 'personalities']) {
      const rows = await asRole(db, anon, (tx) => tx.query(`select * from public.${table}`));
      expect(rows.rows.length, table).toBeGreaterThan(0);
      const key =
        table === 'jobs' || table === 'personalities' ? `(name) values ('Pirate')` : `(id) values (999)`;
      for (const who of [anon, user(ana)]) {
        for (const sql of [
          `update public.${table} set name = 'x'`,
          `delete from public.${table}`,
          `insert into public.${table} ${key}`,
        ]) {
          const error = await sqlError(asRole(db, who, (tx) => tx.query(sql)));
          expect(error.code, `${who.role}: ${sql}`).toBe('42501');
        }
      }
    }
    for (const table of Object.keys(intrusions())) {
      const error = await sqlError(asRole(db, anon, (tx) => tx.query(`select * from public.${table}`)));
      expect(error.code, table).toBe('42501');
    }
    const call = await sqlError(
      asRole(db, anon, (tx) =>
        tx.query(`select public.buy_potion(gen_random_uuid(), $1, 20, 5)`, [ids.hero]),
      ),
    );
    expect(call.code).toBe('42501');
  });

  it('lets only the seated players act in a match', async () => {
    const outsider = await sqlError(
      asRole(db, user(ben), (tx) => tx.query(`select public.append_match_action($1, 1, '{}')`, [ids.match])),
    );
    expect(outsider).toMatchObject({ code: 'GA403', message: 'Only the seated players act in this match.' });
    const stale = await sqlError(
      asRole(db, user(cora), (tx) => tx.query(`select public.append_match_action($1, 0, '{}')`, [ids.match])),
    );
    expect(stale).toMatchObject({ code: 'GA409', message: 'Expected action 1, got 0.' });
    const next = await asRole(db, user(cora), (tx) =>
      one<{ n: number }>(tx, `select public.append_match_action($1, 1, '{}') as n`, [ids.match]),
    );
    expect(next.n).toBe(2);
  });
});

describe('atomic game functions', () => {
  const gold = async () =>
    (await one<{ gold: number }>(db, `select gold from public.heroes where id = $1`, [ids.hero])).gold;
  const asAna = <T>(work: (tx: Transaction) => Promise<T>, commit = true) =>
    asRole(db, user(ana), work, { commit });
  const buyPotion = (key: string, price: number) =>
    asAna((tx) => json(tx, `select public.buy_potion($1, $2, 20, $3)`, [key, ids.hero, price]));

  it('never overspends when two purchases race for the same gold, in either order', async () => {
    expect(await gold()).toBe(25);
    // PGlite has one connection, so "racing" calls are queued by it; we start both at once and
    // also check the reverse order. Each function locks the hero row first (FOR UPDATE), so on a
    // real server the second caller waits and then sees the first one's gold, exactly like here.
    const race = await Promise.allSettled([
      buyPotion(crypto.randomUUID(), 15),
      buyPotion(crypto.randomUUID(), 15),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await gold()).toBe(10);
    const rejected = race.find((r) => r.status === 'rejected');
    expect(rejected?.status === 'rejected' && (rejected.reason as Error).message).toBe(
      'Not enough gold to purchase this potion.',
    );
  });

  it('charges a repeated purchase key once', async () => {
    const key = crypto.randomUUID();
    const first = await buyPotion(key, 5);
    const again = await buyPotion(key, 5);
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(await gold()).toBe(5);
  });

  it('holds a row lock on the hero while a purchase is in progress', async () => {
    const locks = await asAna(async (tx) => {
      await tx.query(`select public.buy_potion(gen_random_uuid(), $1, 20, 5)`, [ids.hero]);
      return tx.query<{ mode: string }>(
        `select mode from pg_locks where relation = 'public.heroes'::regclass and pid = pg_backend_pid()`,
      );
    }, false);
    expect(locks.rows.map((l) => l.mode)).toContain('RowShareLock');
    expect(await gold()).toBe(5); // rolled back
  });

  it('never lets gold go below 0, whoever writes it', async () => {
    const error = await sqlError(db.query(`update public.heroes set gold = -1 where id = $1`, [ids.hero]));
    expect(error.message).toMatch(/heroes_gold_not_negative/);
    const jail = await asAna(
      (tx) => json(tx, `select public.jail_theft(gen_random_uuid(), $1, 0, 10, null)`, [ids.hero]),
      false,
    );
    expect(jail.gold_stolen).toBe(5);
    expect((jail.hero as { gold: number }).gold).toBe(0);
  });

  it('never steals the starter card', async () => {
    const error = await sqlError(
      asAna((tx) => tx.query(`select public.jail_theft(gen_random_uuid(), $1, 0, 5, 73)`, [ids.hero])),
    );
    expect(error).toMatchObject({ code: 'GA400', message: 'The starter card can never be stolen.' });
  });

  it('keeps a deck at 7 different cards at most, never card 91', async () => {
    const save = (cards: string) =>
      sqlError(asAna((tx) => tx.query(`select public.save_deck($1, ${cards})`, [ids.adventure])));
    expect(await save('array[60,61,62,63,64,65,66,67]')).toMatchObject({
      code: 'GA400',
      message: 'You exceeded the maximum of 7 cards in your deck.',
    });
    expect((await save('array[60,60]')).message).toBe('A deck cannot hold the same card twice.');
    expect((await save('array[91]')).code).toBe('GA400');
    expect((await save('array[9999]')).code).toBe('GA404');
    // Even a superuser writing rows directly cannot make an eighth card or a duplicate.
    const direct = await sqlError(
      db.query(
        `insert into public.deck_builds (user_id, adventure_id, card_id, position) values ($1, $2, 61, 7)`,
        [ana, ids.adventure],
      ),
    );
    expect(direct.message).toMatch(/deck_builds_at_most_seven/);
    const dup = await sqlError(
      db.query(
        `insert into public.deck_builds (user_id, adventure_id, card_id, position) values ($1, $2, 60, 3)`,
        [ana, ids.adventure],
      ),
    );
    expect(dup.code).toBe('23505');
    const deck = await db.query<{ card_id: number }>(
      `select card_id from public.deck_builds where adventure_id = $1 order by position`,
      [ids.adventure],
    );
    expect(deck.rows.map((r) => r.card_id)).toEqual([73, 60]);
  });

  it('lets one player take the last seat of a room', async () => {
    const room = await asAna((tx) =>
      one<{ id: string }>(tx, `select id from public.create_room('Last seat')`),
    );
    const seat = (who: string) =>
      asRole(db, user(who), (tx) => tx.query(`select public.join_room($1)`, [room.id]), { commit: true });
    const dave = await createAuthUser(db, 'dave@example.com', 'Dave_Reyes');
    const race = await Promise.allSettled([seat(ben), seat(dave)]);
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});

describe('constraints', () => {
  it('reject bad input with clear errors', async () => {
    const asBen = (sql: string, params: unknown[] = []) =>
      sqlError(asRole(db, user(ben), (tx) => tx.query(sql, params)));
    const begin = (intro: string, name = `'Tala'`, progress = `'{}'`) =>
      asBen(`select public.begin_adventure(${intro}, ${progress}, ${name}, '', 'Soldier', '{}')`);
    expect((await begin(`'  '`)).code).toBe('23514');
    expect((await begin(`repeat('x', 4001)`)).code).toBe('23514');
    expect((await begin(`'x'`, `repeat('x', 41)`)).code).toBe('23514');
    expect((await begin(`'x'`, `''`)).code).toBe('23514');
    expect((await begin(`'x'`, `'Tala'`, `jsonb_build_object('x', repeat('x', 100001))`)).code).toBe('23514');
    expect(await begin(`'x'`, `'Tala'`, 'null')).toMatchObject({
      code: 'GA400',
      message: 'The adventure progress is missing.',
    });
    expect((await asBen(`select public.create_room(repeat('x', 41))`)).code).toBe('23514');
    expect(
      (await asBen(`insert into public.battles (mode, seed, setup) values ('arcade', 1, '{}')`)).code,
    ).toBe('23514');
    expect(await asBen(`select public.buy_card(gen_random_uuid(), $1, 61, -5)`, [ids.hero])).toMatchObject({
      code: 'GA404',
      message: 'This hero does not exist.',
    });
    const ana1 = (sql: string, params: unknown[] = []) =>
      sqlError(asRole(db, user(ana), (tx) => tx.query(sql, params)));
    expect(await ana1(`select public.buy_card(gen_random_uuid(), $1, 61, -5)`, [ids.hero])).toMatchObject({
      code: 'GA400',
      message: 'The price is not a store price for this card.',
    });
    expect((await ana1(`select public.buy_card(gen_random_uuid(), $1, 91, 20)`, [ids.hero])).code).toBe(
      'GA400',
    );
    expect(
      (await ana1(`select public.grant_reward(gen_random_uuid(), 'gift', $1, 20, 5, 60)`, [ids.hero])).code,
    ).toBe('GA400');
    expect(
      (await ana1(`select public.save_scenario($1, 'x', null, 'D', '{}')`, [ids.adventure])).message,
    ).toBe('Please select a valid option.');
    expect((await ana1(`select public.save_scenario($1, 'x', null, 'A', null)`, [ids.adventure])).code).toBe(
      'GA400',
    );
    expect(
      (
        await sqlError(
          db.query(`insert into public.profiles (user_id, user_name) values ($1, 'no spaces allowed')`, [
            ben,
          ]),
        )
      ).message,
    ).toMatch(/profiles_user_name_format|duplicate/);
    expect((await sqlError(createAuthUser(db, 'copy@example.com', 'ana_dalisay'))).code).toBe('23505');
    expect(
      (
        await one<{ n: number }>(
          db,
          `select count(*)::int as n from auth.users where email = 'copy@example.com'`,
        )
      ).n,
    ).toBe(0);
  });
});

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
    expect(await progress()).toEqual({ screen: 'story' }); // stored by save_scenario with the scene
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
    expect(await progress()).toEqual({ screen: 'story' });

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
    const old = await PGlite.create();
    try {
      await old.exec(SUPABASE_STUB_SQL);
      const files = migrationFiles();
      const journey = files.indexOf('20251125000000_adventure_journey.sql');
      expect(journey).toBeGreaterThan(0);
      const run = (name: string) => old.exec(readFileSync(`${migrationsDir}${name}`, 'utf8'));
      for (const name of files.slice(0, journey)) await run(name);
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
      for (const name of files.slice(journey)) await run(name);
      await old.exec(readFileSync(`${migrationsDir}../seed.sql`, 'utf8'));

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
