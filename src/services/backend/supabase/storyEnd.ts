// A story battle's end on Supabase goes to the `story` Edge Function, which replays the stored
// moves strictly and writes the engine's winner, the hero's health and energy and the rolled
// reward or jail with the service role: players cannot write a story battle's end, their hero or
// the spoils themselves (server/supabaseStory, docs/persistence.md, "Story battles on Supabase").
// Its refusals come back as the same BackendErrors the local backend raises.
import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type BackendErrorCode } from '../errors.ts';

export const STORY_FUNCTION = 'story';

const CODES: ReadonlySet<string> = new Set<BackendErrorCode>([
  'invalid_input',
  'session_missing',
  'not_found',
  'conflict',
]);

export async function endStoryBattle(
  client: SupabaseClient,
  battleId: string,
  status: 'finished' | 'abandoned',
  winner: 0 | 1 | null,
): Promise<void> {
  const { error } = await client.functions.invoke(STORY_FUNCTION, { body: { battleId, status, winner } });
  if (!error) return;
  const context = (error as { context?: unknown }).context;
  const body =
    context instanceof Response
      ? ((await context.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null)
      : null;
  const code = body?.error?.code;
  if (code && CODES.has(code) && body?.error?.message) {
    throw new BackendError(code as BackendErrorCode, body.error.message);
  }
  throw new BackendError('storage_failed', 'The battle could not be ended on the server. Try again.');
}
