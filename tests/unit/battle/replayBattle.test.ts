// A replay through the battle pipeline with plain fakes: a finished battle opened as it began, every
// move stepped through by the same presenter as a live battle's, then jumps back and forth. Nothing
// is timed, taunted, recorded or written to storage, and no victory screen follows the knockout.
import { afterEach, describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/index.ts';
import type { BattleAction, BattleState, BattleEvent } from '../../../src/engine/index.ts';
import { createBattleCommands } from '../../../src/state/battle/battleCommands.ts';
import type { BattleCommands } from '../../../src/state/battle/battleCommands.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { openingLines } from '../../../src/engine/log/logLines.ts';
import { makePlan, openingState, replayBattle, replayBattleLog } from '../../../src/engine/plan/plan.ts';
import { useBattleStore } from '../../../src/state/battle/store.ts';
import { fakeServices } from './fakes.ts';

const store = useBattleStore;
let battle: BattleCommands | null = null;
afterEach(() => battle?.setBattleAside());

/** A whole battle, both sides played by the normal computer: each move and the state after it. */
function playedBattle(seed: number) {
  const plan = makePlan('versus_computer', 1, 'normal', seed);
  let state = openingState(plan);
  const moves: { action: BattleAction; events: BattleEvent[]; after: BattleState }[] = [];
  while (state.winner === null && moves.length < 400) {
    const action = computerAction(state, 'normal');
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    moves.push({ action, events: result.events, after: state });
  }
  return { plan, opening: openingState(plan), moves };
}

describe('a replay fed by its stored moves', () => {
  it('opens, shows every move to the knockout, and jumps', async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    const { plan, opening, moves } = playedBattle(1234);
    const actions = moves.map((m) => m.action);

    commands.openReplay(plan, opening, openingLines(opening));
    expect(store.getState()).toMatchObject({
      phase: 'resolving',
      state: opening,
      shown: opening,
      battleId: null,
    });

    for (const move of moves) {
      expect(await commands.showReplayMove(move, move.after)).toBe(true);
      expect(store.getState().shown).toEqual(move.after);
    }
    const end = store.getState();
    expect(end.phase).toBe('over');
    expect(end.victoryReady).toBe(false);
    expect(end.log).toEqual(replayBattleLog(plan, actions));
    expect(end.cues.at(-1)).toMatchObject({ type: 'knockout', winner: moves.at(-1)?.after.winner });
    // No clock, computer, taunt, record, keys or victory delay in a replay.
    expect(fakes.ticking()).toBe(0);
    expect(fakes.taunts).toEqual([]);
    expect(fakes.recorded).toMatchObject({ battles: [], actions: [], ends: [] });
    expect(fakes.keys.size).toBe(0);
    expect(fakes.notices.some((n) => n.text.startsWith('Computer Used'))).toBe(false);
    expect(fakes.sounds).not.toContain('battleStart');

    // Back to the middle: the fighters stand as they did then; the next move shows from there.
    const middle = Math.floor(moves.length / 2);
    const then = replayBattle(plan, actions.slice(0, middle));
    const lines = replayBattleLog(plan, actions.slice(0, middle));
    commands.jumpReplay(then, lines);
    expect(store.getState()).toMatchObject({
      state: then,
      shown: then,
      phase: 'resolving',
      log: lines,
      message: null,
    });
    expect(store.getState().cues.at(-1)).toMatchObject({ type: 'pose', winner: null });
    const next = moves[middle];
    if (!next) throw new Error('no move');
    expect(await commands.showReplayMove(next, next.after)).toBe(true);
    expect(store.getState().log).toEqual(replayBattleLog(plan, actions.slice(0, middle + 1)));

    // A move being shown while paused is cut short by a jump: the jump's moment stands.
    commands.pauseBattle();
    const after = moves[middle + 1];
    if (!after) throw new Error('no move');
    void commands.showReplayMove(after, after.after);
    const last = moves.at(-1)?.after;
    if (!last) throw new Error('no end');
    commands.jumpReplay(last, end.log);
    expect(store.getState()).toMatchObject({ state: last, phase: 'over', paused: false });
    expect(store.getState().cues.at(-1)).toMatchObject({ type: 'pose', winner: last.winner });

    // Leaving the replay: nothing is abandoned, the steps stop.
    commands.leaveBattle();
    expect(fakes.recorded.ends).toEqual([]);
    expect(await commands.showReplayMove(next, next.after)).toBe(false);
  });
});
