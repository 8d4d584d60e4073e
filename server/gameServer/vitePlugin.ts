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
import type { Connect, Logger, Plugin } from 'vite';
import { createOnlineServer } from './server.ts';
import type { OnlineServer, OnlineServerOptions } from './server.ts';
import { MatchTestClocks, TEST_CLOCK_ROUTE, testClockControl } from './testClock.ts';
import { TEST_MOVES_ROUTE, testMovesControl } from './testMoves.ts';

export type Environment = Record<string, string | undefined>;

export function onlineDataDir(env: Environment, root: string): string {
  const configured = (env.ONLINE_DATA_DIR ?? '').trim();
  return configured.length > 0 ? configured : join(root, '.data', 'online');
}

function startOn(
  httpServer: EventEmitter | null,
  dataDir: string,
  logger: Logger,
  testClocks?: MatchTestClocks,
): OnlineServer | null {
  // Middleware mode has no HTTP server of its own: whoever owns it would have to attach one.
  if (!httpServer) return null;
  const log = (line: string): void => logger.warn(line, { timestamp: true });
  const options: OnlineServerOptions = {
    log,
    ...(testClocks ? { matchClock: testClocks.of, movesOnTurn: true } : {}),
  };
  let online: OnlineServer;
  try {
    online = createOnlineServer({ ...options, dataDir });
  } catch (error) {
    log(`Online play keeps its data in memory only: ${(error as Error).message}`);
    online = createOnlineServer({ ...options, dataDir: null });
  }
  online.attach(httpServer);
  httpServer.once('close', () => void online.close());
  return online;
}

export function onlinePlugin(env: Environment = process.env): Plugin {
  let root = process.cwd();
  // ONLINE_TEST_CLOCK=1 (the browser tests' server only): each match's clock, which the tests move
  // forward through POST /api/online/test/clock?match=<matchId>&advance=<ms> (testClock.ts), and
  // moves made for the seat on turn through POST /api/online/test/moves?match=<matchId>
  // (testMoves.ts), so a match can start near its end. Players never get either: their matches
  // all run on the wall clock, and only their own moves.
  const testClocks = env.ONLINE_TEST_CLOCK === '1' ? new MatchTestClocks() : undefined;
  const serve = (middlewares: Connect.Server, httpServer: EventEmitter | null, logger: Logger): void => {
    const online = startOn(httpServer, onlineDataDir(env, root), logger, testClocks);
    if (!testClocks || !online) return;
    middlewares.use(
      TEST_CLOCK_ROUTE,
      testClockControl(testClocks, (matchId) => online.state.matches.has(matchId)),
    );
    const { playOnTurn } = online;
    if (playOnTurn) middlewares.use(TEST_MOVES_ROUTE, testMovesControl(playOnTurn));
  };
  return {
    name: 'sinawali-online',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      serve(server.middlewares, server.httpServer, server.config.logger);
    },
    configurePreviewServer(server) {
      serve(server.middlewares, server.httpServer, server.config.logger);
    },
  };
}
