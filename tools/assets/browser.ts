// Headless Chromium for the asset tools: Debian's when present, else Playwright's own.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function launchChromium() {
  return chromium.launch({
    executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path)),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
