import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../routes/router/index.ts';
import { ensureAdventure, misplaced, useAdventureStore } from '../../../state/adventure/index.ts';
import type { AdventureState } from '../../../state/adventure/index.ts';

/**
 * Every adventure screen opens through this gate: after a reload it reads the stored adventure
 * again, and a screen opened out of turn (a bookmark, the Back button) hands over to the screen
 * the journey is at. Without an adventure to open, the player goes to the list.
 */
export function useAdventureGate(): AdventureState {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useAdventureStore();

  useEffect(() => {
    void ensureAdventure();
  }, []);

  const { status, journey, deck } = state;
  useEffect(() => {
    if (status !== 'ready' || !journey) return;
    const target = misplaced(pathname, journey, deck.length);
    if (target && target !== pathname) navigate(target, { replace: true });
  }, [status, journey, deck.length, pathname, navigate]);

  return state;
}
