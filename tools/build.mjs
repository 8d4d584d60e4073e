// `npm run build`, and the build of `npm start` and of the browser tests' server: builds the game
// with Vite unless the output folder already holds a build of exactly these sources. A fingerprint
// of what goes into a build (sources, art, page, config, lockfile and the VITE_ variables) is kept
// beside node_modules after each build; the same fingerprint later means the build is still good.
// This way CI builds once and the browser tests reuse it, while an edited file always rebuilds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './compress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Folders and files whose contents make the build (what vite.config.ts and index.html reach). */
const INPUTS = [
  'src',
  'assets',
  'public',
  'index.html',
  'vite.config.ts',
  // The build's own plugins (the asset manifest's sections).
  'tools/vite',
  'tsconfig.json',
  'package-lock.json',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** The fingerprint of the build's inputs: every input file's path and bytes, and VITE_ settings. */
export function buildFingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  const settings = Object.keys(process.env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  for (const file of ['.env', '.env.local', '.env.production', '.env.production.local'])
    if (existsSync(join(root, file))) settings.push(`${file}:${readFileSync(join(root, file), 'utf8')}`);
  hash.update(settings.join('\n'));
  return hash.digest('hex');
}

function stampOf(outDir) {
  const name = relative(root, resolve(root, outDir)).replace(/[^A-Za-z0-9_-]+/g, '_') || 'root';
  return join(root, 'node_modules', '.cache', 'sinawali-build', `${name}.json`);
}

/** True when `outDir` holds a build of the current inputs. */
export function buildIsCurrent(outDir, fingerprint = buildFingerprint()) {
  const stamp = stampOf(outDir);
  if (!existsSync(stamp) || !existsSync(join(root, outDir, 'index.html'))) return false;
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).fingerprint === fingerprint;
  } catch {
    return false;
  }
}

/**
 * Builds into `outDir` unless it is current; `force` builds anyway. Exits on a failed build. The
 * text files get their compressed copies for the game's own server (compress.mjs).
 */
export async function build({ outDir = 'dist', force = false, logLevel = 'info' } = {}) {
  const fingerprint = buildFingerprint();
  if (!force && buildIsCurrent(outDir, fingerprint)) {
    console.log(`The build in ${outDir}/ is current: not building again.`);
    return;
  }
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', logLevel], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await precompress(join(root, outDir));
  mkdirSync(join(root, 'node_modules', '.cache', 'sinawali-build'), { recursive: true });
  writeFileSync(stampOf(outDir), JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--outDir');
  await build({ outDir: outAt >= 0 ? args[outAt + 1] : 'dist', force: !args.includes('--if-changed') });
}
