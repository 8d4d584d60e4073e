// Starts the game's own server on a build (tools/start.mjs for `npm start`, tools/e2eServer.mjs for
// the browser tests): listens, says where players find the game (every address of this machine
// when HOST=0.0.0.0, so a second computer on the network can join), and on Ctrl+C or SIGTERM
// closes cleanly before the process ends.
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { onlineDataDir, type Environment } from '../gameServer/openOnline.ts';
import { createGameWebServer, type GameWebServer } from './gameWebServer.ts';

export interface ServeOptions {
  /** The project folder (package.json, .data). */
  root: string;
  /** The build folder, relative to root or absolute. */
  distDir: string;
  port: number;
  host: string;
  env: Environment;
  /** Prints the welcome (npm start); the tests' server stays quiet. */
  announce?: (addresses: readonly string[]) => void;
}

/** The addresses a browser can open: localhost, and this machine's network addresses when bound to all. */
export function browsableAddresses(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}/`];
  const lan = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => `http://${entry.address}:${port}/`);
  return [`http://localhost:${port}/`, ...lan];
}

export async function serveGame(options: ServeOptions): Promise<GameWebServer> {
  const { version } = JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const server = createGameWebServer({
    distDir: join(options.root, options.distDir),
    onlineDataDir: onlineDataDir(options.env, options.root),
    env: options.env,
    version,
    log: (line) => console.warn(`[${new Date().toISOString()}] ${line}`),
  });
  try {
    await server.listen(options.port, options.host);
  } catch (error) {
    await server.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EADDRINUSE'
        ? `Port ${options.port} is in use: stop what runs there, or pick another with PORT=<number>.`
        : `The server could not listen on ${options.host}:${options.port}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  options.announce?.(browsableAddresses(options.host, options.port));
  const stop = (signal: NodeJS.Signals): void => {
    console.log(`\n  ${signal}: closing the game's server...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The server did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
