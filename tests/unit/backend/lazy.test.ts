import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { lazyBackend } from '../../../src/services/backend/lazy.ts';
import { createLocalBackend } from '../../../src/services/backend/local/index.ts';

describe('a backend loaded on first use', () => {
  it('loads the adapter once, on the first call, and forwards calls and results', async () => {
    const real = createLocalBackend({ dbName: 'lazy-test-1' });
    const load = vi.fn(async () => real);
    const backend = lazyBackend('local', 'lazy local', load);
    expect(load).not.toHaveBeenCalled();
    expect(backend.label).toBe('lazy local');
    const session = await backend.auth.logInAsGuest();
    const again = await backend.auth.getSession();
    expect(again?.user.id).toBe(session.user.id);
    const battle = await backend.battles.startBattle({ mode: 'versus_computer', seed: 5, setup: null });
    expect(await backend.battles.appendBattleAction(battle.id, 0, { type: 'timeUp', side: 0 })).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes rejections through unchanged', async () => {
    const backend = lazyBackend('local', 'lazy local', async () =>
      createLocalBackend({ dbName: 'lazy-test-2' }),
    );
    await expect(backend.battles.loadBattle('no-such-battle')).rejects.toMatchObject({
      code: 'session_missing',
    });
  });

  it('subscribes once the adapter arrives, and an early unsubscribe wins', async () => {
    const real = createLocalBackend({ dbName: 'lazy-test-3' });
    const backend = lazyBackend('local', 'lazy local', async () => real);
    const heard: string[] = [];
    const stop = backend.auth.onAuthStateChange((event) => heard.push(event));
    const neverHeard: string[] = [];
    backend.auth.onAuthStateChange((event) => neverHeard.push(event))();
    await vi.waitFor(() => expect(heard).toContain('INITIAL_SESSION'));
    await backend.auth.logInAsGuest();
    await vi.waitFor(() => expect(heard).toContain('SIGNED_IN'));
    stop();
    await backend.auth.logOut();
    expect(heard).not.toContain('SIGNED_OUT');
    expect(neverHeard).toEqual([]);
  });
});
