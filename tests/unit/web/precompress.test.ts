// The build's compressed copies (tools/compress.mjs): a brotli and a gzip copy beside each text file
// of 1 KB or more, equal to the file once unpacked; none for small files or for media.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../tools/compress.mjs';

const dist = mkdtempSync(join(tmpdir(), 'sinawali-compress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes both copies of each text file worth it, and nothing else', async () => {
    mkdirSync(join(dist, 'assets'));
    const script = `export const moves = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `sinawali-${i}`))};`;
    writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), script);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Small</title>');
    writeFileSync(join(dist, 'assets', 'song-AbCdEf12.mp3'), Buffer.alloc(4096, 7));

    expect(await precompress(dist)).toBe(1);

    const path = join(dist, 'assets', 'index-AbCdEf12.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(script.length / 3);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'song-AbCdEf12.mp3.gz'))).toBe(false);
  });
});
