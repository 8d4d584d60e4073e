import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { narratePlugin } from './server/narration/vitePlugin.ts';
import { onlinePlugin } from './server/gameServer/vitePlugin.ts';
import { assetSectionsPlugin } from './tools/vite/assetSections.ts';
import { chunkFileName } from './tools/vite/chunkNames.ts';

// One build for players. Phaser is only reached through dynamic imports, so it lands in its own
// chunk that the login screen never waits for (see tools/bench/startup.mjs for the figures).
export default defineConfig({
  // narratePlugin serves /api/narrate only when GROQ_API_KEY is set (docs/narration.md).
  // onlinePlugin serves the WebSocket /api/online for online play (docs/online.md).
  // assetSectionsPlugin makes the parts of the asset manifest the login form's path imports.
  plugins: [react(), assetSectionsPlugin(), narratePlugin(), onlinePlugin()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1600,
    // No picture or sound is inlined into the scripts as base64: the asset manifest reaches every
    // file, so inlining put the small ones into the JavaScript a new visitor waits for
    // (docs/performance.md). Each file is fetched when a screen first shows or plays it.
    assetsInlineLimit: 0,
    // Every browser the game supports preloads modules itself: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The sounds' file addresses, shared by the sound player and the whole manifest, under a
        // name that says what they are (the bundler would name the chunk after one of the files).
        codeSplitting: { groups: [{ name: 'sound-files', test: /[\\/]assets[\\/]audio[\\/]/ }] },
        // A package's chunk is named after the package, not after one of its files.
        chunkFileNames: chunkFileName,
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
