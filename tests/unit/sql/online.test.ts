// The online schema on PGlite (supabase/migrations/…_online.sql), as the roles Supabase's API uses:
// who reads a room's chat, a match and its views, who may hear a Realtime topic, and the database's
// side of the rules (the chat's pace, seats, an append-only log, changes stored in order). The rooms'
// invite links, Quick Match and spectators have files of their own (onlineInvites, onlineQuickMatch,
// onlineSpectators .test.ts).
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitMove } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { createAuthUser } from './gameDb.ts';
import { one, onlineSqlHelpers, openSeatedRoom, roomOf } from './onlineSql.ts';
import { anon, asRole, sqlError, user } from './roles.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let db: PGlite, ana: string, cora: string, ben: string, room: string, matchId: string, match: MatchState;
const { commit, mayHear } = onlineSqlHelpers(() => db);
beforeAll(async () => ({ db, ana, cora, ben, room, matchId, match } = await openSeatedRoom()), 240_000);
afterAll(() => db?.close());

describe('what each player reads', () => {
  it("keeps a third player out of the room's chat, the match, its log and its views", async () => {
    const asBen = <T>(work: (tx: Transaction) => Promise<T>) => asRole(db, user(ben), work);
    expect(
      (await asBen((tx) => tx.query(`select * from public.room_chat where room_id = $1`, [room]))).rows,
    ).toEqual([]);
    expect(
      (await asBen((tx) => tx.query(`select * from public.match_views where match_id = $1`, [matchId]))).rows,
    ).toEqual([]);
    for (const table of ['matches', 'match_actions']) {
      expect((await sqlError(asBen((tx) => tx.query(`select * from public.${table}`)))).code, table).toBe(
        '42501',
      );
    }
    // The room itself is listed for everyone, without the members' accounts.
    expect(
      (await asBen((tx) => tx.query(`select name, status, player_1_name from public.rooms`))).rows,
    ).toEqual([{ name: 'Sala', status: 'playing', player_1_name: 'Ana_Dalisay' }]);
    expect((await sqlError(asBen((tx) => tx.query(`select player_1 from public.rooms`)))).code).toBe('42501');
    expect((await sqlError(asBen((tx) => tx.query(`select player_1_seen_at from public.rooms`)))).code).toBe(
      '42501',
    );
  });

  it('lets each seated player read the chat and only their own views, and anon nothing', async () => {
    for (const [who, seat] of [
      [ana, 0],
      [cora, 1],
    ] as const) {
      const rows = await asRole(db, user(who), (tx) =>
        tx.query<{ seat: number; view: { seat: number; hand: number[] } }>(
          `select seat, view from public.match_views where match_id = $1`,
          [matchId],
        ),
      );
      expect(rows.rows.map((r) => [r.seat, r.view.seat])).toEqual([[seat, seat]]);
      expect(rows.rows[0]?.view.hand).toEqual(match.battle.sides[seat].hand);
      const chat = await asRole(db, user(who), (tx) => tx.query(`select text from public.room_chat`));
      expect(chat.rows).toEqual([{ text: 'Para kay Cora lamang.' }]);
    }
    for (const table of ['rooms', 'room_chat', 'matches', 'match_actions', 'match_views']) {
      expect(
        (await sqlError(asRole(db, anon, (tx) => tx.query(`select * from public.${table}`)))).code,
        table,
      ).toBe('42501');
    }
  });

  it('lets a client write none of it directly', async () => {
    for (const sql of [
      `insert into public.room_chat (room_id, player_id, name, text) values ('${room}', '${ana}', 'Ana_Dalisay', 'x')`,
      `update public.rooms set phase = 'over' where id = '${room}'`,
      `update public.match_views set view = '{}' where match_id = '${matchId}'`,
      `delete from public.match_views where match_id = '${matchId}'`,
    ]) {
      expect((await sqlError(asRole(db, user(ana), (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
  });
});

describe('Realtime topics', () => {
  it("lets every signed-in player hear the lobby and only a room's members hear the room", async () => {
    expect(await mayHear(ben, 'lobby')).toBe(true);
    expect(await mayHear(null, 'lobby')).toBe(false);
    expect(await mayHear(ana, `room:${room}`)).toBe(true);
    expect(await mayHear(cora, `room:${room}`)).toBe(true);
    expect(await mayHear(ben, `room:${room}`)).toBe(false);
    expect(await mayHear(ben, `room:not-a-room`)).toBe(false);
    expect(await mayHear(ana, 'anything else')).toBe(false);
    // Quick Match's doorbell carries nothing: every signed-in player may hear it, as the lobby.
    expect(await mayHear(ben, 'quick_match')).toBe(true);
    expect(await mayHear(null, 'quick_match')).toBe(false);
  });

  it('rings the lobby and the room when the room changes, never for a heartbeat, and never says more than what changed', async () => {
    const before = (await one<{ n: number }>(db, `select count(*)::int as n from realtime.messages`)).n;
    await asRole(db, user(cora), (tx) => tx.query(`select public.room_heartbeat($1)`, [room]), {
      commit: true,
    });
    expect((await one<{ n: number }>(db, `select count(*)::int as n from realtime.messages`)).n).toBe(before);
    await asRole(db, user(cora), (tx) => tx.query(`select public.send_chat($1, 'Salamat!')`, [room]), {
      commit: true,
    });
    const rings = await db.query<{ topic: string; event: string; payload: Record<string, unknown> }>(
      `select topic, event, payload from realtime.messages order by inserted_at desc, id limit 1`,
    );
    expect(rings.rows[0]).toMatchObject({ topic: `room:${room}`, event: 'chat', payload: { roomId: room } });
    expect(Object.keys(rings.rows[0]?.payload ?? {}).sort()).toEqual(['id', 'roomId']);
  });
});

describe('the database side of the rules', () => {
  it('counts each player’s chat under a lock: of ten lines sent at once, five get through', async () => {
    await db.query(`delete from public.room_chat`);
    const sent = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        asRole(db, user(cora), (tx) => tx.query(`select public.send_chat($1, $2)`, [room, `line ${i}`]), {
          commit: true,
        }),
      ),
    );
    expect(sent.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = sent.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && (refused.reason as { code: string }).code).toBe('GA429');
  });

  it('stores a change only over the rev it was made from, and keeps the log append-only', async () => {
    const moved = submitMove(
      match,
      { matchId, actor: ana, seq: 0, action: { type: 'chargeEnergy' } },
      Date.now(),
    );
    if (!moved.ok) throw new Error(moved.reason);
    const entry = moved.entry;
    await commit(0, moved.match, 0, [entry]);
    // Another request made its change from rev 0 too: it must start again from rev 1.
    expect(await sqlError(commit(0, moved.match, 0, [entry]))).toMatchObject({ code: 'GA409' });
    expect(await sqlError(commit(1, match))).toMatchObject({ code: 'GA400' });
    const log = await db.query(`select seq, actor, action from public.match_actions where match_id = $1`, [
      matchId,
    ]);
    expect(log.rows).toEqual([{ seq: 0, actor: 0, action: { type: 'chargeEnergy', side: 0 } }]);
    for (const sql of [
      `update public.match_actions set action = '{}' where match_id = '${matchId}'`,
      `delete from public.match_actions where match_id = '${matchId}'`,
    ]) {
      const asService = db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        await tx.query(sql);
      });
      expect((await sqlError(asService)).code, sql).toBe('42501');
    }
    const row = await one<{ rev: number; seq: number; status: string }>(
      db,
      `select rev, seq, status from public.matches where id = $1`,
      [matchId],
    );
    expect(row).toEqual({ rev: 1, seq: 1, status: 'live' });
  });

  it('moves Player 2 up when Player 1 leaves a room without a live match, and deletes an empty room with its chat', async () => {
    const dave = await createAuthUser(db, 'dave@example.com', 'Dave_Reyes');
    const eve = await createAuthUser(db, 'eve@example.com', 'Eve_Santos');
    const id = await roomOf(db, dave, 'Kubo', eve);
    await asRole(db, user(eve), (tx) => tx.query(`select public.send_chat($1, 'Paalam')`, [id]), {
      commit: true,
    });
    // With a match being played, leaving must go through the match function (a forfeit).
    await db.query(`update public.rooms set phase = 'playing' where id = $1`, [id]);
    expect(await sqlError(db.query(`select public.online_leave_room($1, $2)`, [dave, id]))).toMatchObject({
      code: 'GA409',
    });
    await db.query(`update public.rooms set phase = 'over' where id = $1`, [id]);
    await db.query(`select public.online_leave_room($1, $2)`, [dave, id]);
    const left = await one<{ player_1: string; player_2: string | null; phase: string }>(
      db,
      `select player_1, player_2, phase from public.rooms where id = $1`,
      [id],
    );
    expect(left).toEqual({ player_1: eve, player_2: null, phase: 'waiting' });
    await db.query(`select public.online_leave_room($1, $2)`, [eve, id]);
    expect((await db.query(`select 1 from public.rooms where id = $1`, [id])).rows).toEqual([]);
    expect((await db.query(`select 1 from public.room_chat where room_id = $1`, [id])).rows).toEqual([]);
  });
});
