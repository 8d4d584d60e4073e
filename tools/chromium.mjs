// The one way the tools, the benchmarks and the browser tests start Chromium: the machine's own
// Chromium when it has one (CI installs Debian's), otherwise Playwright's bundled browser
// (`npx playwright install chromium` on machines that can download it), always with the same flags.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The machine's Chromium, or undefined: Playwright then starts its own. */
export const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

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

/** Options for `chromium.launch` or Playwright's `launchOptions`; `extraArgs` adds one use's flags. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

/** Starts headless Chromium with those options. */
export function launchChromium(extraArgs = []) {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
