// Spectators on PGlite (supabase/migrations/…_spectators.sql), as the roles Supabase's API uses: who
// may watch a match, what a watcher reads (views with no hand), who hears the watch topic, and how
// watchers gone quiet are counted, leave and are forgotten.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMatch, nextWakeAt, spectatorView, submitMove } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { PRESENCE_TIMEOUT_MS } from '../../../src/protocol/presence.ts';
import { WATCH_TEXT } from '../../../src/protocol/rooms.ts';
import { createAuthUser } from './gameDb.ts';
import { one, onlineSqlHelpers, openSeatedRoom, refusal, roomOf, views } from './onlineSql.ts';
import { anon, asRole, sqlError, user } from './roles.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let db: PGlite, ben: string, matchId: string;
const { mayHear } = onlineSqlHelpers(() => db);
beforeAll(async () => ({ db, ben, matchId } = await openSeatedRoom()), 240_000);
afterAll(() => db?.close());

describe('spectators', () => {
  let host: string; // Player 1 of the watched match
  let guest: string; // Player 2
  let hall: string;
  let watchedId: string;
  let watched: MatchState;
  const fans: string[] = [];

  /** Stores a change with its spectator view, as the match function's saveMatch does. */
  const commitSeen = (revBefore: number, state: MatchState, since = 0) =>
    db.query(`select public.online_commit($1, $2, $3, $4, '[]', $5, $6)`, [
      state.id,
      revBefore,
      state,
      nextWakeAt(state),
      views(state, since),
      spectatorView(state, { since }),
    ]);

  /** Watch, as the match function registers it (service role: here the superuser). */
  const watch = (who: string, id = watchedId, limit = 50) =>
    one<{ answer: { state: MatchState; watchers: number } }>(
      db,
      `select public.online_watch_match($1, $2, $3) as answer`,
      [who, id, limit],
    ).then((row) => row.answer);

  /** A watcher's own call (watch_heartbeat, stop_watching), committed. */
  const asWatcher = (who: string, fn: 'watch_heartbeat' | 'stop_watching', id = watchedId) =>
    asRole(
      db,
      user(who),
      async (tx) =>
        (
          await one<{ answer: { watching: boolean; watchers: number } }>(
            tx,
            `select public.${fn}($1) as answer`,
            [id],
          )
        ).answer,
      { commit: true },
    );

  const spectatorRows = (who: string) =>
    asRole(db, user(who), (tx) =>
      tx.query<{ rev: number; view: { spectator: boolean; hand: number[]; logFrom: number } }>(
        `select rev, view from public.match_spectator_views where match_id = $1 order by rev`,
        [watchedId],
      ),
    ).then((result) => result.rows);

  /** Moves a watcher's last sign of life `ms` into the past. */
  const quiet = (who: string, ms: number) =>
    db.query(
      `update public.match_watchers set seen_at = now() - make_interval(secs => $2 / 1000.0) where player = $1`,
      [who, ms],
    );

  /** The room's rings for its room (not for its players' views). */
  const roomRings = async () => (await rings(`room:${hall}`)).filter((r) => r.event === 'room').length;

  const rings = async (topic: string) =>
    (
      await db.query<{ event: string; payload: Record<string, unknown> }>(
        `select event, payload from realtime.messages where topic = $1 order by inserted_at, id`,
        [topic],
      )
    ).rows;

  beforeAll(async () => {
    host = await createAuthUser(db, 'host.watch@example.com', 'Host_Watch');
    guest = await createAuthUser(db, 'guest.watch@example.com', 'Guest_Watch');
    for (const label of ['Fan_One', 'Fan_Two', 'Fan_Three', 'Fan_Four'])
      fans.push(await createAuthUser(db, `${label.toLowerCase()}@example.com`, label));
    hall = await roomOf(db, host, 'Tanghalan', guest);
    watchedId = crypto.randomUUID();
    await db.query(`select public.online_start_match($1, $2, $3)`, [host, hall, watchedId]);
    await db.query(`select public.online_pick_fighter($1, $2, 1::smallint)`, [host, watchedId]);
    await db.query(`select public.online_pick_fighter($1, $2, 2::smallint)`, [guest, watchedId]);
    watched = createMatch({
      id: watchedId,
      seats: [host, guest],
      fighters: [1, 2],
      seed: 9898,
      now: Date.now(),
    });
    await commitSeen(-1, watched);
  }, 240_000);

  beforeEach(async () => {
    await db.query(`delete from public.match_watchers`);
  });

  it('counts a watcher gone quiet for PRESENCE_TIMEOUT_MS as gone', async () => {
    const cutoff = await one<{ ms: number }>(
      db,
      `select (extract(epoch from now() - public.watch_cutoff()) * 1000)::float8 as ms`,
    );
    expect(cutoff.ms).toBe(PRESENCE_TIMEOUT_MS);
  });

  it('lets only a current watcher read the spectator views, which hold no hand, and no client write or read who watches', async () => {
    const [fan, other] = fans as [string, string];
    // Not watching: nothing to read (a seated player neither: their views are their own).
    for (const who of [fan, host, ben]) expect(await spectatorRows(who), who).toEqual([]);
    const answer = await watch(fan);
    expect(answer.watchers).toBe(1);
    expect(answer.state).toMatchObject({ id: watchedId, status: 'live', rev: 0 });
    const rows = await spectatorRows(fan);
    expect(rows.map((r) => r.rev)).toEqual([0]);
    expect(rows[0]?.view).toMatchObject({ spectator: true, hand: [], logFrom: 0 });
    expect(JSON.stringify(rows)).not.toContain('"seed"');
    expect(await spectatorRows(other)).toEqual([]);
    // A watcher gone quiet reads no more, until they watch again.
    await quiet(fan, PRESENCE_TIMEOUT_MS + 1_000);
    expect(await spectatorRows(fan)).toEqual([]);
    await watch(fan);
    expect(await spectatorRows(fan)).toHaveLength(1);

    for (const sql of [
      `select * from public.match_watchers`,
      `insert into public.match_watchers (match_id, player) values ('${watchedId}', '${other}')`,
      `update public.match_watchers set seen_at = now()`,
      `delete from public.match_watchers`,
      `insert into public.match_spectator_views (match_id, rev, seq, view) values ('${watchedId}', 99, 0, '{}')`,
      `update public.match_spectator_views set view = '{}'`,
      `delete from public.match_spectator_views`,
      `select public.online_watch_match('${other}', '${watchedId}', 50)`,
      `select public.online_sweep_watchers()`,
      `select public.ring_watch_count(array['${watchedId}'::uuid])`,
    ]) {
      expect((await sqlError(asRole(db, user(fan), (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
    for (const sql of [
      `select * from public.match_spectator_views`,
      `select * from public.listed_rooms`,
      `select public.watch_heartbeat('${watchedId}')`,
      `select public.stop_watching('${watchedId}')`,
    ]) {
      expect((await sqlError(asRole(db, anon, (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
    // Still only the watcher's own row was ever there.
    const stored = await db.query<{ player: string }>(`select player from public.match_watchers`);
    expect(stored.rows).toEqual([{ player: fan }]);
  });

  it("refuses a match not being played, the players' own match and one watcher over the limit, in the own server's words", async () => {
    const [ada, two, three] = fans as [string, string, string];
    const notLive = { code: 'GA409', hint: 'not_live', message: WATCH_TEXT.notLive };
    expect(await refusal(watch(ada, crypto.randomUUID()))).toEqual(notLive);
    // A match whose fighters are still picked is not being played either.
    const picking = crypto.randomUUID();
    const room = await roomOf(db, three, 'Pilian', two);
    await db.query(`select public.online_start_match($1, $2, $3)`, [three, room, picking]);
    expect(await refusal(watch(ada, picking))).toEqual(notLive);
    for (const player of [host, guest])
      expect(await refusal(watch(player))).toEqual({
        code: 'GA409',
        hint: 'own_match',
        message: WATCH_TEXT.ownMatch,
      });

    expect((await watch(ada, watchedId, 2)).watchers).toBe(1);
    expect((await watch(two, watchedId, 2)).watchers).toBe(2);
    expect(await refusal(watch(three, watchedId, 2))).toEqual({
      code: 'GA429',
      hint: 'rate_limited',
      message: WATCH_TEXT.full(2),
    });
    // Watching again keeps one's place; a watcher gone quiet frees theirs.
    expect((await watch(two, watchedId, 2)).watchers).toBe(2);
    await quiet(two, PRESENCE_TIMEOUT_MS + 1_000);
    expect((await watch(three, watchedId, 2)).watchers).toBe(2);
    await db.query(`select public.online_leave_room($1, $2)`, [two, room]);
    await db.query(`select public.online_leave_room($1, $2)`, [three, room]);
  });

  it('lets watchers hear the watch topic, rings the room and the lobby as they come and go, and shows the count while played', async () => {
    const [fan, other] = fans as [string, string];
    const topic = `watch:${watchedId}`;
    expect(await mayHear(fan, topic)).toBe(false);
    const [roomBefore, lobbyBefore] = [(await rings(`room:${hall}`)).length, (await rings('lobby')).length];
    await watch(fan);
    expect(await mayHear(fan, topic)).toBe(true);
    expect(await mayHear(other, topic)).toBe(false);
    expect(await mayHear(host, topic)).toBe(false);
    expect(await mayHear(fan, 'watch:not-a-match')).toBe(false);
    expect((await rings(`room:${hall}`)).slice(roomBefore)).toEqual([
      { event: 'room', payload: { roomId: hall } },
    ]);
    expect((await rings('lobby')).length).toBe(lobbyBefore + 1);

    // The players' room and everyone's list say how many watch; hidden columns stay hidden.
    const seen = await asRole(db, user(host), (tx) =>
      one<{ room: { watchers: number } }>(tx, `select public.room_heartbeat($1) as room`, [hall]),
    );
    expect(seen.room.watchers).toBe(1);
    const listed = await asRole(db, user(ben), (tx) =>
      tx.query<{ id: string; match_id: string | null; watchers: number | null; phase: string }>(
        `select id, phase, match_id, watchers from public.listed_rooms`,
      ),
    );
    expect(listed.rows.find((r) => r.id === hall)).toEqual({
      id: hall,
      phase: 'playing',
      match_id: watchedId,
      watchers: 1,
    });
    expect(
      listed.rows
        .filter((r) => r.phase !== 'playing')
        .every((r) => r.match_id === null && r.watchers === null),
    ).toBe(true);
    for (const column of ['player_1', 'player_2', 'player_1_seen_at', 'invite_code'])
      expect(
        (await sqlError(asRole(db, user(ben), (tx) => tx.query(`select ${column} from public.listed_rooms`))))
          .code,
        column,
      ).toBe('42703');

    // A heartbeat rings nobody and keeps the place; a change rings the watchers with the count.
    const before = await roomRings();
    expect(await asWatcher(fan, 'watch_heartbeat')).toEqual({ watching: true, watchers: 1 });
    expect(await roomRings()).toBe(before);
    const moved = submitMove(
      watched,
      { matchId: watchedId, actor: host, seq: 0, action: { type: 'chargeEnergy' } },
      Date.now(),
    );
    if (!moved.ok) throw new Error(moved.reason);
    await commitSeen(watched.rev, moved.match, watched.log.length);
    watched = moved.match;
    expect((await rings(topic)).at(-1)).toEqual({
      event: 'view',
      payload: { matchId: watchedId, rev: watched.rev, watchers: 1 },
    });
    const rows = await spectatorRows(fan);
    expect(rows.at(-1)).toMatchObject({ rev: watched.rev, view: { logFrom: 0, spectator: true, hand: [] } });
    expect(rows.at(-1)?.view).toMatchObject({ log: [{ seq: 0 }] });

    // Watching another match stops this one; Stop stops; both ring the room.
    expect(await asWatcher(fan, 'stop_watching')).toEqual({ watching: false, watchers: 0 });
    expect(await mayHear(fan, topic)).toBe(false);
    expect(await asWatcher(fan, 'watch_heartbeat')).toEqual({ watching: false, watchers: 0 });
    expect(await roomRings()).toBe(before + 1);
    // The room it left remembers that they watched (the replay asks), for a day.
    expect(
      (await db.query(`select 1 from public.match_watchers where player = $1`, [fan])).rows,
    ).toHaveLength(1);
  });

  it('lets watchers gone quiet leave through the tick, forgets them a day later, and watches one match at a time', async () => {
    const [fan, other] = fans as [string, string];
    await watch(fan);
    await watch(other);
    await quiet(other, PRESENCE_TIMEOUT_MS + 1_000);
    const before = await roomRings();
    expect((await one<{ n: number }>(db, `select public.online_sweep_watchers() as n`)).n).toBe(1);
    expect(await roomRings()).toBe(before + 1);
    expect((await one<{ n: number }>(db, `select public.watcher_count($1) as n`, [watchedId])).n).toBe(1);
    // Nothing more to sweep; a day later the row goes.
    expect((await one<{ n: number }>(db, `select public.online_sweep_watchers() as n`)).n).toBe(0);
    await quiet(other, 86_400_000 + 1_000);
    await db.query(`select public.online_sweep_watchers()`);
    expect((await db.query(`select player from public.match_watchers`)).rows).toEqual([{ player: fan }]);

    // The game's first match is live too: watching it stops this one.
    expect((await watch(fan, matchId)).watchers).toBe(1);
    expect((await one<{ n: number }>(db, `select public.watcher_count($1) as n`, [watchedId])).n).toBe(0);
    expect(await asWatcher(fan, 'watch_heartbeat')).toEqual({ watching: false, watchers: 0 });
    expect(await asWatcher(fan, 'watch_heartbeat', matchId)).toEqual({ watching: true, watchers: 1 });
  });

  it('keeps the last 40 spectator views of a match, as the players’ views', async () => {
    let state = watched;
    for (let i = 0; i < 45; i += 1) {
      const next = { ...state, rev: state.rev + 1 };
      await commitSeen(state.rev, next, state.log.length);
      state = next;
    }
    watched = state;
    const kept = await db.query<{ rev: number }>(
      `select rev from public.match_spectator_views where match_id = $1 order by rev`,
      [watchedId],
    );
    expect(kept.rows.map((r) => r.rev)).toEqual(Array.from({ length: 40 }, (_, i) => state.rev - 39 + i));
  });
});
