import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectToastBelow, toast } from './support.ts';
import { expect, numberIn, openStoryMap, ownedCards, setHeroGold } from './storySupport.ts';
import { WARRIOR_ONE_CARD, WARRIOR_TWO_CARDS } from './adventureStarts.ts';

const STARTER_CARD = 73;

/** From the map: SHOP, and the store with its stock on the shelves. */
async function enterStore(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'SHOP' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  await expect(page.getByTestId('store-card')).toHaveCount(5);
  await expect(page.getByTestId('store-potion')).toHaveCount(4);
}

async function leaveStore(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/story_base$/);
  await expect(page.getByTestId('story-map')).toBeVisible();
}

const gold = async (page: Page) => numberIn(await page.getByTestId('store-gold').textContent());

/** What the shelves show: each card's id, price and state, each potion's value, price and state. */
async function shelves(page: Page) {
  const cards = await page.getByTestId('store-card').evaluateAll((items) =>
    items.map((item) => ({
      id: Number(item.getAttribute('data-card-id')),
      price: Number(item.getAttribute('data-price')),
      state: item.getAttribute('data-state'),
    })),
  );
  const potions = await page.getByTestId('store-potion').evaluateAll((items) =>
    items.map((item) => ({
      value: Number(item.getAttribute('data-value')),
      price: Number(item.getAttribute('data-price')),
      state: item.getAttribute('data-state'),
    })),
  );
  const rolledAt = await page.getByTestId('store-stock').getAttribute('data-rolled-at');
  return { cards, potions, rolledAt };
}

/** The browser's kept copy of the stock (the spec's shopData): when it was served. */
const cachedAt = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('shopData') ?? 'null') as { timestamp: number } | null)?.timestamp,
  );

/** 'New stock in 59:58' as seconds. */
async function secondsToNewStock(page: Page): Promise<number> {
  const text = (await page.getByTestId('store-countdown').textContent()) ?? '';
  const match = /New stock in (\d+):(\d\d)/.exec(text);
  if (!match) throw new Error(`No countdown in "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Test arrangement: puts the starter card (which every hero owns) on the hero's current shelf in
 * the backend's database, so the store has an owned card to show.
 */
async function offerStarterCard(page: Page): Promise<void> {
  await page.evaluate(
    ({ heroId, cardId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sinawali-showdown');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('store_stock', 'readwrite');
          const stocks = tx.objectStore('store_stock');
          const read = stocks.get(heroId);
          read.onsuccess = () => {
            const row = read.result as { cards: { card_id: number }[] };
            if (!row.cards.some((card) => card.card_id === cardId)) {
              row.cards = row.cards.map((card, i) => (i === 0 ? { ...card, card_id: cardId } : card));
              stocks.put(row);
            }
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { heroId: await page.evaluate(() => localStorage.getItem('character_id') ?? ''), cardId: STARTER_CARD },
  );
}

// Reloads and purchases: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Each test starts from a hero on the map (adventureStarts.ts), with no gold yet.
test.describe('store', () => {
  test.use({ start: WARRIOR_TWO_CARDS });

  test('too little gold is refused; a card and a potion are bought once each at their price', async ({
    page,
  }) => {
    await openStoryMap(page);
    await enterStore(page);
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/story_base');
    await expect(page.getByTestId('store-countdown')).toContainText('New stock in');
    for (const potion of await page.getByTestId('store-potion').all())
      await expect(potion).toContainText(/Value: \d+ Energy/);
    expect(await gold(page)).toBe(0);

    // A new hero has no gold: the purchases are refused with the spec's words and cost nothing.
    const firstCard = page.getByTestId('store-card').and(page.locator('[data-state="buy"]')).first();
    await firstCard.getByRole('button', { name: 'Buy Now' }).click();
    await expect(toast(page, 'Not enough gold to purchase this card.')).toBeVisible();
    await page.getByTestId('store-potion').first().getByRole('button', { name: 'Buy Potion' }).click();
    await expect(toast(page, 'Not enough gold to purchase this potion.')).toBeVisible();
    expect(await gold(page)).toBe(0);

    // The description dialog, with Close; the focus returns to its button.
    const describe = firstCard.getByRole('button', { name: 'View Description' });
    await describe.click();
    const name = (await firstCard.locator('.store-card-name').textContent()) ?? '';
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(describe).toBeFocused();

    await setHeroGold(page, 200);
    const before = await shelves(page);
    await page.reload();
    await expect(page.getByTestId('store-gold')).toHaveText('200');
    expect(await shelves(page)).toEqual(before);

    // A card: its price comes off, it is marked sold and joins the collection.
    const card = before.cards.find((offer) => offer.state === 'buy');
    if (!card) throw new Error('No card for sale');
    const offer = page.locator(`[data-testid="store-card"][data-card-id="${card.id}"]`);
    const cardName = (await offer.locator('.store-card-name').textContent()) ?? '';
    await offer.getByRole('button', { name: 'Buy Now' }).click();
    await expect(toast(page, `${cardName} purchased successfully!`)).toBeVisible();
    await expectToastBelow(
      toast(page, `${cardName} purchased successfully!`),
      page.getByTestId('store-gold').locator('..'),
    );
    await expect(page.getByTestId('store-gold')).toHaveText(String(200 - card.price));
    await expect(offer.getByRole('button', { name: 'Sold' })).toBeDisabled();
    expect(await ownedCards(page)).toContain(card.id);

    // A potion, double-clicked: charged once.
    const potion = before.potions[0];
    if (!potion) throw new Error('No potion for sale');
    const bottle = page.getByTestId('store-potion').first();
    await bottle.getByRole('button', { name: 'Buy Potion' }).dblclick();
    await expect(toast(page, `Potion purchased! Health increased by ${potion.value}.`)).toBeVisible();
    const left = 200 - card.price - potion.price;
    await expect(page.getByTestId('store-gold')).toHaveText(String(left));
    await expect(bottle.getByRole('button', { name: 'Sold' })).toBeDisabled();
    await expect(toast(page, /Potion purchased!/)).toHaveCount(1);

    // What was bought stays bought, and the gold spent stays spent.
    await page.reload();
    await expect(page.getByTestId('store-gold')).toHaveText(String(left));
    await expect(offer.getByRole('button', { name: 'Sold' })).toBeDisabled();
    await expect(bottle.getByRole('button', { name: 'Sold' })).toBeDisabled();
    await leaveStore(page);
    await expect(page.getByTestId('map-gold-count')).toHaveText(String(left));
  });
});

test.describe('store, a hero with one card', () => {
  test.use({ start: WARRIOR_ONE_CARD });

  test('a card the hero owns is shown Owned and cannot be bought', async ({ page }) => {
    await openStoryMap(page);
    await enterStore(page);
    await offerStarterCard(page);
    // The browser's copy would be reused for 30 s: forget it, so the store asks the backend.
    await page.evaluate(() => localStorage.removeItem('shopData'));
    await page.reload();
    const starter = page.locator(`[data-testid="store-card"][data-card-id="${STARTER_CARD}"]`);
    await expect(starter).toHaveAttribute('data-state', 'owned');
    await expect(starter.getByRole('button', { name: 'Owned' })).toBeDisabled();
  });

  test('the stock is reused under 30 s, asked for again after, and a new one comes each hour', async ({
    page,
  }) => {
    await openStoryMap(page);
    await enterStore(page);
    const first = await shelves(page);
    const servedAt = await cachedAt(page);
    expect(servedAt).toBeDefined();
    const countdown = await secondsToNewStock(page);
    expect(countdown).toBeGreaterThan(59 * 60);
    expect(countdown).toBeLessThanOrEqual(60 * 60);

    // Back within 30 s: the kept copy, not asked for again.
    await leaveStore(page);
    await page.clock.fastForward(10_000);
    await enterStore(page);
    expect(await cachedAt(page)).toBe(servedAt);
    expect(await shelves(page)).toEqual(first);

    // Back after 30 s: asked for again; the backend's stock is the same until its hour is over.
    await leaveStore(page);
    await page.clock.fastForward(25_000);
    await enterStore(page);
    const askedAt = await cachedAt(page);
    expect(askedAt).toBeGreaterThanOrEqual((servedAt ?? 0) + 35_000);
    expect(await shelves(page)).toEqual(first);
    const later = await secondsToNewStock(page);
    expect(later).toBeLessThan(countdown - 30);

    // An hour on, in the store: the countdown runs out, a new stock arrives and the countdown restarts.
    await page.clock.fastForward(60 * 60 * 1000);
    await expect(page.getByTestId('store-stock')).not.toHaveAttribute(
      'data-rolled-at',
      first.rolledAt ?? '',
      {
        timeout: 15_000,
      },
    );
    await expect(async () => expect(await secondsToNewStock(page)).toBeGreaterThan(59 * 60)).toPass();
    expect((await shelves(page)).cards.every((card) => card.state !== 'sold')).toBe(true);
  });
});
