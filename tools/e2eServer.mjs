// The browser tests' web server (playwright.config.ts starts it for every run): the production
// build, made only when the sources changed since the last build (tools/build.mjs), served by the
// game's own server (server/web), as `npm start` serves it. Each run starts with clean online data:
// the folder of ONLINE_DATA_DIR (the tests' own, never the project's .data) is emptied first.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [outDir = 'dist', port = '4174'] = process.argv.slice(2);
const dataDir = process.env.ONLINE_DATA_DIR;
if (!dataDir) {
  console.error('ONLINE_DATA_DIR is not set: the browser tests keep their online data apart.');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
await build({ outDir, logLevel: 'error' });
const { register } = await import('tsx/esm/api');
register();
const { serveGame } = await import('../server/web/main.ts');
try {
  await serveGame({ root, distDir: outDir, port: Number(port), host: '127.0.0.1', env: process.env });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
