// The schema's atomic game functions and the constraints behind them, on PGlite.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_CARD_ID } from '../../../src/engine/index.ts';
import { createAuthUser } from './gameDb.ts';
import { asRole, sqlError, user } from './roles.ts';
import { jail, json, one, storyBattle } from './storySql.ts';
import { openOwnedWorld } from './schemaSql.ts';

let db: PGlite, ana: string, ben: string, ids: Record<string, string>;
beforeAll(async () => ({ db, ana, ben, ids } = await openOwnedWorld()), 60_000);
afterAll(() => db?.close());

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
