// The Backend contract on the local adapter, over fake-indexeddb in Node.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openLocalDb } from '../../../src/services/backend/local/db.ts';
import { createLocalBackend } from '../../../src/services/backend/local/index.ts';
import type { Backend } from '../../../src/services/backend/port.ts';
import { actAs, newPlayer } from './contract/harness.ts';
import { describeBackendContract } from './contract/portContract.ts';

let databases = 0;
/** Each backend's clock runs ahead of the real one by its own offset. */
const offsets = new WeakMap<Backend, { ms: number }>();
/** Each backend's database, for the arrangements the game itself never makes. */
const databaseOf = new WeakMap<Backend, string>();

describeBackendContract({
  name: 'local (IndexedDB)',
  notices: true,
  fresh: async () => {
    const offset = { ms: 0 };
    const dbName = `contract-${(databases += 1)}`;
    const backend = createLocalBackend({
      dbName,
      // Fewer PBKDF2 rounds keep account set-up fast here; accounts are not what this suite checks.
      passwordIterations: 1000,
      now: () => Date.now() + offset.ms,
    });
    offsets.set(backend, offset);
    databaseOf.set(backend, dbName);
    return backend;
  },
  endow: async (backend, heroId, gift) => {
    const name = databaseOf.get(backend);
    if (!name) throw new Error('not a backend of this suite');
    const db = await openLocalDb(name);
    const hero = await db.get('heroes', heroId);
    if (!hero) throw new Error(`no hero ${heroId}`);
    await db.put('heroes', {
      ...hero,
      gold: hero.gold + (gift.gold ?? 0),
      health: gift.health ?? hero.health,
      mana: gift.mana ?? hero.mana,
    });
    for (const card of gift.cards ?? []) {
      await db.put('cards_owned', { hero_id: heroId, card_id: card, user_id: hero.user_id });
    }
    db.close();
  },
  anHourPasses: async (backend) => {
    const offset = offsets.get(backend);
    if (!offset) throw new Error('not a backend of this suite');
    offset.ms += 3_600_000;
  },
});

describe('local store stock', () => {
  it("is deleted in the same transaction as the hero's adventure", async () => {
    const dbName = `contract-${(databases += 1)}`;
    const backend = createLocalBackend({ dbName, passwordIterations: 1000 });
    await actAs(backend, await newPlayer(backend, 'wipe'));
    const { adventure, hero } = await backend.adventures.beginAdventure({
      intro: 'A short road.',
      progress: {},
      hero: { name: 'Tala', background: '', job: 'Soldier', personalities: ['Brave'] },
    });
    const stock = await backend.purse.storeStock(hero.id);
    const db = await openLocalDb(dbName);
    expect(await db.get('store_stock', hero.id)).toMatchObject({
      hero_id: hero.id,
      cards: stock.cards,
      rolled_at: stock.rolled_at,
    });
    await backend.adventures.deleteAdventure(adventure.id);
    expect(await db.get('store_stock', hero.id)).toBeUndefined();
    db.close();
  });
});
