// The store (docs/game-design.md §5.9, §9.15): five cards of common or rare rarity and four potions per
// refresh, prices rolled by rarity, a cache reused while young and refreshed hourly, and the purchase rules.
import { PLAYABLE_CARDS } from '../../content/index.ts';
import type { Card } from '../../content/index.ts';
import {
  STORE_CACHE_MS,
  STORE_CARDS,
  STORE_COMMON_PRICE_RANGE,
  STORE_POTION_PRICE_RANGE,
  STORE_POTION_VALUE_RANGE,
  STORE_POTIONS,
  STORE_RARE_PRICE_RANGE,
  STORE_REFRESH_MS,
} from '../constants.ts';
import { MSG, cardPurchasedText, potionPurchasedText } from '../messages.ts';
import type { Rng } from '../rng.ts';
import { recoverHealth } from './recovery.ts';

export interface CardForSale {
  cardId: number;
  name: string;
  rarity: 'common' | 'rare';
  price: number;
}

export interface Potion {
  value: number;
  price: number;
}

export interface StoreStock {
  cardsForSale: CardForSale[];
  potions: Potion[];
  /** When the stock was rolled (milliseconds, from the caller's clock). */
  timestamp: number;
}

const forSale = (c: Card): c is Card & { rarity: 'common' | 'rare' } =>
  c.rarity === 'common' || c.rarity === 'rare';

/** A fresh stock: 5 different cards (shuffled with Fisher-Yates) and 4 potions. */
export function rollStoreStock(rng: Rng, now: number): StoreStock {
  const cardsForSale = rng
    .shuffle(PLAYABLE_CARDS.filter(forSale))
    .slice(0, STORE_CARDS)
    .map((c) => {
      const range = c.rarity === 'rare' ? STORE_RARE_PRICE_RANGE : STORE_COMMON_PRICE_RANGE;
      return { cardId: c.id, name: c.name, rarity: c.rarity, price: rng.int(range.min, range.max) };
    });
  const potions: Potion[] = [];
  for (let i = 0; i < STORE_POTIONS; i++) {
    potions.push({
      value: rng.int(STORE_POTION_VALUE_RANGE.min, STORE_POTION_VALUE_RANGE.max),
      price: rng.int(STORE_POTION_PRICE_RANGE.min, STORE_POTION_PRICE_RANGE.max),
    });
  }
  return { cardsForSale, potions, timestamp: now };
}

/** A cached stock younger than 30 s is reused as it is. */
export function isStoreCacheFresh(stock: Pick<StoreStock, 'timestamp'> | null, now: number): boolean {
  return stock !== null && now - stock.timestamp >= 0 && now - stock.timestamp < STORE_CACHE_MS;
}

/** The stock is rolled again once an hour has passed since it was made. */
export function isStoreRefreshDue(stock: Pick<StoreStock, 'timestamp'> | null, now: number): boolean {
  return stock === null || now - stock.timestamp >= STORE_REFRESH_MS || now < stock.timestamp;
}

export type Purchase = { ok: true; gold: number; message: string } | { ok: false; message: string };

export function buyCard(gold: number, item: CardForSale): Purchase {
  if (gold < item.price) return { ok: false, message: MSG.notEnoughGoldCard };
  return { ok: true, gold: gold - item.price, message: cardPurchasedText(item.name) };
}

export function buyPotion(
  hero: { gold: number; health: number; maxHealth: number },
  potion: Potion,
): { ok: true; gold: number; health: number; message: string } | { ok: false; message: string } {
  if (hero.gold < potion.price) return { ok: false, message: MSG.notEnoughGoldPotion };
  return {
    ok: true,
    gold: hero.gold - potion.price,
    health: recoverHealth(hero.health, potion.value, hero.maxHealth),
    message: potionPurchasedText(potion.value),
  };
}
