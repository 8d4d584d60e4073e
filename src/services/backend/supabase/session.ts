// The signed-in account on Supabase, read from supabase-js's stored session (no network call).
import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../errors.ts';

export async function requireUser(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new BackendError('session_missing', 'Auth session missing!');
  return id;
}
