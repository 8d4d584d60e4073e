import { defineConfig, devices } from '@playwright/test';
import { onlineDataDir } from './tests/e2e/onlineData.ts';
import { chromiumLaunchOptions } from './tools/chromium.mjs';

// Several checkouts or engineers may run the suite at once: E2E_PORT and E2E_OUT_DIR keep their
// servers and builds apart.
const port = Number(process.env.E2E_PORT ?? 4174);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  // Each run wipes its output folder when it starts: runs on other ports keep their own.
  outputDir: process.env.E2E_PORT ? `test-results-${port}` : 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 720 },
        // The machine's Chromium or Playwright's own (tools/chromium.mjs); sounds may play unasked.
        launchOptions: chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
      },
    },
  ],
  webServer: {
    // Tests run against the production build, the way players get the game.
    command: `npx vite build --logLevel error --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // The online server's data in a directory of the tests' own, and its clock movable by the tests
    // (a 60 s forfeit without sleeping): never set for players.
    env: { ONLINE_DATA_DIR: onlineDataDir(port), ONLINE_TEST_CLOCK: '1' },
  },
});
