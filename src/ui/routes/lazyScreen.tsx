import { lazy, type ComponentType } from 'react';
import { browserReloadDeps, handleLoadFailure, handleLoadSuccess } from './reloadOnce.ts';

type ScreenModule = { default: ComponentType };

export type LazyScreen = ComponentType & {
  /** Fetches the screen's chunk now, while the player is still on the screen before it. */
  readonly preload: () => void;
};

/** A screen fetched on demand (docs/game-design.md §2.2), with the reload-once rule for failed fetches. */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  // One fetch shared by the preload and the render: a preload that failed fails the render too,
  // which applies the reload-once rule (the reloaded page fetches again).
  let fetching: Promise<ScreenModule> | null = null;
  let arrived: ComponentType | null = null;
  const fetchOnce = () =>
    (fetching ??= load().then((module) => {
      arrived = module.default;
      return module;
    }));
  const Fetched = lazy(async () => {
    const deps = browserReloadDeps();
    try {
      const screen = await fetchOnce();
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
  // A screen already fetched (preloaded) renders at once: through lazy() it would suspend for a
  // moment and React would hold the reveal back (its Suspense throttle, about 300 ms).
  function Screen() {
    const Arrived = arrived;
    return Arrived ? <Arrived /> : <Fetched />;
  }
  return Object.assign(Screen, { preload: () => void fetchOnce().catch(() => undefined) });
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
