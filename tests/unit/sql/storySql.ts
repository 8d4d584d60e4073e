// Story battles in the SQL tests, begun and ended as the game and the `story` Edge Function do:
// the start carries the caller's stored hero (the database refuses anything else and draws the
// seed), the end is written by close_story_battle with the service role, with the rolled spoils.
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The first row of a query, or a failure naming the statement. */
export const one = async <T>(tx: Transaction | PGlite, sql: string, params: unknown[] = []): Promise<T> => {
  const result = await tx.query<T>(sql, params);
  const row = result.rows[0];
  if (row === undefined) throw new Error(`no row from ${sql}`);
  return row;
};

/** The single JSON value a function call returns. */
export const json = async (tx: Transaction | PGlite, sql: string, params: unknown[] = []) =>
  Object.values(await one<Record<string, unknown>>(tx, sql, params))[0] as Record<string, unknown>;

/** What a story battle's end rolled, as the story function passes it to close_story_battle. */
export type Spoils = {
  kind: 'reward' | 'jail';
  pointsRecovered: number;
  gold: number;
  cardId: number | null;
  alreadyOwned: boolean;
};

export const reward = (pointsRecovered: number, gold: number, cardId: number): Spoils => ({
  kind: 'reward',
  pointsRecovered,
  gold,
  cardId,
  alreadyOwned: false,
});

export const jail = (pointsRecovered: number, gold: number, cardId: number | null): Spoils => ({
  kind: 'jail',
  pointsRecovered,
  gold,
  cardId,
  alreadyOwned: false,
});

/** The enemy choice B met, as save_scenario rolled it. */
type Met = { enemyId: number; randomChoice: 1 | 2; location: string };

/**
 * As the hero's player (the caller's session, or set for a superuser): saves `deck` as the
 * adventure's deck and answers B, and returns the enemy the answer met.
 */
async function readyForBattle(
  tx: Transaction | PGlite,
  hero: { adventure_id: string; user_id: string },
  deck: readonly number[],
): Promise<Met> {
  const ready = async (inside: Transaction) => {
    await inside.query(`select public.save_deck($1, $2)`, [hero.adventure_id, deck]);
    const answered = (await json(
      inside,
      `select public.save_scenario($1, 'Bandits step out onto the road.', null, 'B', $2)`,
      [hero.adventure_id, { step: 'battle', encounter: { location: 'woods' } }],
    )) as { encounter: Met };
    return answered.encounter;
  };
  if (!('transaction' in tx)) return ready(tx);
  return tx.transaction(async (inside) => {
    await inside.query(`select set_config('request.jwt.claim.sub', $1, true)`, [hero.user_id]);
    return ready(inside);
  });
}

/**
 * A story battle's setup as the game begins one: the stored hero with `deck`, saved as the
 * adventure's deck just before, against the story enemy that an answer B, saved with it, met in
 * the woods.
 */
export async function storySetup(
  tx: Transaction | PGlite,
  heroId: string,
  deck: readonly number[] = [73],
): Promise<Record<string, unknown>> {
  const hero = await one<Record<string, number | string>>(
    tx,
    `select id, name, health, mana, agility, defense, critical_rate, adventure_id, user_id
     from public.heroes where id = $1`,
    [heroId],
  );
  const met = await readyForBattle(
    tx,
    { adventure_id: String(hero.adventure_id), user_id: String(hero.user_id) },
    deck,
  );
  return {
    mode: 'adventure',
    seed: 7,
    sides: [
      {
        kind: 'hero',
        heroId,
        name: hero.name,
        stats: {
          health: Math.max(1, Number(hero.health)),
          mana: hero.mana,
          agility: hero.agility,
          defense: hero.defense,
          critical_rate: hero.critical_rate,
        },
        deck: [...deck],
      },
      { kind: 'enemy', enemyId: met.enemyId, figure: met.randomChoice },
    ],
    level: 'classic',
    place: met.location,
    first: 0,
  };
}

/**
 * Ends a story battle as the story function does, with the service role and close_story_battle:
 * a player may not write a story battle's end or its spoils (the function replays its moves and
 * rolls them). Returns to the authenticated role afterwards.
 */
export async function closeAsTheServer(
  tx: Transaction,
  battleId: string,
  winner: 0 | 1,
  spoils: Spoils,
  hero: { health: number; mana: number } | null = null,
): Promise<boolean> {
  await tx.exec('set local role service_role');
  const closed = await one<{ closed: boolean }>(
    tx,
    `select public.close_story_battle($1, 'finished', $2, $3, $4, $5) as closed`,
    [battleId, winner, hero?.health ?? null, hero?.mana ?? null, spoils],
  );
  await tx.exec('set local role authenticated');
  return closed.closed;
}

/**
 * A story battle of the caller's hero, as the game stores one (the hero on side 0), ended with
 * `winner` (0: the hero won, 1: the enemy won) and `spoils`, or still active when `winner` is null.
 */
export async function storyBattle(
  tx: Transaction,
  heroId: string,
  winner: 0 | 1 | null,
  spoils: Spoils = winner === 0 ? reward(20, 5, 60) : jail(0, 3, null),
): Promise<string> {
  const { id } = await one<{ id: string }>(
    tx,
    `insert into public.battles (mode, seed, setup) values ('adventure', 7, $1) returning id`,
    [await storySetup(tx, heroId)],
  );
  if (winner !== null) await closeAsTheServer(tx, id, winner, spoils);
  return id;
}
