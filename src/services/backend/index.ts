// Chooses the backend once, at start-up, from configuration. Nothing else in the game asks which
// backend it runs on. Supabase is used when both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are
// set (see .env.example and docs/persistence.md); otherwise the local backend serves every player.
// Either adapter arrives on first use, in a chunk of its own, so a new visitor's login form never
// waits for it (docs/performance.md): the home screen preloads it once the form is up.
import type { SupabaseClient } from '@supabase/supabase-js';
import { lazyBackend } from './lazy.ts';
import { LOCAL_BACKEND_LABEL, type Backend } from './port.ts';

let backend: Backend | null = null;
/** Loads the Supabase adapter and its client (set only when Supabase is configured). */
let loadSupabase: (() => Promise<{ backend: Backend; client: SupabaseClient }>) | null = null;
/** Loads the configured adapter (once): set by chooseBackend, cleared by provideBackend. */
let loadAdapter: (() => Promise<Backend>) | null = null;
let announceArrival: () => void = () => undefined;
const arrival = new Promise<void>((resolve) => {
  announceArrival = resolve;
});

function chooseBackend(): Backend {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (url && anonKey) {
    // supabase-js arrives with the adapter, in its own chunk.
    let loading: Promise<{ backend: Backend; client: SupabaseClient }> | null = null;
    const load = () =>
      (loading ??= import('./supabase/index.ts').then(({ createSupabaseBackend, supabaseClientOf }) => {
        const adapter = createSupabaseBackend({ url, anonKey });
        announceArrival();
        return { backend: adapter, client: supabaseClientOf(adapter) };
      }));
    loadSupabase = load;
    loadAdapter = () => load().then((s) => s.backend);
    return lazyBackend('supabase', `supabase (${new URL(url).host})`, loadAdapter);
  }
  let loading: Promise<Backend> | null = null;
  loadAdapter = () =>
    (loading ??= import('./local/index.ts').then(({ createLocalBackend }) => {
      announceArrival();
      return createLocalBackend();
    }));
  return lazyBackend('local', LOCAL_BACKEND_LABEL, loadAdapter);
}

export function getBackend(): Backend {
  backend ??= chooseBackend();
  return backend;
}

/**
 * Puts `chosen` in the configured backend's place for the rest of the page. The game never calls
 * it; the state's unit tests hand in a local backend of their own (its database, clock and
 * password rounds), as the battle pipeline's tests hand in their services.
 */
export function provideBackend(chosen: Backend): void {
  backend = chosen;
  loadAdapter = null;
  announceArrival();
}

/**
 * Starts fetching the configured adapter without waiting for it: the screen before the first
 * backend call asks for it while the player reads, so the call finds it ready.
 */
export function preloadBackend(): void {
  getBackend();
  void loadAdapter?.().catch((error: unknown) => console.error('The backend could not load:', error));
}

/** Settles once the adapter is here (or one was provided); never starts the download itself. */
export function backendArrived(): Promise<void> {
  return arrival;
}

/**
 * The supabase-js client of the Supabase backend (the same session), for online play on Supabase;
 * null on the local backend. Loads supabase-js on first call.
 */
export function getSupabaseClient(): Promise<SupabaseClient> | null {
  getBackend();
  return loadSupabase ? loadSupabase().then((s) => s.client) : null;
}

export type {
  Backend,
  AuthPort,
  BackendKind,
  BattlePort,
  CataloguePort,
  AdventurePort,
  HeroPort,
  CollectionPort,
  PursePort,
} from './port.ts';
export { BackendError, isBackendError } from './errors.ts';
export type * from './types.ts';
export type * from './gameTypes.ts';
