// Chooses the backend once, at start-up, from configuration. Nothing else in the game asks which
// backend it runs on. Supabase is used when both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are
// set (see .env.example and docs/persistence.md); otherwise the local backend serves every player.
import { lazyBackend } from './lazy.ts';
import { createLocalBackend } from './local/index.ts';
import type { Backend } from './port.ts';

let backend: Backend | null = null;

function chooseBackend(): Backend {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (url && anonKey) {
    // supabase-js arrives on first use, in its own chunk, so it never delays the login form.
    return lazyBackend('supabase', `supabase (${new URL(url).host})`, () =>
      import('./supabase/index.ts').then(({ createSupabaseBackend }) =>
        createSupabaseBackend({ url, anonKey }),
      ),
    );
  }
  return createLocalBackend();
}

export function getBackend(): Backend {
  backend ??= chooseBackend();
  return backend;
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
