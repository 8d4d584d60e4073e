import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One build for players. Phaser is only reached through dynamic imports, so it lands in its own
// chunk that the login screen never waits for (see tools/bench/startup.mjs for the figures).
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1600,
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
