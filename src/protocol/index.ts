// The online protocol (pure): the messages of rooms, chat and matches between a browser and the
// game's server or the Supabase Edge Function, client to server (client.ts) and server to client
// (server.ts, rooms.ts), their fields (fields.ts) and the answers both servers build (answers.ts).
// The storyteller's calls (narration.ts, narrationErrors.ts) and Supabase presence (presence.ts)
// are imported from their own files.
export * from './fields.ts';
export * from './parse.ts';
export * from './client.ts';
export * from './rooms.ts';
export * from './server.ts';
export * from './answers.ts';
