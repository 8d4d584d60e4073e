import { useEffect } from 'react';
import { pauseBattle, useBattleStore } from '../../../state/battle/index.ts';

/**
 * A battle on this computer pauses itself when its tab is hidden (another tab in front, the window
 * minimised): its 60 s turn clock would otherwise run out while the player is away, and a hidden
 * tab's timers run late. The player comes back to 'Game Paused'. An online match is never paused
 * this way: its clock runs on the server, and the pause dialog there holds nothing.
 */
export function usePauseWhenHidden(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onChange = () => {
      if (document.visibilityState !== 'hidden') return;
      const { phase } = useBattleStore.getState();
      // Past the final blow there is nothing left to hold: the victory screen follows.
      if (phase !== 'over') pauseBattle();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [enabled]);
}
