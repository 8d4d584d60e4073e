// Opening the online server for a game server that players reach (the production server of
// `npm start`, and Vite's dev and preview servers): its data folder, and what happens when that
// folder is already another running server's.
import { join } from 'node:path';
import { createOnlineServer } from './server.ts';
import type { OnlineServer, OnlineServerOptions } from './server.ts';
import type { MatchTestClocks } from './testClock.ts';

export type Environment = Record<string, string | undefined>;

/** ONLINE_DATA_DIR, or .data/online under the project. */
export function onlineDataDir(env: Environment, root: string): string {
  const configured = (env.ONLINE_DATA_DIR ?? '').trim();
  return configured.length > 0 ? configured : join(root, '.data', 'online');
}

/**
 * The online server with its journal in `dataDir`. If another running server already uses that
 * folder (say `npm start` while the browser tests run theirs), this one says so and keeps its data
 * in memory only, rather than refusing to start. `testClocks` (the browser tests' server only)
 * gives each match a clock of its own and moves made for the seat on turn.
 */
export function openOnline(
  dataDir: string,
  log: (line: string) => void,
  testClocks?: MatchTestClocks,
): OnlineServer {
  const options: OnlineServerOptions = {
    log,
    ...(testClocks ? { matchClock: testClocks.of, movesOnTurn: true } : {}),
  };
  try {
    return createOnlineServer({ ...options, dataDir });
  } catch (error) {
    log(`Online play keeps its data in memory only: ${(error as Error).message}`);
    return createOnlineServer({ ...options, dataDir: null });
  }
}
