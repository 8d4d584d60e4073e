// The story function's dependencies on a Supabase project: a service-role client for the battles
// (it bypasses row-level security, so it stays on the server) and the caller's account from their
// access token. The Edge Function builds them from its environment; Node tests build them against
// the emulator.
//
// Shared with Deno: no Node APIs.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import type { StoryBattleRow, StoryFunctionDeps } from './handler.ts';

export interface SupabaseStorySettings {
  readonly url: string;
  readonly serviceRoleKey: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly clientOptions?: SupabaseClientOptions<'public'>;
  readonly log?: (message: string, error: unknown) => void;
}

export function supabaseStoryDeps(settings: SupabaseStorySettings): StoryFunctionDeps {
  const service = createClient(settings.url, settings.serviceRoleKey, {
    ...settings.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const failed = (what: string, error: { message: string }) => new Error(`${what}: ${error.message}`);
  return {
    store: {
      async battle(battleId) {
        const { data, error } = await service
          .from('battles')
          .select('id,user_id,mode,seed,setup,status,winner')
          .eq('id', battleId)
          .maybeSingle();
        if (error) throw failed('reading the battle', error);
        return (data as StoryBattleRow | null) ?? null;
      },
      async moves(battleId) {
        const { data, error } = await service
          .from('battle_actions')
          .select('seq,action')
          .eq('battle_id', battleId)
          .order('seq', { ascending: true });
        if (error) throw failed('reading the moves', error);
        return ((data ?? []) as { action: unknown }[]).map((row) => row.action);
      },
      async end(battleId, status, winner) {
        const { data, error } = await service
          .from('battles')
          .update({ status, winner, updated_at: new Date().toISOString() })
          .eq('id', battleId)
          .eq('status', 'active')
          .select('id');
        if (error) throw failed('ending the battle', error);
        return (data ?? []).length === 1;
      },
    },
    async userFor(token) {
      const { data, error } = await service.auth.getUser(token);
      return error || !data.user ? null : data.user.id;
    },
    headers: settings.headers ?? {},
    log: settings.log ?? ((message, error) => console.error(message, error)),
  };
}
