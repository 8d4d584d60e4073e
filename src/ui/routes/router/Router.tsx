// BrowserRouter and the hooks that read it. The location lives in React state, updated from the
// history's notifications inside startTransition, as react-router 7's BrowserRouter does: while the
// next screen's lazy chunk loads, the current screen stays up instead of the Suspense fallback.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type Context,
  type ReactNode,
} from 'react';
import { createBrowserHistory, type BrowserHistory, type Location } from './history.ts';
import type { Params } from './match.ts';

export interface NavigateOptions {
  /** Replace the current entry instead of adding one. */
  readonly replace?: boolean;
  /** Kept with the new entry; useLocation().state gives it back, after back/forward too. */
  readonly state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Moves through the session history: -1 is the browser's back. */
  (delta: number): void;
}

const HistoryContext = createContext<BrowserHistory | null>(null);
const LocationContext = createContext<Location | null>(null);

const NO_PARAMS: Params = Object.freeze({});
/** The params of the nearest matched route; Routes provides it. */
export const ParamsContext = createContext<Params>(NO_PARAMS);

export function BrowserRouter({ children }: { children?: ReactNode }) {
  // Creating a history has no side effect, so StrictMode's second call of this initialiser is harmless.
  const [history] = useState(() => createBrowserHistory(window));
  const [location, setLocation] = useState(history.location);

  useLayoutEffect(() => {
    const stop = history.listen((next) => startTransition(() => setLocation(next)));
    // A child's layout effect runs before this one and may already have navigated.
    setLocation(history.location);
    return stop;
  }, [history]);

  return (
    <HistoryContext value={history}>
      <LocationContext value={location}>{children}</LocationContext>
    </HistoryContext>
  );
}

/** A router context's value, or a clear error when a hook is used outside BrowserRouter. */
function useRouterValue<T>(context: Context<T | null>, hook: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`${hook}() may be used only inside <BrowserRouter>.`);
  return value;
}

/** The history itself, for the router's own components. */
export function useHistory(): BrowserHistory {
  return useRouterValue(HistoryContext, 'useHistory');
}

/** The current entry; the same object until it changes. */
export function useLocation(): Location {
  return useRouterValue(LocationContext, 'useLocation');
}

/** The params of the nearest matched Route; empty outside one. */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/**
 * navigate(to, options) and navigate(delta). The function keeps its identity for the component's
 * lifetime, so effects may list it as a dependency without running again.
 */
export function useNavigate(): NavigateFunction {
  const history = useRouterValue(HistoryContext, 'useNavigate');
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  });

  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      // Like react-router: navigating while rendering is ignored; it belongs in an effect or a handler.
      if (!mounted.current) {
        if (import.meta.env.DEV)
          console.warn('Call navigate() in an effect or a handler, not while rendering.');
        return;
      }
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
}
