// How presence works for online play on Supabase, shared by the browser
// (src/services/online/supabaseTransport.ts) and the match Edge Function (server/supabaseMatch).
// There is no connection for the server to watch: a player in a room says "I am here" every
// HEARTBEAT_MS (the room_heartbeat database function), and every request to the match function
// counts too. A seat not heard from for PRESENCE_TIMEOUT_MS is away (in a live match, the
// authority's 60 s forfeit grace then runs from the last sign of life); outside a live match, a
// member away for ROOM_AWAY_MS loses their seat, as on the game's server.

export const HEARTBEAT_MS = 8_000;
/** Three missed heartbeats and a margin. */
export const PRESENCE_TIMEOUT_MS = 25_000;
export const ROOM_AWAY_MS = 60_000;
