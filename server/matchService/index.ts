// The match service: the operations on a match written once over a store port, for the two hosts
// (server/gameServer, the game's own WebSocket server; server/supabaseMatch, the Edge Function).
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
export * from './port.ts';
export * from './ops.ts';
export * from './run.ts';
export * from './change.ts';
export * from './presence.ts';
export * from './operations.ts';
