// One IndexedDB transaction that either commits everything or nothing. The work callback must only
// await IndexedDB requests of this transaction: IndexedDB commits a transaction as soon as it waits
// on anything else, which would split an atomic operation in two.
import type { IDBPTransaction, StoreNames } from 'idb';
import { BackendError } from '../errors.ts';
import type { AuthPort } from '../port.ts';
import type { LocalDb, LocalSchema } from './db.ts';

export type WriteTx<S extends StoreNames<LocalSchema>[]> = IDBPTransaction<LocalSchema, S, 'readwrite'>;

export async function atomically<S extends StoreNames<LocalSchema>[], T>(
  db: LocalDb,
  stores: S,
  work: (tx: WriteTx<S>) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(stores, 'readwrite');
  try {
    const result = await work(tx);
    await tx.done;
    return result;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already finished or aborted by IndexedDB itself.
    }
    await tx.done.catch(() => undefined);
    if (error instanceof BackendError) throw error;
    if (error instanceof DOMException && error.name === 'ConstraintError') {
      throw new BackendError('conflict', 'This was already saved (by another tab?). Please try again.');
    }
    throw new BackendError('storage_failed', 'The change could not be saved on this device.');
  }
}

/** The signed-in account, or 'session_missing': every game row belongs to an account. */
export async function requireUser(auth: AuthPort): Promise<string> {
  const session = await auth.getSession();
  if (!session) throw new BackendError('session_missing', 'Auth session missing!');
  return session.user.id;
}

export const nowIso = (): string => new Date().toISOString();
