import { useEffect, useRef } from 'react';
import { useOnlineStore } from '../../../state/online/index.ts';

/**
 * Calls `onStart` when the player's own room starts a match (Start Game, by either player's hand,
 * puts it in its fighter select), but not for a match already picking when the screen opened: that
 * one is offered by the rooms screen's resume button instead. `enabled` lets a screen shared by
 * every mode (the battle screen, for a spectator) listen only when it should.
 */
export function useRoomStarting(onStart: () => void, enabled = true): void {
  const room = useOnlineStore((s) => s.room);
  const key = room && room.phase === 'picking' ? room.matchId : null;
  const seen = useRef<string | null | undefined>(undefined);
  const start = useRef(onStart);
  start.current = onStart;
  useEffect(() => {
    // Listening starts afresh whenever it is enabled: what is picking by then was already so.
    if (!enabled) {
      seen.current = undefined;
      return;
    }
    if (seen.current === undefined) {
      seen.current = key;
      return;
    }
    if (key !== null && key !== seen.current) start.current();
    seen.current = key;
  }, [key, enabled]);
}
