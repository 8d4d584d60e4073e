// The story Edge Function: ends a player's story battle with the winner the engine makes of its
// stored moves, replayed strictly, writes the hero's health and energy as the battle left them and
// rolls the reward or the jail, all with the service role (players cannot write a story battle's
// end, their hero or the spoils themselves). The handler is shared code in server/supabaseStory,
// which the Node tests call directly against an emulation of Supabase; this file only reads the
// environment.
//
// Secrets: STORY_ALLOWED_ORIGIN (optional, default *). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
// are provided by the platform.
import { handleStoryRequest } from '../../../server/supabaseStory/handler.ts';
import { supabaseStoryDeps } from '../../../server/supabaseStory/supabaseDeps.ts';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': Deno.env.get('STORY_ALLOWED_ORIGIN') ?? '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const deps = supabaseStoryDeps({
  url: Deno.env.get('SUPABASE_URL') ?? '',
  serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  headers: CORS_HEADERS,
});

Deno.serve((request: Request): Promise<Response> => handleStoryRequest(request, deps));
