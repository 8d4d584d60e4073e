// Online play on the game's own servers: `npm run dev` (Vite's dev server) and `npm start` (a
// build served by `vite preview`, which the browser tests use too) both get the WebSocket endpoint
// /api/online on their own HTTP server. Only upgrade requests for that path are taken; Vite's hot
// reload socket and every other request are left alone. Nothing happens during `vite build`.
//
// Its data (player keys, rooms, chat, matches) lives in ONLINE_DATA_DIR, by default .data/online
// under the project. If another running server already uses that directory (say `npm start` while
// the browser tests run `vite preview`), this one says so and keeps its data in memory only.
import type { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { Logger, Plugin } from 'vite';
import type { Clock } from './clock.ts';
import { createOnlineServer } from './server.ts';
import type { OnlineServer } from './server.ts';
import { ShiftedClock, TEST_CLOCK_ROUTE, testClockControl } from './testClock.ts';

export type Environment = Record<string, string | undefined>;

export function onlineDataDir(env: Environment, root: string): string {
  const configured = (env.ONLINE_DATA_DIR ?? '').trim();
  return configured.length > 0 ? configured : join(root, '.data', 'online');
}

function startOn(httpServer: EventEmitter | null, dataDir: string, logger: Logger, clock?: Clock): void {
  // Middleware mode has no HTTP server of its own: whoever owns it would have to attach one.
  if (!httpServer) return;
  const log = (line: string): void => logger.warn(line, { timestamp: true });
  let online: OnlineServer;
  try {
    online = createOnlineServer({ dataDir, log, ...(clock ? { clock } : {}) });
  } catch (error) {
    log(`Online play keeps its data in memory only: ${(error as Error).message}`);
    online = createOnlineServer({ dataDir: null, log, ...(clock ? { clock } : {}) });
  }
  online.attach(httpServer);
  httpServer.once('close', () => void online.close());
}

export function onlinePlugin(env: Environment = process.env): Plugin {
  let root = process.cwd();
  // ONLINE_TEST_CLOCK=1 (the browser tests' server only): a clock the tests move forward through
  // POST /api/online/test/clock?advance=<ms> (testClock.ts). Players never get it.
  const testClock = env.ONLINE_TEST_CLOCK === '1' ? new ShiftedClock() : undefined;
  return {
    name: 'sinawali-online',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      if (testClock) server.middlewares.use(TEST_CLOCK_ROUTE, testClockControl(testClock));
      startOn(server.httpServer, onlineDataDir(env, root), server.config.logger, testClock);
    },
    configurePreviewServer(server) {
      if (testClock) server.middlewares.use(TEST_CLOCK_ROUTE, testClockControl(testClock));
      startOn(server.httpServer, onlineDataDir(env, root), server.config.logger, testClock);
    },
  };
}
