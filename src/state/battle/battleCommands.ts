// The battle commands put together over any services: the arena holding the battle on screen, the
// three sources' commands, leaving, and the player's input. commands.ts binds them to the browser's
// services; a unit test binds them to plain fakes.
import { Arena } from './arena.ts';
import { authorityCommands } from './authoritySource.ts';
import { localBattleCommands } from './localSource.ts';
import { playerInput } from './playerInput.ts';
import { replayCommands } from './replaySource.ts';
import type { BattleServices } from './services.ts';
import { useBattleStore } from './store.ts';

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

export type BattleCommands = ReturnType<typeof createBattleCommands>;
