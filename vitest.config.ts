import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { assetSectionsPlugin } from './tools/vite/assetSections.ts';

export default defineConfig({
  // The code under test imports parts of the asset manifest, as in the game (vite.config.ts).
  plugins: [assetSectionsPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    // Vitest's default leaves one core to its main thread, which only collects results: on a
    // 2-core machine that is one worker, and the unit tests took 92 s instead of 59 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20000,
  },
});
