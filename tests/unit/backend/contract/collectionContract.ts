// The Backend contract (portContract.ts), part: decks, the starter card, the store's stock, buying cards and potions, and concurrent purchases.
import { expect, it } from 'vitest';
import { CARDS } from '../../../../src/content/index.ts';
import { actAs, type ContractHarness, newPlayer, rejection, uuid } from './harness.ts';
import {
  STARTER,
  CHARGE,
  commons,
  c,
  adventureWithHero,
  storyBattle,
  ownCards,
  giveGold,
  expectFreshStock,
  cardToBuy,
} from './arrange.ts';

export function describeCollectionContract(harness: ContractHarness): void {
  it('saves a deck of at most 7 different cards, never 91, and clears it only when asked', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'deck'));
    const { adventureId } = await adventureWithHero(backend);
    const seven = [c(0), c(1), c(2), c(3), c(4), c(5), c(6)];
    expect(await backend.collection.saveDeck(adventureId, seven)).toEqual(seven);
    expect(await backend.collection.loadDeck(adventureId)).toEqual(seven);
    const refused = [[...seven, c(7)], [c(0), c(0)], [CHARGE], [9999], ['73']] as unknown as number[][];
    for (const deck of refused) {
      const error = await rejection(backend.collection.saveDeck(adventureId, deck));
      expect(['invalid_input', 'not_found']).toContain(error.code);
    }
    expect((await rejection(backend.collection.saveDeck(adventureId, [...seven, c(7)]))).message).toBe(
      'You exceeded the maximum of 7 cards in your deck.',
    );
    expect(await backend.collection.loadDeck(adventureId)).toEqual(seven);
    expect(await backend.collection.saveDeck(adventureId, [c(8), c(0)])).toEqual([c(8), c(0)]);
    expect(await backend.collection.loadDeck(adventureId)).toEqual([c(8), c(0)]);
    await backend.collection.clearDeck(adventureId);
    expect(await backend.collection.loadDeck(adventureId)).toEqual([]);
  });

  it('holds common cards and the rare cards the hero owns in a deck, never a rare card it does not', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'rare'));
    const { adventureId, hero } = await adventureWithHero(backend);
    const [won, unearned] = CARDS.filter((card) => card.rarity === 'rare').map((card) => card.id);
    if (won === undefined || unearned === undefined) throw new Error('two rare cards are needed');
    await ownCards(backend, hero.id, [won]);
    expect(await backend.collection.saveDeck(adventureId, [c(0), won])).toEqual([c(0), won]);
    // A card never earned, even beside owned and common ones, is refused; the deck stays as it was.
    expect(await rejection(backend.collection.saveDeck(adventureId, [c(0), won, unearned]))).toMatchObject({
      code: 'invalid_input',
      message: 'A deck can hold only common cards and cards this hero owns.',
    });
    expect(await backend.collection.loadDeck(adventureId)).toEqual([c(0), won]);
  });

  it('grants the starter card once, and rewards a won story battle with what the backend rolled, once', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'starter'));
    const { hero } = await adventureWithHero(backend);
    expect(await backend.collection.grantStarterCard(hero.id)).toBe(true);
    expect(await backend.collection.grantStarterCard(hero.id)).toBe(false);
    const won = await storyBattle(backend, hero.id, 0);
    const spoils = await backend.purse.storySpoils(won);
    if (!spoils || spoils.cardId === null) throw new Error('no reward rolled');
    expect(spoils).toMatchObject({ kind: 'reward', key: won });
    expect(spoils.pointsRecovered).toBeGreaterThanOrEqual(20);
    expect(spoils.pointsRecovered).toBeLessThanOrEqual(70);
    expect(spoils.gold).toBeGreaterThanOrEqual(1);
    expect(spoils.gold).toBeLessThanOrEqual(25);
    expect(spoils.cardId).not.toBe(CHARGE);
    expect(spoils.alreadyOwned).toBe(spoils.cardId === STARTER);
    const ended = await backend.heroes.getHero(hero.id);
    if (!ended) throw new Error('no hero');
    const reward = { reward_id: won, kind: 'battle' as const, hero_id: hero.id };
    const first = await backend.purse.grantReward(reward);
    expect(first).toMatchObject({ card_added: !spoils.alreadyOwned, replayed: false });
    expect(first.hero).toMatchObject({
      gold: spoils.gold,
      health: Math.min(ended.max_health, ended.health + spoils.pointsRecovered),
    });
    const again = await backend.purse.grantReward(reward);
    expect(again).toMatchObject({ card_added: !spoils.alreadyOwned, replayed: true });
    expect(again.hero.gold).toBe(spoils.gold);
    expect(await backend.collection.listOwnedCards(hero.id)).toEqual(
      [...new Set([STARTER, spoils.cardId])].sort((x, y) => x - y),
    );
  });

  it('buys cards and potions without ever overspending or charging twice', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'store'));
    const { hero } = await adventureWithHero(backend);
    const stock = await backend.purse.storeStock(hero.id);
    const card = cardToBuy(stock);
    const poor = await rejection(backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, ...card }));
    expect(poor.code).toBe('not_enough_gold');
    expect(poor.message).toBe('Not enough gold to purchase this card.');
    const [first, second] = stock.potions;
    if (!first || !second) throw new Error('no potions');
    const poorPotion = await rejection(
      backend.purse.buyPotion({ purchase_id: uuid(), hero_id: hero.id, slot: 0, ...first }),
    );
    expect(poorPotion.message).toBe('Not enough gold to purchase this potion.');
    await giveGold(backend, hero.id, card.price);

    const purchase = { purchase_id: uuid(), hero_id: hero.id, ...card };
    const clicks = await Promise.allSettled([
      backend.purse.buyCard(purchase),
      backend.purse.buyCard(purchase),
    ]);
    expect(clicks.every((click) => click.status === 'fulfilled')).toBe(true);
    expect((await backend.heroes.getHero(hero.id))?.gold).toBe(0);
    expect((await rejection(backend.purse.buyCard({ ...purchase, purchase_id: uuid() }))).message).toBe(
      'You already own this card.',
    );

    // Two different purchases racing for gold that pays for one of them: exactly one is paid for.
    const gold = Math.max(first.price, second.price);
    await giveGold(backend, hero.id, gold);
    const race = await Promise.allSettled([
      backend.purse.buyPotion({ purchase_id: uuid(), hero_id: hero.id, slot: 0, ...first }),
      backend.purse.buyPotion({ purchase_id: uuid(), hero_id: hero.id, slot: 1, ...second }),
    ]);
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = race.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && (lost.reason as Error).message).toBe(
      'Not enough gold to purchase this potion.',
    );
    const sold = (await backend.purse.storeStock(hero.id)).potions.findIndex((p) => p.sold);
    const after = await backend.heroes.getHero(hero.id);
    expect(after?.gold).toBe(gold - (sold === 0 ? first.price : second.price));
    expect(after?.health).toBe(60); // potions never raise health above the hero's maximum
  });

  it('rolls the store stock on the backend and keeps it for an hour', async () => {
    const backend = await harness.fresh();
    const a = await newPlayer(backend, 'stock');
    await actAs(backend, a);
    const { hero } = await adventureWithHero(backend);
    const stock = await backend.purse.storeStock(hero.id);
    expectFreshStock(stock, hero.id);
    const again = await backend.purse.storeStock(hero.id);
    expect({ ...again, served_at: '' }).toEqual({ ...stock, served_at: '' });
    expect(Date.parse(again.served_at)).toBeGreaterThanOrEqual(Date.parse(stock.served_at));

    await harness.anHourPasses(backend);
    const next = await backend.purse.storeStock(hero.id);
    expectFreshStock(next, hero.id);
    expect(Date.parse(next.rolled_at)).toBeGreaterThan(Date.parse(stock.rolled_at));
    expect(await backend.purse.storeStock(hero.id)).toMatchObject({
      cards: next.cards,
      potions: next.potions,
    });

    expect((await rejection(backend.purse.storeStock(uuid()))).code).toBe('not_found');
    expect((await rejection(backend.purse.storeStock('hero-1'))).code).toBe('invalid_input');
    await actAs(backend, await newPlayer(backend, 'peek'));
    expect((await rejection(backend.purse.storeStock(hero.id))).code).toBe('not_found');
    await actAs(backend, a);
    expect(await backend.purse.storeStock(hero.id)).toMatchObject({
      cards: next.cards,
      potions: next.potions,
    });
  });

  it('sells only an unsold item of the current stock at its price, and changes no gold otherwise', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'sale'));
    const { hero } = await adventureWithHero(backend);
    const stock = await backend.purse.storeStock(hero.id);
    await giveGold(backend, hero.id, 150);
    const gold = async () => (await backend.heroes.getHero(hero.id))?.gold;
    const absent = commons.find((id) => !stock.cards.some((card) => card.card_id === id)) ?? 0;
    const card = cardToBuy(stock);
    const buyCard = (card_id: number, price: number) =>
      rejection(backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, card_id, price }));
    const notForSale = { code: 'conflict', message: 'This card is no longer for sale.' };
    // 30 and 31 are store prices for either rarity.
    expect(await buyCard(absent, 30)).toMatchObject(notForSale);
    expect(await buyCard(card.card_id, card.price === 30 ? 31 : 30)).toMatchObject(notForSale);
    expect(await gold()).toBe(150);

    const bought = await backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, ...card });
    expect(bought).toMatchObject({ replayed: false, hero: { gold: 150 - card.price } });
    const afterCard = await backend.purse.storeStock(hero.id);
    expect(afterCard.cards.filter((item) => item.sold)).toEqual([{ ...card, sold: true }]);
    expect(await buyCard(card.card_id, card.price)).toMatchObject({
      code: 'conflict',
      message: 'You already own this card.',
    });
    // Stolen in jail (the only card the jailers may take), the card is no longer owned, and still sold.
    const jailed = await backend.purse.jailTheft({
      theft_id: await storyBattle(backend, hero.id, 1),
      hero_id: hero.id,
    });
    expect(jailed.stolen_card_id).toBe(card.card_id);
    expect(await buyCard(card.card_id, card.price)).toMatchObject(notForSale);
    const left = 150 - card.price - jailed.gold_stolen;
    expect(await gold()).toBe(left);

    const potion = stock.potions[0];
    if (!potion) throw new Error('no potion');
    const buyPotion = (slot: number, value: number, price: number) =>
      backend.purse.buyPotion({ purchase_id: uuid(), hero_id: hero.id, slot, value, price });
    const potionNotForSale = { code: 'conflict', message: 'This potion is no longer for sale.' };
    const wrong: [number, number, number][] = [
      [0, potion.value === 60 ? 59 : potion.value + 1, potion.price],
      [0, potion.value, potion.price === 45 ? 44 : potion.price + 1],
    ];
    const otherSlot = stock.potions.findIndex(
      (other) => other.value !== potion.value || other.price !== potion.price,
    );
    if (otherSlot > 0) wrong.push([otherSlot, potion.value, potion.price]);
    for (const [slot, value, price] of wrong) {
      expect(await rejection(buyPotion(slot, value, price)), `${slot} ${value} ${price}`).toMatchObject(
        potionNotForSale,
      );
    }
    expect(await gold()).toBe(left);
    await buyPotion(0, potion.value, potion.price);
    expect(await rejection(buyPotion(0, potion.value, potion.price))).toMatchObject(potionNotForSale);
    expect((await backend.purse.storeStock(hero.id)).potions.map((p) => p.sold)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(await gold()).toBe(left - potion.price);

    // An hour on, the old stock's unsold items are no longer for sale; the new roll is.
    await harness.anHourPasses(backend);
    const unsold = cardToBuy(stock, 1);
    const lastPotion = stock.potions[3];
    if (!lastPotion) throw new Error('no potion');
    expect(await buyCard(unsold.card_id, unsold.price)).toMatchObject(notForSale);
    expect(await rejection(buyPotion(3, lastPotion.value, lastPotion.price))).toMatchObject(potionNotForSale);
    expect(await gold()).toBe(left - potion.price);
    const next = await backend.purse.storeStock(hero.id);
    const fresh = next.potions[3];
    if (!fresh) throw new Error('no potion');
    expect((await buyPotion(3, fresh.value, fresh.price)).hero.gold).toBe(left - potion.price - fresh.price);
  });

  it('settles concurrent calls once: one purchase clicked ten times, one card bought ten times', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'race'));
    const { hero } = await adventureWithHero(backend);
    await harness.anHourPasses(backend);
    const rolls = await Promise.all(Array.from({ length: 10 }, () => backend.purse.storeStock(hero.id)));
    // One roll, whoever asked first: the others are given the same stock.
    expect(
      new Set(rolls.map((roll) => JSON.stringify([roll.rolled_at, roll.cards, roll.potions]))).size,
    ).toBe(1);
    const stock = rolls[0];
    if (!stock) throw new Error('no stock');
    await giveGold(backend, hero.id, 120);
    const potion = stock.potions[1];
    if (!potion) throw new Error('no potion');
    const click = { purchase_id: uuid(), hero_id: hero.id, slot: 1, ...potion };
    const clicks = await Promise.all(Array.from({ length: 10 }, () => backend.purse.buyPotion(click)));
    expect(clicks.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(clicks.map((result) => result.hero.gold))).toEqual(new Set([120 - potion.price]));
    expect((await backend.heroes.getHero(hero.id))?.gold).toBe(120 - potion.price);

    const card = cardToBuy(stock);
    const buyers = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, ...card }),
      ),
    );
    expect(buyers.filter((buyer) => buyer.status === 'fulfilled')).toHaveLength(1);
    for (const buyer of buyers) {
      if (buyer.status === 'rejected')
        expect((buyer.reason as Error).message).toBe('You already own this card.');
    }
    expect((await backend.heroes.getHero(hero.id))?.gold).toBe(120 - potion.price - card.price);
    const after = await backend.purse.storeStock(hero.id);
    expect(after.cards.filter((item) => item.sold)).toEqual([{ ...card, sold: true }]);
    expect(after.potions.filter((item) => item.sold)).toEqual([{ ...potion, sold: true }]);

    const won = await storyBattle(backend, hero.id, 0);
    const gold = (await backend.purse.storySpoils(won))?.gold ?? 0;
    const reward = { reward_id: won, kind: 'battle' as const, hero_id: hero.id };
    const rewards = await Promise.all(Array.from({ length: 10 }, () => backend.purse.grantReward(reward)));
    expect(rewards.filter((result) => !result.replayed)).toHaveLength(1);
    expect((await backend.heroes.getHero(hero.id))?.gold).toBe(120 - potion.price - card.price + gold);
  });
}
