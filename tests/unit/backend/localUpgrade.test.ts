// A browser holding the version 3 database (adventures without numbers or progress, heroes without
// jobs) is brought forward by the next upgrade step without losing anything.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { LOCAL_DB_VERSION, openLocalDb } from '../../../src/services/backend/local/db.ts';
import { createLocalBackend } from '../../../src/services/backend/local/index.ts';

const DB_NAME = 'upgrade-from-v3';
const me = crypto.randomUUID();
const someoneElse = crypto.randomUUID();
const ids = {
  first: crypto.randomUUID(),
  second: crypto.randomUUID(),
  theirs: crypto.randomUUID(),
  hero: crypto.randomUUID(),
  scenario: crypto.randomUUID(),
};

const v3Hero = {
  id: ids.hero,
  user_id: me,
  adventure_id: ids.first,
  name: 'Tala',
  background: 'A fisher.',
  health: 42,
  max_health: 60,
  mana: 50,
  agility: 25,
  defense: 5,
  critical_rate: 20,
  wisdom: 40,
  gold: 17,
  created_at: '2025-01-01T10:00:01.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

async function writeVersion3Rows(): Promise<void> {
  const db = await openLocalDb(DB_NAME, 3);
  expect(db.version).toBe(3);
  const put = (store: string, row: object) =>
    (db as unknown as { put(store: string, row: object): Promise<unknown> }).put(store, row);
  // This browser's guest account, so the test can sign in as the owner of the old rows.
  await put('accounts', {
    id: me,
    email: null,
    is_anonymous: true,
    password: null,
    created_at: '2025-01-01',
  });
  await put('device', { key: 'guest', user_id: me });
  // Written out of order: numbers follow created_at, not the order rows were stored in.
  await put('adventures', {
    id: ids.second,
    user_id: me,
    intro: 'The second road.',
    prev_scene: null,
    created_at: '2025-02-01T10:00:00.000Z',
  });
  await put('adventures', {
    id: ids.first,
    user_id: me,
    intro: 'The first road.',
    prev_scene: 'At the river.',
    created_at: '2025-01-01T10:00:00.000Z',
  });
  await put('adventures', {
    id: ids.theirs,
    user_id: someoneElse,
    intro: 'Another player.',
    prev_scene: null,
    created_at: '2025-03-01T10:00:00.000Z',
  });
  await put('heroes', v3Hero);
  await put('scenarios', {
    id: ids.scenario,
    user_id: me,
    adventure_id: ids.first,
    scene: 'At the river.',
    prev_scene: null,
    choice: null,
    created_at: '2025-01-01T10:05:00.000Z',
    order: 0,
  });
  db.close();
}

describe('the local database upgrade to adventure journeys', () => {
  it('numbers old adventures per player in the order they were made and keeps every row', async () => {
    await writeVersion3Rows();
    const backend = createLocalBackend({ dbName: DB_NAME });
    const session = await backend.auth.logInAsGuest();
    expect(session.user.id).toBe(me);

    const listed = await backend.adventures.listAdventures();
    expect(listed.map((row) => [row.id, row.number, row.hero])).toEqual([
      [ids.second, 2, null],
      [ids.first, 1, { id: ids.hero, name: 'Tala' }],
    ]);
    expect(listed[1]).toMatchObject({
      intro: 'The first road.',
      prev_scene: 'At the river.',
      progress: {},
      created_at: '2025-01-01T10:00:00.000Z',
      updated_at: '2025-01-01T10:00:00.000Z',
    });
    expect(await backend.heroes.heroForAdventure(ids.first)).toEqual({
      ...v3Hero,
      job: null,
      personalities: [],
    });
    expect((await backend.adventures.listScenarios(ids.first)).map((row) => row.id)).toEqual([ids.scenario]);

    const next = await backend.adventures.beginAdventure({
      intro: 'The third road.',
      progress: {},
      hero: { name: 'Lakan', background: '', job: 'Farmer', personalities: [] },
    });
    expect(next.adventure.number).toBe(3);

    const db = await openLocalDb(DB_NAME);
    expect(db.version).toBe(LOCAL_DB_VERSION);
    expect((await db.get('adventures', ids.theirs))?.number).toBe(1);
    db.close();
  });
});

describe('the local database upgrade to the store (version 5)', () => {
  it('brings stored heroes within the stat bounds and gives heroes a store stock', async () => {
    const name = 'upgrade-from-v4';
    const owner = crypto.randomUUID();
    const hero = (id: string, stats: object) => ({
      ...v3Hero,
      id,
      user_id: owner,
      adventure_id: crypto.randomUUID(),
      job: 'Soldier',
      personalities: ['Brave'],
      ...stats,
    });
    const wild = hero(crypto.randomUUID(), { health: 90, max_health: 60, agility: 80, critical_rate: 70 });
    const tame = hero(crypto.randomUUID(), { health: 12, max_health: 60, agility: 7, critical_rate: 9 });
    const v4 = await openLocalDb(name, 4);
    expect(v4.objectStoreNames.contains('store_stock')).toBe(false);
    await v4.put('accounts', {
      id: owner,
      email: null,
      is_anonymous: true,
      password: null,
      created_at: '2025-01-01',
    });
    await v4.put('device', { key: 'guest', user_id: owner });
    await v4.put('heroes', wild);
    await v4.put('heroes', tame);
    v4.close();

    const db = await openLocalDb(name);
    expect(db.version).toBe(LOCAL_DB_VERSION);
    expect(await db.get('heroes', wild.id)).toEqual({ ...wild, health: 60, agility: 50, critical_rate: 50 });
    expect(await db.get('heroes', tame.id)).toEqual(tame);
    db.close();

    const backend = createLocalBackend({ dbName: name });
    await backend.auth.logInAsGuest();
    const stock = await backend.purse.storeStock(tame.id);
    expect(stock).toMatchObject({ hero_id: tame.id });
    expect(stock.cards).toHaveLength(5);
    expect(stock.potions).toHaveLength(4);
  });
});
