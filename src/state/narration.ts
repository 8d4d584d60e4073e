// The game's one storyteller, made on first use: the battle's taunts and the adventure's story
// share it (and so share its offline fallback and its error reports).
import { createNarrator, narrateUrlFromEnv } from '../services/narrator/index.ts';
import type { Narrator, NarrationStream } from '../services/narrator/index.ts';

let narrator: Narrator | null = null;

export function getNarrator(): Narrator {
  narrator ??= createNarrator({ narrateUrl: narrateUrlFromEnv() });
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
