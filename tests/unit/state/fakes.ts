// Plain fakes for the state's unit tests: the browser's storage in memory, and the local backend on
// fake IndexedDB with a database of its own, a clock the test moves by hand and few password rounds,
// put in place of the configured backend (provideBackend). Nothing here sleeps or uses real timers.
import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { provideBackend } from '../../../src/services/backend/index.ts';
import { createLocalBackend } from '../../../src/services/backend/local/index.ts';
import { openLocalDb } from '../../../src/services/backend/local/db.ts';
import type { Hero } from '../../../src/services/backend/gameTypes.ts';
import type { Backend } from '../../../src/services/backend/port.ts';
import { LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';

/** A Storage in memory: Node has no localStorage or sessionStorage. */
export function memoryStorage(): Storage {
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

/** Gives this test file a fresh localStorage and sessionStorage; returns the localStorage. */
export function browserStorage(): Storage {
  const local = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', memoryStorage());
  return local;
}

let databases = 0;

export interface TestBackend {
  readonly backend: Backend;
  /** Moves the backend's clock on (the store's hourly stock is rolled by it). */
  advance(ms: number): void;
  /**
   * Test arrangement: changes the stored hero row straight in the database (the game writes a
   * hero's health only when a story battle ends).
   */
  changeHero(heroId: string, change: Partial<Hero>): Promise<void>;
}

/**
 * A local backend on its own fake IndexedDB database, made the game's backend. Fewer PBKDF2 rounds
 * keep sign-up fast; what accounts do with them is the same.
 */
export function installLocalBackend(label: string): TestBackend {
  let offset = 0;
  const dbName = `state-${label}-${(databases += 1)}-${Math.random().toString(36).slice(2, 8)}`;
  const backend = createLocalBackend({
    dbName,
    passwordIterations: 1000,
    now: () => Date.now() + offset,
  });
  provideBackend(backend);
  async function changeHero(heroId: string, change: Partial<Hero>): Promise<void> {
    const db = await openLocalDb(dbName);
    const row = await db.get('heroes', heroId);
    if (!row) throw new Error(`no hero ${heroId}`);
    await db.put('heroes', { ...row, ...change });
    db.close();
  }
  return { backend, advance: (ms) => void (offset += ms), changeHero };
}

/**
 * Signs in as this browser's guest and writes the keys a login writes (access token, user id), as
 * the adventure and battle screens expect of a signed-in player.
 */
export async function signInAsGuest(backend: Backend): Promise<{ userId: string }> {
  const session = await backend.auth.logInAsGuest();
  const profile = await backend.auth.fetchProfile(session.user.id);
  if (!profile) throw new Error('the guest has no profile');
  localStorage.setItem(LOCAL_KEYS.accessToken, session.access_token);
  localStorage.setItem(LOCAL_KEYS.authId, session.user.id);
  localStorage.setItem(LOCAL_KEYS.userId, profile.id);
  return { userId: profile.id };
}

/** Lets queued promise callbacks and 0 ms timers run until `done` holds. */
export async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i += 1) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`never reached: ${what}`);
}
