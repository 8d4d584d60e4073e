// The game's one storyteller, made on first use: the battle's taunts and the adventure's story
// share it (and so share its offline fallback and its error reports). On Supabase every call
// carries the player's session, which the narrate Edge Function requires.
import { getBackend } from '../services/backend/index.ts';
import type { Backend } from '../services/backend/index.ts';
import { createNarrator, narrateUrlFromEnv, sessionHeaders } from '../services/narrator/index.ts';
import type { Narrator, NarratorConfig, NarrationStream } from '../services/narrator/index.ts';

let narrator: Narrator | null = null;

/** The storyteller's configuration for this backend: on Supabase, the session with each call. */
export function narratorConfig(
  backend: Backend,
  narrateUrl: string | undefined,
  anonKey: string | undefined,
): NarratorConfig {
  if (backend.kind !== 'supabase' || !anonKey) return { narrateUrl };
  return { narrateUrl, headers: sessionHeaders(() => backend.auth.getSession(), anonKey) };
}

export function getNarrator(): Narrator {
  narrator ??= createNarrator(
    narratorConfig(
      getBackend(),
      narrateUrlFromEnv(),
      import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
    ),
  );
  return narrator;
}

/**
 * Reads a stream to its end, handing the text told so far to `onText` after every piece. Returns
 * the whole text; throws what the stream throws (an abort included).
 */
export async function readAloud(stream: NarrationStream, onText: (text: string) => void): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += chunk;
    onText(text);
  }
  return text;
}
