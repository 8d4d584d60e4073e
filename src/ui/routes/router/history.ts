// The browser's session history, as the router needs it: the current entry, push/replace/go, and one
// notification for every change of entry, whether the player pressed back/forward (popstate) or the
// game navigated (pushState and replaceState fire no event, so the router tells its listeners itself).

/** One entry of the session history, as screens see it. */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The `state` given to navigate() for this entry; null when none was given. */
  readonly state: unknown;
  /** Unique per entry; 'default' for an entry the router did not create (such as the first page load). */
  readonly key: string;
}

export interface BrowserHistory {
  /** The current entry: the same object until the entry changes, so React can compare it cheaply. */
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after every change of entry; returns the function that stops it. */
  listen(listener: (location: Location) => void): () => void;
}

/**
 * What the router keeps in history.state: its own key and the game's state side by side, in the
 * shape react-router uses too, so entries written by either one read back the same.
 */
interface StoredState {
  readonly key: string;
  readonly usr: unknown;
}

/** Any state may be there: null on a first load, or an object another script wrote. */
function readStored(raw: unknown): Partial<StoredState> {
  return typeof raw === 'object' && raw !== null ? (raw as Partial<StoredState>) : {};
}

/** Short and random, like react-router's keys; it only has to tell this tab's entries apart. */
function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createBrowserHistory(win: Window): BrowserHistory {
  const listeners = new Set<(location: Location) => void>();

  function read(): Location {
    const { pathname, search, hash } = win.location;
    const stored = readStored(win.history.state);
    return {
      pathname,
      search,
      hash,
      state: stored.usr ?? null,
      key: typeof stored.key === 'string' ? stored.key : 'default',
    };
  }

  let current = read();

  function changed(): void {
    current = read();
    for (const listener of [...listeners]) listener(current);
  }

  function write(method: 'pushState' | 'replaceState', to: string, state: unknown): void {
    const stored: StoredState = { key: createKey(), usr: state ?? null };
    try {
      win.history[method](stored, '', to);
    } catch (error) {
      // Safari refuses pushState after too many calls in a short time; loading the page still gets
      // the player there. A state that cannot be cloned is the caller's bug and must show.
      if (method === 'replaceState' || (error instanceof DOMException && error.name === 'DataCloneError')) {
        throw error;
      }
      win.location.assign(to);
      return;
    }
    changed();
  }

  /** Back/forward, or a popstate that happened while nobody listened, may have moved the entry. */
  function catchUp(): void {
    const now = read();
    const moved =
      now.key !== current.key ||
      now.pathname !== current.pathname ||
      now.search !== current.search ||
      now.hash !== current.hash;
    if (moved) current = now;
  }

  return {
    get location() {
      return current;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) {
        win.addEventListener('popstate', changed);
        catchUp();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', changed);
      };
    },
  };
}
