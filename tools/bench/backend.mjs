// Benchmark (not a test): the local backend's median and p95 time per common operation, measured
// in headless Chromium on real IndexedDB. Run: node tools/bench/backend.mjs
import { createServer } from 'vite';
import { launchChromium } from '../chromium.mjs';
import config from './vite.bench.config.mjs';

const server = await createServer(config);
await server.listen();
const url = `${server.resolvedUrls.local[0]}tools/bench/backend.html`;
const browser = await launchChromium(['--headless']);
let failed = false;
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__backendBench !== undefined, null, { timeout: 120_000 });
  const outcome = await page.evaluate(() => window.__backendBench);
  if (!outcome.ok) throw new Error(outcome.error);
  console.log('Local backend (IndexedDB, headless Chromium)');
  console.log('operation        runs   median ms   p95 ms');
  for (const [name, s] of Object.entries(outcome.result)) {
    console.log(
      `${name.padEnd(16)} ${String(s.runs).padStart(4)} ${s.median_ms.toFixed(2).padStart(11)} ${s.p95_ms.toFixed(2).padStart(8)}`,
    );
    if (s.median_ms >= 5) failed = true;
  }
  if (failed) console.log('A median is 5 ms or more: over budget.');
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = failed ? 1 : 0;
