// The one way the tools, the benchmarks and the browser tests start Chromium: the machine's own
// Chromium when it has one (CI installs Debian's), otherwise Playwright's bundled browser
// (`npx playwright install chromium` on machines that can download it), always with the same flags.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const firstPresent = (paths) => paths.find((path) => existsSync(path));

/** The machine's full Chromium, or undefined: Playwright then starts its own. */
export const chromiumPath = firstPresent(['/usr/bin/chromium', '/usr/bin/chromium-browser']);

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine, and the same
 * pixels, without the full browser around it. Headless tests and checks run on it because it costs
 * about 30% less CPU than the full browser in headless mode (docs/testing.md "Where the time goes");
 * Playwright's own download does the same. The full Chromium is the fallback, and the benchmarks
 * keep it: they measure what a player's browser does.
 */
export const headlessShellPath = firstPresent(['/usr/bin/chromium-headless-shell']) ?? chromiumPath;

/**
 * Flags for every headless run: no sandbox (containers run as root), no GPU, and none of Chromium's
 * own traffic (QUIC, updates, sync) to disturb a test or a measurement.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * Options for `chromium.launch` or Playwright's `launchOptions`; `extraArgs` adds one use's flags.
 * `shell` picks the headless shell (tests and checks); a run with a window needs the full browser.
 */
export function chromiumLaunchOptions(extraArgs = [], { shell = false } = {}) {
  return {
    executablePath: shell ? headlessShellPath : chromiumPath,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  };
}

/** Starts headless Chromium with those options. */
export function launchChromium(extraArgs = [], options = {}) {
  return chromium.launch(chromiumLaunchOptions(extraArgs, options));
}
