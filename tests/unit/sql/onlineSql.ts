// What the online schema's SQL tests share (online*.test.ts): a row read, the views a change stores,
// a change stored as the match function stores it, a refusal's code, and whether a player may hear a
// Realtime topic; and the room every file starts from. Each file opens its own database.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createMatch, nextWakeAt, viewFor } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { createAuthUser, openGameDb } from './gameDb.ts';
import { asRole, user } from './roles.ts';

export const one = async <T>(tx: Transaction | PGlite, sql: string, params: unknown[] = []): Promise<T> => {
  const row = (await tx.query<T>(sql, params)).rows[0];
  if (row === undefined) throw new Error(`no row from ${sql}`);
  return row;
};

/** Both seats' views of a state, as the match function stores them with a change. */
export const views = (state: MatchState, since = 0) =>
  JSON.stringify([0, 1].map((seat) => ({ seat, view: viewFor(state, seat as 0 | 1, { since }) })));

/** The refusal a call raises, with the protocol's code from its hint. */
export async function refusal(
  call: Promise<unknown>,
): Promise<{ code: string; hint: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const e = error as { code?: string; hint?: string; message?: string };
    return { code: e.code ?? '', hint: e.hint ?? '', message: e.message ?? '' };
  }
  throw new Error('expected the call to be refused');
}

/** The helpers that use a test file's database, opened in its beforeAll (hence a getter). */
export function onlineSqlHelpers(database: () => PGlite) {
  /** Stores a change as the match function does (service role: here the superuser). */
  const commit = (revBefore: number, state: MatchState, since = 0, entries: unknown[] = []) =>
    database().query(`select public.online_commit($1, $2, $3, $4, $5, $6)`, [
      state.id,
      revBefore,
      state,
      nextWakeAt(state),
      JSON.stringify(entries),
      views(state, since),
    ]);

  /** Whether `who` may read a Broadcast message of `topic`, as Realtime checks it when a channel joins. */
  async function mayHear(who: string | null, topic: string): Promise<boolean> {
    let heard = false;
    await database().transaction(async (tx) => {
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

  return { commit, mayHear };
}

/** A room `host` creates (as the client does, committed), with `guest` joining it when given. */
export async function roomOf(db: PGlite, host: string, name: string, guest?: string): Promise<string> {
  const { id } = await asRole(
    db,
    user(host),
    (tx) => one<{ id: string }>(tx, `select public.create_room($1) ->> 'id' as id`, [name]),
    { commit: true },
  );
  if (guest !== undefined)
    await asRole(db, user(guest), (tx) => tx.query(`select public.join_room($1)`, [id]), { commit: true });
  return id;
}

/** Who and what every online test file starts with. */
export interface SeatedRoom {
  readonly ana: string; // Player 1
  readonly cora: string; // Player 2
  readonly ben: string; // in no room: the third player
  readonly room: string; // 'Sala', Ana's, with one line of chat
  readonly matchId: string;
  readonly match: MatchState; // its first state, stored
}

/** A new database with Ana's room 'Sala', Cora seated and a match of theirs stored, and Ben in no room. */
export async function openSeatedRoom(): Promise<SeatedRoom & { readonly db: PGlite }> {
  const db = await openGameDb();
  const { commit } = onlineSqlHelpers(() => db);
  const ana = await createAuthUser(db, 'ana@example.com', 'Ana_Dalisay');
  const cora = await createAuthUser(db, 'cora@example.com', 'Cora_Lim');
  const ben = await createAuthUser(db, 'ben@example.com', 'Ben_Tolentino');
  const room = await roomOf(db, ana, 'Sala', cora);
  await asRole(
    db,
    user(ana),
    (tx) => tx.query(`select public.send_chat($1, 'Para kay Cora lamang.')`, [room]),
    {
      commit: true,
    },
  );
  const matchId = crypto.randomUUID();
  await db.query(`select public.online_start_match($1, $2, $3)`, [ana, room, matchId]);
  await db.query(`select public.online_pick_fighter($1, $2, 1::smallint)`, [ana, matchId]);
  await db.query(`select public.online_pick_fighter($1, $2, 2::smallint)`, [cora, matchId]);
  const match = createMatch({
    id: matchId,
    seats: [ana, cora],
    fighters: [1, 2],
    seed: 4242,
    now: Date.now(),
  });
  await commit(-1, match);
  return { db, ana, cora, ben, room, matchId, match };
}
