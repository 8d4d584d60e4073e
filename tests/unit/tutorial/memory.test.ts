// What this browser remembers of How to Play, per profile (docs/tutorial.md "Remembered"): the
// first-login offer is made once per profile, the guided battle and its pointer are kept for a
// reload, a logout keeps it all, and a record edited by hand is read only as far as it makes sense.
import { beforeEach, describe, expect, it } from 'vitest';
import { GUIDE_STEPS } from '../../../src/engine/tutorial/steps.ts';
import { clearLocal, LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';
import { GUIDE_KEY_PREFIX, readGuideMemory, writeGuideMemory } from '../../../src/state/tutorial/memory.ts';
import { browserStorage } from '../state/fakes.ts';

const EMPTY = { offered: false, completed: false, battleId: null, progress: null };

beforeEach(() => {
  browserStorage();
});

describe("How to Play's memory", () => {
  it('offers the guided battle once per profile, on this browser', () => {
    expect(readGuideMemory('profile-a').offered).toBe(false);
    writeGuideMemory('profile-a', { offered: true });
    expect(readGuideMemory('profile-a').offered).toBe(true);
    expect(readGuideMemory('profile-b')).toEqual(EMPTY);
  });

  it('keeps the battle and its pointer, each change on top of the last', () => {
    writeGuideMemory('p', { offered: true });
    writeGuideMemory('p', { battleId: 'battle-1', progress: { step: 3, status: 'guiding' } });
    const done = writeGuideMemory('p', {
      progress: { step: GUIDE_STEPS.length, status: 'done' },
      completed: true,
    });
    expect(done).toEqual({
      offered: true,
      completed: true,
      battleId: 'battle-1',
      progress: { step: GUIDE_STEPS.length, status: 'done' },
    });
    expect(readGuideMemory('p')).toEqual(done);
    expect(JSON.parse(localStorage.getItem(`${GUIDE_KEY_PREFIX}p`) ?? 'null')).toEqual(done);
  });

  it('survives a logout, which clears everything else', () => {
    writeGuideMemory('p', { offered: true, completed: true });
    localStorage.setItem(LOCAL_KEYS.accessToken, 'token');
    clearLocal();
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(readGuideMemory('p')).toMatchObject({ offered: true, completed: true });
  });

  it('remembers nothing without a profile', () => {
    expect(writeGuideMemory(null, { offered: true })).toMatchObject({ offered: true });
    expect(localStorage.length).toBe(0);
    expect(readGuideMemory(null)).toEqual(EMPTY);
  });

  it('reads an edited or broken record as far as it makes sense', () => {
    const key = `${GUIDE_KEY_PREFIX}p`;
    localStorage.setItem(
      key,
      JSON.stringify({ offered: 'yes', battleId: 7, progress: { step: 99, status: 'guiding' } }),
    );
    expect(readGuideMemory('p')).toEqual(EMPTY);
    localStorage.setItem(key, JSON.stringify({ offered: true, progress: { step: 2, status: 'lost' } }));
    expect(readGuideMemory('p')).toEqual({ ...EMPTY, offered: true });
    localStorage.setItem(key, JSON.stringify({ progress: { step: 1.5, status: 'guiding' } }));
    expect(readGuideMemory('p').progress).toBeNull();
    localStorage.setItem(key, JSON.stringify({ progress: { step: 1, status: 'skipped' } }));
    expect(readGuideMemory('p').progress).toEqual({ step: 1, status: 'skipped' });
    localStorage.setItem(key, '{not json');
    expect(readGuideMemory('p')).toEqual(EMPTY);
  });

  it('still answers when the browser refuses storage', () => {
    localStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(writeGuideMemory('p', { offered: true })).toMatchObject({ offered: true });
    expect(readGuideMemory('p')).toEqual(EMPTY);
  });
});
