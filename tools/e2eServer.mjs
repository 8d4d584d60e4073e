// The browser tests' web server (playwright.config.ts starts it for every run): the production
// build, made only when the sources changed since the last build (tools/build.mjs), served by
// `vite preview` with the game's own online server. Each run starts with clean online data: the
// folder of ONLINE_DATA_DIR (the tests' own, never the project's .data) is emptied first.
import { spawn } from 'node:child_process';
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
build({ outDir, logLevel: 'error' });
const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', outDir, '--port', port, '--strictPort', '--host', '127.0.0.1'],
  { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
