// The watch feed: the match this player watches as a spectator (watchMatch, stopWatching), as the
// game's own server's spectators have it (supabase/migrations/…_spectators.sql for the database's
// side). Watch goes to the match Edge Function, which registers the watcher and answers with the
// whole spectator view. From then on the private Realtime channel 'watch:<match id>' rings after
// every change (with the count of watchers), and the feed reads the rows of match_spectator_views
// after the last rev it holds, each passed on as a watchView. Every heartbeat, watch_heartbeat says
// "still watching" (a watcher not heard from for 25 s no longer counts, nor may read) and the rows
// are read again, so a lost ring only delays. The match's final view ends the watching; a read that
// finds entries missing (rows pruned before a late read) asks the function for the whole view again.
// A player watches one match at a time: the database stops the first when they watch a second.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { SpectatorView } from '../../../engine/match/index.ts';
import { watchViewMessage } from '../../../protocol/index.ts';
import type { ServerMessageOf } from '../../../protocol/index.ts';
import type { InvokeMatch } from './matchFunction.ts';
import type { Outbox } from './outbox.ts';
import type { ServerClock } from './serverClock.ts';

export interface WatchFeedDeps {
  readonly client: SupabaseClient;
  readonly outbox: Outbox;
  readonly clock: ServerClock;
  readonly invoke: InvokeMatch;
  readonly heartbeatMs: number;
}

export interface WatchFeed {
  /** Watch: the whole view (or the refusal) from the function, then every change. */
  watch(matchId: string, ref?: string): Promise<void>;
  /** Stop watching, answered `unwatched` (also when this page watched nothing). */
  stop(matchId: string, ref?: string): Promise<void>;
  /** Keeps the last spectator view passed on for its match. */
  noteView(message: ServerMessageOf<'watchView'>): void;
  /** Stops following; a match still watched is stopped, so its count drops at once. */
  close(): void;
}

/** Where the screens are in a match: the last view passed on, and the count it carried. */
interface Held {
  seq: number;
  rev: number;
  watchers: number;
}

interface Watching {
  matchId: string;
  channel: RealtimeChannel;
  heartbeat: ReturnType<typeof setInterval>;
  /** How many watch, as last heard (the ring, the heartbeat, the function's answer). */
  watchers: number;
}

interface HeartbeatAnswer {
  watching: boolean;
  watchers: number;
}

export function createWatchFeed(deps: WatchFeedDeps): WatchFeed {
  const { client, outbox, clock, invoke } = deps;
  let watching: Watching | null = null;
  /** The last view passed on, per match asked for or watched. */
  const held = new Map<string, Held>();
  let closed = false;
  /** Watch, Stop and reads one at a time, in order: two reads at once would pass rows twice. */
  let line: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<void>): Promise<void> => (line = line.then(work, work));

  function unfollow(): void {
    const current = watching;
    if (!current) return;
    clearInterval(current.heartbeat);
    void client.removeChannel(current.channel);
    held.delete(current.matchId);
    watching = null;
  }

  /** Out of the database's count, answered to nobody. (A query is sent only once it is then'd.) */
  const stopQuietly = (matchId: string): void => {
    client.rpc('stop_watching', { p_match_id: matchId }).then(
      () => undefined,
      () => undefined,
    );
  };

  function follow(matchId: string, watchers: number): void {
    const channel = client.channel(`watch:${matchId}`, { config: { private: true } });
    const current: Watching = {
      matchId,
      channel,
      heartbeat: setInterval(() => void heartbeat(), deps.heartbeatMs),
      watchers,
    };
    watching = current;
    channel
      .on('broadcast', { event: 'view' }, (message) => {
        const payload = (message.payload ?? {}) as { rev?: unknown; watchers?: unknown };
        if (typeof payload.watchers === 'number') current.watchers = payload.watchers;
        const rev = typeof payload.rev === 'number' ? payload.rev : Infinity;
        if ((held.get(matchId)?.rev ?? -1) < rev) void read();
      })
      .subscribe((status) => {
        // Joined, or joined again after a dropped link: the changes rung meanwhile are read.
        if (status === 'SUBSCRIBED' && watching === current) void read();
      });
  }

  /** The rows after the last rev held, each passed on; the final one ends the watching. */
  const read = (): Promise<void> =>
    inTurn(async () => {
      const current = watching;
      const from = current ? held.get(current.matchId) : undefined;
      if (!current || !from) return;
      const { data, error } = await client
        .from('match_spectator_views')
        .select('rev,view')
        .eq('match_id', current.matchId)
        .gt('rev', from.rev)
        .order('rev', { ascending: true });
      if (error || watching !== current) return;
      const rows = (data ?? []) as { rev: number; view: SpectatorView }[];
      const first = rows[0];
      if (first && first.view.logFrom > from.seq) return whole(current);
      for (const row of rows) {
        outbox.emit(watchViewMessage(row.view, clock.serverNow(), current.watchers));
        // The end is the last change a spectator is sent, as on the own server.
        if (row.view.status !== 'live') return unfollow();
      }
    });

  /** Entries were pruned before this read: the whole view again, from the function. */
  async function whole(current: Watching): Promise<void> {
    const answered = await invoke({ type: 'watchMatch', matchId: current.matchId });
    // Refused (the match ended meanwhile): the refusal told the screens; nothing more comes.
    if (!answered && watching === current) unfollow();
  }

  async function heartbeat(): Promise<void> {
    const current = watching;
    if (!current) return;
    const { data, error } = await client.rpc('watch_heartbeat', { p_match_id: current.matchId });
    if (error || watching !== current) return;
    const answer = data as HeartbeatAnswer;
    if (!answer.watching) {
      // Stopped by another page of this player (watching another match), or silent too long.
      unfollow();
      outbox.emit({ type: 'unwatched', matchId: current.matchId });
      return;
    }
    current.watchers = answer.watchers;
    await read();
  }

  return {
    watch: (matchId, ref) =>
      inTurn(async () => {
        if (closed) return;
        const answered = await invoke(
          ref === undefined ? { type: 'watchMatch', matchId } : { type: 'watchMatch', matchId, ref },
        );
        const view = held.get(matchId);
        // Refused: a match watched before stays watched, as on the own server.
        if (!answered || !view) return;
        if (closed) return stopQuietly(matchId);
        if (watching?.matchId === matchId) return;
        // The database stopped the other match as it registered this one.
        unfollow();
        follow(matchId, view.watchers);
      }),

    stop: (matchId, ref) =>
      inTurn(async () => {
        if (watching?.matchId === matchId) {
          unfollow();
          // Unanswered, the row simply goes quiet: in 25 s it no longer counts.
          await client.rpc('stop_watching', { p_match_id: matchId });
        }
        outbox.emit(ref === undefined ? { type: 'unwatched', matchId } : { type: 'unwatched', matchId, ref });
      }),

    noteView(message) {
      const known = held.get(message.matchId);
      if (known && message.rev < known.rev) return;
      held.set(message.matchId, { seq: message.seq, rev: message.rev, watchers: message.watchers });
      if (watching?.matchId === message.matchId) watching.watchers = message.watchers;
    },

    close() {
      if (closed) return;
      closed = true;
      const matchId = watching?.matchId;
      unfollow();
      if (matchId !== undefined) stopQuietly(matchId);
    },
  };
}
