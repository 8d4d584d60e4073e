// The store (docs/game-design.md §5.9, §9.15) over the local backend on fake IndexedDB, whose clock
// the test moves: the stock this browser was served is reused for 30 s, the backend keeps its stock
// for the hour and rolls a new one after it; a card bought joins the owned cards and is marked sold,
// a double click charges once, and each refusal says why in the spec's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCard } from '../../../src/content/index.ts';
import {
  MSG,
  STORE_COMMON_PRICE_RANGE,
  STORE_RARE_PRICE_RANGE,
  cardPurchasedText,
  potionPurchasedText,
} from '../../../src/engine/index.ts';
import type { StoreStock } from '../../../src/services/backend/index.ts';
import { LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';
import { closeAdventure } from '../../../src/state/adventure/open.ts';
import {
  SHOP_CACHE_KEY,
  SHOP_MESSAGES,
  buyStockCard,
  buyStockPotion,
  loadStock,
} from '../../../src/state/adventure/shop.ts';
import { useAdventureStore } from '../../../src/state/adventure/store.ts';
import type { TestBackend } from '../state/fakes.ts';
import { browserStorage, installLocalBackend, signInAsGuest } from '../state/fakes.ts';
import { COMMON_DECK, onTheMap, prepareAdventure } from './prepared.ts';
import type { Prepared } from './prepared.ts';

const HOUR = 3_600_000;
let test: TestBackend;
let prepared: Prepared;
const hero = () => {
  const h = useAdventureStore.getState().hero;
  if (!h) throw new Error('no hero');
  return h;
};

/**
 * Gold for the hero, as finds and rewards would have brought it: written into the database, and
 * the screen's hero given the same purse (the store reads its gold from there).
 */
async function giveGold(amount: number): Promise<void> {
  const gold = hero().gold + amount;
  await test.changeHero(prepared.heroId, { gold });
  useAdventureStore.setState({ hero: { ...hero(), gold } });
}

const cachedStock = (): StoreStock | null =>
  (JSON.parse(localStorage.getItem(SHOP_CACHE_KEY) ?? 'null') as { stock: StoreStock } | null)?.stock ?? null;

beforeEach(async () => {
  browserStorage();
  test = installLocalBackend('shop');
  closeAdventure();
  await signInAsGuest(test.backend);
  prepared = await prepareAdventure(test.backend, onTheMap(31), { deck: COMMON_DECK });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stock', () => {
  it('reuses what it was served for 30 s; the backend keeps its stock for the hour, then rolls anew', async () => {
    const served = vi.spyOn(test.backend.purse, 'storeStock');
    const t0 = Date.now();
    const first = await loadStock(t0);
    expect(first.stock.cards).toHaveLength(5);
    expect(first.stock.potions).toHaveLength(4);
    expect(first.nextStockAt).toBe(t0 + HOUR);
    expect(await loadStock(t0 + 29_999)).toEqual(first);
    expect(served).toHaveBeenCalledTimes(1);

    const asked = await loadStock(t0 + 30_000);
    expect(served).toHaveBeenCalledTimes(2);
    expect(asked.stock.cards).toEqual(first.stock.cards);
    expect(asked.stock.rolled_at).toBe(first.stock.rolled_at);

    test.advance(HOUR);
    const next = await loadStock(t0 + HOUR);
    expect(served).toHaveBeenCalledTimes(3);
    expect(next.stock.rolled_at).not.toBe(first.stock.rolled_at);
    expect(next.nextStockAt).toBe(t0 + 2 * HOUR);
  });
});

describe('buying', () => {
  it('a card: the purse takes its price once, the card is owned and shown sold', async () => {
    const { stock } = await loadStock();
    const card = [...stock.cards].sort((a, b) => a.price - b.price)[0];
    if (!card) throw new Error('no card for sale');
    expect(await buyStockCard(stock, card)).toEqual({ ok: false, message: MSG.notEnoughGoldCard });
    await giveGold(card.price);
    const gold = hero().gold;

    const bought = await buyStockCard(stock, card);
    expect(bought).toMatchObject({ ok: true, message: cardPurchasedText(getCard(card.card_id).name) });
    expect(bought.ok && bought.stock?.cards.find((c) => c.card_id === card.card_id)?.sold).toBe(true);
    expect(cachedStock()?.cards.find((c) => c.card_id === card.card_id)?.sold).toBe(true);
    expect(hero().gold).toBe(gold - card.price);
    expect(useAdventureStore.getState().owned).toContain(card.card_id);
    expect(await test.backend.collection.listOwnedCards(prepared.heroId)).toContain(card.card_id);
    // The reused stock never offers what was bought.
    expect((await loadStock()).stock.cards.find((c) => c.card_id === card.card_id)?.sold).toBe(true);

    // A second click on the same offer: the purse charges once.
    await giveGold(card.price);
    const before = (await test.backend.heroes.getHero(prepared.heroId))?.gold;
    expect((await buyStockCard(stock, card)).ok).toBe(true);
    expect((await test.backend.heroes.getHero(prepared.heroId))?.gold).toBe(before);
  });

  it("a card the backend will not sell, or whose price the purse can't pay, says why", async () => {
    const { stock } = await loadStock();
    const card = stock.cards[0];
    if (!card) throw new Error('no card for sale');
    // The store's gold is out of date: the purse, not the screen, decides.
    useAdventureStore.setState({ hero: { ...hero(), gold: 1000 } });
    expect(await buyStockCard(stock, card)).toEqual({ ok: false, message: MSG.notEnoughGoldCard });
    // Another price the store could have asked, within the card's rarity's range: one outside it is
    // refused as malformed input, not as an offer the stock does not hold.
    const range = getCard(card.card_id).rarity === 'rare' ? STORE_RARE_PRICE_RANGE : STORE_COMMON_PRICE_RANGE;
    const otherPrice = card.price < range.max ? card.price + 1 : card.price - 1;
    expect(await buyStockCard(stock, { ...card, price: otherPrice })).toEqual({
      ok: false,
      message: 'This card is no longer for sale.',
    });
    await test.backend.adventures.deleteAdventure(prepared.adventureId);
    expect(await buyStockCard(stock, card)).toEqual({ ok: false, message: SHOP_MESSAGES.noHero });
    expect(await buyStockPotion(stock, 0)).toEqual({ ok: false, message: SHOP_MESSAGES.noHero });
  });

  it('a potion: health up by its value, refused past the end of the stock or without the gold', async () => {
    const { stock } = await loadStock();
    const slot = stock.potions.findIndex((p) => !p.sold);
    const potion = stock.potions[slot];
    if (!potion) throw new Error('no potion for sale');
    expect(await buyStockPotion(stock, 9)).toEqual({
      ok: false,
      message: 'This potion is no longer for sale.',
    });
    expect(await buyStockPotion(stock, slot)).toEqual({ ok: false, message: MSG.notEnoughGoldPotion });
    await giveGold(potion.price);
    await test.changeHero(prepared.heroId, { health: 1 });
    const bought = await buyStockPotion(stock, slot);
    expect(bought).toMatchObject({ ok: true, message: potionPurchasedText(potion.value) });
    expect(hero().health).toBe(Math.min(hero().max_health, 1 + potion.value));
    expect(bought.ok && bought.stock?.potions[slot]?.sold).toBe(true);
  });

  it('needs the player and the hero known to this browser', async () => {
    const { stock } = await loadStock();
    const card = stock.cards[0];
    if (!card) throw new Error('no card for sale');
    localStorage.removeItem(LOCAL_KEYS.characterId);
    expect(await buyStockCard(stock, card)).toEqual({ ok: false, message: SHOP_MESSAGES.missing });
    expect(await buyStockPotion(stock, 0)).toEqual({ ok: false, message: SHOP_MESSAGES.missing });
  });
});
