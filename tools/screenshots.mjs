// Takes the screenshots in docs/screenshots from a fresh build, at 1280x720 and 1920x1080.
// Run: npm run screenshots [-- --no-build]
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel error', { stdio: 'inherit' });
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
const server = await preview({
  preview: { port: 4191, strictPort: true, host: '127.0.0.1' },
  logLevel: 'silent',
});
const base = 'http://127.0.0.1:4191';
const browser = await chromium.launch({
  executablePath: ['/usr/bin/chromium'].find((path) => existsSync(path)),
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

const sizes = [
  [1280, 720],
  [1920, 1080],
];

for (const [width, height] of sizes) {
  const suffix = `${width}x${height}`;
  const page = await browser.newPage({ viewport: { width, height } });
  const shot = (name) => page.screenshot({ path: `${out}/${name}-${suffix}.png` });

  await page.goto(`${base}/`);
  await page.getByTestId('intro-overlay').waitFor();
  await page.waitForTimeout(4500);
  await shot('intro');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByTestId('login-dialog').waitFor();
  await page.waitForTimeout(2500);
  await page.mouse.move(width * 0.3, height * 0.4);
  await page.waitForTimeout(600);
  await shot('login');
  await page.getByRole('button', { name: 'SignUp' }).click();
  await page.waitForTimeout(600);
  await shot('signup');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(1500);
  await shot('main-menu');
  await page.goto(`${base}/loader`);
  await page.getByTestId('loader').waitFor();
  await page.waitForTimeout(6200);
  await shot('loader');
  await page.goto(`${base}/somewhere/else`);
  await page.getByText('NOT FOUND').waitFor();
  await page.waitForTimeout(500);
  await shot('not-found');
  await page.close();
}

await browser.close();
server.httpServer.close();
console.log(`Screenshots written to ${out}/`);
