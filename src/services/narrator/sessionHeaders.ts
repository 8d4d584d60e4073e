// The headers a narration call needs on Supabase: the narrate Edge Function admits signed-in players
// only, so each call carries the player's session (`Authorization: Bearer <access token>`) and the
// project's public key (`apikey`), as supabase-js sends them. The session is read at each call, so a
// token refreshed since the last call is the one sent; with nobody signed in only the key goes and
// the function's 401 sends the game to the offline storyteller.

export interface AccessSession {
  readonly access_token: string;
}

export function sessionHeaders(
  readSession: () => Promise<AccessSession | null>,
  anonKey: string,
): () => Promise<Record<string, string>> {
  return async () => {
    const session = await readSession().catch(() => null);
    const headers: Record<string, string> = { apikey: anonKey };
    if (session?.access_token) headers.Authorization = `Bearer ${session.access_token}`;
    return headers;
  };
}
