// The Supabase schema on a real Postgres engine (PGlite): migrations from scratch, row-level
// security table by table, the atomic game functions and the constraints behind them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, ENEMIES, FIGHTERS, JOBS, PERSONALITIES } from '../../../src/content/index.ts';
import { STARTER_CARD_ID, heroStats, traitsFor } from '../../../src/engine/index.ts';
import { createMatch, nextWakeAt, viewFor } from '../../../src/engine/match/index.ts';
import { createAuthUser, migrationFiles, openGameDb } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { jail, json, one, reward, storyBattle, storySetup } from './storySql.ts';
import { SUPABASE_STUB_SQL } from './supabaseStub.ts';

const migrationsDir = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));

let db: PGlite;
let ana: string; // owns everything below
let ben: string; // the intruder
let cora: string; // Ana's opponent online
const ids: Record<string, string> = {};

/** An active battle of the caller against the computer. */
async function versusBattle(tx: Transaction): Promise<string> {
  const { id } = await one<{ id: string }>(
    tx,
    `insert into public.battles (mode, seed, setup) values ('versus_computer', 7, '{}') returning id`,
  );
  return id;
}

/** Ends a battle with the service role, `minutesAgo` minutes ago: a replay's end, no spoils. */
async function endAsTheServer(
  tx: Transaction,
  battleId: string,
  winner: 0 | 1,
  minutesAgo = 0,
): Promise<void> {
  await tx.exec('set local role service_role');
  await tx.query(
    `update public.battles set status = 'finished', winner = $2,
       updated_at = now() - make_interval(mins => $3) where id = $1`,
    [battleId, winner, minutesAgo],
  );
  await tx.exec('set local role authenticated');
}

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
      ids.won = await storyBattle(tx, ids.hero, 0, reward(20, 25, 60));
      await tx.query(`select public.grant_reward($1, $2)`, [ids.won, ids.hero]);
      await tx.query(`select public.current_store_stock($1)`, [ids.hero]);
      await tx.query(`select public.save_deck($1, array[73, 60])`, [ids.adventure]);
      ids.battle = await versusBattle(tx);
      await tx.query(`select public.append_battle_action($1, 0, '{"type":"charge"}')`, [ids.battle]);
      ids.room = (
        await one<{ id: string }>(tx, `select public.create_room('Ana''s hall') ->> 'id' as id`)
      ).id;
    },
    { commit: true },
  );
  await asRole(db, user(cora), (tx) => tx.query(`select public.join_room($1)`, [ids.room]), { commit: true });
  await asRole(
    db,
    user(ana),
    (tx) => tx.query(`select public.send_chat($1, 'Magandang gabi!')`, [ids.room]),
    {
      commit: true,
    },
  );
  // The match is the Edge Function's (service role): started, picked and stored as it does.
  ids.match = crypto.randomUUID();
  await db.query(`select public.online_start_match($1, $2, $3)`, [ana, ids.room, ids.match]);
  await db.query(`select public.online_pick_fighter($1, $2, 1::smallint)`, [ana, ids.match]);
  await db.query(`select public.online_pick_fighter($1, $2, 2::smallint)`, [cora, ids.match]);
  const match = createMatch({
    id: ids.match,
    seats: [ana, cora],
    fighters: [1, 2],
    seed: 99,
    now: Date.now(),
  });
  await db.query(`select public.online_commit($1, -1, $2, $3, '[]', $4)`, [
    ids.match,
    match,
    nextWakeAt(match),
    JSON.stringify([0, 1].map((seat) => ({ seat, view: viewFor(match, seat as 0 | 1) }))),
  ]);
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
      expect(await refused(user(ben), sql.insert), `${table}: insert`).toBe(true);
      expect(await refused(user(ben), sql.update), `${table}: update`).toBe(true);
      expect(await refused(user(ben), sql.remove), `${table}: delete`).toBe(true);
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

describe('atomic game functions', () => {
  const gold = async () =>
    (await one<{ gold: number }>(db, `select gold from public.heroes where id = $1`, [ids.hero])).gold;
  const asAna = <T>(work: (tx: Transaction) => Promise<T>, commit = true) =>
    asRole(db, user(ana), work, { commit });
  const buyPotion = (key: string, slot: number, price: number) =>
    asAna((tx) => json(tx, `select public.buy_potion($1, $2, $3, 20, $4)`, [key, ids.hero, slot, price]));

  beforeAll(async () => {
    // The stock is the database's roll; here its potions are set to known prices (as a superuser)
    // so that the gold arithmetic below is exact: slots 0 and 1 cost 15, slots 2 and 3 cost 5.
    await db.query(
      `update public.store_stock_potions set value = 20, price = case when slot < 2 then 15 else 5 end
       where hero_id = $1`,
      [ids.hero],
    );
  });

  it('never overspends when two purchases race for the same gold, in either order', async () => {
    expect(await gold()).toBe(25);
    // PGlite has one connection, so "racing" calls are queued by it; we start both at once and
    // also check the reverse order. Each function locks the hero row first (FOR UPDATE), so on a
    // real server the second caller waits and then sees the first one's gold, exactly like here.
    const race = await Promise.allSettled([
      buyPotion(crypto.randomUUID(), 0, 15),
      buyPotion(crypto.randomUUID(), 1, 15),
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
    const first = await buyPotion(key, 2, 5);
    const again = await buyPotion(key, 2, 5);
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(await gold()).toBe(5);
  });

  it('holds a row lock on the hero while a purchase is in progress', async () => {
    const locks = await asAna(async (tx) => {
      await tx.query(`select public.buy_potion(gen_random_uuid(), $1, 3, 20, 5)`, [ids.hero]);
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
    const taken = await asAna(async (tx) => {
      const lost = await storyBattle(tx, String(ids.hero), 1, jail(0, 10, null));
      return json(tx, `select public.jail_theft($1, $2)`, [lost, ids.hero]);
    }, false);
    expect(taken.gold_stolen).toBe(5);
    expect((taken.hero as { gold: number }).gold).toBe(0);
  });

  it('never steals the starter card: no jail holding it can be stored, even by the service role', async () => {
    const error = await sqlError(
      asAna((tx) => storyBattle(tx, String(ids.hero), 1, jail(0, 5, STARTER_CARD_ID)), false),
    );
    expect(error).toMatchObject({ code: '23514' });
    expect(error.message).toMatch(/story_spoils_within_ranges/);
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
    const eve = await createAuthUser(db, 'eve@example.com', 'Eve_Santos');
    const room = await asRole(
      db,
      user(eve),
      (tx) => json(tx, `select public.create_room('Last seat')`) as Promise<{ id: string }>,
      { commit: true },
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
    expect(await asBen(`select public.create_room(repeat('x', 41))`)).toMatchObject({
      code: 'GA400',
      message: 'A room name can have at most 24 characters.',
    });
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
    expect(await ana1(`select public.grant_find(gen_random_uuid(), $1)`, [ids.hero])).toMatchObject({
      code: 'GA403',
      message: 'This find is not one this hero made.',
    });
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

describe('the store, rewards and jail', () => {
  type Stock = {
    hero_id: string;
    cards: { card_id: number; price: number; sold: boolean }[];
    potions: { value: number; price: number; sold: boolean }[];
    rolled_at: string;
    served_at: string;
  };
  const rarity = new Map(CARDS.map((card) => [card.id, card.rarity]));
  let eli: string;
  let hero: string;
  let otherHero: string;

  const asEli = <T>(work: (tx: Transaction) => Promise<T>) => asRole(db, user(eli), work, { commit: true });
  const stockOf = async (heroId: string, who = eli) =>
    (await asRole(db, user(who), (tx) => json(tx, `select public.current_store_stock($1)`, [heroId]), {
      commit: true,
    })) as unknown as Stock;
  const goldOf = async (heroId: string) =>
    (await one<{ gold: number }>(db, `select gold from public.heroes where id = $1`, [heroId])).gold;
  const setGold = (heroId: string, gold: number) =>
    db.query(`update public.heroes set gold = $2 where id = $1`, [heroId, gold]);
  /** As if an hour had passed on the server's clock. */
  const anHourLater = (heroId: string) =>
    db.query(`update public.store_stock set rolled_at = rolled_at - interval '1 hour' where hero_id = $1`, [
      heroId,
    ]);
  const eliError = (sql: string, params: unknown[]) => sqlError(asEli((tx) => tx.query(sql, params)));
  const notForSale = (what: 'card' | 'potion') => ({
    code: 'GA409',
    message: `This ${what} is no longer for sale.`,
  });

  function expectWithinRanges(stock: Stock): void {
    expect(stock.cards).toHaveLength(5);
    expect(new Set(stock.cards.map((card) => card.card_id)).size).toBe(5);
    for (const card of stock.cards) {
      const kind = rarity.get(card.card_id);
      expect(card.card_id).not.toBe(91);
      expect(['common', 'rare']).toContain(kind);
      const [min, max] = kind === 'rare' ? [30, 60] : [15, 40];
      expect(card.price).toBeGreaterThanOrEqual(min);
      expect(card.price).toBeLessThanOrEqual(max);
      expect(card.sold).toBe(false);
    }
    expect(stock.potions).toHaveLength(4);
    for (const potion of stock.potions) {
      expect(potion.value).toBeGreaterThanOrEqual(20);
      expect(potion.value).toBeLessThanOrEqual(60);
      expect(potion.price).toBeGreaterThanOrEqual(5);
      expect(potion.price).toBeLessThanOrEqual(45);
      expect(potion.sold).toBe(false);
    }
  }

  beforeAll(async () => {
    eli = await createAuthUser(db, 'eli.store@example.com', 'Eli_Store');
    const begin = `select public.begin_adventure('The market.', '{}', 'Tala', '', 'Soldier', array['Brave'])`;
    hero = String(((await asEli((tx) => json(tx, begin))).hero as { id: string }).id);
    otherHero = String(((await asEli((tx) => json(tx, begin))).hero as { id: string }).id);
  });

  it('rolls a stock within the ranges, keeps it for the hour and rolls a new one after', async () => {
    const first = await stockOf(hero);
    expectWithinRanges(first);
    expect(first.hero_id).toBe(hero);
    expect(Date.parse(first.served_at)).toBeGreaterThanOrEqual(Date.parse(first.rolled_at));
    const again = await stockOf(hero);
    expect({ ...again, served_at: '' }).toEqual({ ...first, served_at: '' });
    await db.query(
      `update public.store_stock set rolled_at = now() - interval '59 minutes' where hero_id = $1`,
      [hero],
    );
    const young = await stockOf(hero);
    expect(young.cards).toEqual(first.cards);
    expect(young.potions).toEqual(first.potions);

    const offered = new Set<number>();
    let previous = young;
    for (let roll = 0; roll < 30; roll += 1) {
      await anHourLater(hero);
      const next = await stockOf(hero);
      expectWithinRanges(next);
      expect(Date.parse(next.rolled_at)).toBeGreaterThan(Date.parse(previous.rolled_at));
      for (const card of next.cards) offered.add(card.card_id);
      previous = next;
    }
    // Drawn from every common and rare card, not a fixed five.
    expect(offered.size).toBeGreaterThan(15);
    const stored = await db.query<{ n: number }>(
      `select (select count(*) from public.store_stock_cards where hero_id = $1)::int
            + (select count(*) from public.store_stock_potions where hero_id = $1)::int as n`,
      [hero],
    );
    expect(stored.rows[0]?.n).toBe(9); // an old roll leaves nothing behind
  });

  it("lets nobody else read or buy from a hero's stock", async () => {
    const stock = await stockOf(hero);
    await setGold(hero, 100);
    const card = stock.cards[0];
    const potion = stock.potions[0];
    if (!card || !potion) throw new Error('no stock');
    const asBen = (sql: string, params: unknown[]) =>
      sqlError(asRole(db, user(ben), (tx) => tx.query(sql, params)));
    const missing = { code: 'GA404', message: 'This hero does not exist.' };
    expect(await asBen(`select public.current_store_stock($1)`, [hero])).toMatchObject(missing);
    expect(
      await asBen(`select public.buy_card(gen_random_uuid(), $1, $2, $3)`, [hero, card.card_id, card.price]),
    ).toMatchObject(missing);
    expect(
      await asBen(`select public.buy_potion(gen_random_uuid(), $1, 0, $2, $3)`, [
        hero,
        potion.value,
        potion.price,
      ]),
    ).toMatchObject(missing);
    for (const table of ['store_stock', 'store_stock_cards', 'store_stock_potions']) {
      const seen = await asRole(db, user(ben), (tx) =>
        tx.query(`select * from public.${table} where hero_id = $1`, [hero]),
      );
      expect(seen.rows, table).toEqual([]);
    }
    expect(await goldOf(hero)).toBe(100);
    expect(await stockOf(hero)).toMatchObject({ cards: stock.cards, potions: stock.potions });
  });

  it('sells only an unsold item of the current stock at its price, and marks it sold', async () => {
    await anHourLater(hero);
    const stock = await stockOf(hero);
    await setGold(hero, 200);
    await db.query(
      `update public.store_stock_potions
       set value = (array[30, 40, 30, 50])[slot + 1], price = (array[10, 20, 10, 5])[slot + 1]
       where hero_id = $1`,
      [hero],
    );
    // The stock is rolled at random and may hold the starter card, which jail never steals: the
    // theft below needs another one.
    const card = stock.cards.find((c) => c.card_id !== STARTER_CARD_ID);
    if (!card) throw new Error('no stock');
    const absent = CARDS.find(
      (c) =>
        ['common', 'rare'].includes(c.rarity) && !stock.cards.some((s) => s.card_id === c.id) && c.id !== 91,
    );
    const buyCard = (cardId: number, price: number) =>
      `select public.buy_card(gen_random_uuid(), '${hero}', ${cardId}, ${price})`;
    // 30 and 31 are store prices for both rarities.
    expect(await eliError(buyCard(absent?.id ?? 0, 30), [])).toMatchObject(notForSale('card'));
    expect(await eliError(buyCard(card.card_id, card.price === 30 ? 31 : 30), [])).toMatchObject(
      notForSale('card'),
    );
    expect(await goldOf(hero)).toBe(200);
    const bought = await asEli((tx) => json(tx, buyCard(card.card_id, card.price)));
    expect(bought).toMatchObject({ replayed: false, hero: { gold: 200 - card.price } });
    expect((await stockOf(hero)).cards.find((c) => c.card_id === card.card_id)).toEqual({
      ...card,
      sold: true,
    });
    expect(await eliError(buyCard(card.card_id, card.price), [])).toMatchObject({
      code: 'GA409',
      message: 'You already own this card.',
    });
    // Stolen in jail, the card is no longer owned, and still sold.
    await asEli(async (tx) => {
      const lost = await storyBattle(tx, hero, 1, jail(0, 1, card.card_id));
      await tx.query(`select public.jail_theft($1, $2)`, [lost, hero]);
    });
    const afterJail = await goldOf(hero);
    expect(await eliError(buyCard(card.card_id, card.price), [])).toMatchObject(notForSale('card'));

    const buyPotion = (slot: number, value: number, price: number) =>
      `select public.buy_potion(gen_random_uuid(), '${hero}', ${slot}, ${value}, ${price})`;
    for (const [slot, value, price] of [
      [1, 30, 10],
      [0, 31, 10],
      [0, 30, 11],
    ] as const) {
      expect(await eliError(buyPotion(slot, value, price), []), `${slot} ${value} ${price}`).toMatchObject(
        notForSale('potion'),
      );
    }
    expect(await eliError(buyPotion(4, 30, 10), [])).toMatchObject({ code: 'GA400' });
    expect(await goldOf(hero)).toBe(afterJail);
    await asEli((tx) => tx.query(buyPotion(0, 30, 10)));
    expect(await eliError(buyPotion(0, 30, 10), [])).toMatchObject(notForSale('potion'));
    await asEli((tx) => tx.query(buyPotion(2, 30, 10))); // the same potion in another slot
    expect((await stockOf(hero)).potions.map((p) => p.sold)).toEqual([true, false, true, false]);
    expect(await goldOf(hero)).toBe(afterJail - 20);

    // An hour on, the old stock's items are no longer for sale, even unsold ones.
    await anHourLater(hero);
    expect(await eliError(buyPotion(3, 50, 5), [])).toMatchObject(notForSale('potion'));
    const unsold = stock.cards[1];
    if (!unsold) throw new Error('no stock');
    expect(await eliError(buyCard(unsold.card_id, unsold.price), [])).toMatchObject(notForSale('card'));
    expect(await goldOf(hero)).toBe(afterJail - 20);
  });

  it('settles concurrent calls once: a purchase clicked ten times, one card bought ten times, ten rolls', async () => {
    await anHourLater(hero);
    const stock = await stockOf(hero);
    const potion = stock.potions[1];
    const card = stock.cards[2];
    if (!potion || !card) throw new Error('no stock');
    // Enough for both whatever prices the stock was rolled with, and 10 to spare.
    const purse = potion.price + card.price + 10;
    await setGold(hero, purse);
    const ten = <T>(call: (i: number) => Promise<T>) =>
      Promise.allSettled(Array.from({ length: 10 }, (_, i) => call(i)));

    const key = crypto.randomUUID();
    const clicks = await ten(() =>
      asEli((tx) =>
        json(tx, `select public.buy_potion($1, $2, 1, $3, $4)`, [key, hero, potion.value, potion.price]),
      ),
    );
    expect(clicks.every((click) => click.status === 'fulfilled')).toBe(true);
    const replays = clicks.map((click) => click.status === 'fulfilled' && click.value.replayed);
    expect(replays.filter((replayed) => !replayed)).toHaveLength(1);
    expect(await goldOf(hero)).toBe(purse - potion.price);

    const buyers = await ten(() =>
      asEli((tx) =>
        json(tx, `select public.buy_card(gen_random_uuid(), $1, $2, $3)`, [hero, card.card_id, card.price]),
      ),
    );
    expect(buyers.filter((buyer) => buyer.status === 'fulfilled')).toHaveLength(1);
    for (const buyer of buyers) {
      if (buyer.status === 'rejected')
        expect((buyer.reason as Error).message).toBe('You already own this card.');
    }
    expect(await goldOf(hero)).toBe(purse - potion.price - card.price);
    const after = await stockOf(hero);
    expect(after.cards.filter((c) => c.sold)).toEqual([{ ...card, sold: true }]);
    expect(after.potions.filter((p) => p.sold)).toEqual([{ ...potion, sold: true }]);

    await anHourLater(hero);
    const rolls = await ten(() => stockOf(hero));
    const rolled = rolls.map((roll) => (roll.status === 'fulfilled' ? roll.value : null));
    expect(rolled.every((roll) => roll !== null)).toBe(true);
    expect(
      new Set(rolled.map((roll) => JSON.stringify([roll?.rolled_at, roll?.cards, roll?.potions]))).size,
    ).toBe(1);

    const won = await asEli((tx) => storyBattle(tx, hero, 0, reward(20, 7, 60)));
    const gold = await goldOf(hero);
    const rewards = await ten(() =>
      asEli((tx) => json(tx, `select public.grant_reward($1, $2)`, [won, hero])),
    );
    expect(rewards.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(rewards.filter((r) => r.status === 'fulfilled' && !r.value.replayed)).toHaveLength(1);
    expect(await goldOf(hero)).toBe(gold + 7);
  });

  it('holds hero stats within the bounds for every writer, a superuser too', async () => {
    // The bounds are constraints too: not even a superuser writes past them.
    for (const [set, constraint] of [
      ['agility = 51', 'heroes_agility_within_bounds'],
      ['critical_rate = 51', 'heroes_critical_rate_within_bounds'],
      ['health = max_health + 1', 'heroes_health_within_max'],
    ]) {
      const error = await sqlError(db.query(`update public.heroes set ${set} where id = $1`, [otherHero]));
      expect(error.message, set).toMatch(new RegExp(constraint ?? ''));
    }
  });

  it('deletes the stock with its adventure', async () => {
    const begun = await asEli((tx) =>
      json(tx, `select public.begin_adventure('Short.', '{}', 'Lakan', '', 'Chef', '{}')`),
    );
    const heroId = String((begun.hero as { id: string }).id);
    await stockOf(heroId);
    const count = async () =>
      (
        await one<{ n: number }>(
          db,
          `select (select count(*) from public.store_stock where hero_id = $1)::int
                + (select count(*) from public.store_stock_cards where hero_id = $1)::int
                + (select count(*) from public.store_stock_potions where hero_id = $1)::int as n`,
          [heroId],
        )
      ).n;
    expect(await count()).toBe(10);
    await asEli((tx) =>
      tx.query(`delete from public.adventures where id = $1`, [(begun.adventure as { id: string }).id]),
    );
    expect(await count()).toBe(0);
  });
});

describe('the store migration on an older database', () => {
  it('brings stored heroes within the stat bounds and leaves the others as they were', async () => {
    const old = await PGlite.create();
    try {
      await old.exec(SUPABASE_STUB_SQL);
      const files = migrationFiles();
      const store = files.indexOf('20251125000100_store_and_spoils.sql');
      expect(store).toBeGreaterThan(0);
      const run = (name: string) => old.exec(readFileSync(`${migrationsDir}${name}`, 'utf8'));
      for (const name of files.slice(0, store)) await run(name);
      await old.exec(readFileSync(`${migrationsDir}../seed.sql`, 'utf8'));
      const p = await createAuthUser(old, 'p@example.com', 'Player_P');
      const begin = (name: string) =>
        asRole(
          old,
          user(p),
          (tx) => json(tx, `select public.begin_adventure('x', '{}', '${name}', '', 'Soldier', '{}')`),
          { commit: true },
        );
      const wild = String(((await begin('Wild')).hero as { id: string }).id);
      const tame = String(((await begin('Tame')).hero as { id: string }).id);
      // What clients could write before: any stats from 0 to 100.
      await old.query(
        `update public.heroes set health = 90, agility = 80, critical_rate = 70 where id = $1`,
        [wild],
      );
      await old.query(`update public.heroes set health = 12, agility = 7, critical_rate = 9 where id = $1`, [
        tame,
      ]);
      for (const name of files.slice(store)) await run(name);
      const heroes = await old.query(
        `select name, health, max_health, agility, critical_rate from public.heroes order by name`,
      );
      const max = (
        await one<{ m: number }>(old, `select max_health as m from public.heroes where id = $1`, [wild])
      ).m;
      expect(heroes.rows).toEqual([
        { name: 'Tame', health: 12, max_health: max, agility: 7, critical_rate: 9 },
        { name: 'Wild', health: max, max_health: max, agility: 50, critical_rate: 50 },
      ]);
    } finally {
      await old.close();
    }
  }, 60_000);
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

describe('replays', () => {
  let fay: string;
  let fayHero: string;
  const asFay = <T>(work: (tx: Transaction) => Promise<T>) => asRole(db, user(fay), work, { commit: true });
  const fayError = (sql: string, params: unknown[] = []) => sqlError(asFay((tx) => tx.query(sql, params)));
  type Page = { total: number; battles: { id: string; mode: string; actions: unknown[] }[] };
  const listOf = (who: string, limit: number, offset: number) =>
    asRole(db, user(who), (tx) =>
      json(tx, `select public.list_replays($1, $2)`, [limit, offset]),
    ) as unknown as Promise<Page>;

  /**
   * A battle of the caller with two logged moves, ended `minutesAgo` minutes ago (or still active).
   * A story battle is Fay's hero's, begun as the game begins one.
   */
  async function battle(tx: Transaction, mode: string, minutesAgo: number | null): Promise<string> {
    const setup = mode === 'adventure' ? await storySetup(tx, fayHero) : {};
    const { id } = await one<{ id: string }>(
      tx,
      `insert into public.battles (mode, seed, setup) values ($1, 5, $2) returning id`,
      [mode, setup],
    );
    await tx.query(`select public.append_battle_action($1, 0, '{"type":"chargeEnergy","side":0}')`, [id]);
    await tx.query(`select public.append_battle_action($1, 1, '{"type":"timeUp","side":1}')`, [id]);
    if (minutesAgo !== null) await endAsTheServer(tx, id, 0, minutesAgo);
    return id;
  }

  beforeAll(async () => {
    fay = await createAuthUser(db, 'fay.replays@example.com', 'Fay_Replays');
    const begun = await asFay((tx) =>
      json(tx, `select public.begin_adventure('Replays.', '{}', 'Tala', '', 'Soldier', '{}')`),
    );
    fayHero = String((begun.hero as { id: string }).id);
  });

  it('lists only the caller’s finished battles, ended most recently first, with their ordered logs', async () => {
    const ids = await asFay(async (tx) => ({
      older: await battle(tx, 'local_two_player', 30),
      story: await battle(tx, 'adventure', 20),
      newer: await battle(tx, 'versus_computer', 10),
      active: await battle(tx, 'versus_computer', null),
    }));
    const page = await listOf(fay, 2, 0);
    expect(page.total).toBe(3);
    expect(page.battles.map((b) => b.id)).toEqual([ids.newer, ids.story]);
    expect(page.battles[0]?.actions).toEqual([
      { type: 'chargeEnergy', side: 0 },
      { type: 'timeUp', side: 1 },
    ]);
    expect((await listOf(fay, 2, 2)).battles.map((b) => b.id)).toEqual([ids.older]);
    const stranger = await createAuthUser(db, 'gil.replays@example.com', 'Gil_Replays');
    expect(await listOf(stranger, 50, 0)).toEqual({ total: 0, battles: [] });
    for (const [limit, offset] of [
      [0, 0],
      [51, 0],
      [5, -1],
    ]) {
      expect(await fayError(`select public.list_replays($1, $2)`, [limit, offset])).toMatchObject({
        code: 'GA400',
      });
    }
    expect(
      await sqlError(asRole(db, anon, (tx) => tx.query(`select public.list_replays(5, 0)`))),
    ).toMatchObject({ code: '42501' });
  });

  it('deletes a versus replay with its log, only hides a story battle, and refuses the rest', async () => {
    const ids = await asFay(async (tx) => ({
      versus: await battle(tx, 'versus_computer', 5),
      story: await battle(tx, 'adventure', 4),
      active: await battle(tx, 'local_two_player', null),
    }));
    const remove = (id: string) => `select public.delete_replay('${id}')`;
    expect(await fayError(remove(ids.active))).toMatchObject({ code: 'GA409' });
    expect(await fayError(remove(crypto.randomUUID()))).toMatchObject({ code: 'GA404' });
    expect(await sqlError(asRole(db, user(ben), (tx) => tx.query(remove(ids.versus))))).toMatchObject({
      code: 'GA403',
    });
    await asFay((tx) => tx.query(remove(ids.versus)));
    await asFay((tx) => tx.query(remove(ids.story)));
    const left = await db.query<{ id: string; replay_hidden: boolean }>(
      `select id, replay_hidden from public.battles where id = any($1::uuid[])`,
      [[ids.versus, ids.story]],
    );
    expect(left.rows).toEqual([{ id: ids.story, replay_hidden: true }]);
    expect(
      (await db.query(`select 1 from public.battle_actions where battle_id = $1`, [ids.versus])).rows,
    ).toEqual([]);
    const listed = (await listOf(fay, 50, 0)).battles.map((b) => b.id);
    expect(listed).not.toContain(ids.story);
    expect(listed).not.toContain(ids.versus);
  });

  it('keeps story battles from being deleted or unhidden directly, and lets versus battles go', async () => {
    const ids = await asFay(async (tx) => ({
      versus: await battle(tx, 'versus_computer', 3),
      story: await battle(tx, 'adventure', 2),
    }));
    // Deleting a lost story battle would escape its jail: RLS leaves it in place.
    expect(await refused(user(fay), `delete from public.battles where id = '${ids.story}'`)).toBe(true);
    expect(
      (await fayError(`update public.battles set replay_hidden = false where id = $1`, [ids.story])).code,
    ).toBe('42501');
    const gone = await asFay((tx) => tx.query(`delete from public.battles where id = $1`, [ids.versus]));
    expect(gone.affectedRows).toBe(1);
  });
});
