// The story function's dependencies on a Supabase project: a service-role client for the battles,
// the hero and its cards (it bypasses row-level security, so it stays on the server), which ends a
// story battle through close_story_battle (the end, the hero's end and the spoils in one
// transaction), and the caller's account from their access token. The Edge Function builds them from its environment; Node tests build them against
// the emulator.
//
// Shared with Deno: no Node APIs.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import type { StoryBattleRow, StoryFunctionDeps, StoryHeroRow } from './handler.ts';

export interface SupabaseStorySettings {
  readonly url: string;
  readonly serviceRoleKey: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly clientOptions?: SupabaseClientOptions<'public'>;
  readonly log?: (message: string, error: unknown) => void;
  /** The spoils' generator seed (tests); 32 random bits from the platform's crypto by default. */
  readonly spoilsSeed?: () => number;
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
      async hero(heroId) {
        const { data, error } = await service
          .from('heroes')
          .select('user_id,health,max_health,gold')
          .eq('id', heroId)
          .maybeSingle();
        if (error) throw failed('reading the hero', error);
        return (data as StoryHeroRow | null) ?? null;
      },
      async owned(heroId) {
        const { data, error } = await service.from('cards_owned').select('card_id').eq('hero_id', heroId);
        if (error) throw failed('reading the cards owned', error);
        return ((data ?? []) as { card_id: number }[]).map((row) => row.card_id);
      },
      async close(battleId, end) {
        const { data, error } = await service.rpc('close_story_battle', {
          p_battle_id: battleId,
          p_status: end.status,
          p_winner: end.winner,
          p_health: end.hero?.health ?? null,
          p_mana: end.hero?.mana ?? null,
          p_spoils: end.spoils,
        });
        if (error) throw failed('ending the battle', error);
        return data === true;
      },
    },
    async userFor(token) {
      const { data, error } = await service.auth.getUser(token);
      return error || !data.user ? null : data.user.id;
    },
    spoilsSeed: settings.spoilsSeed,
    headers: settings.headers ?? {},
    log: settings.log ?? ((message, error) => console.error(message, error)),
  };
}
