// The Supabase transport's watch feed alone (src/services/online/supabase/watchFeed.ts), over a
// stand-in for supabase-js whose rows, rings and answers the test decides: the cases the emulator
// cannot make happen on cue. A read that finds the changes in between pruned asks the match function
// for the whole view again; a heartbeat that finds the player no longer watching says `unwatched`;
// the final view ends the watching; Stop tells the database only of the match this page watches.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMatch, forfeit, spectatorView, submitMove } from '../../../src/engine/match/index.ts';
import type { MatchState, SpectatorView } from '../../../src/engine/match/index.ts';
import { watchViewMessage } from '../../../src/protocol/index.ts';
import type { ClientMessage, ServerMessage } from '../../../src/protocol/index.ts';
import { createOutbox } from '../../../src/services/online/supabase/outbox.ts';
import { createServerClock } from '../../../src/services/online/supabase/serverClock.ts';
import { createWatchFeed } from '../../../src/services/online/supabase/watchFeed.ts';
import type { WatchFeed } from '../../../src/services/online/supabase/watchFeed.ts';

const MATCH = '11111111-2222-4333-8444-555555555555';
const NOW = 1_750_000_000_000;

/** A match after `moves` charges, each with the entries it added as spectators see them. */
function matchAfter(moves: number): MatchState[] {
  let state = createMatch({ id: MATCH, seats: ['p1', 'p2'], fighters: [1, 2], seed: 77, now: NOW });
  const states = [state];
  for (let seq = 0; seq < moves; seq += 1) {
    const actor = state.seats[state.battle.active];
    const moved = submitMove(state, { matchId: MATCH, actor, seq, action: { type: 'chargeEnergy' } }, NOW);
    if (!moved.ok) throw new Error(moved.reason);
    state = moved.match;
    states.push(state);
  }
  return states;
}

const rowOf = (state: MatchState, before: MatchState) => ({
  rev: state.rev,
  view: spectatorView(state, { since: before.log.length }),
});

/** What the database holds and answers, and what the feed asked of it. */
class FakeDatabase {
  rows: { rev: number; view: SpectatorView }[] = [];
  heartbeat = { watching: true, watchers: 1 };
  calls: string[] = [];
  removed: string[] = [];
  rings = new Map<string, (message: { payload: unknown }) => void>();

  readonly client = {
    from: (table: string) => {
      let after = -1;
      const query = {
        select: () => query,
        eq: () => query,
        gt: (_column: string, rev: number) => {
          after = rev;
          return query;
        },
        order: () => {
          this.calls.push(`read ${table} after ${after}`);
          return Promise.resolve({ data: this.rows.filter((row) => row.rev > after), error: null });
        },
      };
      return query;
    },
    rpc: (fn: string) => {
      this.calls.push(fn);
      return Promise.resolve({ data: fn === 'watch_heartbeat' ? this.heartbeat : null, error: null });
    },
    channel: (topic: string) => {
      const channel = {
        topic,
        on: (_type: string, _filter: unknown, ring: (message: { payload: unknown }) => void) => {
          this.rings.set(topic, ring);
          return channel;
        },
        subscribe: (status: (state: string) => void) => {
          queueMicrotask(() => status('SUBSCRIBED'));
          return channel;
        },
      };
      return channel;
    },
    removeChannel: (channel: { topic: string }) => {
      this.removed.push(channel.topic);
      return Promise.resolve('ok');
    },
  };
}

interface Setup {
  db: FakeDatabase;
  feed: WatchFeed;
  messages: ServerMessage[];
  asked: ClientMessage[];
}

let open: WatchFeed[] = [];

afterEach(() => {
  for (const feed of open) feed.close();
  open = [];
});

/** The feed over the fake database; the match function answers Watch with the whole view of `whole()`. */
function setup(whole: () => MatchState, heartbeatMs = 60_000): Setup {
  const db = new FakeDatabase();
  const outbox = createOutbox();
  const messages: ServerMessage[] = [];
  const asked: ClientMessage[] = [];
  outbox.onMessage((message) => messages.push(message));
  const feed = createWatchFeed({
    client: db.client as unknown as SupabaseClient,
    outbox,
    clock: createServerClock(() => NOW),
    heartbeatMs,
    invoke: (message) => {
      asked.push(message);
      outbox.emit(watchViewMessage(spectatorView(whole()), NOW, 1));
      return Promise.resolve(true);
    },
  });
  outbox.watchSpectatorViews((message) => feed.noteView(message));
  open.push(feed);
  return { db, feed, messages, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const views = (messages: ServerMessage[]) =>
  messages.flatMap((m) =>
    m.type === 'watchView' ? [{ seq: m.seq, logFrom: m.view.logFrom, watchers: m.watchers }] : [],
  );

describe("the Supabase transport's watch feed", () => {
  it('reads what each ring adds after the last view held, and asks for the whole view when the changes in between were pruned', async () => {
    const states = matchAfter(5);
    let now = states[0] as MatchState;
    const { db, feed, messages, asked } = setup(() => now);
    await feed.watch(MATCH, 'w');
    expect(asked).toEqual([{ type: 'watchMatch', matchId: MATCH, ref: 'w' }]);
    const ring = db.rings.get(`watch:${MATCH}`);
    if (!ring) throw new Error('the watch topic was not followed');

    db.rows = [rowOf(states[1] as MatchState, states[0] as MatchState)];
    ring({ payload: { matchId: MATCH, rev: states[1]?.rev, watchers: 3 } });
    await settle();
    expect(views(messages)).toEqual([
      { seq: 0, logFrom: 0, watchers: 1 },
      { seq: 1, logFrom: 0, watchers: 3 },
    ]);

    // Two changes later, the one in between is gone: its entries cannot be read any more.
    db.rows = [rowOf(states[3] as MatchState, states[2] as MatchState)];
    now = states[3] as MatchState;
    ring({ payload: { matchId: MATCH, rev: states[3]?.rev, watchers: 3 } });
    await settle();
    expect(asked.at(-1)).toEqual({ type: 'watchMatch', matchId: MATCH });
    expect(views(messages).slice(2)).toEqual([{ seq: 3, logFrom: 0, watchers: 1 }]);

    // From the whole view on, the changes follow again; a ring for what is held reads nothing.
    db.rows.push(rowOf(states[4] as MatchState, states[3] as MatchState));
    ring({ payload: { matchId: MATCH, rev: states[4]?.rev, watchers: 2 } });
    await settle();
    ring({ payload: { matchId: MATCH, rev: states[4]?.rev, watchers: 2 } });
    await settle();
    expect(views(messages).slice(3)).toEqual([{ seq: 4, logFrom: 3, watchers: 2 }]);
    expect(asked).toHaveLength(2);
  });

  it('stops at the final view, and says unwatched when the heartbeat finds the player watches no more', async () => {
    const states = matchAfter(1);
    const start = states[0] as MatchState;
    const { db, feed, messages } = setup(() => start, 20);
    await feed.watch(MATCH);
    const over = forfeit(states[1] as MatchState, 0, NOW);
    db.rows = [rowOf(states[1] as MatchState, start), rowOf(over, states[1] as MatchState)];
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(
      messages.filter((m) => m.type === 'watchView').map((m) => m.type === 'watchView' && m.view.status),
    ).toEqual(['live', 'live', 'finished']);
    expect(db.removed).toEqual([`watch:${MATCH}`]);
    const heartbeats = db.calls.filter((call) => call === 'watch_heartbeat').length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(db.calls.filter((call) => call === 'watch_heartbeat')).toHaveLength(heartbeats);
    expect(messages.some((m) => m.type === 'unwatched')).toBe(false);

    // Another page of this player watched another match, or this one went quiet too long.
    const other = setup(() => start, 20);
    await other.feed.watch(MATCH);
    other.db.heartbeat = { watching: false, watchers: 0 };
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(other.messages.filter((m) => m.type === 'unwatched')).toEqual([
      { type: 'unwatched', matchId: MATCH },
    ]);
    expect(other.db.removed).toEqual([`watch:${MATCH}`]);
  });

  it('answers Stop with unwatched, telling the database only of the match this page watches; close stops too', async () => {
    const start = matchAfter(0)[0] as MatchState;
    const { db, feed, messages } = setup(() => start);
    await feed.stop(MATCH, 's0');
    expect(db.calls).toEqual([]);
    await feed.watch(MATCH);
    await feed.stop(MATCH, 's1');
    expect(db.calls.filter((call) => call === 'stop_watching')).toHaveLength(1);
    expect(messages.filter((m) => m.type === 'unwatched')).toEqual([
      { type: 'unwatched', matchId: MATCH, ref: 's0' },
      { type: 'unwatched', matchId: MATCH, ref: 's1' },
    ]);

    const closing = setup(() => start);
    await closing.feed.watch(MATCH);
    closing.feed.close();
    await settle();
    expect(closing.db.calls).toContain('stop_watching');
    expect(closing.db.removed).toEqual([`watch:${MATCH}`]);
  });
});
