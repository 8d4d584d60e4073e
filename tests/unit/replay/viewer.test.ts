// The replay list and the replay viewer over the local backend on fake IndexedDB (docs/battle.md
// "Replays"): finished battles listed a page at a time, each described as the engine replays it and
// refused with a reason when it cannot be replayed exactly; deleted; exported as a file; and opened
// in the viewer, which steps, seeks and plays through the moves at its own speed on the battle
// commands the screens use, and opens a file chosen by the player.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply } from '../../../src/engine/index.ts';
import type { BattleAction, BattleState } from '../../../src/engine/index.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { makePlan, openingState } from '../../../src/engine/plan/plan.ts';
import { planJson } from '../../../src/engine/plan/planSchema.ts';
import { contentVersion } from '../../../src/engine/replay/contentVersion.ts';
import { onlineRecordKey } from '../../../src/engine/replay/onlineRecord.ts';
import { readReplayFile } from '../../../src/engine/replay/file.ts';
import { finalState, linesUpTo, resultOf, stateAt } from '../../../src/engine/replay/replay.ts';
import type { JsonValue } from '../../../src/services/backend/index.ts';
import { useBattleStore } from '../../../src/state/battle/store.ts';
import type { BattlePlan } from '../../../src/state/battle/types.ts';
import {
  REPLAYS_PER_PAGE,
  STORED_REPLAY_MESSAGES,
  deleteReplay,
  exportedEntry,
  listReplays,
} from '../../../src/state/replay/list.ts';
import {
  REPLAY_FILE_KEY,
  closeReplay,
  exportedReplay,
  importReplayFile,
  openFileReplay,
  openStoredReplay,
  pauseReplay,
  playReplay,
  seekReplay,
  setReplaySpeed,
  stepBack,
  stepForward,
  togglePlay,
  useReplayStore,
} from '../../../src/state/replay/viewer.ts';
import { speedScale, useSettingsStore } from '../../../src/state/settings.ts';
import type { TestBackend } from '../state/fakes.ts';
import { browserStorage, installLocalBackend, signInAsGuest, until } from '../state/fakes.ts';

let test: TestBackend;
const viewer = () => useReplayStore.getState();
const battle = () => useBattleStore.getState();

/** Both sides played by the easy computer from the plan's opening to the knockout. */
function fought(plan: BattlePlan): { actions: BattleAction[]; end: BattleState } {
  let state = openingState(plan);
  const actions: BattleAction[] = [];
  while (state.winner === null) {
    const action = computerAction(state, 'easy');
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
  }
  return { actions, end: state };
}

/** A finished battle stored as a local battle is: its plan, content version, moves and winner. */
async function storeFinished(
  plan: BattlePlan,
  change: { content?: string; winner?: 0 | 1 } = {},
): Promise<{ id: string; actions: BattleAction[]; end: BattleState }> {
  const { actions, end } = fought(plan);
  const setup = {
    ...(planJson(plan) as { [key: string]: JsonValue }),
    content: change.content ?? contentVersion(),
  };
  const record = await test.backend.battles.startBattle({
    mode: plan.mode === 'tutorial' ? 'versus_computer' : (plan.mode as 'versus_computer'),
    seed: plan.seed,
    setup,
  });
  for (const [seq, action] of actions.entries())
    await test.backend.battles.appendBattleAction(record.id, seq, { ...action });
  await test.backend.battles.endBattle(record.id, 'finished', change.winner ?? (end.winner as 0 | 1));
  return { id: record.id, actions, end };
}

/** An online match as its replay is kept: the whole record stored in one step. */
async function storeOnline(seed: number): Promise<{ id: string; plan: BattlePlan }> {
  const plan: BattlePlan = {
    mode: 'online',
    seed,
    sides: [
      { kind: 'fighter', fighterId: 1 },
      { kind: 'fighter', fighterId: 2 },
    ],
    level: 'classic',
    place: 'arena',
    first: 0,
    online: { matchId: `match-${seed}`, seat: 0, names: ['Kidlat-player', 'Alon-player'] },
  };
  const { actions, end } = fought(plan);
  const record = await test.backend.battles.storeFinishedBattle({
    key: onlineRecordKey(`match-${seed}`, 0),
    mode: 'online',
    seed,
    setup: { ...(planJson(plan) as { [key: string]: JsonValue }), content: contentVersion() },
    actions: actions.map((action) => ({ ...action })),
    winner: end.winner as 0 | 1,
  });
  return { id: record.id, plan };
}

beforeAll(() => {
  vi.stubGlobal('window', globalThis);
  useSettingsStore.setState({ speed: 'normal' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

beforeEach(async () => {
  browserStorage();
  test = installLocalBackend('replays');
  await signInAsGuest(test.backend);
});

afterEach(() => {
  closeReplay();
});

describe('the replay list', () => {
  it('lists a page at a time, each battle as the engine replays it; a page past the end shows the last', async () => {
    const online: { id: string; plan: BattlePlan }[] = [];
    for (let i = 0; i < REPLAYS_PER_PAGE; i += 1) online.push(await storeOnline(100 + i));
    const plan = makePlan('versus_computer', 1, 'easy', 99);
    const local = await storeFinished(plan);
    const first = await listReplays(0);
    expect(first).toMatchObject({ total: REPLAYS_PER_PAGE + 1, page: 0, pages: 2 });
    expect(first.entries).toHaveLength(REPLAYS_PER_PAGE);
    const last = await listReplays(9);
    expect(last.page).toBe(1);
    expect(last.entries).toHaveLength(1);
    const all = [...first.entries, ...last.entries];
    expect(new Set(all.map((e) => e.id))).toEqual(new Set([local.id, ...online.map((o) => o.id)]));

    const entry = all.find((e) => e.id === local.id);
    if (!entry?.replay) throw new Error('not listed');
    expect(entry).toMatchObject({
      mode: 'versus_computer',
      modeLabel: 'Versus computer',
      detail: 'Easy',
      problem: null,
    });
    expect(entry.sides.map((s) => [s.name, s.role])).toEqual([
      [local.end.sides[0].name, 'You'],
      [local.end.sides[1].name, 'Computer'],
    ]);
    expect(entry.winner).toBe(local.end.winner);
    expect(entry.health).toEqual([local.end.sides[0].health, local.end.sides[1].health]);
    expect(entry.turns).toBe(resultOf(entry.replay).turns);
    const match = all.find((e) => e.id === online[0]?.id);
    expect(match).toMatchObject({ mode: 'online', modeLabel: 'Online', detail: null, problem: null });
    // Seen from this player's seat (0): their own name marked.
    expect(match?.sides.map((s) => s.role)).toEqual(['Kidlat-player (you)', 'Alon-player']);

    await deleteReplay(local.id);
    expect((await listReplays(0)).total).toBe(REPLAYS_PER_PAGE);
  });

  it('says why a battle cannot be replayed exactly, and offers no file for it', async () => {
    const other = await storeFinished(makePlan('local_two_player', 2, 'easy', 7), {
      content: 'c-older-rules',
    });
    const good = await storeFinished(makePlan('local_two_player', 1, 'easy', 8));
    const lost = good.end.winner === 0 ? 1 : 0;
    const changed = await storeFinished(makePlan('local_two_player', 1, 'easy', 8), { winner: lost });
    const { entries } = await listReplays(0);
    const byId = (id: string) => {
      const entry = entries.find((e) => e.id === id);
      if (!entry) throw new Error('not listed');
      return entry;
    };
    expect(byId(other.id)).toMatchObject({
      problem: STORED_REPLAY_MESSAGES.otherRules,
      replay: null,
      turns: null,
    });
    expect(byId(other.id).sides.map((s) => s.role)).toEqual(['Player 1', 'Player 2']);
    expect(exportedEntry(byId(other.id))).toBeNull();
    expect(byId(changed.id)).toMatchObject({ problem: STORED_REPLAY_MESSAGES.doesNotReplay, winner: lost });
    const file = exportedEntry(byId(good.id));
    const read = readReplayFile(file?.text ?? '');
    expect(file?.name).toMatch(/\.json$/);
    expect(read.ok && read.replay.moves.map((m) => m.action)).toEqual(good.actions);
  });
});

describe('the replay viewer', () => {
  it('opens a stored battle at its start and steps, seeks and plays through it', async () => {
    const plan = makePlan('versus_computer', 2, 'easy', 555);
    const { id, actions, end } = await storeFinished(plan);
    setReplaySpeed('instant');
    await openStoredReplay(id);
    const replay = viewer().replay;
    if (!replay) throw new Error(viewer().error ?? 'not opened');
    expect(viewer()).toMatchObject({
      status: 'ready',
      source: { kind: 'stored', battleId: id },
      position: 0,
    });
    expect(replay.moves).toHaveLength(actions.length);
    expect(battle()).toMatchObject({ plan, state: replay.opening });
    expect(speedScale()).toBe(0);

    stepForward();
    await until(() => viewer().position === 1 && !viewer().showing, 'the first move shown');
    expect(battle().state).toEqual(stateAt(replay, 1));
    stepBack();
    expect(viewer().position).toBe(0);
    expect(battle().state).toEqual(replay.opening);
    seekReplay(3);
    expect(viewer().position).toBe(3);
    expect(battle().state).toEqual(stateAt(replay, 3));
    expect(battle().log).toEqual(linesUpTo(replay, 3));

    playReplay();
    expect(viewer().playing).toBe(true);
    pauseReplay();
    expect(viewer().playing).toBe(false);
    togglePlay();
    await until(() => !viewer().playing, 'the end of the replay');
    expect(viewer().position).toBe(actions.length);
    expect(battle().state).toEqual(finalState(replay));
    expect(battle().state?.winner).toBe(end.winner);
    // Play at the end starts again from the beginning.
    playReplay();
    await until(() => !viewer().playing, 'the end again');
    expect(viewer().position).toBe(actions.length);
  });

  it("keeps its own speed while open, and the player's speed returns when it closes", async () => {
    const { id } = await storeFinished(makePlan('versus_computer', 1, 'easy', 9));
    setReplaySpeed('2x');
    await openStoredReplay(id);
    expect(speedScale()).toBe(0.5);
    setReplaySpeed('4x');
    expect(speedScale()).toBe(0.25);
    closeReplay();
    expect(speedScale()).toBe(1);
    expect(viewer()).toMatchObject({ status: 'idle', replay: null, speed: '4x' });
  });

  it('refuses a battle that is missing or still being fought', async () => {
    await openStoredReplay('3e0f3c56-3b53-4a4e-8a38-f3a8c7f4d0a1');
    expect(viewer()).toMatchObject({ status: 'failed', error: STORED_REPLAY_MESSAGES.missing });
    const live = await test.backend.battles.startBattle({
      mode: 'versus_computer',
      seed: 3,
      setup: { ...(planJson(makePlan('versus_computer', 1, 'easy', 3)) as { [key: string]: JsonValue }) },
    });
    await openStoredReplay(live.id);
    expect(viewer()).toMatchObject({ status: 'failed', error: STORED_REPLAY_MESSAGES.notOver });
    expect(exportedReplay()).toBeNull();
  });

  it('exports the open replay as a file, and opens a file the player chose', async () => {
    const { id, actions } = await storeFinished(makePlan('versus_computer', 1, 'easy', 21));
    await openStoredReplay(id);
    const file = exportedReplay();
    if (!file) throw new Error('nothing exported');
    closeReplay();

    expect(await importReplayFile(new Blob(['not a replay']))).toMatchObject({ ok: false });
    openFileReplay();
    expect(viewer()).toMatchObject({
      status: 'failed',
      error: 'No replay file is open. Choose one on the replays screen.',
    });
    expect(await importReplayFile(new Blob([file.text]))).toEqual({ ok: true });
    expect(sessionStorage.getItem(REPLAY_FILE_KEY)).toBe(file.text);
    openFileReplay();
    expect(viewer()).toMatchObject({ status: 'ready', source: { kind: 'file' } });
    expect(viewer().replay?.moves.map((m) => m.action)).toEqual(actions);

    sessionStorage.setItem(REPLAY_FILE_KEY, '{"format":"something else"}');
    openFileReplay();
    expect(viewer().status).toBe('failed');
    sessionStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(await importReplayFile(new Blob([file.text]))).toEqual({
      ok: false,
      message: 'This replay is too large to open in this browser tab.',
    });
  });
});
