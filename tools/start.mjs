// `npm start`: installs what is missing, builds the game and serves it on this machine, on the
// embedded local backend (IndexedDB in the browser: no account, no internet).
// PORT picks another port (default 4173); HOST=0.0.0.0 serves to the local network.
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureInstalled } from './ensure-installed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

ensureInstalled();

console.log('Building the game...');
build({ logLevel: 'warn' });

const { loadEnv, preview } = await import('vite');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const server = await preview({ preview: { port, host, strictPort: true, open: false }, logLevel: 'silent' });
const address = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
const backend =
  env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY
    ? 'Supabase'
    : 'the embedded local backend (IndexedDB in your browser)';
const stories = process.env.GROQ_API_KEY ? 'Groq, through this server' : 'the offline storyteller';
console.log(`
  Sinawali Showdown is running at ${address}
  Backend: ${backend}
  Stories: ${stories}
  Press Ctrl+C to stop.
`);
