// The whole chain over real HTTP: the browser-side narrator -> the narrate plugin's route on a
// real Vite preview (and dev) server -> groq-sdk -> a fake Groq. Also the plugin's on/off switch.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview } from 'vite';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { narratePlugin, NARRATE_ROUTE } from '../../../server/narration/vitePlugin';
import { createNarrator } from '../../../src/services/narrator/createNarrator';
import { createOfflineNarrator } from '../../../src/services/narrator/offline/offlineNarrator';
import { createProxyNarrator } from '../../../src/services/narrator/proxyNarrator';
import { startFakeGroq } from './fakeGroq';
import type { FakeGroq, FakeReply } from './fakeGroq';

const scene = {
  heroName: 'Tala',
  location: 'village',
  storySoFar: 'Earlier, Tala crossed the bridge.',
} as const;

let root: string;
let fake: FakeGroq;
let nextReply: FakeReply = { kind: 'stream', chunks: [] };
let server: PreviewServer;
let url: string;

function env(baseURL: string): Record<string, string> {
  return {
    GROQ_API_KEY: 'gsk_local_test_key',
    GROQ_BASE_URL: baseURL,
    GROQ_MAX_RETRIES: '0',
    GROQ_TIMEOUT_MS: '2000',
  };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'narrate-chain-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Sinawali Showdown</title>');
  fake = await startFakeGroq(() => nextReply);
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [narratePlugin(env(fake.baseURL))],
    build: { outDir: root },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address() as AddressInfo;
  url = `http://127.0.0.1:${address.port}${NARRATE_ROUTE}`;
});

afterAll(async () => {
  await server.close();
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  nextReply = { kind: 'stream', chunks: [] };
});

describe('narrate plugin on the preview server', () => {
  it('streams Groq text through to the browser-side narrator, chunk by chunk', async () => {
    nextReply = {
      kind: 'stream',
      chunks: ['Tala ', 'enters ', 'the village.', '\nA) Talk\nB) Fight\nC) Leave'],
      gapMs: 20,
    };
    const chunks: string[] = [];
    for await (const chunk of createProxyNarrator({ endpoint: url }).scenario(scene)) chunks.push(chunk);
    expect(chunks.join('')).toBe('Tala enters the village.\nA) Talk\nB) Fight\nC) Leave');
    expect(chunks.length).toBeGreaterThan(1);
    const last = fake.requests[fake.requests.length - 1];
    expect(JSON.stringify(last?.messages)).toContain('Earlier, Tala crossed the bridge.');
  });

  it('answers Groq failures with a clear status and JSON, which the client tells apart', async () => {
    const cases: Array<[number, string]> = [
      [401, 'authentication'],
      [429, 'rate_limit'],
      [500, 'internal_server'],
    ];
    for (const [status, kind] of cases) {
      nextReply = { kind: 'error', status, message: `Groq ${status}` };
      const response = await fetch(url, {
        method: 'POST',
        body: JSON.stringify({ purpose: 'scenario', request: scene }),
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        error: { kind, message: `Groq ${status}`, status, providerMessage: `Groq ${status}` },
      });
      await expect(createProxyNarrator({ endpoint: url }).scenario(scene).text()).rejects.toMatchObject({
        kind,
        status,
      });
    }
  });

  it('reports a failure half-way through in-band, and the game goes on offline', async () => {
    nextReply = { kind: 'stream', chunks: ['Tala ', 'hears '], failAfter: 1 };
    const onStoryError = vi.fn();
    const text = await createNarrator({ narrateUrl: url, seed: 9, onStoryError }).scenario(scene).text();
    const offline = await createOfflineNarrator({ seed: 9 }).scenario(scene).text();
    expect(text).toBe(`Tala \n\n${offline}`);
    expect(onStoryError).toHaveBeenCalledWith({
      kind: 'internal_server',
      message: 'The model stopped mid-sentence.',
    });
  });

  it('falls back to the offline storyteller with the general message when Groq is unreachable', async () => {
    nextReply = { kind: 'silence', ms: 3000 };
    const onStoryError = vi.fn();
    const text = await createNarrator({ narrateUrl: url, seed: 2, onStoryError })
      .defeatTale({ ...scene, enemyName: 'Bandit' })
      .text();
    expect(text).toBe(
      await createOfflineNarrator({ seed: 2 })
        .defeatTale({ ...scene, enemyName: 'Bandit' })
        .text(),
    );
    expect(onStoryError).toHaveBeenCalledWith({
      kind: 'timeout',
      message: 'An error occurred while generating the scenario.',
      status: 504,
    });
  });

  it('refuses bad requests before calling Groq', async () => {
    const before = fake.requests.length;
    const get = await fetch(url);
    expect(get.status).toBe(405);
    const notJson = await fetch(url, { method: 'POST', body: '{oops' });
    expect(notJson.status).toBe(400);
    const unknown = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ purpose: 'poem', request: {} }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { kind: 'bad_request' } });
    const huge = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ purpose: 'scenario', request: { ...scene, storySoFar: 'x'.repeat(40_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(fake.requests.length).toBe(before);
  });
});

describe('narrate plugin on the dev server', () => {
  it('serves the same route', async () => {
    nextReply = { kind: 'stream', chunks: ['Your ', 'stance ', 'is weak.'] };
    const dev: ViteDevServer = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [narratePlugin(env(fake.baseURL))],
      server: { port: 0, host: '127.0.0.1', ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      await dev.listen();
      const address = dev.httpServer?.address() as AddressInfo;
      const narrator = createProxyNarrator({ endpoint: `http://127.0.0.1:${address.port}${NARRATE_ROUTE}` });
      expect(await narrator.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text()).toBe(
        'Your stance is weak.',
      );
      // The client served by the dev server learns the route too.
      writeFileSync(join(root, 'client.ts'), 'export const url = import.meta.env.VITE_NARRATE_URL;\n');
      expect((await dev.transformRequest('/client.ts'))?.code).toContain('"/api/narrate"');
    } finally {
      await dev.close();
    }
  });
});

describe('narrate plugin switch', () => {
  it('registers nothing without GROQ_API_KEY', () => {
    const plugin: Plugin = narratePlugin({});
    expect(Object.keys(plugin)).toEqual(['name']);
  });

  it('points the client at the route, unless VITE_NARRATE_URL is already set', () => {
    const config = (plugin: Plugin) => (plugin.config as () => unknown)();
    expect(config(narratePlugin({ GROQ_API_KEY: 'gsk_x' }))).toEqual({
      define: { 'import.meta.env.VITE_NARRATE_URL': '"/api/narrate"' },
    });
    expect(
      config(
        narratePlugin({
          GROQ_API_KEY: 'gsk_x',
          VITE_NARRATE_URL: 'https://x.supabase.co/functions/v1/narrate',
        }),
      ),
    ).toBeUndefined();
  });
});
