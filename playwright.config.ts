import { defineConfig, devices } from '@playwright/test';
import { onlineDataDir } from './tests/e2e/onlineData.ts';
import { chromiumLaunchOptions } from './tools/chromium.mjs';

// Several checkouts or engineers may run the suite at once: E2E_PORT and E2E_OUT_DIR keep their
// servers and builds apart.
const port = Number(process.env.E2E_PORT ?? 4174);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

// A run that shows the browser (`--headed`, `--ui`, `--debug`, PWDEBUG) needs the full Chromium; headless runs
// take its headless shell, the same engine at less CPU (tools/chromium.mjs).
const windowed =
  Boolean(process.env.PWDEBUG) || process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg));

const browserUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 720 },
  // The machine's Chromium or Playwright's own (tools/chromium.mjs); sounds may play unasked. V8's
  // lite mode (no optimising compilers) suits pages that load, run briefly and close: it took
  // about a tenth off the CPU of the battle, select and a11y specs (docs/testing.md "Where the
  // time goes"). The benchmarks keep the full engine, as players have it.
  launchOptions: chromiumLaunchOptions(
    ['--autoplay-policy=no-user-gesture-required', '--js-flags=--lite-mode'],
    {
      shell: !windowed,
    },
  ),
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Each run wipes its output folder when it starts: runs on other ports keep their own.
  outputDir: process.env.E2E_PORT ? `test-results-${port}` : 'test-results',
  fullyParallel: true,
  // Set, not left to a default that counts the machine's cores: a tester's `npm test` runs exactly
  // as CI does (two browsers suit a 2-core machine; E2E_WORKERS changes it on purpose).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    // A trace is kept only for a failed test, and made at the lowest cost that still helps: the
    // steps with their console and network, and the screenshot of the failure. No screencast and
    // no DOM snapshot at each step: recorded for every test, they cost about a tenth of the run's
    // CPU (docs/testing.md "Where the time goes").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  // Two tiers on one browser: the default tier (`npm test`) shows every screen, route, dialog, key
  // and message; the soak tier (`npm run test:soak`, tests/e2e/soak) plays the long games whole.
  projects: [
    { name: 'chromium', testIgnore: /[\\/]soak[\\/]/, use: browserUse },
    { name: 'soak', testMatch: /[\\/]soak[\\/].*\.spec\.ts$/, use: browserUse, timeout: 600_000 },
  ],
  webServer: {
    // Tests run against the production build, the way players get the game: built only when the
    // sources changed since the last build (CI builds once), with clean online data each run.
    command: `node tools/e2eServer.mjs ${outDir} ${port}`,
    url: `http://127.0.0.1:${port}`,
    // Never a server left on the port by an earlier run: it may serve an older build. A busy port
    // fails the run with Playwright's message (E2E_PORT picks another).
    reuseExistingServer: false,
    timeout: 180_000,
    // The online server's data in a directory of the tests' own, and each match's clock movable by
    // the tests (a 60 s forfeit without sleeping): never set for players.
    env: { ONLINE_DATA_DIR: onlineDataDir(port), ONLINE_TEST_CLOCK: '1' },
  },
});
