// Chooses the online transport once, from configuration, like the backend (docs/architecture.md "Online
// play"): with Supabase configured (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY), online play
// goes through Supabase with the backend's own client (the same signed-in session), loaded in its
// own chunk on first use; otherwise through the game's own server over a WebSocket. Nothing else
// asks which one runs.
import { getSupabaseClient } from '../backend/index.ts';
import { lazyTransport } from './lazyTransport.ts';
import { createServerTransport } from './serverTransport.ts';
import type { OnlineTransport } from './transport.ts';

let transport: OnlineTransport | null = null;

function chooseTransport(): OnlineTransport {
  const client = getSupabaseClient();
  if (client) {
    return lazyTransport('supabase', async () => {
      const [supabase, { createSupabaseTransport }] = await Promise.all([
        client,
        import('./supabaseTransport.ts'),
      ]);
      return createSupabaseTransport(supabase);
    });
  }
  return createServerTransport();
}

/** The one online transport of this page. */
export function getOnlineTransport(): OnlineTransport {
  transport ??= chooseTransport();
  return transport;
}

/**
 * Puts `chosen` in the configured transport's place for the rest of the page. The game never
 * calls it; the online state's unit tests hand in a transport that plays the server.
 */
export function provideOnlineTransport(chosen: OnlineTransport): void {
  transport = chosen;
}

export { PLAYER_KEY_STORAGE } from './transport.ts';
export type { ConnectionState, OnlineTransport } from './transport.ts';
