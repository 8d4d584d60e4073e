// The production server's small judgements: which compressed copy a browser accepts, which byte
// range it asks for, and that the build compresses exactly the files the server looks for.
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../server/web/encoding.ts';
import { parseRange } from '../../../server/web/range.ts';

const names = (header: string | string[] | undefined) =>
  chooseEncoding(header).map((encoding) => encoding.name);

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(names('gzip')).toEqual(['gzip']);
    expect(names('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(names('*')).toEqual(['br', 'gzip']);
    expect(names('*;q=0, gzip')).toEqual(['gzip']);
    expect(names('identity')).toEqual([]);
    expect(names(undefined)).toEqual([]);
    expect(names(['gzip', 'br'])).toEqual(['br', 'gzip']);
  });
});

describe('Range', () => {
  it('reads one range in its three forms, and the ones it cannot satisfy', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual([0, 9]);
    expect(parseRange('bytes=90-', 100)).toEqual([90, 99]);
    expect(parseRange('bytes=-10', 100)).toEqual([90, 99]);
    expect(parseRange('bytes=95-200', 100)).toEqual([95, 99]);
    expect(parseRange('bytes=-500', 100)).toEqual([0, 99]);
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('answers anything else with the whole file', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
  });
});
