import { describe, expect, it, vi } from 'vitest';
import { handleLoadFailure, handleLoadSuccess, RELOAD_FLAG } from '../../../src/ui/routes/reloadOnce.ts';

function fakeDeps() {
  const store = new Map<string, string>();
  return {
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    reload: vi.fn(),
    log: vi.fn(),
    store,
  };
}

describe('a screen that fails to load', () => {
  it('reloads the page the first time, then only logs', () => {
    const deps = fakeDeps();
    expect(handleLoadFailure(new Error('chunk gone'), deps)).toBe('reloading');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.store.has(RELOAD_FLAG)).toBe(true);
    expect(handleLoadFailure(new Error('chunk gone'), deps)).toBe('logged');
    expect(handleLoadFailure(new Error('chunk gone'), deps)).toBe('logged');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.log).toHaveBeenCalledTimes(2);
  });

  it('may reload once more after a screen has loaded again', () => {
    const deps = fakeDeps();
    handleLoadFailure(new Error('x'), deps);
    handleLoadSuccess(deps);
    expect(handleLoadFailure(new Error('y'), deps)).toBe('reloading');
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });
});
