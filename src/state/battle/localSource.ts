// The local engine source: a two-player, computer, story or guided battle whose every move this
// browser applies with the engine and records in the backend (spec key 'battleId'), so a reload
// replays the same battle. The turn clock counts the local 60 s; the computer plays its side.
import { TURN_TIMER_SECONDS, apply, BATTLE_TOAST_MS } from '../../engine/index.ts';
import type { BattleAction, BattleState, SideIndex } from '../../engine/index.ts';
import type { ActiveBattle, MoveSource, PlayerMove } from './active.ts';
import type { Arena } from './arena.ts';
import { declareWinner, rememberFighters } from './battleKeys.ts';
import { playComputerTurn } from './computerTurn.ts';
import { openingLines } from '../../engine/log/logLines.ts';
import { openingState, replayBattle, replayBattleLog, restartPlan } from '../../engine/plan/plan.ts';
import { openTurn, showMoves } from './presenter.ts';
import type { BattleServices } from './services.ts';
import { INITIAL_BATTLE, useBattleStore } from './store.ts';
import type { BattlePlan } from './types.ts';

const get = useBattleStore.getState;
const set = useBattleStore.setState;

export class LocalSource implements MoveSource {
  constructor(private readonly services: BattleServices) {}

  beginTurn(battle: ActiveBattle): void {
    const computerTurn = openTurn(TURN_TIMER_SECONDS);
    battle.clock.countDown();
    if (computerTurn) void playComputerTurn(battle, battle.now(), (action) => this.resolve(battle, action));
  }

  play(battle: ActiveBattle, move: PlayerMove, side: SideIndex): void {
    void this.resolve(battle, { ...move, side });
  }

  acknowledgeTimeUp(battle: ActiveBattle, side: SideIndex): void {
    // The turn passes to the other side's screen.
    void this.resolve(battle, { type: 'timeUp', side });
  }

  abandon(): void {
    const { battleId } = get();
    if (battleId) this.services.record.end(battleId, 'abandoned', null);
  }

  settleVictory(state: BattleState, winner: SideIndex): boolean {
    declareWinner(this.services, state, winner);
    const battleId = get().battleId;
    if (battleId) this.services.record.end(battleId, 'finished', winner);
    return true;
  }

  /** Plays one action through the engine and shows what happened. */
  private async resolve(battle: ActiveBattle, action: BattleAction): Promise<void> {
    const mine = battle.now();
    const { state: before, battleId } = get();
    if (!before || !battleId) return;
    const result = apply(before, action);
    if (!result.ok) {
      this.services.notify(result.reason, 'error', action.side, BATTLE_TOAST_MS);
      return;
    }
    set({ state: result.state });
    this.services.record.action(battleId, action);
    await showMoves(
      battle,
      { moves: [{ action, events: result.events }], after: result.state, over: false },
      mine,
    );
  }
}

/** Starting, resuming and restarting a local battle. `leave` ends the battle on screen first. */
export function localBattleCommands(arena: Arena, leave: () => void) {
  const { services } = arena;

  /** Starts a new battle and returns who attacks first. */
  async function beginBattle(plan: BattlePlan): Promise<SideIndex> {
    leave();
    const battle = arena.open(new LocalSource(services));
    const mine = battle.now();
    const { battleId, plan: stored } = await services.record.newBattle(plan);
    const state = openingState(stored);
    if (!battle.isCurrent(mine)) return state.first;
    rememberFighters(services, stored, state);
    set({ ...INITIAL_BATTLE, plan: stored, battleId, state, shown: state, log: openingLines(state) });
    services.sounds.playSound('battleStart');
    battle.beginTurn();
    return state.first;
  }

  /**
   * After a reload: rebuilds the stored battle by replaying its actions through the engine. The
   * battle is the one named by the spec's battleId key, or `battleId` when given (a story battle
   * knows its own). A battle already on screen stays.
   */
  async function resumeStoredBattle(battleId?: string): Promise<void> {
    const current = get();
    if (current.state && (battleId === undefined || current.battleId === battleId)) return;
    if (current.state) arena.setAside();
    const battle = arena.open(new LocalSource(services));
    const mine = battle.now();
    set({ ...INITIAL_BATTLE });
    const stored = await services.record.loadStored(battleId);
    if (!battle.isCurrent(mine)) return;
    if (!stored) {
      set({ missing: true });
      return;
    }
    const state = replayBattle(stored.plan, stored.actions);
    const log = replayBattleLog(stored.plan, stored.actions);
    set({ plan: stored.plan, battleId: stored.battleId, state, shown: state, log });
    if (state.winner !== null) {
      declareWinner(services, state, state.winner);
      set({ phase: 'over', victoryReady: true });
      return;
    }
    battle.beginTurn();
  }

  /** Restart (pause dialog): a new battle of the same fighters, full health and energy, timer 60. */
  async function restartBattle(): Promise<void> {
    const plan = get().plan;
    if (!plan) return;
    await beginBattle(restartPlan(plan));
  }

  return { beginBattle, resumeStoredBattle, restartBattle };
}
