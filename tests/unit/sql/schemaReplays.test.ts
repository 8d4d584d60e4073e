// Replays on the schema (PGlite): each player lists only their own finished battles with their logs; a
// versus replay is deleted with its log, a story battle only hidden, never deleted or unhidden directly.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser } from './gameDb.ts';
import { anon, asRole, sqlError, user } from './roles.ts';
import { json, one, storySetup } from './storySql.ts';
import { endAsTheServer, openOwnedWorld, refused } from './schemaSql.ts';

let db: PGlite, ben: string;
beforeAll(async () => ({ db, ben } = await openOwnedWorld()), 60_000);
afterAll(() => db?.close());

describe('replays', () => {
  let fay: string;
  let fayHero: string;
  const asFay = <T>(work: (tx: Transaction) => Promise<T>) => asRole(db, user(fay), work, { commit: true });
  const fayError = (sql: string, params: unknown[] = []) => sqlError(asFay((tx) => tx.query(sql, params)));
  type Page = { total: number; battles: { id: string; mode: string; actions: unknown[] }[] };
  const listOf = (who: string, limit: number, offset: number) =>
    asRole(db, user(who), (tx) =>
      json(tx, `select public.list_replays($1, $2)`, [limit, offset]),
    ) as unknown as Promise<Page>;

  /**
   * A battle of the caller with two logged moves, ended `minutesAgo` minutes ago (or still active).
   * A story battle is Fay's hero's, begun as the game begins one.
   */
  async function battle(tx: Transaction, mode: string, minutesAgo: number | null): Promise<string> {
    const setup = mode === 'adventure' ? await storySetup(tx, fayHero) : {};
    const { id } = await one<{ id: string }>(
      tx,
      `insert into public.battles (mode, seed, setup) values ($1, 5, $2) returning id`,
      [mode, setup],
    );
    await tx.query(`select public.append_battle_action($1, 0, '{"type":"chargeEnergy","side":0}')`, [id]);
    await tx.query(`select public.append_battle_action($1, 1, '{"type":"timeUp","side":1}')`, [id]);
    if (minutesAgo !== null) await endAsTheServer(tx, id, 0, minutesAgo);
    return id;
  }

  beforeAll(async () => {
    fay = await createAuthUser(db, 'fay.replays@example.com', 'Fay_Replays');
    const begun = await asFay((tx) =>
      json(tx, `select public.begin_adventure('Replays.', '{}', 'Tala', '', 'Soldier', '{}')`),
    );
    fayHero = String((begun.hero as { id: string }).id);
  });

  it('lists only the caller’s finished battles, ended most recently first, with their ordered logs', async () => {
    const ids = await asFay(async (tx) => ({
      older: await battle(tx, 'local_two_player', 30),
      story: await battle(tx, 'adventure', 20),
      newer: await battle(tx, 'versus_computer', 10),
      active: await battle(tx, 'versus_computer', null),
    }));
    const page = await listOf(fay, 2, 0);
    expect(page.total).toBe(3);
    expect(page.battles.map((b) => b.id)).toEqual([ids.newer, ids.story]);
    expect(page.battles[0]?.actions).toEqual([
      { type: 'chargeEnergy', side: 0 },
      { type: 'timeUp', side: 1 },
    ]);
    expect((await listOf(fay, 2, 2)).battles.map((b) => b.id)).toEqual([ids.older]);
    const stranger = await createAuthUser(db, 'gil.replays@example.com', 'Gil_Replays');
    expect(await listOf(stranger, 50, 0)).toEqual({ total: 0, battles: [] });
    for (const [limit, offset] of [
      [0, 0],
      [51, 0],
      [5, -1],
    ]) {
      expect(await fayError(`select public.list_replays($1, $2)`, [limit, offset])).toMatchObject({
        code: 'GA400',
      });
    }
    expect(
      await sqlError(asRole(db, anon, (tx) => tx.query(`select public.list_replays(5, 0)`))),
    ).toMatchObject({ code: '42501' });
  });

  it('deletes a versus replay with its log, only hides a story battle, and refuses the rest', async () => {
    const ids = await asFay(async (tx) => ({
      versus: await battle(tx, 'versus_computer', 5),
      story: await battle(tx, 'adventure', 4),
      active: await battle(tx, 'local_two_player', null),
    }));
    const remove = (id: string) => `select public.delete_replay('${id}')`;
    expect(await fayError(remove(ids.active))).toMatchObject({ code: 'GA409' });
    expect(await fayError(remove(crypto.randomUUID()))).toMatchObject({ code: 'GA404' });
    expect(await sqlError(asRole(db, user(ben), (tx) => tx.query(remove(ids.versus))))).toMatchObject({
      code: 'GA403',
    });
    await asFay((tx) => tx.query(remove(ids.versus)));
    await asFay((tx) => tx.query(remove(ids.story)));
    const left = await db.query<{ id: string; replay_hidden: boolean }>(
      `select id, replay_hidden from public.battles where id = any($1::uuid[])`,
      [[ids.versus, ids.story]],
    );
    expect(left.rows).toEqual([{ id: ids.story, replay_hidden: true }]);
    expect(
      (await db.query(`select 1 from public.battle_actions where battle_id = $1`, [ids.versus])).rows,
    ).toEqual([]);
    const listed = (await listOf(fay, 50, 0)).battles.map((b) => b.id);
    expect(listed).not.toContain(ids.story);
    expect(listed).not.toContain(ids.versus);
  });

  it('keeps story battles from being deleted or unhidden directly, and lets versus battles go', async () => {
    const ids = await asFay(async (tx) => ({
      versus: await battle(tx, 'versus_computer', 3),
      story: await battle(tx, 'adventure', 2),
    }));
    // Deleting a lost story battle would escape its jail: RLS leaves it in place.
    expect(await refused(db, user(fay), `delete from public.battles where id = '${ids.story}'`)).toBe(true);
    expect(
      (await fayError(`update public.battles set replay_hidden = false where id = $1`, [ids.story])).code,
    ).toBe('42501');
    const gone = await asFay((tx) => tx.query(`delete from public.battles where id = $1`, [ids.versus]));
    expect(gone.affectedRows).toBe(1);
  });
});
