// Model-written stories on the local dev and preview servers. Only when GROQ_API_KEY is set in
// the server's environment does this plugin do anything:
// - it serves POST /api/narrate on the dev server and `vite preview` (`npm start`'s own server,
//   server/web, serves it too);
// - it bakes VITE_NARRATE_URL='/api/narrate' into the client, which then asks this route for
//   stories (unless VITE_NARRATE_URL is already set, e.g. to the Supabase Edge Function).
// The key stays in this Node process; the client bundle only ever learns the route's path.
// Without the key it registers nothing and the game tells its stories offline.
import type { Plugin } from 'vite';
import { readGroqSettings } from './config.ts';
import type { Environment } from './config.ts';
import { createNarrateMiddleware, NARRATE_ROUTE } from './nodeMiddleware.ts';

export { NARRATE_ROUTE } from './nodeMiddleware.ts';

export function narratePlugin(env: Environment = process.env): Plugin {
  const settings = readGroqSettings(env);
  if (settings === null) return { name: 'sinawali-narrate' };
  const middleware = createNarrateMiddleware(settings);
  const clientAlreadyPointed = (env.VITE_NARRATE_URL ?? '').trim().length > 0;
  return {
    name: 'sinawali-narrate',
    config() {
      if (clientAlreadyPointed) return undefined;
      return { define: { 'import.meta.env.VITE_NARRATE_URL': JSON.stringify(NARRATE_ROUTE) } };
    },
    configureServer(server) {
      server.middlewares.use(NARRATE_ROUTE, middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(NARRATE_ROUTE, middleware);
    },
  };
}
