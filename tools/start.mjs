// `npm start`: installs what is missing, builds the game (Vite, in a process of its own) and serves
// the build from the game's own server (server/web: node:http, no Vite at run time), on the
// embedded local backend (IndexedDB in the browser: no account, no internet).
// PORT picks another port (default 4173); HOST=0.0.0.0 serves to the local network.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { build } from './build.mjs';
import { ensureInstalled } from './ensure-installed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

ensureInstalled();

console.log('Building the game...');
await build({ logLevel: 'warn' });

/** The build's settings as Vite read them: the .env files of production mode, then the environment. */
function buildSettings() {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const fromFiles = files
    .map((file) => join(root, file))
    .filter((path) => existsSync(path))
    .map((path) => parseEnv(readFileSync(path, 'utf8')));
  return Object.assign({}, ...fromFiles, process.env);
}

// The server is TypeScript: tsx loads it (a devDependency, as Vite is).
const { register } = await import('tsx/esm/api');
register();
const { serveGame } = await import('../server/web/main.ts');

const env = buildSettings();
const backend =
  env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY
    ? 'Supabase'
    : 'the embedded local backend (IndexedDB in your browser)';
const stories = process.env.GROQ_API_KEY ? 'Groq, through this server' : 'the offline storyteller';
try {
  await serveGame({
    root,
    distDir: 'dist',
    port: Number(process.env.PORT ?? 4173),
    host: process.env.HOST ?? 'localhost',
    env: process.env,
    announce: (addresses) =>
      console.log(`
  Sinawali Showdown is running at ${addresses.join('\n                                 ')}
  Backend: ${backend}
  Stories: ${stories}
  Health:  ${addresses[0]}api/health
  Press Ctrl+C to stop.
`),
  });
} catch (error) {
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
