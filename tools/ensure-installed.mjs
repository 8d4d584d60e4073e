// Installs the project's packages when they are missing or older than the lockfile, so that
// `npm start` and `npm test` work straight after a clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function ensureInstalled() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  if (existsSync(marker) && statSync(lock).mtimeMs <= statSync(marker).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureInstalled();
