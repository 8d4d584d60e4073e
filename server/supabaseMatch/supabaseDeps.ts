// The match function's dependencies on a Supabase project: a service-role client for the store,
// the caller's account from their access token (Supabase Auth checks it), the wall clock, seeds and
// ids from the platform's cryptographic generator, and a per-player pace limit (in the isolate's
// memory and, shared by every isolate, in the database). The Edge Function builds them from its
// environment; Node tests build them against the emulator.
//
// Shared with Deno: no Node APIs (crypto is the web's).
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { createRateLimiter } from '../narration/rateLimit.ts';
import type { MatchFunctionDeps } from './handler.ts';
import { supabaseMatchStore } from './store.ts';

export interface SupabaseMatchSettings {
  readonly url: string;
  /** The project's service_role key: it bypasses row-level security, so it stays on the server. */
  readonly serviceRoleKey: string;
  readonly tickSecret?: string | undefined;
  readonly headers?: Readonly<Record<string, string>>;
  /** Moves and other messages a player may send in a burst, then per second. */
  readonly burst?: number;
  readonly perSecond?: number;
  /** Spectators one match may have at once (default 50). */
  readonly watchersPerMatch?: number;
  readonly now?: () => number;
  readonly seed?: () => number;
  readonly newId?: () => string;
  readonly clientOptions?: SupabaseClientOptions<'public'>;
  readonly log?: (message: string, error: unknown) => void;
}

/** A positive 31-bit seed (the engine's generator takes 32 bits) from the platform's CSPRNG. */
export function randomSeed(): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return ((word[0] ?? 0) % (2 ** 31 - 2)) + 1;
}

export function supabaseMatchDeps(settings: SupabaseMatchSettings): MatchFunctionDeps {
  const service = createClient(settings.url, settings.serviceRoleKey, {
    ...settings.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const burst = settings.burst ?? 20;
  const perSecond = settings.perSecond ?? 10;
  return {
    store: supabaseMatchStore(service),
    // Each change is stored with both seats' views; the caller's answer carries its own.
    pushesViews: false,
    async userFor(token) {
      const { data, error } = await service.auth.getUser(token);
      return error || !data.user ? null : data.user.id;
    },
    now: settings.now ?? (() => Date.now()),
    seed: settings.seed ?? randomSeed,
    newId: settings.newId ?? (() => crypto.randomUUID()),
    tickSecret: settings.tickSecret,
    limiter: createRateLimiter({ capacity: burst, refillPerMinute: perSecond * 60 }),
    pace: { burst, perSecond },
    watchersPerMatch: settings.watchersPerMatch,
    headers: settings.headers ?? {},
    log: settings.log ?? ((message, error) => console.error(message, error)),
  };
}
