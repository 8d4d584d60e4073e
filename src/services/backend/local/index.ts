// The embedded local backend: the whole game on this device, no account or network needed.
import type { Backend } from '../port.ts';
import { createLocalAuth, type LocalAuthOptions } from './auth.ts';
import { createLocalBattles } from './battles.ts';
import { LOCAL_DB_NAME, openLocalDb } from './db.ts';

export function createLocalBackend(options: LocalAuthOptions & { dbName?: string } = {}): Backend {
  const dbReady = openLocalDb(options.dbName ?? LOCAL_DB_NAME);
  const auth = createLocalAuth(dbReady, options);
  return {
    kind: 'local',
    label: 'local (IndexedDB on this device)',
    auth,
    battles: createLocalBattles(dbReady, auth),
  };
}
