// The match feed: this player's views of their room's match. Rows of `match_views` are read after
// the last rev held (a Realtime ring only says that there is more), and the latest view per match is
// kept. The authority's clock runs the turn timer, so when a deadline or a forfeit falls due the
// feed asks for a resync ("pokes"): time's up then reaches a player whose opponent has closed the
// tab, even before the scheduled tick.
import type { SupabaseClient } from '@supabase/supabase-js';
import { FORFEIT_GRACE_MS } from '../../../engine/match/index.ts';
import type { MatchView } from '../../../engine/match/index.ts';
import type { Room } from '../../../protocol/index.ts';
import type { InvokeMatch } from './matchFunction.ts';
import type { Outbox } from './outbox.ts';
import type { ServerClock } from './serverClock.ts';

/** A resync for a due deadline waits this long after it (ms), so the server's clock has passed it. */
const DUE_MARGIN_MS = 400;
const MIN_POKE_GAP_MS = 1_000;

export interface MatchFeedDeps {
  readonly client: SupabaseClient;
  readonly clock: ServerClock;
  readonly outbox: Outbox;
  readonly invoke: InvokeMatch;
  readonly heartbeatMs: number;
  /** The signed-in player (their views are the rows read). */
  readonly me: () => string | null;
  /** The match of the room this player is in, if any: only its due times are watched. */
  readonly followedMatch: () => string | null;
}

export interface MatchFeed {
  /** Keeps a view passed on (the latest per match) and watches its due time. */
  noteView(view: MatchView): void;
  /** Whether a view of this match has been passed on. */
  knows(matchId: string): boolean;
  /** Reads the views after the last one held, unless `rev` is already held. */
  readViews(matchId: string, rev: number | null): Promise<void>;
  /** Keeps up with the match of the room as it was just told (`newMatch`: a match id it did not have). */
  followRoom(room: Room, newMatch: boolean): void;
  /** Stops watching due times (the player left the room). */
  stopWaking(): void;
}

/** The next moment the authority has work for this match (server clock), or null. */
function wakeOf(view: MatchView): number | null {
  if (view.status !== 'live') return null;
  const times = [
    view.deadline,
    ...view.disconnectedSince.map((since) => (since === null ? null : since + FORFEIT_GRACE_MS)),
  ].filter((t): t is number => t !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

export function createMatchFeed(deps: MatchFeedDeps): MatchFeed {
  const { client, clock, outbox, invoke } = deps;
  /** The last view passed on, per match. */
  const views = new Map<string, MatchView>();
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  let lastPoke = -Infinity;

  function stopWaking(): void {
    if (wakeTimer !== null) clearTimeout(wakeTimer);
    wakeTimer = null;
  }

  function armWake(matchId: string): void {
    stopWaking();
    const view = views.get(matchId);
    const wake = view ? wakeOf(view) : null;
    if (!view || wake === null || outbox.closed) return;
    const rev = view.rev;
    const delay = Math.max(
      wake - clock.serverNow() + DUE_MARGIN_MS,
      lastPoke + MIN_POKE_GAP_MS - clock.now(),
      0,
    );
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      if (views.get(matchId)?.rev === rev) poke(matchId);
    }, delay);
  }

  /** Asks the authority to bring the match up to date (its answer is this player's whole view). */
  function poke(matchId: string): void {
    lastPoke = clock.now();
    void invoke({ type: 'resync', matchId });
  }

  async function readViews(matchId: string, rev: number | null): Promise<void> {
    const known = views.get(matchId);
    if (known && rev !== null && known.rev >= rev) return;
    const { data, error } = await client
      .from('match_views')
      .select('rev,view')
      .eq('match_id', matchId)
      .eq('player_id', deps.me() ?? '')
      .gt('rev', known?.rev ?? -1)
      .order('rev', { ascending: true });
    if (error) return outbox.emitDatabaseError(error);
    const rows = (data ?? []) as { rev: number; view: MatchView }[];
    if (!known && rows[0] && rows[0].view.logFrom > 0) {
      // Joined after the first rows were pruned: the whole view comes from the authority.
      return void invoke({ type: 'resync', matchId });
    }
    for (const row of rows) {
      outbox.emit({
        type: 'matchView',
        matchId,
        seq: row.view.seq,
        rev: row.view.rev,
        serverNow: clock.serverNow(),
        view: row.view,
      });
    }
  }

  return {
    noteView(view) {
      const known = views.get(view.matchId);
      if (!known || view.rev >= known.rev) views.set(view.matchId, view);
      if (deps.followedMatch() === view.matchId) armWake(view.matchId);
    },
    knows: (matchId) => views.has(matchId),
    readViews,
    followRoom(room, newMatch) {
      const matchId = room.matchId;
      if (!matchId || room.phase === 'picking' || room.phase === 'waiting') return;
      const view = views.get(matchId);
      if (!view || newMatch) void readViews(matchId, null);
      else if (view.status === 'live') {
        // The opponent stopped answering but the authority has not noticed yet: let it look.
        const foe = room.members.find((member) => !member.you);
        const foeSeat: 0 | 1 = view.seat === 0 ? 1 : 0;
        if (
          foe &&
          !foe.connected &&
          view.disconnectedSince[foeSeat] === null &&
          clock.now() - lastPoke > deps.heartbeatMs
        )
          poke(matchId);
        armWake(matchId);
      }
    },
    stopWaking,
  };
}
