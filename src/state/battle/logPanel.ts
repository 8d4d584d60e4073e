// Whether the battle log beside the battle is open: the player's choice, remembered in this
// browser for every battle and replay.
import { create } from 'zustand';

export const LOG_PANEL_KEY = 'sinawali:battle-log';

function load(): boolean {
  try {
    return localStorage.getItem(LOG_PANEL_KEY) !== 'closed';
  } catch {
    return true;
  }
}

export const useLogPanel = create<{ open: boolean }>(() => ({ open: load() }));

export function setLogOpen(open: boolean): void {
  useLogPanel.setState({ open });
  try {
    localStorage.setItem(LOG_PANEL_KEY, open ? 'open' : 'closed');
  } catch {
    // Private windows may refuse storage; the choice still holds for this visit.
  }
}
