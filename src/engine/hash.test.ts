import { describe, expect, it } from 'vitest';
import { fnv1a32 } from './hash.ts';

describe('text hash', () => {
  it('is 32-bit FNV-1a: the published values of the empty text and "a"', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('chains: a hash used as the basis of another', () => {
    expect(fnv1a32('bar', fnv1a32('foo'))).toBe(fnv1a32('foobar'));
    expect(fnv1a32('x', 7)).not.toBe(fnv1a32('x'));
  });
});
