// Watch on Supabase: the match function's side of a spectator (the own server's is
// server/gameServer/spectators.ts). The database registers the watcher and checks the match in one
// call (online_watch_match: live, not the caller's own, fewer than the limit watching already), and
// hands back the match's state, which only the service role may read; the authority's
// spectatorView of it is the whole view the spectator starts from. Every later change reaches them
// as rows the commit stores (match_spectator_views), which the browser reads when 'watch:<match>'
// rings. Stopping and the heartbeat are the database's own functions, called from the browser.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import { spectatorView } from '../../src/engine/match/index.ts';
import { WATCH_TEXT, watchViewMessage } from '../../src/protocol/index.ts';
import type { ClientMessageOf, ServerMessage } from '../../src/protocol/index.ts';
import { errorMessage } from '../matchService/index.ts';
import { MATCH_UUID } from './store.ts';
import type { SupabaseMatchStore } from './store.ts';

/** Spectators one match may have at once, as on the game's own server (Limits.watchersPerMatch). */
export const WATCHERS_PER_MATCH = 50;

export interface WatchHost {
  readonly store: SupabaseMatchStore;
  now(): number;
  /** Spectators per match (default WATCHERS_PER_MATCH). */
  readonly watchersPerMatch?: number | undefined;
}

/**
 * The whole spectator view of a live match to the caller, who now watches it (and no other match).
 * The database's refusals arrive as StoreRefusal, which the handler answers with their words.
 */
export async function watchMatch(
  host: WatchHost,
  caller: string,
  message: ClientMessageOf<'watchMatch'>,
): Promise<ServerMessage[]> {
  const { matchId, ref } = message;
  // No match has an id of another form: it is not being played, as the own server says of one unknown.
  if (!MATCH_UUID.test(matchId)) return [errorMessage('not_live', WATCH_TEXT.notLive, { ref, matchId })];
  const watched = await host.store.watch(caller, matchId, host.watchersPerMatch ?? WATCHERS_PER_MATCH);
  return [watchViewMessage(spectatorView(watched.match), host.now(), watched.watchers)];
}
