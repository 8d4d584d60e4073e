// `npm run assets:build`: rebuilds every painted asset from its source (assets/art/renders.ts)
// and every synthesized sound (tools/audio). Outputs land beside their sources in assets/.
// `npm run assets:build -- fighters` renders only the outputs whose path contains "fighters"
// (and skips the sounds unless the filter is "audio").
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { launchChromium } from '../chromium.mjs';

const only = process.argv[2] ?? '';
const root = fileURLToPath(new URL('../..', import.meta.url));
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 4192, strictPort: false },
});
await server.listen();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  // A painter that throws on import never reports; show why instead of waiting for the timeout.
  page.on('pageerror', (error) => console.error(`renderer page: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`renderer page: ${message.text()}`);
  });
  const base = server.resolvedUrls?.local[0];
  if (!base) throw new Error('The render server has no address.');
  await page.goto(`${base}tools/assets/render.html?only=${encodeURIComponent(only)}`);
  await page.waitForFunction(() => window.__renderedAssets !== undefined, null, { timeout: 900_000 });
  const outcome = await page.evaluate(() => window.__renderedAssets);
  if (!outcome) throw new Error('The renderer page reported nothing.');
  if (!outcome.ok) throw new Error(outcome.error);
  for (const { file, dataUrl } of outcome.files) {
    const path = join(root, 'assets', file);
    mkdirSync(dirname(path), { recursive: true });
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(path, bytes);
    console.log(`  ${file}  ${(bytes.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  await server.close();
}
if (only === '' || only === 'audio')
  execFileSync('node', [join(root, 'tools/audio/make-sounds.mjs')], { stdio: 'inherit' });
