import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { browserReloadDeps, handleLoadFailure, handleLoadSuccess } from './reloadOnce.ts';

export type LazyScreen = LazyExoticComponent<ComponentType>;

/** A screen fetched on demand (docs/game-design.md §2.2), with the reload-once rule for failed fetches. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return lazy(async () => {
    const deps = browserReloadDeps();
    try {
      const screen = await load();
      handleLoadSuccess(deps);
      return screen;
    } catch (error) {
      if (handleLoadFailure(error, deps) === 'reloading') {
        // The page is going away; render nothing meanwhile.
        return new Promise<never>(() => undefined);
      }
      return { default: ScreenUnavailable };
    }
  });
}

// The error itself goes to the log only (spec); the player still gets a way out instead of a
// blank page.
function ScreenUnavailable() {
  return (
    <main className="screen-unavailable" data-testid="screen-unavailable">
      <p>This screen could not be loaded. Check your connection, then reload the page.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
