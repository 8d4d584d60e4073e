// The match Edge Function: the game's match authority (src/engine/match) with the service role, for
// signed-in players. The handler and everything it does are shared code in server/supabaseMatch
// (over the match service, server/matchService), which the Node tests call directly against an
// emulation of Supabase; this file only reads the environment.
//
// Secrets: MATCH_TICK_SECRET (the scheduled tick sends it; see docs/online.md "On Supabase"),
// MATCH_ALLOWED_ORIGIN (optional, default *). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided by the platform.
import { handleMatchRequest } from '../../../server/supabaseMatch/handler.ts';
import { supabaseMatchDeps } from '../../../server/supabaseMatch/supabaseDeps.ts';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': Deno.env.get('MATCH_ALLOWED_ORIGIN') ?? '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'retry-after',
};

const deps = supabaseMatchDeps({
  url: Deno.env.get('SUPABASE_URL') ?? '',
  serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  tickSecret: Deno.env.get('MATCH_TICK_SECRET') || undefined,
  headers: CORS_HEADERS,
});

Deno.serve((request: Request): Promise<Response> => handleMatchRequest(request, deps));
