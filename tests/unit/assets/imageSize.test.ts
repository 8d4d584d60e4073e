import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../../tools/assets/imageSize.ts';

function tinyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(6, 9);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width * 4 + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image sizes from headers', () => {
  it('reads a PNG', () => {
    expect(imageSize(tinyPng(96, 48))).toEqual({ width: 96, height: 48 });
  });

  it('reads the WebP backdrop layers the renderer writes', () => {
    expect(imageSize(readFileSync('assets/art/backdrop/main.webp'))).toEqual({ width: 2200, height: 1240 });
    expect(imageSize(readFileSync('assets/art/backdrop/wind.webp'))).toEqual({ width: 2200, height: 1240 });
  });

  it('refuses anything else', () => {
    expect(() => imageSize(Buffer.from('GIF89a, not a PNG at all'))).toThrow('not a PNG or WebP file');
  });
});
