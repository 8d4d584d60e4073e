// Chooses the backend once, at start-up, from configuration. Nothing else in the game asks which
// backend it runs on. Supabase is used when both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are
// set (see .env.example and docs/persistence.md); otherwise the local backend serves every player.
import type { SupabaseClient } from '@supabase/supabase-js';
import { lazyBackend } from './lazy.ts';
import { createLocalBackend } from './local/index.ts';
import type { Backend } from './port.ts';

let backend: Backend | null = null;
/** Loads the Supabase adapter and its client (set only when Supabase is configured). */
let loadSupabase: (() => Promise<{ backend: Backend; client: SupabaseClient }>) | null = null;

function chooseBackend(): Backend {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (url && anonKey) {
    // supabase-js arrives on first use, in its own chunk, so it never delays the login form.
    let loading: Promise<{ backend: Backend; client: SupabaseClient }> | null = null;
    const load = () =>
      (loading ??= import('./supabase/index.ts').then(({ createSupabaseBackend, supabaseClientOf }) => {
        const adapter = createSupabaseBackend({ url, anonKey });
        return { backend: adapter, client: supabaseClientOf(adapter) };
      }));
    loadSupabase = load;
    return lazyBackend('supabase', `supabase (${new URL(url).host})`, () => load().then((s) => s.backend));
  }
  return createLocalBackend();
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
