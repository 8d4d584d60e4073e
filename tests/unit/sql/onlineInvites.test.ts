// The rooms' invite links on PGlite (supabase/migrations/…_room_invites.sql), as the roles Supabase's
// API uses: how codes are drawn, who is told them, who a code seats and how a bad or old code is
// refused; and the migration giving the rooms already open on an older database codes of their own.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITE_CODE_PATTERN } from '../../../src/protocol/fields.ts';
import { INVITE_TEXT } from '../../../src/protocol/rooms.ts';
import { createAuthUser, databaseBefore } from './gameDb.ts';
import { one, refusal, openSeatedRoom } from './onlineSql.ts';
import { anon, asRole, sqlError, user } from './roles.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let db: PGlite, ana: string, cora: string, ben: string, room: string;
beforeAll(async () => ({ db, ana, cora, ben, room } = await openSeatedRoom()), 240_000);
afterAll(() => db?.close());

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

describe('the invite migration on an older database', () => {
  it('gives the rooms already open codes of their own', async () => {
    const { db: old, migrateRest } = await databaseBefore('20261129200000_room_invites.sql');
    try {
      const players = [
        await createAuthUser(old, 'olda@example.com', 'Olda_One'),
        await createAuthUser(old, 'oldb@example.com', 'Oldb_Two'),
        await createAuthUser(old, 'oldc@example.com', 'Oldc_Three'),
      ] as const;
      for (const [i, who] of players.slice(0, 2).entries())
        await asRole(old, user(who), (tx) => tx.query(`select public.create_room($1)`, [`Old Hall ${i}`]), {
          commit: true,
        });
      await migrateRest();
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
