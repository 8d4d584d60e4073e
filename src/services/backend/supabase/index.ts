// The Supabase backend: accounts in Supabase Auth, everything else in Postgres under row-level
// security (supabase/migrations). Only the public anon key reaches the browser.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Backend } from '../port.ts';
import { createSupabaseAdventures } from './adventures.ts';
import { createSupabaseAuth } from './auth.ts';
import { createSupabaseBattles } from './battles.ts';
import { createSupabaseCatalogue } from './catalogue.ts';
import { createSupabaseCollection } from './collection.ts';
import { createSupabaseHeroes } from './heroes.ts';
import { createSupabasePurse } from './purse.ts';

export interface SupabaseBackendOptions {
  readonly url: string;
  readonly anonKey: string;
  /** Extra client options: Node tests pass a WebSocket transport for Realtime and their own storage. */
  readonly clientOptions?: SupabaseClientOptions<'public'>;
}

const clients = new WeakMap<Backend, SupabaseClient>();

/** The supabase-js client behind a backend made here: online play shares its session. */
export function supabaseClientOf(backend: Backend): SupabaseClient {
  const client = clients.get(backend);
  if (!client) throw new Error('Not a Supabase backend.');
  return client;
}

export function createSupabaseBackend(options: SupabaseBackendOptions): Backend {
  const client = createClient(options.url, options.anonKey, options.clientOptions);
  const backend: Backend = {
    kind: 'supabase',
    label: `supabase (${new URL(options.url).host})`,
    auth: createSupabaseAuth(client),
    catalogue: createSupabaseCatalogue(client),
    battles: createSupabaseBattles(client),
    adventures: createSupabaseAdventures(client),
    heroes: createSupabaseHeroes(client),
    collection: createSupabaseCollection(client),
    purse: createSupabasePurse(client),
  };
  clients.set(backend, client);
  return backend;
}
