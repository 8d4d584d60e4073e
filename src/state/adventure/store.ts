// The adventure store: the open adventure as every adventure screen reads it. Only the commands in
// this folder write it.
import { create } from 'zustand';
import type { Journey } from '../../engine/index.ts';
import type { Adventure, Hero, Scenario } from '../../services/backend/index.ts';

/** 'idle': nothing asked yet. 'loading': reading the adventure. 'ready': open. 'failed': see `error`. */
export type AdventureStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface AdventureState {
  status: AdventureStatus;
  /** Why the adventure could not be opened ('Failed to load adventure data.', ...). */
  error: string | null;
  adventure: Adventure | null;
  hero: Hero | null;
  journey: Journey | null;
  /** The saved deck, in its saved order. */
  deck: number[];
  /** Card ids the hero owns. */
  owned: number[];
  /** Every scene of the adventure so far, oldest first, with the choice taken. */
  story: Scenario[];
  /** The open scene as told so far (it grows word by word while the storyteller speaks). */
  telling: string;
}

export const INITIAL_ADVENTURE: AdventureState = Object.freeze({
  status: 'idle',
  error: null,
  adventure: null,
  hero: null,
  journey: null,
  deck: [],
  owned: [],
  story: [],
  telling: '',
});

export const useAdventureStore = create<AdventureState>(() => ({ ...INITIAL_ADVENTURE }));
