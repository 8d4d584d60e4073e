// The spec's ranges for a store stock as the backends store it (snake_case rows): 5 different
// common or rare cards priced by rarity (common 15-40, rare 30-60), never card 91, and 4 potions of
// value 20-60 priced 5-45, nothing sold yet. Shared by the backend contract and the SQL tests.
import { expect } from 'vitest';
import { CARDS } from '../../src/content/index.ts';

const RARITY = new Map(CARDS.map((card) => [card.id, card.rarity]));

/** The parts of a stored stock the ranges speak of. */
export interface StockInRanges {
  readonly cards: readonly { card_id: number; price: number; sold: boolean }[];
  readonly potions: readonly { value: number; price: number; sold: boolean }[];
}

export function expectStockWithinRanges(stock: StockInRanges): void {
  expect(stock.cards).toHaveLength(5);
  expect(new Set(stock.cards.map((card) => card.card_id)).size).toBe(5);
  for (const card of stock.cards) {
    const rarity = RARITY.get(card.card_id);
    expect(card.card_id).not.toBe(91);
    expect(['common', 'rare']).toContain(rarity);
    const [min, max] = rarity === 'rare' ? [30, 60] : [15, 40];
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
