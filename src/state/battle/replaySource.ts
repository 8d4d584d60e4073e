// The replay source: a finished battle shown again, move by move, as src/state/replay/viewer.ts
// asks. Its moves go through the same presenter as a live battle's, with no turn clock, no
// computer, no taunt, no victory screen and nothing written to the backend.
import type { BattleState } from '../../engine/index.ts';
import type { MoveSource, ShownMove } from './active.ts';
import type { Arena } from './arena.ts';
import type { LogLine } from '../../engine/log/logLines.ts';
import { showMoves } from './presenter.ts';
import { pushCue, useBattleStore } from './store.ts';
import type { BattlePlan } from './types.ts';

const get = useBattleStore.getState;
const set = useBattleStore.setState;

export class ReplaySource implements MoveSource {
  beginTurn(): void {
    // Between a replay's moves nobody chooses: the next move is shown when the viewer asks.
    set({ shown: get().state, message: null, announcement: null });
  }

  // Nobody plays, runs out of time or leaves a replay's battle: it was fought long ago.
  play(): void {}
  acknowledgeTimeUp(): void {}
  abandon(): void {}

  settleVictory(): boolean {
    return false;
  }
}

export function replayCommands(arena: Arena) {
  /** Puts a replay on screen: the battle as it began, with its log. */
  function openReplay(plan: BattlePlan, state: BattleState, log: LogLine[]): void {
    arena.setAside();
    arena.open(new ReplaySource());
    set({ plan, state, shown: state, phase: state.winner === null ? 'resolving' : 'over', log });
  }

  /** Jumps the replay to a moment: whatever move was being shown stops, the fighters stand as then. */
  function jumpReplay(state: BattleState, log: LogLine[]): void {
    const fed = arena.fedBy(ReplaySource);
    if (!fed) return;
    fed.battle.jump();
    arena.services.timeline.clear();
    set({
      state,
      shown: state,
      phase: state.winner === null ? 'resolving' : 'over',
      paused: false,
      message: null,
      log,
    });
    pushCue({ type: 'pose', winner: state.winner });
  }

  /** Shows one move of the replay; true once it has been shown, false when a jump or leaving cut it short. */
  async function showReplayMove(move: ShownMove, after: BattleState): Promise<boolean> {
    const fed = arena.fedBy(ReplaySource);
    if (!fed || !get().state) return false;
    const { battle } = fed;
    const mine = battle.now();
    set({ state: after });
    await showMoves(battle, { moves: [move], after, over: false }, mine);
    return battle.isCurrent(mine);
  }

  return { openReplay, jumpReplay, showReplayMove };
}
