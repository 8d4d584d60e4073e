// The narrate Edge Function: model-written stories for signed-in players, with the Groq key kept
// in the function's secrets. It checks the caller's Supabase session, limits each player to a
// steady pace of calls, and streams the text back exactly as the local dev/preview route does
// (the shared code lives in server/narration).
//
// Secrets: GROQ_API_KEY (required); GROQ_MODEL_STORY, GROQ_MODEL_TAUNT, GROQ_MODEL_CHOICE,
// GROQ_TIMEOUT_MS, GROQ_MAX_RETRIES, NARRATE_CALLS_PER_MINUTE, NARRATE_ALLOWED_ORIGIN (optional).
// SUPABASE_URL and SUPABASE_ANON_KEY are provided by the platform.
import { createClient } from '@supabase/supabase-js';
import { readGroqSettings } from '../../../server/narration/config.ts';
import { createGroqClient } from '../../../server/narration/groqNarration.ts';
import { failureResponse, narrateResponse } from '../../../server/narration/handler.ts';
import { createRateLimiter } from '../../../server/narration/rateLimit.ts';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': Deno.env.get('NARRATE_ALLOWED_ORIGIN') ?? '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'retry-after',
};

const settings = readGroqSettings(Deno.env.toObject());
const groq = settings ? createGroqClient(settings) : null;

// Per player, per function instance: enough to stop a loop or a script from spending the quota.
const callsPerMinute = Number(Deno.env.get('NARRATE_CALLS_PER_MINUTE') ?? '20') || 20;
const limiter = createRateLimiter({ capacity: callsPerMinute, refillPerMinute: callsPerMinute });

const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  if (request.method !== 'POST') {
    return failureResponse({ kind: 'bad_request', message: 'Use POST.' }, 405, {
      ...CORS_HEADERS,
      Allow: 'POST, OPTIONS',
    });
  }
  if (!settings || !groq) {
    return failureResponse(
      {
        kind: 'internal_server',
        message: 'The storyteller is not set up: GROQ_API_KEY is missing from the function secrets.',
      },
      503,
      CORS_HEADERS,
    );
  }

  const token = bearerToken(request.headers.get('Authorization'));
  if (!token) {
    return failureResponse(
      { kind: 'authentication', message: 'Sign in to hear the story.' },
      401,
      CORS_HEADERS,
    );
  }
  const { data, error } = await supabase.auth.getUser(token);
  if (error || !data.user) {
    return failureResponse(
      { kind: 'authentication', message: 'Your session has expired. Sign in again.' },
      401,
      CORS_HEADERS,
    );
  }

  const verdict = limiter.take(data.user.id);
  if (!verdict.allowed) {
    return failureResponse(
      {
        kind: 'rate_limit',
        message: `The storyteller needs a breath. Try again in ${verdict.retryAfterSeconds} seconds.`,
        providerMessage: `The storyteller needs a breath. Try again in ${verdict.retryAfterSeconds} seconds.`,
      },
      429,
      { ...CORS_HEADERS, 'Retry-After': String(verdict.retryAfterSeconds) },
    );
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return failureResponse(
      { kind: 'bad_request', message: 'The narration request is not valid JSON.' },
      400,
      CORS_HEADERS,
    );
  }
  return narrateResponse(body, { settings, client: groq, signal: request.signal, headers: CORS_HEADERS });
});
