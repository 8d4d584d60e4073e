// What the diagnostics screen reports about the services this copy of the game runs on, read here
// so that the screen reaches the backend only through state.
import { getBackend } from '../services/backend/index.ts';

/** The name of the backend chosen at start-up (the embedded local one, or Supabase). */
export function backendLabel(): string {
  return getBackend().label;
}
