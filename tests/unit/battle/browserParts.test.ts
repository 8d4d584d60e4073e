// The browser's parts of the battle pipeline (browserServices.ts wires them): the battle's seed, the
// computer's taunt told into the store, the backend's record of a local battle (over the local
// backend on fake IndexedDB), the toasts, and the pausable timeline on the browser's timers (Vitest's
// fake clock here).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../../../src/engine/index.ts';
import type { BattleAction } from '../../../src/engine/index.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { makePlan, openingState } from '../../../src/engine/plan/plan.ts';
import { readPlan } from '../../../src/engine/plan/planSchema.ts';
import { contentVersion } from '../../../src/engine/replay/contentVersion.ts';
import { tutorialPlan } from '../../../src/engine/tutorial/plan.ts';
import { LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';
import { getNarrator } from '../../../src/state/narration.ts';
import { notify, onNotice } from '../../../src/state/battle/notices.ts';
import {
  battleWritesDone,
  loadBattleRecord,
  loadStoredBattle,
  recordAction,
  recordEnd,
  recordNewBattle,
} from '../../../src/state/battle/persistence.ts';
import { seedFrom } from '../../../src/state/battle/seed.ts';
import { useBattleStore } from '../../../src/state/battle/store.ts';
import { startTaunt, stopTaunt } from '../../../src/state/battle/taunt.ts';
import {
  after,
  clearTimeline,
  holdTimeline,
  releaseTimeline,
  wait,
} from '../../../src/state/battle/timeline.ts';
import type { Notice } from '../../../src/state/battle/types.ts';
import type { TestBackend } from '../state/fakes.ts';
import { browserStorage, installLocalBackend, signInAsGuest, until } from '../state/fakes.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a battle's seed", () => {
  it('is fixed by ?seed= on the character select, and fresh and never 0 otherwise', () => {
    expect(seedFrom('?seed=4242')).toBe(4242);
    expect(seedFrom('?mode=ai&seed=7')).toBe(7);
    const fresh = new Set<number>();
    for (const search of ['', '?seed=0', '?seed=-3', '?seed=1.5', '?seed=abc']) {
      const seed = seedFrom(search);
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).not.toBe(0);
      fresh.add(seed);
    }
    expect(fresh.size).toBeGreaterThan(1);
  });
});

describe("the computer's taunt", () => {
  it('is told word by word into the battle store, as the storyteller tells it', async () => {
    installLocalBackend('taunt');
    const whole = await getNarrator().taunt({ speaker: 'Alon', opponent: 'Kidlat' }, { seed: 9 }).text();
    const told: string[] = [];
    const off = useBattleStore.subscribe((s) => void (s.taunt && told.push(s.taunt)));
    startTaunt('Alon', 'Kidlat', 9);
    await until(() => useBattleStore.getState().taunt === whole, 'the whole taunt');
    off();
    expect(told.at(-1)).toBe(whole);
    expect(told.every((soFar, i) => i === 0 || soFar.startsWith(told[i - 1] ?? ''))).toBe(true);
  });

  it('stops when the turn moves on, and a new taunt replaces the last', async () => {
    installLocalBackend('taunt');
    startTaunt('Alon', 'Kidlat', 1);
    stopTaunt();
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(useBattleStore.getState().taunt).toBe('');
    const second = await getNarrator().taunt({ speaker: 'Kidlat', opponent: 'Alon' }, { seed: 2 }).text();
    startTaunt('Alon', 'Kidlat', 1);
    startTaunt('Kidlat', 'Alon', 2);
    await until(() => useBattleStore.getState().taunt === second, 'the second taunt');
  });
});

describe("the backend's record of a local battle", () => {
  let test: TestBackend;

  beforeEach(async () => {
    browserStorage();
    test = installLocalBackend('record');
    await signInAsGuest(test.backend);
  });

  /** The first `n` moves of `plan` as the computer would play both sides. */
  function firstMoves(plan: ReturnType<typeof makePlan>, n: number): BattleAction[] {
    let state = openingState(plan);
    const moves: BattleAction[] = [];
    for (let i = 0; i < n; i += 1) {
      const action = computerAction(state, 'easy');
      const result = apply(state, action);
      if (!result.ok) throw new Error(result.reason);
      moves.push(action);
      state = result.state;
    }
    return moves;
  }

  it('stores the plan with the content version, appends each move in order, and resumes it', async () => {
    const plan = makePlan('versus_computer', 1, 'easy', 5151);
    const { battleId } = await recordNewBattle(plan);
    expect(localStorage.getItem(LOCAL_KEYS.battleId)).toBe(battleId);
    const moves = firstMoves(plan, 4);
    for (const move of moves) recordAction(battleId, move);
    await battleWritesDone();
    const loaded = await test.backend.battles.loadBattle(battleId);
    expect(loaded?.battle).toMatchObject({ mode: 'versus_computer', seed: 5151, status: 'active' });
    expect(loaded?.battle.setup).toMatchObject({ content: contentVersion() });
    expect(readPlan(loaded?.battle.setup)).toEqual(plan);
    expect(await loadStoredBattle()).toEqual({ battleId, plan, actions: moves });
    expect(await loadBattleRecord(battleId)).toMatchObject({
      plan,
      actions: moves,
      status: 'active',
      winner: null,
    });
    // After a resume the next move goes after the stored ones.
    const next = firstMoves(plan, 5)[4];
    if (!next) throw new Error('no fifth move');
    recordAction(battleId, next);
    await battleWritesDone();
    expect((await loadBattleRecord(battleId))?.actions).toEqual([...moves, next]);
  });

  it("keeps the guided battle as a battle against the computer, its plan still the guide's", async () => {
    const { battleId } = await recordNewBattle(tutorialPlan());
    const loaded = await test.backend.battles.loadBattle(battleId);
    expect(loaded?.battle.mode).toBe('versus_computer');
    expect(readPlan(loaded?.battle.setup)?.mode).toBe('tutorial');
  });

  it('ends the battle, forgets its key, and no longer offers it to resume', async () => {
    const plan = makePlan('local_two_player', 2, 'easy', 99);
    const { battleId } = await recordNewBattle(plan);
    recordAction(battleId, firstMoves(plan, 1)[0] as BattleAction);
    recordEnd(battleId, 'abandoned', null);
    expect(localStorage.getItem(LOCAL_KEYS.battleId)).toBeNull();
    await battleWritesDone();
    expect(await loadStoredBattle(battleId)).toBeNull();
    expect(await loadStoredBattle()).toBeNull();
    expect(await loadBattleRecord(battleId)).toMatchObject({ status: 'abandoned', winner: null });
  });

  it('warns and goes on when a write is refused; an unreadable battle is not resumed', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plan = makePlan('versus_computer', 1, 'normal', 31);
    const { battleId } = await recordNewBattle(plan);
    const [first, second] = firstMoves(plan, 2);
    if (!first || !second) throw new Error('no moves');
    recordAction('no-such-battle', first);
    recordEnd('no-such-battle', 'finished', 0);
    recordAction(battleId, first);
    await battleWritesDone();
    expect(warned.mock.calls.map((call) => call[0])).toEqual([
      'A battle action could not be saved:',
      'The battle could not be closed:',
    ]);
    expect((await loadBattleRecord(battleId))?.actions).toEqual([first]);
    expect(await loadBattleRecord('no-such-battle')).toBeNull();
    const odd = await test.backend.battles.startBattle({
      mode: 'versus_computer',
      seed: 1,
      setup: { plan: 'none' },
    });
    expect(await loadStoredBattle(odd.id)).toBeNull();
    expect(await loadBattleRecord(odd.id)).toBeNull();
    await test.backend.auth.logOut();
    expect(await loadStoredBattle(battleId)).toBeNull();
  });
});

describe("a battle's toasts", () => {
  it('reach every listener with a new id each, until it stops listening', () => {
    const heard: Notice[] = [];
    const off = onNotice((notice) => heard.push(notice));
    notify('Burn! Alon loses 4 health.', 'error', 1, 3000);
    notify('Your turn.', 'info', 0, 2000);
    off();
    notify('Not heard.', 'info', 0, 2000);
    expect(heard.map(({ text, kind, side, ms }) => ({ text, kind, side, ms }))).toEqual([
      { text: 'Burn! Alon loses 4 health.', kind: 'error', side: 1, ms: 3000 },
      { text: 'Your turn.', kind: 'info', side: 0, ms: 2000 },
    ]);
    expect((heard[1]?.id ?? 0) - (heard[0]?.id ?? 0)).toBe(1);
  });
});

describe("the battle's timeline", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    clearTimeline();
  });

  it('runs each wait after its time, and a hold keeps what is left of it', async () => {
    const done: string[] = [];
    after(1000, () => done.push('a'));
    void wait(3000).then(() => done.push('b'));
    vi.advanceTimersByTime(999);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual(['a']);
    vi.advanceTimersByTime(500);
    holdTimeline();
    holdTimeline();
    vi.advanceTimersByTime(60_000);
    await Promise.resolve();
    expect(done).toEqual(['a']);
    releaseTimeline();
    releaseTimeline();
    vi.advanceTimersByTime(1499);
    await Promise.resolve();
    expect(done).toEqual(['a']);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(done).toEqual(['a', 'b']);
  });

  it('starts a wait made while held only on release, and forgets every wait when cleared', async () => {
    const done: string[] = [];
    holdTimeline();
    after(100, () => done.push('held'));
    vi.advanceTimersByTime(1000);
    expect(done).toEqual([]);
    releaseTimeline();
    vi.advanceTimersByTime(100);
    expect(done).toEqual(['held']);
    after(100, () => done.push('cleared'));
    holdTimeline();
    after(50, () => done.push('cleared too'));
    clearTimeline();
    vi.advanceTimersByTime(10_000);
    after(0, () => done.push('after clear'));
    vi.advanceTimersByTime(0);
    expect(done).toEqual(['held', 'after clear']);
  });
});
