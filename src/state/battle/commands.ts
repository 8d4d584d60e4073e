// The battle commands: the only way screens, the scene, the online match and the replay viewer
// change a battle (spec 000 §4 turn flows, computer turn, timer, game end). A battle on screen is
// fed by one source (localSource.ts, authoritySource.ts, replaySource.ts); one presenter shows its
// applied moves (presenter.ts); the turn clock (turnClock.ts) and the player's input
// (playerInput.ts) are their own parts. createBattleCommands puts them together over any services;
// the commands exported here use the browser's (browserServices.ts).
import { Arena } from './arena.ts';
import { authorityCommands } from './authoritySource.ts';
import { browserBattleServices } from './browserServices.ts';
import { localBattleCommands } from './localSource.ts';
import { playerInput } from './playerInput.ts';
import { replayCommands } from './replaySource.ts';
import type { BattleServices } from './services.ts';
import { useBattleStore } from './store.ts';

export type { MoveGate, PlayerMove, ShownMove } from './active.ts';
export type { RemoteAuthority } from './authoritySource.ts';
export type { BattleServices } from './services.ts';

export function createBattleCommands(services: BattleServices) {
  const arena = new Arena(services);

  /** Leaving through a menu: the battle in progress ends as abandoned (online: forfeited). */
  function leaveBattle(): void {
    const { state, phase } = useBattleStore.getState();
    const live = state !== null && state.winner === null && phase !== 'over';
    if (live) arena.battle?.source.abandon();
    arena.setAside();
  }

  /** Leaves the battle on screen without ending it: it stays stored and can be resumed. */
  function setBattleAside(): void {
    arena.setAside();
  }

  /** Back to main menu from the victory screen: the finished battle is let go. */
  function closeFinishedBattle(): void {
    leaveBattle();
  }

  return {
    ...localBattleCommands(arena, leaveBattle),
    leaveBattle,
    setBattleAside,
    closeFinishedBattle,
    ...authorityCommands(arena),
    ...replayCommands(arena),
    ...playerInput(arena),
  };
}

export const {
  beginBattle,
  resumeStoredBattle,
  restartBattle,
  leaveBattle,
  setBattleAside,
  closeFinishedBattle,
  beginAuthorityBattle,
  awaitAuthorityBattle,
  authorityBattleMissing,
  showAuthorityMoves,
  refuseMove,
  openReplay,
  jumpReplay,
  showReplayMove,
  openCard,
  closeCard,
  confirmCard,
  setMoveGate,
  holdTurnClock,
  focusSlot,
  moveFocus,
  openFocused,
  acknowledgeTimeUp,
  pauseBattle,
  resumeBattle,
} = createBattleCommands(browserBattleServices());
