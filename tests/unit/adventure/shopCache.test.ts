import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hero, StoreStock } from '../../../src/services/backend/index.ts';

// The store's 30 s rule (docs/game-design.md §5.9, §9.15): loadStock reuses the stock this browser was
// served while it is under 30 s old and its hour has not run out; otherwise it asks the backend.
// The backend here is a fake purse that counts how often it is asked and rolls a new stock each
// time, so a reused stock is told apart from a fetched one.
const HOUR = 3_600_000;
const served = { count: 0, rolledAgo: 0 };

function stockFor(heroId: string): StoreStock {
  served.count += 1;
  const backendNow = Date.UTC(2026, 0, 1) + served.count * 1000;
  return {
    hero_id: heroId,
    cards: [{ card_id: 60 + served.count, price: 20, sold: false }],
    potions: [{ value: 30, price: 10, sold: false }],
    rolled_at: new Date(backendNow - served.rolledAgo).toISOString(),
    served_at: new Date(backendNow).toISOString(),
  };
}

vi.mock('../../../src/services/backend/index.ts', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  return {
    ...original,
    getBackend: () => ({ purse: { storeStock: (heroId: string) => Promise.resolve(stockFor(heroId)) } }),
  };
});

const { loadStock, SHOP_CACHE_KEY, useAdventureStore } =
  await import('../../../src/state/adventure/index.ts');

/** A Storage in memory: Node has no localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function openHero(id: string): void {
  const hero = { id, name: 'Kidlat', gold: 0 } as unknown as Hero;
  useAdventureStore.setState({
    status: 'ready',
    adventure: { id: 'adventure-1' } as never,
    hero,
    journey: { step: 'map' } as never,
  });
}

const T0 = 1_000_000;

describe('loadStock: the store cache', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    served.count = 0;
    served.rolledAgo = 0;
    openHero('hero-1');
  });

  it('asks the backend the first time and keeps what it was served as shopData', async () => {
    const view = await loadStock(T0);
    expect(served.count).toBe(1);
    expect(view.stock.cards[0]?.card_id).toBe(61);
    expect(view.nextStockAt).toBe(T0 + HOUR);
    const cached = JSON.parse(localStorage.getItem(SHOP_CACHE_KEY) ?? 'null') as { timestamp: number };
    expect(cached.timestamp).toBe(T0);
  });

  it('reuses the stock while it is under 30 s old', async () => {
    const first = await loadStock(T0);
    const again = await loadStock(T0 + 10_000);
    const last = await loadStock(T0 + 29_999);
    expect(served.count).toBe(1);
    expect(again).toEqual(first);
    expect(last).toEqual(first);
  });

  it('asks again from 30 s on, and keeps the new stock from then', async () => {
    await loadStock(T0);
    const fetched = await loadStock(T0 + 30_000);
    expect(served.count).toBe(2);
    expect(fetched.stock.cards[0]?.card_id).toBe(62);
    await loadStock(T0 + 45_000);
    expect(served.count).toBe(2);
    await loadStock(T0 + 60_000);
    expect(served.count).toBe(3);
  });

  it('asks again when the next stock is due, even inside the 30 s', async () => {
    // The backend rolled this stock 59 min 50 s ago: the next one comes in 10 s.
    served.rolledAgo = HOUR - 10_000;
    const view = await loadStock(T0);
    expect(view.nextStockAt).toBe(T0 + 10_000);
    await loadStock(T0 + 9_999);
    expect(served.count).toBe(1);
    await loadStock(T0 + 10_000);
    expect(served.count).toBe(2);
  });

  it("never shows one hero another hero's stock", async () => {
    await loadStock(T0);
    openHero('hero-2');
    const view = await loadStock(T0 + 1_000);
    expect(served.count).toBe(2);
    expect(view.stock.hero_id).toBe('hero-2');
  });

  it('asks the backend when the kept copy cannot be read', async () => {
    localStorage.setItem(SHOP_CACHE_KEY, '{not json');
    await loadStock(T0);
    expect(served.count).toBe(1);
  });
});
