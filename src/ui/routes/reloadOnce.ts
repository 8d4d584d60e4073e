// Spec 000 §2: "If loading a screen on demand fails, the page reloads once; after that the error
// is only logged." A new deployment replaces chunk files, so a tab opened before it asks for names
// that no longer exist; one reload fetches the new names. The flag lives in sessionStorage so that
// it survives that reload but not the tab.
export const RELOAD_FLAG = 'sinawali:screen-reload';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

export type LoadFailure = 'reloading' | 'logged';

export function handleLoadFailure(error: unknown, deps: ReloadDeps): LoadFailure {
  if (deps.storage.getItem(RELOAD_FLAG) === null) {
    deps.storage.setItem(RELOAD_FLAG, String(Date.now()));
    deps.reload();
    return 'reloading';
  }
  deps.log('A screen failed to load after a reload:', error);
  return 'logged';
}

/** A screen loaded: a later failure may reload once again. */
export function handleLoadSuccess(deps: Pick<ReloadDeps, 'storage'>): void {
  deps.storage.removeItem(RELOAD_FLAG);
}

export function browserReloadDeps(): ReloadDeps {
  return {
    storage: sessionStorage,
    reload: () => window.location.reload(),
    log: (message, error) => console.error(message, error),
  };
}
