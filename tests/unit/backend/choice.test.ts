// The backend the game chooses at start-up: the local one, fetched on first use or when preloaded,
// never at start. Each test takes a fresh copy of the module (its choice is made once per page).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LocalBackend from '../../../src/services/backend/local/index.ts';

const fetched = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../src/services/backend/local/index.ts', async (original) => {
  const local = await original<typeof LocalBackend>();
  return {
    ...local,
    createLocalBackend: (...args: Parameters<typeof local.createLocalBackend>) => {
      fetched.count += 1;
      return local.createLocalBackend(...args);
    },
  };
});

const loadChoice = () => import('../../../src/services/backend/index.ts');

describe('the backend chosen at start-up', () => {
  beforeEach(() => {
    vi.resetModules();
    fetched.count = 0;
  });

  it('is the local one, named at once, and is not fetched before it is used', async () => {
    const { getBackend, backendArrived } = await loadChoice();
    let arrived = false;
    void backendArrived().then(() => (arrived = true));
    expect(getBackend().kind).toBe('local');
    expect(getBackend().label).toBe('local (IndexedDB on this device)');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched.count).toBe(0);
    expect(arrived).toBe(false);
  });

  it('arrives when preloaded, once, and then answers calls', async () => {
    const { getBackend, backendArrived, preloadBackend } = await loadChoice();
    preloadBackend();
    preloadBackend();
    await backendArrived();
    const session = await getBackend().auth.logInAsGuest();
    expect((await getBackend().auth.getSession())?.user.id).toBe(session.user.id);
    expect(fetched.count).toBe(1);
  });

  it('arrives with the first call', async () => {
    const { getBackend, backendArrived } = await loadChoice();
    await getBackend().auth.getSession();
    await backendArrived();
    expect(fetched.count).toBe(1);
  });
});
