// Chooses the game's storyteller once, at start-up. With no narration endpoint configured the
// offline storyteller tells everything; with one, model-written stories come through the
// endpoint and the offline storyteller stands in whenever a call fails.
import { withOfflineFallback } from './fallbackNarrator';
import type { Narrator, StoryFailureReport } from './narrator';
import { createOfflineNarrator } from './offline/offlineNarrator';
import { createProxyNarrator } from './proxyNarrator';

export interface NarratorConfig {
  /** The narration endpoint (VITE_NARRATE_URL); absent or blank means offline only. */
  readonly narrateUrl?: string | undefined;
  /** Seeds the offline storyteller (e.g. from the adventure id), so a story reads the same again. */
  readonly seed?: number;
  /** Headers for each call, e.g. `{ Authorization: 'Bearer <session token>', apikey }` for Supabase. */
  readonly headers?: () => Promise<Record<string, string>> | Record<string, string>;
  readonly onStoryError?: (report: StoryFailureReport) => void;
  readonly idleTimeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export function createNarrator(config: NarratorConfig = {}): Narrator {
  const offline = createOfflineNarrator(config.seed === undefined ? {} : { seed: config.seed });
  const endpoint = config.narrateUrl?.trim();
  if (!endpoint) return offline;
  const proxy = createProxyNarrator({
    endpoint,
    ...(config.headers ? { headers: config.headers } : {}),
    ...(config.idleTimeoutMs !== undefined ? { idleTimeoutMs: config.idleTimeoutMs } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  return withOfflineFallback(
    proxy,
    offline,
    config.onStoryError ? { onStoryError: config.onStoryError } : {},
  );
}

/**
 * The narration endpoint baked into the build: set VITE_NARRATE_URL yourself (the Supabase Edge
 * Function), or let the dev/preview server's narrate plugin set it to '/api/narrate' when
 * GROQ_API_KEY is in its environment. Only the URL is ever in the bundle, never a key.
 */
export function narrateUrlFromEnv(): string | undefined {
  const value: unknown = import.meta.env.VITE_NARRATE_URL;
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}
