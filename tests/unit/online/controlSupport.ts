// Helpers for the tests of the browser tests' controls (testClock.ts, testMoves.ts): a control
// served on its own port, the preview server's parts the online plugin touches, and one request
// handed straight to a control as its middleware.
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { onlinePlugin } from '../../../server/gameServer/vitePlugin.ts';

/** A Connect-style middleware, as the controls are. */
export type Control = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface Answer {
  status: number;
  text: string;
}

/** `handle` on a port of its own (404 with `notFound` for what it passes on). */
export async function listenControl(
  handle: Control,
  notFound: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const control = createServer((request, response) =>
    handle(request, response, () => {
      response.statusCode = 404;
      response.end(notFound);
    }),
  );
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => control.close(() => resolve())),
  };
}

/**
 * The routes the online plugin registers on a players' server and on the browser tests' server
 * (ONLINE_TEST_CLOCK=1), each over its own data folder under `dataDir`, and the tests' server's
 * control on `route`. `close` stops both servers' online parts.
 */
export function controlsOfTheServers(
  dataDir: string,
  route: string,
): { playersRoutes: string[]; testsRoutes: string[]; control: Control | undefined; close(): void } {
  const players = previewWithPlugin({ ONLINE_DATA_DIR: join(dataDir, 'players') });
  const tests = previewWithPlugin({ ONLINE_DATA_DIR: join(dataDir, 'tests'), ONLINE_TEST_CLOCK: '1' });
  return {
    playersRoutes: players.registered.map((r) => r.route),
    testsRoutes: tests.registered.map((r) => r.route),
    control: tests.registered.find((r) => r.route === route)?.handle,
    close: () => {
      players.close();
      tests.close();
    },
  };
}

/** The online plugin hooked into a preview server's parts: the routes it registered, and a close. */
function previewWithPlugin(env: Record<string, string>): {
  registered: Array<{ route: string; handle: Control }>;
  close(): void;
} {
  const registered: Array<{ route: string; handle: Control }> = [];
  const httpServer = new EventEmitter();
  const server = {
    middlewares: { use: (route: string, handle: Control) => registered.push({ route, handle }) },
    httpServer,
    config: { logger: { warn: () => undefined } },
  };
  const hook = onlinePlugin(env).configurePreviewServer as unknown as (s: typeof server) => void;
  hook(server);
  return { registered, close: () => httpServer.emit('close') };
}

/** One POST handed to `control` with `body` (none when absent): its status and text. */
export function callControl(control: Control | undefined, url: string, body?: string): Promise<Answer> {
  return new Promise<Answer>((resolve) => {
    const request = Object.assign(
      (async function* chunks() {
        if (body !== undefined) yield Buffer.from(body);
      })(),
      { url, method: 'POST' },
    );
    const response = {
      statusCode: 200,
      setHeader: () => undefined,
      end: (text: string) => resolve({ status: response.statusCode, text }),
    };
    control?.(request as never, response as never, () => resolve({ status: 0, text: 'passed on' }));
  });
}
