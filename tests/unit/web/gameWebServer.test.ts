// The game's own production server (server/web) on a small build of its own: compressed copies
// chosen by the browser's Accept-Encoding, a year's cache for hashed files and a fresh check for
// the rest, the game's routes served the page, ranges of media, refusals in words, the health
// endpoint, online play and the test controls only where they belong, and a clean close.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGameWebServer, type GameWebServer } from '../../../server/web/gameWebServer.ts';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const PAGE = `<!doctype html><title>Sinawali</title>${'<p>page</p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('kali '.repeat(500))});`;
const CLIP = Buffer.from(Array.from({ length: 64 }, (_, i) => i));

function makeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sinawali-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(PAGE));
  writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'arnis-Q1w2E3r4.webm'), CLIP);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let dist: string;
let data: string;
let server: GameWebServer;
let base: string;
const logged: string[] = [];

function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function start(env: Record<string, string> = {}): Promise<{ server: GameWebServer; base: string }> {
  const made = createGameWebServer({
    distDir: dist,
    onlineDataDir: data,
    env,
    version: '9.9.9',
    log: (line) => logged.push(line),
  });
  const address = await made.listen(0, '127.0.0.1');
  return { server: made, base: `http://127.0.0.1:${address.port}` };
}

beforeAll(async () => {
  dist = makeBuild();
  data = mkdtempSync(join(tmpdir(), 'sinawali-web-data-'));
  ({ server, base } = await start());
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

describe('the build, compressed and cached', () => {
  it('sends the brotli copy to a browser that takes it, and the gzip copy to one that takes only gzip', async () => {
    const br = await fetchRaw('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gz = await fetchRaw('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    const refused = await fetchRaw('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(PAGE);
  });

  it('falls back to the next copy the build has, and to the file itself', async () => {
    const script = await fetchRaw('/assets/index-AbCdEf12.js', { 'accept-encoding': 'br, gzip' });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.body).toString()).toBe(SCRIPT);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const icon = await fetchRaw('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('lets browsers keep hashed files for a year, and check the page and unhashed files each time', async () => {
    expect((await fetchRaw('/assets/index-AbCdEf12.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetchRaw('/')).headers['cache-control']).toBe('no-cache');
    expect((await fetchRaw('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a browser whose copy is current, per encoding', async () => {
    const first = await fetchRaw('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await fetchRaw('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherCopy = await fetchRaw('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherCopy.status).toBe(200);
  });

  it('sends a range of a media file, and refuses one outside it', async () => {
    const part = await fetchRaw('/assets/arnis-Q1w2E3r4.webm', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/64');
    expect([...part.body]).toEqual(Array.from({ length: 10 }, (_, i) => i + 10));
    const tail = await fetchRaw('/assets/arnis-Q1w2E3r4.webm', { range: 'bytes=-4' });
    expect([...tail.body]).toEqual([60, 61, 62, 63]);
    const outside = await fetchRaw('/assets/arnis-Q1w2E3r4.webm', { range: 'bytes=64-' });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */64');
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await fetchRaw('/assets/arnis-Q1w2E3r4.webm', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('64');
    expect(head.body.length).toBe(0);
  });
});

describe('routes and refusals', () => {
  it("serves the page for the game's routes, which routes itself", async () => {
    for (const path of ['/landing', '/battle_area_ai', '/no/such/screen', '/index.html']) {
      const reply = await fetchRaw(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body.toString(), path).toBe(PAGE);
    }
  });

  it('says which file is missing, never leaves the build folder, and refuses a broken path', async () => {
    const missing = await fetchRaw('/assets/gone-12345678.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('No file /assets/gone-12345678.js in this build.');
    for (const path of ['/../package.json', '/assets/../../package.json']) {
      const outside = await fetchRaw(path);
      expect(outside.status, path).toBe(404);
      expect(outside.body.toString(), path).not.toContain('"name"');
    }
    // Encoded dots climb no higher than the build folder: this is the route /etc/passwd.
    expect((await fetchRaw('/%2e%2e/%2e%2e/etc/passwd')).body.toString()).toBe(PAGE);
    const broken = await fetchRaw('/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(broken.body.toString()).toBe('The address is not a valid path.');
  });

  it('takes only GET and HEAD for files, and says so', async () => {
    const post = await fetchRaw('/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('names an unknown endpoint instead of serving the page there', async () => {
    const reply = await fetchRaw('/api/nothing');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe('Nothing is served at /api/nothing.');
  });
});

describe('the endpoints beside the files', () => {
  it('reports its health: version, uptime, online play and the storyteller', async () => {
    const reply = await fetchRaw('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const health = JSON.parse(reply.body.toString()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', version: '9.9.9', narration: 'offline' });
    expect(health.online).toMatchObject({ connections: 0, liveMatches: 0 });
  });

  it('takes online play on /api/online and refuses any other upgrade', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/online`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const health = JSON.parse((await fetchRaw('/api/health')).body.toString()) as {
      online: { connections: number };
    };
    expect(health.online.connections).toBe(1);
    socket.close();
    const other = new WebSocket(`${base.replace('http', 'ws')}/elsewhere`);
    const refusal = await new Promise<string>((resolve) =>
      other.once('error', (error) => resolve(error.message)),
    );
    expect(refusal).toContain('404');
  });

  it('has the test clock only on the browser tests’ server', async () => {
    expect((await fetchRaw('/api/online/test/clock', {}, 'POST')).status).toBe(404);
    const tests = await start({ ONLINE_TEST_CLOCK: '1' });
    try {
      const reply = await new Promise<number>((resolve, reject) => {
        const req = request(
          `${tests.base}/api/online/test/clock?match=x&advance=10`,
          { method: 'POST' },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(reply).toBe(404); // a match it does not hold
    } finally {
      await tests.server.close();
    }
  });

  it('closes cleanly, once, however often it is asked', async () => {
    const other = await start();
    const first = other.server.close();
    expect(other.server.close()).toBe(first);
    await first;
    expect(other.server.http.listening).toBe(false);
  });
});
