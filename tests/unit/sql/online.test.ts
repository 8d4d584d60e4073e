// The online schema on PGlite (supabase/migrations/…_online.sql), as the roles Supabase's API uses:
// who reads a room's chat, a match and its views, who may hear a Realtime topic, and the database's
// side of the rules (the chat's pace, seats, an append-only log, changes stored in order); the
// rooms' invite links (…_room_invites.sql); Quick Match's queue (…_quick_match.sql); and spectators
// (…_spectators.sql).
import { readFileSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMatch,
  nextWakeAt,
  spectatorView,
  submitMove,
  viewFor,
} from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { INVITE_CODE_PATTERN } from '../../../src/protocol/fields.ts';
import { PRESENCE_TIMEOUT_MS } from '../../../src/protocol/presence.ts';
import { INVITE_TEXT, QUICK_MATCH_ROOM, WATCH_TEXT } from '../../../src/protocol/rooms.ts';
import { createAuthUser, migrationFiles, openGameDb } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { SUPABASE_STUB_SQL } from './supabaseStub.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let db: PGlite;
let ana: string; // Player 1
let cora: string; // Player 2
let ben: string; // in no room: the third player
let room: string;
let matchId: string;
let match: MatchState;

const one = async <T>(tx: Transaction | PGlite, sql: string, params: unknown[] = []): Promise<T> => {
  const row = (await tx.query<T>(sql, params)).rows[0];
  if (row === undefined) throw new Error(`no row from ${sql}`);
  return row;
};

const views = (state: MatchState, since = 0) =>
  JSON.stringify([0, 1].map((seat) => ({ seat, view: viewFor(state, seat as 0 | 1, { since }) })));

/** Stores a change as the match function does (service role: here the superuser). */
const commit = (revBefore: number, state: MatchState, since = 0, entries: unknown[] = []) =>
  db.query(`select public.online_commit($1, $2, $3, $4, $5, $6)`, [
    state.id,
    revBefore,
    state,
    nextWakeAt(state),
    JSON.stringify(entries),
    views(state, since),
  ]);

/** The refusal a call raises, with the protocol's code from its hint. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; hint: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const e = error as { code?: string; hint?: string; message?: string };
    return { code: e.code ?? '', hint: e.hint ?? '', message: e.message ?? '' };
  }
  throw new Error('expected the call to be refused');
}

/** Whether `who` may read a Broadcast message of `topic`, as Realtime checks it when a channel joins. */
async function mayHear(who: string | null, topic: string): Promise<boolean> {
  let heard = false;
  await db.transaction(async (tx) => {
    const probe = await one<{ id: string }>(
      tx,
      `insert into realtime.messages (topic, extension, event, payload, private)
       values ($1, 'broadcast', 'probe', '{}', true) returning id`,
      [topic],
    );
    await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [who ?? '']);
    await tx.query(`select set_config('realtime.topic', $1, true)`, [topic]);
    await tx.exec(`set local role ${who ? 'authenticated' : 'anon'}`);
    heard = (await tx.query(`select 1 from realtime.messages where id = $1`, [probe.id])).rows.length === 1;
    await tx.rollback();
  });
  return heard;
}

beforeAll(async () => {
  db = await openGameDb();
  ana = await createAuthUser(db, 'ana@example.com', 'Ana_Dalisay');
  cora = await createAuthUser(db, 'cora@example.com', 'Cora_Lim');
  ben = await createAuthUser(db, 'ben@example.com', 'Ben_Tolentino');
  room = (
    await asRole(
      db,
      user(ana),
      (tx) => one<{ id: string }>(tx, `select public.create_room('Sala') ->> 'id' as id`),
      {
        commit: true,
      },
    )
  ).id;
  await asRole(db, user(cora), (tx) => tx.query(`select public.join_room($1)`, [room]), { commit: true });
  await asRole(
    db,
    user(ana),
    (tx) => tx.query(`select public.send_chat($1, 'Para kay Cora lamang.')`, [room]),
    {
      commit: true,
    },
  );
  matchId = crypto.randomUUID();
  await db.query(`select public.online_start_match($1, $2, $3)`, [ana, room, matchId]);
  await db.query(`select public.online_pick_fighter($1, $2, 1::smallint)`, [ana, matchId]);
  await db.query(`select public.online_pick_fighter($1, $2, 2::smallint)`, [cora, matchId]);
  match = createMatch({ id: matchId, seats: [ana, cora], fighters: [1, 2], seed: 4242, now: Date.now() });
  await commit(-1, match);
}, 240_000);

afterAll(async () => {
  await db?.close();
});

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
    const id = (
      await asRole(
        db,
        user(dave),
        (tx) => one<{ id: string }>(tx, `select public.create_room('Kubo') ->> 'id' as id`),
        {
          commit: true,
        },
      )
    ).id;
    await asRole(db, user(eve), (tx) => tx.query(`select public.join_room($1)`, [id]), { commit: true });
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

describe('invite links', () => {
  /** A member's view of a room, as room_for builds it. */
  interface MemberRoom {
    id: string;
    name: string;
    invite_code: string;
    members: { name: string; you: boolean }[];
  }

  /** Calls join_room_by_invite as `who`, committing what it did. */
  const byInvite = (who: string, code: string | null) =>
    asRole(
      db,
      user(who),
      async (tx) =>
        (await one<{ room: MemberRoom }>(tx, `select public.join_room_by_invite($1) as room`, [code])).room,
      { commit: true },
    );

  const createRoom = (who: string, name: string) =>
    asRole(
      db,
      user(who),
      async (tx) =>
        (await one<{ room: MemberRoom }>(tx, `select public.create_room($1) as room`, [name])).room,
      { commit: true },
    );

  const FULL_TEXT = 'That room is full: two players are already in it.';

  it('draws every code as 12 URL-safe base64 characters, 72 random bits, different for each room', async () => {
    const drawn = (
      await db.query<{ code: string }>(
        `select public.new_invite_code() as code from generate_series(1, 2000)`,
      )
    ).rows.map((r) => r.code);
    expect(drawn.every((code) => INVITE_CODE_PATTERN.test(code))).toBe(true);
    expect(new Set(drawn).size).toBe(drawn.length);
    // 72 bits are exactly 12 characters of 6 bits: no position may be held back (a UUID's version or
    // variant digit let through would leave one position a quarter of the alphabet or less).
    for (let position = 0; position < 12; position += 1) {
      expect(new Set(drawn.map((code) => code[position])).size, `position ${position}`).toBeGreaterThan(56);
    }
    const all = (await db.query<{ invite_code: string }>(`select invite_code from public.rooms`)).rows;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => INVITE_CODE_PATTERN.test(r.invite_code))).toBe(true);
    expect(new Set(all.map((r) => r.invite_code)).size).toBe(all.length);
    // The table holds only codes of that form, each once.
    expect(
      (await sqlError(db.query(`update public.rooms set invite_code = 'not a code' where id = $1`, [room])))
        .code,
    ).toBe('23514');
    const other = await createAuthUser(db, 'lito@example.com', 'Lito_Cruz');
    const made = await createRoom(other, 'Copycat');
    expect(
      (
        await sqlError(
          db.query(
            `update public.rooms set invite_code = (select invite_code from public.rooms where id = $1)
                    where id = $2`,
            [room, made.id],
          ),
        )
      ).code,
    ).toBe('23505');
    await db.query(`select public.online_leave_room($1, $2)`, [other, made.id]);
  });

  it('tells the code to the members only: room_for carries it, the room list does not', async () => {
    const code = (
      await one<{ invite_code: string }>(db, `select invite_code from public.rooms where id = $1`, [room])
    ).invite_code;
    const seen = await asRole(db, user(cora), (tx) =>
      one<{ room: MemberRoom }>(tx, `select public.room_heartbeat($1) as room`, [room]),
    );
    expect(seen.room.invite_code).toBe(code);
    for (const who of [ben, ana]) {
      for (const sql of [
        `select invite_code from public.rooms`,
        `select * from public.rooms`,
        `select id from public.rooms where invite_code = '${code}'`,
      ]) {
        expect((await sqlError(asRole(db, user(who), (tx) => tx.query(sql)))).code, sql).toBe('42501');
      }
    }
    expect(
      (await sqlError(asRole(db, anon, (tx) => tx.query(`select invite_code from public.rooms`)))).code,
    ).toBe('42501');
    // Nor the codes of closed rooms, nor a code drawn on request.
    for (const sql of [`select * from public.closed_invites`, `select public.new_invite_code()`]) {
      expect((await sqlError(asRole(db, user(ben), (tx) => tx.query(sql)))).code, sql).toBe('42501');
    }
    expect(
      (
        await sqlError(
          asRole(db, anon, (tx) => tx.query(`select public.join_room_by_invite('AAAAAAAAAAAA')`)),
        )
      ).code,
    ).toBe('42501');
  });

  it('seats a player by the code, gives a member their own room again and refuses a full room', async () => {
    const dave = await createAuthUser(db, 'dave.invite@example.com', 'Dave_Invite');
    const eve = await createAuthUser(db, 'eve.invite@example.com', 'Eve_Invite');
    const finn = await createAuthUser(db, 'finn.invite@example.com', 'Finn_Invite');
    const made = await createRoom(dave, 'Tahanan');
    expect(made.invite_code).toMatch(INVITE_CODE_PATTERN);

    const joined = await byInvite(eve, made.invite_code);
    expect(joined).toMatchObject({ id: made.id, name: 'Tahanan', invite_code: made.invite_code });
    expect(joined.members.map((m) => [m.name, m.you])).toEqual([
      ['Dave_Invite', false],
      ['Eve_Invite', true],
    ]);
    // Both members following the link are where it leads: their room, unchanged.
    for (const [who, name] of [
      [dave, 'Dave_Invite'],
      [eve, 'Eve_Invite'],
    ] as const) {
      const again = await byInvite(who, made.invite_code);
      expect(again.id).toBe(made.id);
      expect(again.members.find((m) => m.you)?.name).toBe(name);
      expect(again.members).toHaveLength(2);
    }

    expect(await refusal(byInvite(finn, made.invite_code))).toEqual({
      code: 'GA409',
      hint: 'room_full',
      message: FULL_TEXT,
    });
    // A room whose match has begun is full too (here with its second seat free again, as it never is).
    await db.query(
      `update public.rooms set player_2 = null, player_2_name = null, player_2_seen_at = null,
                    phase = 'picking' where id = $1`,
      [made.id],
    );
    expect((await refusal(byInvite(finn, made.invite_code))).hint).toBe('room_full');
    await db.query(`update public.rooms set phase = 'waiting' where id = $1`, [made.id]);
    await db.query(`select public.online_leave_room($1, $2)`, [dave, made.id]);
  });

  it('refuses a player already in another room, in the words of join_room', async () => {
    const gina = await createAuthUser(db, 'gina.invite@example.com', 'Gina_Invite');
    const hugo = await createAuthUser(db, 'hugo.invite@example.com', 'Hugo_Invite');
    const open = await createRoom(gina, 'Bukas');
    const own = await createRoom(hugo, 'Sariling Bahay');
    expect(await refusal(byInvite(hugo, open.invite_code))).toEqual({
      code: 'GA409',
      hint: 'in_room',
      message: 'You are already in the room "Sariling Bahay". Leave it first.',
    });
    // Nothing changed: Gina's room still waits for a second player.
    const row = await one<{ player_2: string | null }>(
      db,
      `select player_2 from public.rooms where id = $1`,
      [open.id],
    );
    expect(row.player_2).toBeNull();
    await db.query(`select public.online_leave_room($1, $2)`, [gina, open.id]);
    await db.query(`select public.online_leave_room($1, $2)`, [hugo, own.id]);
  });

  it('lets one of two players racing for the seat take it', async () => {
    const host = await createAuthUser(db, 'host.invite@example.com', 'Host_Invite');
    const made = await createRoom(host, 'Karera');
    const racers = [
      await createAuthUser(db, 'ivan.invite@example.com', 'Ivan_Invite'),
      await createAuthUser(db, 'jun.invite@example.com', 'Jun_Invite'),
    ];
    const race = await Promise.allSettled(racers.map((who) => byInvite(who, made.invite_code)));
    expect(race.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = race.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && (lost.reason as { hint: string }).hint).toBe('room_full');
    const row = await one<{ player_2: string }>(db, `select player_2 from public.rooms where id = $1`, [
      made.id,
    ]);
    expect(racers).toContain(row.player_2);
    await db.query(`select public.online_leave_room($1, $2)`, [row.player_2, made.id]);
    await db.query(`select public.online_leave_room($1, $2)`, [host, made.id]);
  });

  it('tells an unknown code from the code of a room that has closed, for 30 days', async () => {
    const kiko = await createAuthUser(db, 'kiko.invite@example.com', 'Kiko_Invite');
    const lara = await createAuthUser(db, 'lara.invite@example.com', 'Lara_Invite');
    const mila = await createAuthUser(db, 'mila.invite@example.com', 'Mila_Invite');
    const unknown = { code: 'GA404', hint: 'no_room', message: INVITE_TEXT.unknown };
    const closed = { code: 'GA404', hint: 'room_closed', message: INVITE_TEXT.closed };
    expect(await refusal(byInvite(mila, 'AAAAAAAAAAAA'))).toEqual(unknown);

    const made = await createRoom(kiko, 'Paalam Na');
    await byInvite(lara, made.invite_code);
    await db.query(`select public.online_leave_room($1, $2)`, [kiko, made.id]);
    // One player left: the room is open and still joined by its code.
    expect((await byInvite(mila, made.invite_code)).members).toHaveLength(2);
    await db.query(`select public.online_leave_room($1, $2)`, [mila, made.id]);
    await db.query(`select public.online_leave_room($1, $2)`, [lara, made.id]);
    expect((await db.query(`select 1 from public.rooms where id = $1`, [made.id])).rows).toEqual([]);
    for (const who of [kiko, lara, mila])
      expect(await refusal(byInvite(who, made.invite_code))).toEqual(closed);

    // A closed code is remembered for 30 days; older ones go as newer rooms close.
    await db.query(
      `update public.closed_invites set closed_at = now() - interval '31 days' where invite_code = $1`,
      [made.invite_code],
    );
    const next = await createRoom(kiko, 'Isa Pa');
    await db.query(`select public.online_leave_room($1, $2)`, [kiko, next.id]);
    const kept = (
      await db.query<{ invite_code: string }>(`select invite_code from public.closed_invites`)
    ).rows.map((r) => r.invite_code);
    expect(kept).toContain(next.invite_code);
    expect(kept).not.toContain(made.invite_code);
    expect(await refusal(byInvite(mila, made.invite_code))).toEqual(unknown);
    expect(await refusal(byInvite(mila, next.invite_code))).toEqual(closed);
  });

  it('refuses a code that is not whole before looking for it', async () => {
    const nino = await createAuthUser(db, 'nino.invite@example.com', 'Nino_Invite');
    const malformed = {
      code: 'GA400',
      hint: 'invalid',
      message: 'That invite link is not whole: its code should be 12 letters, digits, - or _.',
    };
    for (const code of [
      '',
      'AAAAAAAAAAA',
      'AAAAAAAAAAAAA',
      'AAAAAA AAAAA',
      'AAAAAA+AAAAA',
      'AAAAAA/AAAAA',
      null,
    ]) {
      expect(await refusal(byInvite(nino, code)), String(code)).toEqual(malformed);
    }
    // A member's code followed by anything is no code either.
    const code = (
      await one<{ invite_code: string }>(db, `select invite_code from public.rooms where id = $1`, [room])
    ).invite_code;
    expect(await refusal(byInvite(nino, `${code}\n`))).toEqual(malformed);
  });
});

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

describe('the invite migration on an older database', () => {
  it('gives the rooms already open codes of their own', async () => {
    const files = migrationFiles();
    const at = files.indexOf('20261129200000_room_invites.sql');
    expect(at).toBeGreaterThan(0);
    const dir = new URL('../../../supabase/migrations/', import.meta.url);
    const run = (target: PGlite, name: string) => target.exec(readFileSync(new URL(name, dir), 'utf8'));
    const old = await PGlite.create();
    try {
      await old.exec(SUPABASE_STUB_SQL);
      for (const name of files.slice(0, at)) await run(old, name);
      const players = [
        await createAuthUser(old, 'olda@example.com', 'Olda_One'),
        await createAuthUser(old, 'oldb@example.com', 'Oldb_Two'),
        await createAuthUser(old, 'oldc@example.com', 'Oldc_Three'),
      ] as const;
      for (const [i, who] of players.slice(0, 2).entries())
        await asRole(old, user(who), (tx) => tx.query(`select public.create_room($1)`, [`Old Hall ${i}`]), {
          commit: true,
        });
      for (const name of files.slice(at)) await run(old, name);
      const rooms = (
        await old.query<{ id: string; invite_code: string }>(
          `select id, invite_code from public.rooms order by name`,
        )
      ).rows;
      expect(rooms).toHaveLength(2);
      expect(rooms.every((r) => INVITE_CODE_PATTERN.test(r.invite_code))).toBe(true);
      expect(rooms[0]?.invite_code).not.toBe(rooms[1]?.invite_code);
      // And the codes lead into their rooms.
      const joined = await asRole(old, user(players[2]), (tx) =>
        one<{ room: { id: string; invite_code: string } }>(
          tx,
          `select public.join_room_by_invite($1) as room`,
          [rooms[1]?.invite_code],
        ),
      );
      expect(joined.room).toEqual(
        expect.objectContaining({ id: rooms[1]?.id, invite_code: rooms[1]?.invite_code }),
      );
    } finally {
      await old.close();
    }
  });
});

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
    hall = (
      await asRole(
        db,
        user(host),
        (tx) => one<{ id: string }>(tx, `select public.create_room('Tanghalan') ->> 'id' as id`),
        { commit: true },
      )
    ).id;
    await asRole(db, user(guest), (tx) => tx.query(`select public.join_room($1)`, [hall]), { commit: true });
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
    const refused = (call: Promise<unknown>) => refusal(call);
    const notLive = { code: 'GA409', hint: 'not_live', message: WATCH_TEXT.notLive };
    expect(await refused(watch(ada, crypto.randomUUID()))).toEqual(notLive);
    // A match whose fighters are still picked is not being played either.
    const picking = crypto.randomUUID();
    const room = (
      await asRole(
        db,
        user(three),
        (tx) => one<{ id: string }>(tx, `select public.create_room('Pilian') ->> 'id' as id`),
        {
          commit: true,
        },
      )
    ).id;
    await asRole(db, user(two), (tx) => tx.query(`select public.join_room($1)`, [room]), { commit: true });
    await db.query(`select public.online_start_match($1, $2, $3)`, [three, room, picking]);
    expect(await refused(watch(ada, picking))).toEqual(notLive);
    for (const player of [host, guest])
      expect(await refused(watch(player))).toEqual({
        code: 'GA409',
        hint: 'own_match',
        message: WATCH_TEXT.ownMatch,
      });

    expect((await watch(ada, watchedId, 2)).watchers).toBe(1);
    expect((await watch(two, watchedId, 2)).watchers).toBe(2);
    expect(await refused(watch(three, watchedId, 2))).toEqual({
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
