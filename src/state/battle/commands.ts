// The battle commands: the only way screens, the scene, the online match and the replay viewer
// change a battle (docs/game-design.md §4 turn flows, computer turn, timer, game end). A battle on screen is
// fed by one source (localSource.ts, authoritySource.ts, replaySource.ts); one presenter shows its
// applied moves (presenter.ts); the turn clock (turnClock.ts) and the player's input
// (playerInput.ts) are their own parts. battleCommands.ts puts them together over any services;
// the commands exported here use the browser's (browserServices.ts).
import { createBattleCommands } from './battleCommands.ts';
import { browserBattleServices } from './browserServices.ts';

export type { MoveGate, PlayerMove, ShownMove } from './active.ts';
export type { RemoteAuthority } from './authoritySource.ts';

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
