// Where the match Edge Function keeps matches: the database, through the service-role functions
// of supabase/migrations/20251125000200_online.sql, as the match service's store port. The service
// role bypasses row-level security, so everything it reads stays here; what a player may see
// leaves only as that player's view (each change is stored with both seats' views, which the
// players read under row-level security when the doorbell rings), or as the spectator view stored
// beside them for the match's watchers (supabase/migrations/…_spectators.sql).
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import type { SupabaseClient } from '@supabase/supabase-js';
import { nextWakeAt, spectatorView, viewFor } from '../../src/engine/match/index.ts';
import type { FighterId, MatchEntry, MatchState } from '../../src/engine/match/index.ts';
import { StoreRefusal } from '../matchService/index.ts';
import type { MatchStore } from '../matchService/index.ts';

/** A matches row (the state stays null while the fighters are picked). */
export interface MatchRow {
  id: string;
  room_id: string;
  player_1: string;
  player_2: string;
  status: 'picking' | 'live' | 'finished' | 'abandoned';
  fighter_1: FighterId | null;
  fighter_2: FighterId | null;
  state: MatchState | null;
  rev: number;
}

/** A rooms row as the service role reads it. */
export interface RoomRow {
  id: string;
  name: string;
  phase: 'waiting' | 'picking' | 'playing' | 'over';
  player_1: string;
  player_1_name: string;
  player_2: string | null;
  player_2_name: string | null;
  match_id: string | null;
}

/** One seat's view to store with a change. */
export interface SeatView {
  seat: 0 | 1;
  view: unknown;
}

/** The match service's store on Supabase, and what the scheduled tick and the tests need besides. */
export interface SupabaseMatchStore extends MatchStore {
  room(
    roomId: string,
  ): Promise<{ members: string[]; phase: RoomRow['phase']; matchId: string | null } | null>;
  /** Stores a state if the match is still at `revBefore` (StoreRefusal 'retry' otherwise). */
  commit(change: {
    matchId: string;
    revBefore: number;
    state: MatchState;
    wakeAt: number | null;
    entries: readonly MatchEntry[];
    views: readonly SeatView[];
    /** The change as spectators see it; made from `state` and `entries` when left out. */
    spectatorView?: unknown;
  }): Promise<void>;
  /**
   * Watch: registers the player as a watcher of the live match (at most `limit` at once) and gives
   * its state, from which the function makes the whole spectator view, with how many now watch.
   * StoreRefusal 'not_live', 'own_match' or 'rate_limited' as the own server refuses.
   */
  watch(player: string, matchId: string, limit: number): Promise<{ match: MatchState; watchers: number }>;
  /** Live matches with work due at `now` or a seat whose presence changed. */
  dueMatches(now: number, awayMs: number): Promise<string[]>;
  /** Frees the seats of members away for `awayMs` outside a live match; returns how many. */
  sweepRooms(awayMs: number): Promise<number>;
  /**
   * Takes one token from the player's bucket shared by every isolate (`capacity` deep, refilled
   * `perSecond`): 0 when taken, else the seconds until a token is back (nothing taken).
   */
  takePace(player: string, capacity: number, perSecond: number, now: number): Promise<number>;
  /** Forgets the buckets of players idle for a day; returns how many. */
  sweepPace(now: number): Promise<number>;
  /** Watchers gone quiet leave (their match's count rings); a day later they are forgotten. */
  sweepWatchers(): Promise<number>;
}

/** Match ids are UUIDs on Supabase: anything else names no match (and would fail the database's cast). */
export const MATCH_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The protocol's error codes are lower-case words; the migration puts them in the error's hint. */
const PROTOCOL_CODE = /^[a-z_]{2,40}$/;

interface PostgrestFailure {
  code?: string;
  message?: string;
  hint?: string | null;
}

/** The database's refusal as a StoreRefusal; anything else (a network failure, a bug) is thrown as it is. */
function refusalOf(error: PostgrestFailure): Error {
  const hint = error.hint ?? '';
  if (error.code?.startsWith('GA') && PROTOCOL_CODE.test(hint)) {
    return new StoreRefusal(hint as StoreRefusal['code'], error.message ?? 'Refused.');
  }
  return new Error(`The database failed: ${error.code ?? ''} ${error.message ?? ''}`.trim());
}

async function call<T>(request: PromiseLike<{ data: unknown; error: PostgrestFailure | null }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw refusalOf(error);
  return data as T;
}

export function supabaseMatchStore(service: SupabaseClient): SupabaseMatchStore {
  const store: SupabaseMatchStore = {
    async room(roomId) {
      const rows = await call<RoomRow[]>(
        service
          .from('rooms')
          .select('id,name,phase,player_1,player_1_name,player_2,player_2_name,match_id')
          .eq('id', roomId),
      );
      const row = rows[0];
      if (!row) return null;
      const members = row.player_2 === null ? [row.player_1] : [row.player_1, row.player_2];
      return { members, phase: row.phase, matchId: row.match_id };
    },

    async startMatch(player, roomId, matchId) {
      await call<RoomRow>(
        service.rpc('online_start_match', { p_player: player, p_room_id: roomId, p_match_id: matchId }),
      );
    },

    async rematch(player, roomId, matchId) {
      await call<RoomRow>(
        service.rpc('online_rematch', { p_player: player, p_room_id: roomId, p_match_id: matchId }),
      );
      return [];
    },

    async leaveRoom(player, roomId) {
      await call<RoomRow | null>(service.rpc('online_leave_room', { p_player: player, p_room_id: roomId }));
    },

    async pickFighter(player, matchId, fighter) {
      const result = await call<MatchRow & { names: [string, string] }>(
        service.rpc('online_pick_fighter', { p_player: player, p_match_id: matchId, p_fighter: fighter }),
      );
      const { names, ...row } = result;
      // Not both picked yet, or the other pick's request already started the match.
      if (row.fighter_1 === null || row.fighter_2 === null || row.rev !== -1) return null;
      return {
        matchId: row.id,
        seats: [row.player_1, row.player_2],
        fighters: [row.fighter_1, row.fighter_2],
        names,
      };
    },

    async loadMatch(matchId, player) {
      const loaded = await call<{ match: MatchRow; away_ms: [number | null, number | null] } | null>(
        service.rpc('online_load_match', { p_match_id: matchId, p_player: player }),
      );
      if (!loaded) return null;
      const { state, rev, player_1: first, player_2: second } = loaded.match;
      return { match: state, version: rev, awayMs: loaded.away_ms, seats: [first, second] };
    },

    /**
     * One commit: the new state with both seats' views and the spectators' view, each from the
     * stored state's log length on.
     */
    async saveMatch({ before, version, next }) {
      const since = before?.log.length ?? 0;
      await store.commit({
        matchId: next.id,
        revBefore: version,
        state: next,
        wakeAt: nextWakeAt(next),
        entries: next.log.slice(since),
        views: [0, 1].map((seat) => ({ seat: seat as 0 | 1, view: viewFor(next, seat as 0 | 1, { since }) })),
        spectatorView: spectatorView(next, { since }),
      });
    },

    async commit(change) {
      await call<null>(
        service.rpc('online_commit', {
          p_match_id: change.matchId,
          p_rev_before: change.revBefore,
          p_state: change.state,
          p_wake_at: change.wakeAt,
          p_actions: change.entries.map((entry) => ({
            seq: entry.seq,
            actor: entry.actor,
            action: entry.action,
            events: entry.events,
            at: entry.at,
          })),
          p_views: change.views,
          // The entries are the ones the change added: the spectators' view starts where they do.
          p_spectator_view:
            change.spectatorView ??
            spectatorView(change.state, { since: change.state.log.length - change.entries.length }),
        }),
      );
    },

    async watch(player, matchId, limit) {
      const watched = await call<{ state: MatchState; watchers: number }>(
        service.rpc('online_watch_match', { p_player: player, p_match_id: matchId, p_limit: limit }),
      );
      return { match: watched.state, watchers: watched.watchers };
    },

    /** Read with the service role: no client may read who watched what. */
    async watched(matchId, caller) {
      if (!MATCH_UUID.test(matchId)) return false;
      const rows = await call<{ player: string }[]>(
        service.from('match_watchers').select('player').eq('match_id', matchId).eq('player', caller).limit(1),
      );
      return rows.length > 0;
    },

    async dueMatches(now, awayMs) {
      const ids = await call<string[] | null>(
        service.rpc('online_due_matches', { p_now: now, p_away_ms: awayMs }),
      );
      return ids ?? [];
    },

    sweepRooms: (awayMs) => call<number>(service.rpc('online_sweep_rooms', { p_away_ms: awayMs })),

    takePace: (player, capacity, perSecond, now) =>
      call<number>(
        service.rpc('online_take_pace', {
          p_player: player,
          p_capacity: capacity,
          p_per_second: perSecond,
          p_now: now,
        }),
      ),

    sweepPace: (now) => call<number>(service.rpc('online_sweep_pace', { p_now: now })),

    sweepWatchers: () => call<number>(service.rpc('online_sweep_watchers')),
  };
  return store;
}
