// The embedded local backend: the whole game on this device, no account or network needed.
import { LOCAL_BACKEND_LABEL, type Backend } from '../port.ts';
import { createLocalAdventures } from './adventures.ts';
import { createLocalAuth, type LocalAuthOptions } from './auth.ts';
import { createLocalBattles } from './battles.ts';
import { createLocalCatalogue } from './catalogue.ts';
import { createLocalCollection } from './collection.ts';
import { LOCAL_DB_NAME, openLocalDb } from './db.ts';
import { createLiveNotices } from './live.ts';
import { createLocalPurse } from './purse.ts';
import { createLocalHeroes } from './heroes.ts';

export interface LocalBackendOptions extends LocalAuthOptions {
  dbName?: string;
  /**
   * The backend's clock in milliseconds, Date.now by default: the store's stock is rolled by it
   * and kept until it is an hour old. Tests move it forward instead of waiting an hour.
   */
  now?: () => number;
}

export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const dbName = options.dbName ?? LOCAL_DB_NAME;
  const dbReady = openLocalDb(dbName);
  const now = options.now ?? Date.now;
  const auth = createLocalAuth(dbReady, dbName, options);
  const live = createLiveNotices(dbName);
  return {
    kind: 'local',
    label: LOCAL_BACKEND_LABEL,
    auth,
    catalogue: createLocalCatalogue(),
    battles: createLocalBattles(dbReady, auth),
    adventures: createLocalAdventures(dbReady, auth),
    heroes: createLocalHeroes(dbReady, auth, live),
    collection: createLocalCollection(dbReady, auth),
    purse: createLocalPurse(dbReady, auth, live, now),
  };
}
