// The store, rewards and jail on the schema (PGlite), and the store migration on an older database.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/content/index.ts';
import { STARTER_CARD_ID } from '../../../src/engine/index.ts';
import { createAuthUser, databaseBefore, seedDatabase } from './gameDb.ts';
import { asRole, sqlError, user } from './roles.ts';
import { jail, json, one, reward, storyBattle } from './storySql.ts';
import { openOwnedWorld } from './schemaSql.ts';
import { expectStockWithinRanges } from '../stockRanges.ts';

let db: PGlite, ben: string;
beforeAll(async () => ({ db, ben } = await openOwnedWorld()), 60_000);
afterAll(() => db?.close());

describe('the store, rewards and jail', () => {
  type Stock = {
    hero_id: string;
    cards: { card_id: number; price: number; sold: boolean }[];
    potions: { value: number; price: number; sold: boolean }[];
    rolled_at: string;
    served_at: string;
  };
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

  beforeAll(async () => {
    eli = await createAuthUser(db, 'eli.store@example.com', 'Eli_Store');
    const begin = `select public.begin_adventure('The market.', '{}', 'Tala', '', 'Soldier', array['Brave'])`;
    hero = String(((await asEli((tx) => json(tx, begin))).hero as { id: string }).id);
    otherHero = String(((await asEli((tx) => json(tx, begin))).hero as { id: string }).id);
  });

  it('rolls a stock within the ranges, keeps it for the hour and rolls a new one after', async () => {
    const first = await stockOf(hero);
    expectStockWithinRanges(first);
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
      expectStockWithinRanges(next);
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
    const { db: old, migrateRest } = await databaseBefore('20251125000100_store_and_spoils.sql');
    try {
      await seedDatabase(old);
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
      await migrateRest();
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
