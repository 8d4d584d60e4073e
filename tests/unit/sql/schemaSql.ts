// What the schema's SQL tests share (schema*.test.ts): Ana's adventure, hero, battles, room and
// match, Ben with nothing, Cora in Ana's room, made the way the game makes them; and two helpers
// for battles. Each file opens its own database and builds this on it.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createMatch, nextWakeAt, viewFor } from '../../../src/engine/match/index.ts';
import { createAuthUser, openGameDb } from './gameDb.ts';
import { asRole, user } from './roles.ts';
import { json, one, reward, storyBattle } from './storySql.ts';

/** A write is refused when it raises (no privilege, RLS check) or touches no row (RLS hides it). */
export async function refused(db: PGlite, who: ReturnType<typeof user>, sql: string): Promise<boolean> {
  try {
    const result = await asRole(db, who, (tx) => tx.query(sql));
    return result.affectedRows === 0;
  } catch {
    return true;
  }
}

/** Ana owns everything below, Ben is the intruder, Cora is Ana's opponent online. */
export interface OwnedWorld {
  readonly ana: string;
  readonly ben: string;
  readonly cora: string;
  /** adventure, hero, scenario, won (a won story battle), battle (versus), room, match. */
  readonly ids: Record<string, string>;
}

/** An active battle of the caller against the computer. */
export async function versusBattle(tx: Transaction): Promise<string> {
  const { id } = await one<{ id: string }>(
    tx,
    `insert into public.battles (mode, seed, setup) values ('versus_computer', 7, '{}') returning id`,
  );
  return id;
}

/** Ends a battle with the service role, `minutesAgo` minutes ago: a replay's end, no spoils. */
export async function endAsTheServer(
  tx: Transaction,
  battleId: string,
  winner: 0 | 1,
  minutesAgo = 0,
): Promise<void> {
  await tx.exec('set local role service_role');
  await tx.query(
    `update public.battles set status = 'finished', winner = $2,
       updated_at = now() - make_interval(mins => $3) where id = $1`,
    [battleId, winner, minutesAgo],
  );
  await tx.exec('set local role authenticated');
}

/** A new database holding the rows every schema test file starts from, as the game writes them. */
export async function openOwnedWorld(): Promise<OwnedWorld & { readonly db: PGlite }> {
  const db = await openGameDb();
  const ids: Record<string, string> = {};
  const ana = await createAuthUser(db, 'ana@example.com', 'Ana_Dalisay');
  const ben = await createAuthUser(db, 'ben@example.com', 'Ben_Tolentino');
  const cora = await createAuthUser(db, null, null);
  await asRole(
    db,
    user(ana),
    async (tx) => {
      const begun = await json(
        tx,
        `select public.begin_adventure('A storm over Cebu.', '{"screen":"intro"}', 'Tala', 'A fisher.',
                                       'Soldier', array['Brave'])`,
      );
      ids.adventure = String((begun.adventure as { id: string }).id);
      ids.hero = String((begun.hero as { id: string }).id);
      ids.scenario = String(
        (
          await json(
            tx,
            `select public.save_scenario($1, 'At the river.', null, 'A', '{"screen":"story"}')`,
            [ids.adventure],
          )
        ).id,
      );
      await tx.query(`select public.grant_starter_card($1)`, [ids.hero]);
      ids.won = await storyBattle(tx, ids.hero, 0, reward(20, 25, 60));
      await tx.query(`select public.grant_reward($1, $2)`, [ids.won, ids.hero]);
      await tx.query(`select public.current_store_stock($1)`, [ids.hero]);
      await tx.query(`select public.save_deck($1, array[73, 60])`, [ids.adventure]);
      ids.battle = await versusBattle(tx);
      await tx.query(`select public.append_battle_action($1, 0, '{"type":"charge"}')`, [ids.battle]);
      ids.room = (
        await one<{ id: string }>(tx, `select public.create_room('Ana''s hall') ->> 'id' as id`)
      ).id;
    },
    { commit: true },
  );
  await asRole(db, user(cora), (tx) => tx.query(`select public.join_room($1)`, [ids.room]), { commit: true });
  await asRole(
    db,
    user(ana),
    (tx) => tx.query(`select public.send_chat($1, 'Magandang gabi!')`, [ids.room]),
    {
      commit: true,
    },
  );
  // The match is the Edge Function's (service role): started, picked and stored as it does.
  ids.match = crypto.randomUUID();
  await db.query(`select public.online_start_match($1, $2, $3)`, [ana, ids.room, ids.match]);
  await db.query(`select public.online_pick_fighter($1, $2, 1::smallint)`, [ana, ids.match]);
  await db.query(`select public.online_pick_fighter($1, $2, 2::smallint)`, [cora, ids.match]);
  const match = createMatch({
    id: ids.match,
    seats: [ana, cora],
    fighters: [1, 2],
    seed: 99,
    now: Date.now(),
  });
  await db.query(`select public.online_commit($1, -1, $2, $3, '[]', $4)`, [
    ids.match,
    match,
    nextWakeAt(match),
    JSON.stringify([0, 1].map((seat) => ({ seat, view: viewFor(match, seat as 0 | 1) }))),
  ]);
  return { db, ana, ben, cora, ids };
}
