// The Quick Match feed: the player's place in the queue (join_quick_match, leave_quick_match and
// quick_match_heartbeat of supabase/migrations/…_quick_match.sql), passed on as the protocol's
// `queue` messages. While the player is queued, their place is read again every heartbeat, which also
// tells the database they are still looking (an entry not seen for PRESENCE_TIMEOUT_MS is never
// paired), and whenever the private Realtime channel 'quick_match' rings (a player joined or left
// the queue). A place that names a room means the player was paired: the feed says they wait no
// longer and follows them into the room, whose `room` message (at its fighter select) the screens
// follow as they follow Start Game. A place neither queued nor in a room means the database took
// the player out (not seen for too long, or another tab's Cancel): the screens are told, as the own
// server tells a player it forgot.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { Outbox } from './outbox.ts';
import type { MemberRoomRow } from './rows.ts';

/** Rings within this time (ms) cause one read of the place. */
const RING_GATHER_MS = 150;

/** The player's place, as every queue function answers it. */
export interface QueuePlaceRow {
  queued: boolean;
  waited_ms: number;
  looking: number;
  /** The room the player sits in: once paired, the one the pairing made. */
  room: MemberRoomRow | null;
}

export interface QueueFeedDeps {
  readonly client: SupabaseClient;
  readonly outbox: Outbox;
  readonly heartbeatMs: number;
  /** The room the transport follows, if any. */
  roomId(): string | null;
  /** Follows the room the player was paired into, as after joinRoom. */
  enterRoom(row: MemberRoomRow): Promise<void>;
}

export interface QueueFeed {
  /** Quick Match: into the queue, or paired at once. */
  join(ref?: string): Promise<void>;
  /** Out of the queue (Cancel, the rooms screen left), answered with the place. */
  leave(ref?: string): Promise<void>;
  /** The player entered a room by their own hand, which took them out of the queue. */
  enteredRoom(): Promise<void>;
  /** A new page: a place an earlier page of this player left behind is given up. */
  forget(): Promise<void>;
  /** Stops following the queue; a player still queued is taken out. */
  close(): void;
}

export function createQueueFeed(deps: QueueFeedDeps): QueueFeed {
  const { client, outbox } = deps;
  /** Set while the player is queued: the doorbell's channel and the heartbeat. */
  let following: { channel: RealtimeChannel; heartbeat: ReturnType<typeof setInterval> } | null = null;
  let ringTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped when the player joins, leaves or enters a room: places read before then are stale. */
  let epoch = 0;
  /** Reads in the order sent: an answer older than one already applied is dropped. */
  let asked = 0;
  let applied = 0;
  /** What the screens were last told. */
  let shown: { queued: boolean; looking: number } | null = null;
  let closed = false;
  /** Joins, leaves and rooms entered, one at a time in the order sent (as the own server has them). */
  let line: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<void>): Promise<void> => (line = line.then(work, work));

  /** Out of the queue, answered to nobody. (A query is sent only once it is awaited or then'd.) */
  const leaveQuietly = (): void => {
    client.rpc('leave_quick_match').then(
      () => undefined,
      () => undefined,
    );
  };

  function tell(queued: boolean, waitedMs: number, looking: number, always: boolean): void {
    if (!always && shown?.queued === queued && shown.looking === looking) return;
    shown = { queued, looking };
    outbox.emit({ type: 'queue', queued, waitedMs: queued ? Math.max(0, Math.round(waitedMs)) : 0, looking });
  }

  function follow(): void {
    if (following || closed) return;
    const channel = client.channel('quick_match', { config: { private: true } });
    channel
      .on('broadcast', { event: 'queue' }, () => gather())
      .subscribe((status) => {
        // Joined, or joined again after a dropped link: read what the rings may have said meanwhile.
        if (status === 'SUBSCRIBED' && following?.channel === channel) void refresh();
      });
    following = { channel, heartbeat: setInterval(() => void refresh(), deps.heartbeatMs) };
  }

  function stop(): void {
    epoch += 1;
    if (ringTimer !== null) clearTimeout(ringTimer);
    ringTimer = null;
    if (!following) return;
    clearInterval(following.heartbeat);
    void client.removeChannel(following.channel);
    following = null;
  }

  function gather(): void {
    if (ringTimer !== null) return;
    ringTimer = setTimeout(() => {
      ringTimer = null;
      void refresh();
    }, RING_GATHER_MS);
  }

  async function apply(place: QueuePlaceRow, always: boolean): Promise<void> {
    if (closed) return;
    if (place.queued) {
      follow();
      tell(true, place.waited_ms, place.looking, always);
      return;
    }
    stop();
    tell(false, 0, place.looking, always);
    // Paired (or seated by another tab of this player): into the room, unless it is followed already.
    if (place.room && deps.roomId() !== place.room.id) await deps.enterRoom(place.room);
  }

  /** Reads the place while queued (and says "still looking"). */
  async function refresh(): Promise<void> {
    if (!following) return;
    const at = epoch;
    const order = (asked += 1);
    const { data, error } = await client.rpc('quick_match_heartbeat');
    if (error || at !== epoch || order < applied) return;
    applied = order;
    await apply(data as QueuePlaceRow, false);
  }

  return {
    join: (ref) =>
      inTurn(async () => {
        epoch += 1;
        const { data, error } = await client.rpc('join_quick_match');
        if (closed) {
          if (!error) leaveQuietly();
          return;
        }
        if (!error) return apply(data as QueuePlaceRow, true);
        // Refused: the player waits no longer (the screens drop the wait on the refusal).
        stop();
        shown = null;
        outbox.emitDatabaseError(error, ref);
        if (error.hint === 'in_room') {
          // A pairing may have seated them a moment ago: follow them into that room.
          const seated = await client.rpc('quick_match_heartbeat');
          const room = (seated.data as QueuePlaceRow | null)?.room;
          if (!closed && room && deps.roomId() !== room.id) await deps.enterRoom(room);
        } else {
          // Whether the join reached the database is unknown: make sure the player is not left queued.
          leaveQuietly();
        }
      }),

    leave: (ref) =>
      inTurn(async () => {
        stop();
        const { data, error } = await client.rpc('leave_quick_match');
        if (error) return outbox.emitDatabaseError(error, ref);
        // A pairing that came first stands: apply follows the player into its room.
        return apply(data as QueuePlaceRow, true);
      }),

    enteredRoom: () =>
      inTurn(async () => {
        if (!following) return;
        stop();
        const { data } = await client.rpc('quick_match_heartbeat');
        tell(false, 0, (data as QueuePlaceRow | null)?.looking ?? 0, true);
      }),

    async forget() {
      await client.rpc('leave_quick_match');
    },

    close() {
      if (closed) return;
      closed = true;
      const queued = following !== null;
      stop();
      if (queued) leaveQuietly();
    },
  };
}
