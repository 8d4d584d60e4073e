// The client bundle never carries the Groq key or the Groq client, and the CI check that guards
// it fails when it should (including when there is nothing to check).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { narratePlugin } from '../../../server/narration/vitePlugin';

const CHECK = resolve(__dirname, '../../../tools/check-bundle-secrets.mjs');
const KEY = 'gsk_ThisIsAFakeKeyForTheBundleTest0123456789';
const folders: string[] = [];

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'bundle-check-'));
  folders.push(path);
  return path;
}

function check(path: string) {
  return spawnSync(process.execPath, [CHECK, path], { encoding: 'utf8' });
}

afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('check-bundle-secrets', () => {
  it('fails when the folder is missing or empty', () => {
    const missing = check(join(folder(), 'dist'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/does not exist/);
    const empty = check(folder());
    expect(empty.status).toBe(1);
    expect(empty.stderr).toMatch(/is empty/);
  });

  it('fails on each kind of secret and on Groq client code, and names the file', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const jwt = (role: string) =>
      `${header}.${Buffer.from(JSON.stringify({ iss: 'supabase', role })).toString('base64url')}.c2lnbmF0dXJlc2lnbmF0dXJl`;
    const planted = [
      `const k = "${KEY}";`,
      'const k = "sk-proj-abcdefghijklmnopqrstuvwxyz123456";',
      `const k = "${jwt('service_role')}";`,
      'import Groq from "groq-sdk";',
      'fetch("https://api.groq.com/openai/v1/chat/completions")',
    ];
    for (const line of planted) {
      const dist = folder();
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets', 'index.js'), line);
      const result = check(dist);
      expect(result.status, line).toBe(1);
      expect(result.stderr).toContain('assets/index.js');
      expect(result.stderr).not.toContain(KEY);
    }
    const anonOnly = folder();
    writeFileSync(
      join(anonOnly, 'index.js'),
      `const anon = "${jwt('anon')}"; const task = "mask-and-desk-top";`,
    );
    const clean = check(anonOnly);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/Checked 1 file/);
  });

  it('passes a real build of the client narrator with the narrate plugin on, which knows only the route', async () => {
    const root = folder();
    writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.ts"></script>');
    const narratorIndex = resolve(__dirname, '../../../src/services/narrator/index.ts').replaceAll('\\', '/');
    writeFileSync(
      join(root, 'main.ts'),
      `import { createNarrator, narrateUrlFromEnv } from '${narratorIndex}';\n` +
        'const narrator = createNarrator({ narrateUrl: narrateUrlFromEnv() });\n' +
        "void narrator.scenario({ heroName: 'Tala', location: 'river', storySoFar: '' }).text().then((t) => console.log(t));\n",
    );
    const outDir = join(root, 'dist');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [narratePlugin({ GROQ_API_KEY: KEY })],
      build: { outDir, emptyOutDir: true },
    });
    const files = readdirSync(join(outDir, 'assets'));
    const code = files.map((name) => readFileSync(join(outDir, 'assets', name), 'utf8')).join('\n');
    expect(code).toContain('/api/narrate');
    expect(code).not.toContain(KEY);
    const output = execFileSync(process.execPath, [CHECK, outDir], { encoding: 'utf8' });
    expect(output).toMatch(/No secrets and no Groq client code/);
  }, 60_000);
});
