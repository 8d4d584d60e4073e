// Start-up benchmark (not a test): builds the game, serves it as `npm start` does (the game's own
// server, server/web: compressed copies, cache headers), loads / in headless Chromium and prints
// what a new visitor waits for. Run: npm run bench
//   - JS transferred (gzip) before the login form is usable, and whether Phaser was part of it
//   - first contentful paint
//   - time from pressing Skip on the intro to a usable login form (the spec adds 0.5 s on skip), and
//     from opening the page to a usable form with Skip pressed as soon as it shows (the spec's 2 s
//     loading screen and 0.5 s skip are its floor)
// Options: --runs N (default 5), --no-build (reuse dist/).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { build } from '../build.mjs';
import { launchChromium } from '../chromium.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
if (!args.includes('--no-build')) await build({ logLevel: 'error', force: true });

register();
const { serveGame } = await import('../../server/web/main.ts');
const root = fileURLToPath(new URL('../..', import.meta.url));
// Online data of its own: the project's .data may be held by a running `npm start`.
const env = { ONLINE_DATA_DIR: join(tmpdir(), 'sinawali-bench-online') };
const server = await serveGame({ root, distDir: 'dist', port: 4190, host: '127.0.0.1', env });
const url = 'http://127.0.0.1:4190/';
const browser = await launchChromium();

const results = [];
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({ url: response.url(), at: Date.now(), gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url);
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const check = () => (seen() === undefined ? requestAnimationFrame(check) : resolve(seen()));
        check();
      }),
  );
  // Timed inside the page, from its own clock: Skip is pressed in the first frame it shows, then
  // the watch waits for the first frame in which the email field exists and accepts input.
  const [skipToLoginMs, openToLoginMs] = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let pressedAt = null;
        const check = () => {
          if (pressedAt === null) {
            const skip = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Skip');
            if (skip) {
              pressedAt = performance.now();
              skip.click();
            }
          } else {
            const input = document.querySelector('[data-testid="login-dialog"] input[type="email"]');
            // performance.now() counts from the page's navigation: the time since it was opened.
            if (input && !input.disabled) return resolve([performance.now() - pressedAt, performance.now()]);
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  const usableAt = Date.now();
  // Responses are recorded when their body has arrived; give in-flight ones a moment to report.
  await page.waitForTimeout(300);
  const before = scripts.filter((script) => script.at <= usableAt);
  results.push({
    scripts: before.map((script) => ({
      name: new URL(script.url).pathname.replace(/^\/assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'),
      gzip: script.gzip,
    })),
    jsGzipBytes: before.reduce((sum, script) => sum + script.gzip, 0),
    phaserBeforeLogin: before.some((script) => /phaser/i.test(script.url)),
    fcpMs: fcp,
    skipToLoginMs,
    openToLoginMs,
  });
  await context.close();
}

await browser.close();
await server.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const summary = {
  runs,
  jsGzipKBBeforeLogin: +(median(results.map((r) => r.jsGzipBytes)) / 1024).toFixed(1),
  phaserBeforeLogin: results.some((r) => r.phaserBeforeLogin),
  firstContentfulPaintMs: Math.round(median(results.map((r) => r.fcpMs ?? 0))),
  skipToLoginUsableMs: Math.round(median(results.map((r) => r.skipToLoginMs))),
  openToLoginUsableMs: Math.round(median(results.map((r) => r.openToLoginMs))),
};
console.log('\nStart-up (median of %d runs, headless Chromium, this machine):', runs);
console.log('  JS before the login form is usable: %s KB gzip (target 100 KB)', summary.jsGzipKBBeforeLogin);
console.log('  Phaser loaded before the login form: %s', summary.phaserBeforeLogin ? 'yes' : 'no');
console.log('  First contentful paint: %d ms', summary.firstContentfulPaintMs);
console.log(
  "  Skip pressed -> login form usable: %d ms (includes the spec's 500 ms skip delay)",
  summary.skipToLoginUsableMs,
);
console.log(
  '  Page opened -> login form usable, Skip pressed as it shows: %d ms (target 2,700 ms)',
  summary.openToLoginUsableMs,
);
const typical = results.find((r) => r.jsGzipBytes === median(results.map((x) => x.jsGzipBytes)));
console.log(
  '  Scripts before the login form (gzip KB): %s',
  [...(typical?.scripts ?? [])]
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `${script.name} ${(script.gzip / 1024).toFixed(1)}`)
    .join(', '),
);
console.log(JSON.stringify(summary));
// Fails only far beyond the targets (the machine's speed varies by half from run to run).
if (summary.jsGzipKBBeforeLogin > 200 || summary.phaserBeforeLogin) process.exitCode = 1;
