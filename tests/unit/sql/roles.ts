// Runs SQL as an API role the way PostgREST does: SET ROLE plus the JWT subject. PGlite connects
// as a superuser, which bypasses row-level security, so every assertion goes through `asRole`,
// and `asRole` fails loudly if the statement would still run as a superuser.
import type { PGlite, Transaction } from '@electric-sql/pglite';

export type ApiRole = 'anon' | 'authenticated';
export type Who = { role: 'anon' } | { role: 'authenticated'; userId: string };

export const anon: Who = { role: 'anon' };
export const user = (userId: string): Who => ({ role: 'authenticated', userId });

/**
 * Runs `work` inside a transaction as `who`. The transaction is rolled back unless `commit` is
 * set, so a refused or accepted write in one assertion never leaks into the next.
 */
export async function asRole<T>(
  db: PGlite,
  who: Who,
  work: (tx: Transaction) => Promise<T>,
  options: { commit?: boolean } = {},
): Promise<T> {
  let result: T | undefined;
  let failure: unknown;
  await db
    .transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [
        who.role === 'authenticated' ? who.userId : '',
      ]);
      await tx.exec(`set local role ${who.role}`);
      const guard = await tx.query<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        `select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      );
      const me = guard.rows[0];
      if (!me || me.rolsuper || me.rolbypassrls || me.current_user !== who.role) {
        throw new Error(`RLS assertion would run as ${me?.current_user ?? 'unknown'}, which bypasses RLS`);
      }
      try {
        result = await work(tx);
      } catch (error) {
        failure = error;
      }
      if (failure !== undefined || !options.commit) await tx.rollback();
    })
    .catch((error: unknown) => {
      failure ??= error;
    });
  if (failure !== undefined) throw failure;
  return result as T;
}

/** The error a statement raises, for asserting on codes and messages. */
export async function sqlError(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { code: e.code ?? '', message: e.message ?? '' };
  }
  throw new Error('expected the statement to fail');
}
