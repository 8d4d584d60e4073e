// Chooses the backend once, at start-up, from configuration. Nothing else in the game asks which
// backend it runs on. The Supabase adapter is selected when both VITE_SUPABASE_URL and
// VITE_SUPABASE_ANON_KEY are set; until it exists, the local backend serves every player.
import { createLocalBackend } from './local/index.ts';
import type { Backend } from './port.ts';

let backend: Backend | null = null;

export function getBackend(): Backend {
  backend ??= createLocalBackend();
  return backend;
}

export type { Backend, AuthPort, BackendKind } from './port.ts';
export { BackendError, isBackendError } from './errors.ts';
export type * from './types.ts';
