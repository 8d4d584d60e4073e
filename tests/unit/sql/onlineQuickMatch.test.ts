// Quick Match's queue on PGlite (supabase/migrations/…_quick_match.sql), as the roles Supabase's API
// uses: kept from every client, one place per player, the two who waited longest paired into a room
// of their own, entries gone quiet never paired, and the quick_match topic rung only on a change.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_TIMEOUT_MS } from '../../../src/protocol/presence.ts';
import { QUICK_MATCH_ROOM } from '../../../src/protocol/rooms.ts';
import { createAuthUser } from './gameDb.ts';
import { one, refusal, openSeatedRoom } from './onlineSql.ts';
import { anon, asRole, sqlError, user } from './roles.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let db: PGlite, ben: string;
beforeAll(async () => ({ db, ben } = await openSeatedRoom()), 240_000);
afterAll(() => db?.close());

describe('Quick Match', () => {
  /** A player's place, as join_quick_match, leave_quick_match and quick_match_heartbeat answer it. */
  interface Place {
    queued: boolean;
    waited_ms: number;
    looking: number;
    room: {
      id: string;
      name: string;
      phase: string;
      match_id: string | null;
      members: { name: string; you: boolean }[];
    } | null;
  }
  type QueueCall = 'join_quick_match' | 'leave_quick_match' | 'quick_match_heartbeat';

  const call = (who: string, fn: QueueCall) =>
    asRole(
      db,
      user(who),
      async (tx) => (await one<{ place: Place }>(tx, `select public.${fn}() as place`)).place,
      {
        commit: true,
      },
    );
  const join = (who: string) => call(who, 'join_quick_match');
  const leave = (who: string) => call(who, 'leave_quick_match');
  const heartbeat = (who: string) => call(who, 'quick_match_heartbeat');

  let made = 0;
  /** A new player, with the name their profile gets. */
  async function newPlayer(label: string): Promise<{ id: string; name: string }> {
    made += 1;
    const name = `${label}_Qm${made}`;
    return { id: await createAuthUser(db, `${label.toLowerCase()}.qm${made}@example.com`, name), name };
  }

  /** The players waiting, longest first (read as the superuser: no client can). */
  const waiting = async () =>
    (
      await db.query<{ player: string }>(
        `select player from public.quick_match_queue order by joined_at, player`,
      )
    ).rows.map((r) => r.player);

  /** Moves an entry's joining or last sign of life `ms` into the past. */
  const backdate = (who: string, column: 'joined_at' | 'seen_at', ms: number) =>
    db.query(
      `update public.quick_match_queue set ${column} = now() - make_interval(secs => $2 / 1000.0) where player = $1`,
      [who, ms],
    );

  /** The rooms a player sits in (one at most, ever). */
  const roomsOf = async (who: string) =>
    (
      await db.query<{ id: string; name: string; phase: string; player_1: string; player_2: string | null }>(
        `select id, name, phase, player_1, player_2 from public.rooms where player_1 = $1 or player_2 = $1`,
        [who],
      )
    ).rows;

  const NAME = new RegExp(`^${QUICK_MATCH_ROOM} \\d{4}$`);

  beforeEach(async () => {
    await db.query(`delete from public.quick_match_queue`);
  });

  it('keeps the queue from every client: no table privilege, no helper, and nothing at all for anon', async () => {
    const someone = await newPlayer('Nosy');
    await join(someone.id);
    for (const sql of [
      `select * from public.quick_match_queue`,
      `insert into public.quick_match_queue (player) values ('${ben}')`,
      `update public.quick_match_queue set joined_at = now() - interval '1 hour'`,
      `delete from public.quick_match_queue`,
      `select public.pair_quick_match()`,
      `select public.quick_match_status_of('${someone.id}')`,
      `select public.new_quick_match_name()`,
    ]) {
      expect((await sqlError(asRole(db, user(ben), (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
    for (const fn of ['join_quick_match', 'leave_quick_match', 'quick_match_heartbeat']) {
      expect((await sqlError(asRole(db, anon, (tx) => tx.query(`select public.${fn}()`)))).code, fn).toBe(
        '42501',
      );
    }
    expect(await waiting()).toEqual([someone.id]);
  });

  it('keeps one place per player, and its waiting time, however often they ask', async () => {
    const ada = await newPlayer('Ada');
    expect(await join(ada.id)).toMatchObject({ queued: true, looking: 1, room: null });
    await backdate(ada.id, 'joined_at', 5_000);
    await backdate(ada.id, 'seen_at', 5_000);
    const again = await join(ada.id);
    expect(again).toMatchObject({ queued: true, looking: 1, room: null });
    expect(again.waited_ms).toBeGreaterThanOrEqual(5_000);
    expect(again.waited_ms).toBeLessThan(60_000);
    // Asking again, like the heartbeat, counts as being seen.
    const seenAgo = async () =>
      (
        await one<{ ago: number }>(
          db,
          `select (extract(epoch from clock_timestamp() - seen_at) * 1000)::float8 as ago
           from public.quick_match_queue where player = $1`,
          [ada.id],
        )
      ).ago;
    expect(await seenAgo()).toBeLessThan(5_000);
    await backdate(ada.id, 'seen_at', 5_000);
    const beat = await heartbeat(ada.id);
    expect(beat).toMatchObject({ queued: true, looking: 1, room: null });
    expect(await seenAgo()).toBeLessThan(5_000);
    expect(beat.waited_ms).toBeGreaterThanOrEqual(5_000);
    expect(await waiting()).toEqual([ada.id]);
  });

  it('pairs two into a room of their own, the longer waiter Player 1, at a fighter select started as Start Game starts it', async () => {
    const first = await newPlayer('Liza');
    const second = await newPlayer('Marco');
    await join(first.id);
    await backdate(first.id, 'joined_at', 2_000);
    const paired = await join(second.id);
    expect(paired).toMatchObject({ queued: false, waited_ms: 0, looking: 0 });
    const room = paired.room;
    expect(room?.name).toMatch(NAME);
    expect(room).toMatchObject({ phase: 'picking' });
    expect(room?.members.map((m) => [m.name, m.you])).toEqual([
      [first.name, false],
      [second.name, true],
    ]);
    // The longer waiter finds the room with their next heartbeat (or when the doorbell rings).
    const found = await heartbeat(first.id);
    expect(found).toMatchObject({ queued: false, waited_ms: 0, looking: 0 });
    expect(found.room).toMatchObject({
      id: room?.id,
      name: room?.name,
      phase: 'picking',
      match_id: room?.match_id,
    });
    expect(found.room?.members.map((m) => m.you)).toEqual([true, false]);
    expect(await waiting()).toEqual([]);
    expect(await roomsOf(first.id)).toEqual([
      { id: room?.id, name: room?.name, phase: 'picking', player_1: first.id, player_2: second.id },
    ]);

    // The match is the one the match function's startMatch makes: Player 1 first, and picked for.
    const matchId = room?.match_id ?? '';
    expect(matchId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await one<{
      room_id: string;
      player_1: string;
      player_2: string;
      status: string;
      rev: number;
    }>(db, `select room_id, player_1, player_2, status, rev from public.matches where id = $1`, [matchId]);
    expect(row).toEqual({
      room_id: room?.id,
      player_1: first.id,
      player_2: second.id,
      status: 'picking',
      rev: -1,
    });
    await db.query(`select public.online_pick_fighter($1, $2, 2::smallint)`, [first.id, matchId]);
    const picked = await one<{ picked: { fighter_1: number; fighter_2: number; names: string[] } }>(
      db,
      `select public.online_pick_fighter($1, $2, 1::smallint) as picked`,
      [second.id, matchId],
    );
    expect(picked.picked).toMatchObject({ fighter_1: 2, fighter_2: 1, names: [first.name, second.name] });

    // A third player waits alone.
    const third = await newPlayer('Nena');
    expect(await join(third.id)).toEqual({
      queued: true,
      waited_ms: expect.any(Number),
      looking: 1,
      room: null,
    });
  });

  it('pairs the two who waited longest, whoever asks, and names the room as no room is named', async () => {
    const [oldest, older, asker] = [
      await newPlayer('Oscar'),
      await newPlayer('Pilar'),
      await newPlayer('Quino'),
    ];
    // Two left waiting (as a room that could not be made would leave them): the next to ask pairs them.
    await db.query(
      `insert into public.quick_match_queue (player, joined_at) values ($1, now() - interval '20 seconds'),
                                                                    ($2, now() - interval '10 seconds')`,
      [older.id, oldest.id],
    );
    await db.query(
      `update public.quick_match_queue set joined_at = now() - interval '30 seconds' where player = $1`,
      [oldest.id],
    );
    expect(await join(asker.id)).toMatchObject({ queued: true, looking: 1, room: null });
    const [room] = await roomsOf(oldest.id);
    expect(room).toMatchObject({ player_1: oldest.id, player_2: older.id, phase: 'picking' });
    expect(await waiting()).toEqual([asker.id]);

    // A drawn name is passed over while a room has it, whatever its case.
    await db.query(`select setseed(0.25)`);
    const drawn = (await one<{ name: string }>(db, `select public.new_quick_match_name() as name`)).name;
    expect(drawn).toMatch(NAME);
    const holder = await newPlayer('Rosa');
    await asRole(
      db,
      user(holder.id),
      (tx) => tx.query(`select public.create_room($1)`, [drawn.toLowerCase()]),
      {
        commit: true,
      },
    );
    await db.query(`select setseed(0.25)`);
    const next = (await one<{ name: string }>(db, `select public.new_quick_match_name() as name`)).name;
    expect(next).toMatch(NAME);
    expect(next).not.toBe(drawn);
  });

  it("refuses a player who sits in a room, in the own server's words", async () => {
    const seated = await newPlayer('Sara');
    await asRole(db, user(seated.id), (tx) => tx.query(`select public.create_room('Silid ni Sara')`), {
      commit: true,
    });
    expect(await refusal(join(seated.id))).toEqual({
      code: 'GA409',
      hint: 'in_room',
      message: 'You are already in the room "Silid ni Sara". Leave it first.',
    });
    expect(await waiting()).toEqual([]);
  });

  it('takes a player out of the queue when they enter a room by their own hand, and only then', async () => {
    const [tala, ugo, vina, wes] = [
      await newPlayer('Tala'),
      await newPlayer('Ugo'),
      await newPlayer('Vina'),
      await newPlayer('Wes'),
    ];
    const asPlayer = <T>(who: string, sql: string, params: unknown[] = []) =>
      asRole(db, user(who), (tx) => one<T>(tx, sql, params), { commit: true });

    await join(tala.id);
    const made = await asPlayer<{ id: string }>(
      tala.id,
      `select public.create_room('Bahay ni Tala') ->> 'id' as id`,
    );
    expect(await waiting()).toEqual([]);
    // Their place now names the room they entered.
    expect(await heartbeat(tala.id)).toMatchObject({
      queued: false,
      room: { id: made.id, name: 'Bahay ni Tala' },
    });

    await join(ugo.id);
    // A refused create_room leaves the place as it was.
    expect((await refusal(asPlayer(ugo.id, `select public.create_room('Bahay ni Tala')`))).hint).toBe(
      'name_taken',
    );
    expect(await waiting()).toEqual([ugo.id]);
    await asPlayer(ugo.id, `select public.join_room($1)`, [made.id]);
    expect(await waiting()).toEqual([]);

    const other = await asPlayer<{ code: string }>(
      wes.id,
      `select public.create_room('Kubo ni Wes') ->> 'invite_code' as code`,
    );
    await join(vina.id);
    await asPlayer(vina.id, `select public.join_room_by_invite($1)`, [other.code]);
    expect(await waiting()).toEqual([]);
    expect(await heartbeat(vina.id)).toMatchObject({ queued: false, room: { name: 'Kubo ni Wes' } });
  });

  it('lets a player leave, and answers the leave of a player not queued alike', async () => {
    const [xena, yael] = [await newPlayer('Xena'), await newPlayer('Yael')];
    await join(xena.id);
    expect(await leave(xena.id)).toEqual({ queued: false, waited_ms: 0, looking: 0, room: null });
    expect(await waiting()).toEqual([]);
    await join(yael.id);
    expect(await leave(xena.id)).toEqual({ queued: false, waited_ms: 0, looking: 1, room: null });
    expect(await heartbeat(xena.id)).toEqual({ queued: false, waited_ms: 0, looking: 1, room: null });
    // Xena's leave did not pair Yael with anyone, nor take her place.
    expect(await waiting()).toEqual([yael.id]);
  });

  it('never pairs an entry not seen for longer than PRESENCE_TIMEOUT_MS, and counts only the ones seen', async () => {
    const [gone, here, late] = [await newPlayer('Gone'), await newPlayer('Here'), await newPlayer('Late')];
    await join(gone.id);
    await backdate(gone.id, 'seen_at', PRESENCE_TIMEOUT_MS + 1_000);
    // Still in the table, but no longer counted as looking.
    expect((await leave(here.id)).looking).toBe(0);
    expect(await join(here.id)).toMatchObject({ queued: true, looking: 1, room: null });
    expect(await waiting()).toEqual([here.id]);
    expect(await roomsOf(gone.id)).toEqual([]);
    // The gone player's tab, back, hears that it waits no longer.
    expect(await heartbeat(gone.id)).toMatchObject({ queued: false, room: null, looking: 1 });

    // Seen within the timeout, a player is still looking, and paired.
    await backdate(here.id, 'seen_at', PRESENCE_TIMEOUT_MS - 3_000);
    const paired = await join(late.id);
    expect(paired.room?.members.map((m) => m.name)).toEqual([here.name, late.name]);
    expect(await waiting()).toEqual([]);
  });

  it('pairs each player once when many ask at once', async () => {
    // PGlite runs one transaction at a time; on Postgres the queue's advisory lock is what makes
    // the callers take turns.
    const first = await newPlayer('Alon');
    await join(first.id);
    const racers = [
      await newPlayer('Bagyo'),
      await newPlayer('Kidlat'),
      await newPlayer('Ulan'),
      await newPlayer('Hangin'),
    ];
    const answers = await Promise.all(racers.map((racer) => join(racer.id)));
    expect(answers.filter((a) => a.room !== null)).toHaveLength(2);
    expect(answers.filter((a) => a.queued)).toHaveLength(2);
    const everyone = [first, ...racers];
    const seats = await Promise.all(everyone.map((p) => roomsOf(p.id)));
    expect(seats.map((rooms) => rooms.length).sort()).toEqual([0, 1, 1, 1, 1]);
    const left = await waiting();
    expect(left).toHaveLength(1);
    expect(seats[everyone.findIndex((p) => p.id === left[0])]).toEqual([]);
    // The one who waited before the rush is in the first room, as its Player 1.
    expect(seats[0]?.[0]?.player_1).toBe(first.id);
    expect(new Set(seats.flat().map((r) => r.id)).size).toBe(2);
  });

  it('rings the quick_match topic when players join or leave, never for a heartbeat or a second ask', async () => {
    const zeny = await newPlayer('Zeny');
    const rings = async () =>
      (
        await one<{ n: number }>(
          db,
          `select count(*)::int as n from realtime.messages where topic = 'quick_match' and event = 'queue'`,
        )
      ).n;
    const before = await rings();
    await join(zeny.id);
    expect(await rings()).toBe(before + 1);
    await join(zeny.id);
    await heartbeat(zeny.id);
    expect(await rings()).toBe(before + 1);
    await leave(zeny.id);
    expect(await rings()).toBe(before + 2);
    await leave(zeny.id);
    expect(await rings()).toBe(before + 2);
    const last = await one<{ payload: unknown; private: boolean }>(
      db,
      `select payload, private from realtime.messages where topic = 'quick_match' order by inserted_at desc limit 1`,
    );
    expect(last).toEqual({ payload: {}, private: true });
  });
});
