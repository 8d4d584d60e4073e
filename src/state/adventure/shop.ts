// The store (docs/game-design.md §5.9, §10.4, §9.15): five cards and four potions rolled by the
// backend per hero, a new stock every hour. The browser keeps the stock it was served as the
// spec's `shopData` and reuses it while it is under 30 s old, so walking in and out of the store
// does not ask the backend every time. Gold moves only through the purse, each offer under one
// purchase key, so a double click charges once.
import {
  STORE_REFRESH_MS,
  cardPurchasedText,
  isStoreCacheFresh,
  potionPurchasedText,
  MSG as RULES,
} from '../../engine/index.ts';
import { getCard } from '../../content/index.ts';
import { getBackend, isBackendError } from '../../services/backend/index.ts';
import type { StockCard, StoreStock } from '../../services/backend/index.ts';
import { LOCAL_KEYS, readLocal } from '../../services/storage/localKeys.ts';
import { openAdventure } from './journal.ts';
import { useAdventureStore } from './store.ts';

export const SHOP_MESSAGES = Object.freeze({
  missing: 'User or character data is missing.',
  noHero: 'Failed to retrieve character data.',
  potionFailed: 'Failed to update character data.',
  goldFailed: "Failed to update character's gold.",
  cardFailed: 'Failed to purchase card.',
});

/** The spec's storage key of the store's cache. */
export const SHOP_CACHE_KEY = 'shopData';

interface ShopCache {
  heroId: string;
  /** When this browser was served the stock (its own clock): the 30 s reuse counts from here. */
  timestamp: number;
  /** The next stock's arrival on this browser's clock. */
  nextStockAt: number;
  stock: StoreStock;
}

export interface ShopView {
  readonly stock: StoreStock;
  /** When the next stock arrives, on this browser's clock. */
  readonly nextStockAt: number;
}

function readCache(): ShopCache | null {
  try {
    const cache = JSON.parse(localStorage.getItem(SHOP_CACHE_KEY) ?? 'null') as ShopCache | null;
    return cache && typeof cache.timestamp === 'number' && cache.stock ? cache : null;
  } catch {
    return null;
  }
}

function writeCache(cache: ShopCache): void {
  localStorage.setItem(SHOP_CACHE_KEY, JSON.stringify(cache));
}

/**
 * The stock to show: the cached one while it is fresh (under 30 s) and not past its hour, else
 * the backend's. `now` is this browser's clock (tests pass their own).
 */
export async function loadStock(now: number = Date.now()): Promise<ShopView> {
  const { hero } = openAdventure();
  const cached = readCache();
  if (cached && cached.heroId === hero.id && isStoreCacheFresh(cached, now) && now < cached.nextStockAt) {
    return { stock: cached.stock, nextStockAt: cached.nextStockAt };
  }
  const stock = await getBackend().purse.storeStock(hero.id);
  // The backend's clock decides when the next stock comes; counted from this browser's now.
  const left = Date.parse(stock.rolled_at) + STORE_REFRESH_MS - Date.parse(stock.served_at);
  const nextStockAt = now + Math.max(0, left);
  writeCache({ heroId: hero.id, timestamp: now, nextStockAt, stock });
  return { stock, nextStockAt };
}

/** Marks an item sold in the cached stock, so the cache never offers what was bought. */
function markSold(change: (stock: StoreStock) => StoreStock): StoreStock | null {
  const cached = readCache();
  if (!cached) return null;
  const stock = change(cached.stock);
  writeCache({ ...cached, stock });
  return stock;
}

const purchaseKeys = new Map<string, string>();

/** One key per offer: clicking Buy twice sends the same key, and the purse charges once. */
function keyFor(stock: StoreStock, item: string): string {
  const offer = `${stock.hero_id}:${stock.rolled_at}:${item}`;
  let key = purchaseKeys.get(offer);
  if (!key) {
    key = crypto.randomUUID();
    purchaseKeys.set(offer, key);
  }
  return key;
}

export type PurchaseOutcome =
  { ok: true; message: string; stock: StoreStock | null } | { ok: false; message: string };

function playerMissing(): string | null {
  return readLocal(LOCAL_KEYS.userId) && readLocal(LOCAL_KEYS.characterId) ? null : SHOP_MESSAGES.missing;
}

function failure(error: unknown, notEnough: string, otherwise: string): PurchaseOutcome {
  console.error('The purchase failed:', error);
  if (isBackendError(error)) {
    if (error.code === 'not_enough_gold') return { ok: false, message: notEnough };
    if (error.code === 'not_found') return { ok: false, message: SHOP_MESSAGES.noHero };
    if (error.code === 'conflict') return { ok: false, message: error.message };
  }
  return { ok: false, message: otherwise };
}

/** Buy Now: '{card name} purchased successfully!' or the reason it was not bought. */
export async function buyStockCard(stock: StoreStock, item: StockCard): Promise<PurchaseOutcome> {
  const missing = playerMissing();
  if (missing) return { ok: false, message: missing };
  const { hero } = openAdventure();
  if (hero.gold < item.price) return { ok: false, message: RULES.notEnoughGoldCard };
  try {
    const result = await getBackend().purse.buyCard({
      purchase_id: keyFor(stock, `card:${item.card_id}`),
      hero_id: hero.id,
      card_id: item.card_id,
      price: item.price,
    });
    const owned = await getBackend().collection.listOwnedCards(hero.id);
    useAdventureStore.setState({ hero: result.hero, owned });
    const next = markSold((s) => ({
      ...s,
      cards: s.cards.map((c) => (c.card_id === item.card_id ? { ...c, sold: true } : c)),
    }));
    return { ok: true, message: cardPurchasedText(getCard(item.card_id).name), stock: next };
  } catch (error) {
    return failure(error, RULES.notEnoughGoldCard, SHOP_MESSAGES.cardFailed);
  }
}

/** Buy Potion: 'Potion purchased! Health increased by {n}.' or the reason it was not bought. */
export async function buyStockPotion(stock: StoreStock, slot: number): Promise<PurchaseOutcome> {
  const missing = playerMissing();
  if (missing) return { ok: false, message: missing };
  const potion = stock.potions[slot];
  if (!potion) return { ok: false, message: 'This potion is no longer for sale.' };
  const { hero } = openAdventure();
  if (hero.gold < potion.price) return { ok: false, message: RULES.notEnoughGoldPotion };
  try {
    const result = await getBackend().purse.buyPotion({
      purchase_id: keyFor(stock, `potion:${slot}`),
      hero_id: hero.id,
      slot,
      value: potion.value,
      price: potion.price,
    });
    useAdventureStore.setState({ hero: result.hero });
    const next = markSold((s) => ({
      ...s,
      potions: s.potions.map((p, i) => (i === slot ? { ...p, sold: true } : p)),
    }));
    return { ok: true, message: potionPurchasedText(potion.value), stock: next };
  } catch (error) {
    return failure(error, RULES.notEnoughGoldPotion, SHOP_MESSAGES.potionFailed);
  }
}
