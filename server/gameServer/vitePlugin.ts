// Online play on Vite's servers: `npm run dev` (the dev server) and `vite preview` get the WebSocket
// endpoint /api/online on their own HTTP server. `npm start` and the browser tests serve the build
// from the game's own server instead (server/web). Only upgrade requests for that path are taken;
// Vite's hot reload socket and every other request are left alone. Nothing happens during
// `vite build`. Its data lives in ONLINE_DATA_DIR (openOnline.ts).
import type { EventEmitter } from 'node:events';
import type { Connect, Logger, Plugin } from 'vite';
import { onlineDataDir, openOnline, type Environment } from './openOnline.ts';
import type { OnlineServer } from './server.ts';
import { MatchTestClocks, TEST_CLOCK_ROUTE, testClockControl } from './testClock.ts';
import { TEST_MOVES_ROUTE, testMovesControl } from './testMoves.ts';

function startOn(
  httpServer: EventEmitter | null,
  dataDir: string,
  logger: Logger,
  testClocks?: MatchTestClocks,
): OnlineServer | null {
  // Middleware mode has no HTTP server of its own: whoever owns it would have to attach one.
  if (!httpServer) return null;
  const online = openOnline(dataDir, (line) => logger.warn(line, { timestamp: true }), testClocks);
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
