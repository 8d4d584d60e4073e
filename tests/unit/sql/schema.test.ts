// The Supabase schema on a real Postgres engine (PGlite): migrations from scratch and row-level
// security table by table. The game functions, constraints, journeys, store and replays have files
// of their own (schema*.test.ts), each starting from the same rows (schemaSql.ts).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, ENEMIES, FIGHTERS, JOBS, PERSONALITIES } from '../../../src/content/index.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { one, storyBattle } from './storySql.ts';
import { openOwnedWorld, refused, versusBattle } from './schemaSql.ts';

let db: PGlite, ana: string, ben: string, ids: Record<string, string>;
beforeAll(async () => ({ db, ana, ben, ids } = await openOwnedWorld()), 60_000);
afterAll(() => db?.close());

describe('migrations', () => {
  it('apply from scratch and enable row-level security on every table', async () => {
    const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(tables.rows.length).toBe(28);
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
  story_spoils: {
    read: `select * from public.story_spoils where battle_id = '${ids.won}'`,
    insert: `insert into public.story_spoils (battle_id, user_id, hero_id, kind, points_recovered, gold, card_id) values ('${ids.battle}', '${ana}', '${ids.hero}', 'reward', 70, 25, 61)`,
    update: `update public.story_spoils set gold = 25 where battle_id = '${ids.won}'`,
    remove: `delete from public.story_spoils where battle_id = '${ids.won}'`,
  },
  store_stock: {
    read: `select * from public.store_stock where hero_id = '${ids.hero}'`,
    insert: `insert into public.store_stock (hero_id, user_id) values ('${ids.hero}', '${ana}')`,
    update: `update public.store_stock set rolled_at = now() where hero_id = '${ids.hero}'`,
    remove: `delete from public.store_stock where hero_id = '${ids.hero}'`,
  },
  store_stock_cards: {
    read: `select * from public.store_stock_cards where hero_id = '${ids.hero}'`,
    insert: `insert into public.store_stock_cards (hero_id, user_id, slot, card_id, price) values ('${ids.hero}', '${ana}', 4, 61, 15)`,
    update: `update public.store_stock_cards set price = 15, sold = false where hero_id = '${ids.hero}'`,
    remove: `delete from public.store_stock_cards where hero_id = '${ids.hero}'`,
  },
  store_stock_potions: {
    read: `select * from public.store_stock_potions where hero_id = '${ids.hero}'`,
    insert: `insert into public.store_stock_potions (hero_id, user_id, slot, value, price) values ('${ids.hero}', '${ana}', 3, 60, 5)`,
    update: `update public.store_stock_potions set price = 5, value = 60 where hero_id = '${ids.hero}'`,
    remove: `delete from public.store_stock_potions where hero_id = '${ids.hero}'`,
  },
  rooms: {
    read: '', // rooms are visible to every signed-in player by design
    insert: `insert into public.rooms (name, player_1, player_1_name) values ('Fake hall', '${ana}', 'Ana_Dalisay')`,
    update: `update public.rooms set phase = 'over' where id = '${ids.room}'`,
    remove: `delete from public.rooms where id = '${ids.room}'`,
  },
  room_chat: {
    read: `select * from public.room_chat where room_id = '${ids.room}'`,
    insert: `insert into public.room_chat (room_id, player_id, name, text) values ('${ids.room}', '${ana}', 'Ana_Dalisay', 'x')`,
    update: `update public.room_chat set text = 'x' where room_id = '${ids.room}'`,
    remove: `delete from public.room_chat where room_id = '${ids.room}'`,
  },
  matches: {
    read: `select * from public.matches where id = '${ids.match}'`,
    insert: `insert into public.matches (id, room_id, player_1, player_2) values (gen_random_uuid(), '${ids.room}', '${ana}', '${ben}')`,
    update: `update public.matches set winner = 1 where id = '${ids.match}'`,
    remove: `delete from public.matches where id = '${ids.match}'`,
  },
  match_actions: {
    read: `select * from public.match_actions where match_id = '${ids.match}'`,
    insert: `insert into public.match_actions (match_id, seq, actor, action, events, at) values ('${ids.match}', 1, 0, '{}', '[]', now())`,
    update: `update public.match_actions set action = '{}' where match_id = '${ids.match}'`,
    remove: `delete from public.match_actions where match_id = '${ids.match}'`,
  },
  match_views: {
    read: `select * from public.match_views where match_id = '${ids.match}'`,
    insert: `insert into public.match_views (match_id, room_id, player_id, seat, rev, seq, view) values ('${ids.match}', '${ids.room}', '${ana}', 0, 99, 0, '{}')`,
    update: `update public.match_views set view = '{}' where match_id = '${ids.match}'`,
    remove: `delete from public.match_views where match_id = '${ids.match}'`,
  },
});

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

  it("lets a player end their own battles, but never a story battle's status or winner", async () => {
    const ended = await asRole(db, user(ana), async (tx) => {
      const story = await storyBattle(tx, ids.hero ?? '', null);
      const versus = await versusBattle(tx);
      const end = (id: string) =>
        tx.query(`update public.battles set status = 'finished', winner = 0 where id = $1 returning id`, [
          id,
        ]);
      return { story: (await end(story)).rows.length, versus: (await end(versus)).rows.length };
    });
    // A story battle's end is the story function's (service role), after replaying its moves.
    expect(ended).toEqual({ story: 0, versus: 1 });
  });

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
      expect(await refused(db, user(ben), sql.insert), `${table}: insert`).toBe(true);
      expect(await refused(db, user(ben), sql.update), `${table}: update`).toBe(true);
      expect(await refused(db, user(ben), sql.remove), `${table}: delete`).toBe(true);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows Ana her own rows, and the rooms to every signed-in player', async () => {
    for (const [table, sql] of Object.entries(intrusions())) {
      if (!sql.read || table === 'matches' || table === 'match_actions') continue;
      const seen = await asRole(db, user(ana), (tx) => tx.query(sql.read));
      expect(seen.rows.length, table).toBeGreaterThan(0);
    }
    const rooms = await asRole(db, user(ben), (tx) => tx.query(`select id, name from public.rooms`));
    expect(rooms.rows.length).toBe(1);
    // Not even a seated player reads the match's state (its seed, both hands) or its full log.
    for (const table of ['matches', 'match_actions'])
      expect(
        (await sqlError(asRole(db, user(ana), (tx) => tx.query(intrusions()[table]?.read ?? '')))).code,
      ).toBe('42501');
  });

  it('keeps the gold and is_admin columns out of the client’s reach', async () => {
    expect(
      await refused(db, user(ana), `update public.heroes set gold = 9999 where id = '${ids.hero}'`),
    ).toBe(true);
    expect(
      await refused(db, user(ana), `update public.profiles set is_admin = true where user_id = '${ana}'`),
    ).toBe(true);
    expect(
      await refused(
        db,
        user(ana),
        `insert into public.cards_owned (user_id, hero_id, card_id) values ('${ana}', '${ids.hero}', 62)`,
      ),
    ).toBe(true);
    expect(
      await refused(db, user(ana), `update public.battles set action_count = 0 where id = '${ids.battle}'`),
    ).toBe(true);
    // Stats are the story function's to write after a battle, the stock the store functions'.
    for (const sql of [
      `update public.heroes set agility = 100 where id = '${ids.hero}'`,
      `update public.heroes set health = 1 where id = '${ids.hero}'`,
      `update public.store_stock_cards set price = 15 where hero_id = '${ids.hero}'`,
      `update public.store_stock_potions set sold = false where hero_id = '${ids.hero}'`,
      `update public.store_stock set rolled_at = now() where hero_id = '${ids.hero}'`,
    ]) {
      expect((await sqlError(asRole(db, user(ana), (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
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
        tx.query(`select public.buy_potion(gen_random_uuid(), $1, 0, 20, 5)`, [ids.hero]),
      ),
    );
    expect(call.code).toBe('42501');
  });

  it('lets no client start, play or end a match: only the match function (service role) does', async () => {
    for (const call of [
      `select public.online_start_match('${ana}', '${ids.room}', gen_random_uuid())`,
      `select public.online_pick_fighter('${ana}', '${ids.match}', 1::smallint)`,
      `select public.online_commit('${ids.match}', 0, '{}', null, '[]', '[]')`,
      `select public.online_leave_room('${ana}', '${ids.room}')`,
      `select public.online_due_matches(0, 0)`,
    ]) {
      expect((await sqlError(asRole(db, user(ana), (tx) => tx.query(call)))).code, call).toBe('42501');
    }
    const gone = await db.query<{ proname: string }>(
      `select proname from pg_proc where pronamespace = 'public'::regnamespace
       and proname in ('start_match', 'append_match_action', 'end_match')`,
    );
    expect(gone.rows).toEqual([]);
  });
});
