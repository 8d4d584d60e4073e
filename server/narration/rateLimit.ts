// A token bucket per player: each call takes a token, tokens come back at a steady rate up to the
// bucket's size. It lets a player read several scenes in a row but stops a loop (or a script)
// from spending the game's Groq quota.
//
// Shared with Deno; the clock is passed in so tests need no waiting.

export interface RateLimitSettings {
  /** Tokens in a full bucket: the largest burst. */
  readonly capacity: number;
  /** Tokens returned per minute. */
  readonly refillPerMinute: number;
  readonly now?: () => number;
}

export interface RateLimitVerdict {
  readonly allowed: boolean;
  /** When refused: seconds until a token is back. */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  take(key: string): RateLimitVerdict;
}

const MAX_TRACKED = 10_000;

export function createRateLimiter(settings: RateLimitSettings): RateLimiter {
  const now = settings.now ?? (() => Date.now());
  const perMs = settings.refillPerMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  return {
    take(key) {
      const time = now();
      const previous = buckets.get(key);
      const tokens = previous
        ? Math.min(settings.capacity, previous.tokens + (time - previous.at) * perMs)
        : settings.capacity;
      if (tokens < 1) {
        buckets.set(key, { tokens, at: time });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      // Forget the oldest players first so a long-lived server does not grow without bound.
      if (!previous && buckets.size >= MAX_TRACKED) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      buckets.delete(key);
      buckets.set(key, { tokens: tokens - 1, at: time });
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
