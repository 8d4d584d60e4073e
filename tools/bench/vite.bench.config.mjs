// Vite configuration for the backend benchmark page only (tools/bench/backend.html); the game's
// own vite.config.ts is not involved. Root is the repository, so the page can import src/.
import { fileURLToPath } from 'node:url';

export default {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  configFile: false,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 4191, strictPort: false },
};
