// The game's own production server (`npm start`, and the browser tests' server): one node:http
// server, no Vite at run time, that serves on one port
// - the build's files (staticFiles.ts),
// - online play, the WebSocket /api/online (server/gameServer),
// - the storyteller, POST /api/narrate, when GROQ_API_KEY is set (server/narration),
// - GET /api/health, for whoever watches the server (a process manager, a load balancer),
// and closes cleanly: connections told to come back later, the online journal compacted and closed.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openOnline, type Environment } from '../gameServer/openOnline.ts';
import type { OnlineServer } from '../gameServer/server.ts';
import { MatchTestClocks, TEST_CLOCK_ROUTE, testClockControl } from '../gameServer/testClock.ts';
import { TEST_MOVES_ROUTE, testMovesControl } from '../gameServer/testMoves.ts';
import { readGroqSettings } from '../narration/config.ts';
import {
  createNarrateMiddleware,
  NARRATE_ROUTE,
  type NarrateMiddleware,
} from '../narration/nodeMiddleware.ts';
import { staticSite } from './staticFiles.ts';

export const HEALTH_ROUTE = '/api/health';

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface GameWebServerOptions {
  /** The build folder (dist). */
  distDir: string;
  /** The online journal's folder (openOnline.ts's onlineDataDir). */
  onlineDataDir: string;
  env: Environment;
  version: string;
  log: (line: string) => void;
}

export interface GameWebServer {
  readonly http: Server;
  readonly online: OnlineServer;
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Stops taking requests, closes every connection and the journal; safe to call twice. */
  close(): Promise<void>;
}

function notFound(response: ServerResponse, path: string): void {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(`Nothing is served at ${path}.`);
}

export function createGameWebServer(options: GameWebServerOptions): GameWebServer {
  const startedAt = Date.now();
  const site = staticSite(options.distDir);
  // ONLINE_TEST_CLOCK=1 is the browser tests' server only (server/gameServer/testClock.ts): each
  // match's clock movable and moves made for the seat on turn. Players' servers never have them.
  const testClocks = options.env.ONLINE_TEST_CLOCK === '1' ? new MatchTestClocks() : undefined;
  const online = openOnline(options.onlineDataDir, options.log, testClocks);
  const routes = new Map<string, Handler>();
  if (testClocks) {
    routes.set(
      TEST_CLOCK_ROUTE,
      testClockControl(testClocks, (matchId) => online.state.matches.has(matchId)),
    );
    if (online.playOnTurn) routes.set(TEST_MOVES_ROUTE, testMovesControl(online.playOnTurn));
  }
  const groq = readGroqSettings(options.env);
  const narrate: NarrateMiddleware | null = groq ? createNarrateMiddleware(groq) : null;
  if (narrate) routes.set(NARRATE_ROUTE, narrate);

  const health = (response: ServerResponse): void => {
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(
      JSON.stringify({
        status: 'ok',
        version: options.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        online: online.stats(),
        narration: narrate ? 'groq' : 'offline',
      }),
    );
  };

  const http = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const fail = (error?: unknown): void => {
      options.log(`A request for ${path} failed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('The server could not answer this request.');
    };
    if (path === HEALTH_ROUTE) return health(response);
    const handler = routes.get(path);
    if (handler) return handler(request, response, () => notFound(response, path));
    if (path.startsWith('/api/')) return notFound(response, path);
    site.serve(request, response).catch(fail);
  });
  // Only /api/online is upgraded; any other upgrade is refused rather than left open unread.
  http.on('upgrade', (request, socket, head) => {
    if (!online.handleUpgrade(request, socket, head))
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  // A client that sends garbage gets a 400 and its socket closed; the server goes on.
  http.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  let closing: Promise<void> | null = null;
  return {
    http,
    online,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          http.off('error', reject);
          resolve(http.address() as AddressInfo);
        });
      });
    },
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeIdleConnections();
        await online.close();
        http.closeAllConnections();
        await stopped;
      })();
      return closing;
    },
  };
}
