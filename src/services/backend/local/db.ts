// The local database: IndexedDB through `idb`. Each schema version is one upgrade step, applied in
// order, so a browser holding an older database is brought forward without losing anything.
import { openDB } from 'idb';
import type { LocalDb, LocalSchema } from './dbRows.ts';
import { UPGRADES } from './dbUpgrades.ts';

export type * from './dbRows.ts';

export const LOCAL_DB_NAME = 'sinawali-showdown';

export const LOCAL_DB_VERSION = UPGRADES.length;

/** Opens (and upgrades) the database; `version` is lower only in tests of the upgrade steps. */
export function openLocalDb(name = LOCAL_DB_NAME, version = LOCAL_DB_VERSION): Promise<LocalDb> {
  return openDB<LocalSchema>(name, version, {
    upgrade(db, oldVersion, newVersion, tx) {
      // Steps run in order: once one returns a promise, the next ones wait for it. If a step fails,
      // the upgrade is aborted and the database stays at its old version with its rows untouched.
      let pending: Promise<void> | undefined;
      for (let step = oldVersion; step < (newVersion ?? version); step += 1) {
        const upgrade = UPGRADES[step];
        if (!upgrade) continue;
        if (pending) pending = pending.then(() => upgrade(db, tx));
        else {
          const result = upgrade(db, tx);
          if (result) pending = result;
        }
      }
      pending?.catch(() => {
        try {
          tx.abort();
        } catch {
          // Already aborted by IndexedDB itself.
        }
      });
    },
    blocking(_current, _blocked, event) {
      // Another tab wants a newer schema: let it have the database. This tab reloads on next use.
      (event.target as IDBDatabase | null)?.close();
    },
  });
}
