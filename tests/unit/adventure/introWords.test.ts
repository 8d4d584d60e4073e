import { describe, expect, it } from 'vitest';
import { introWordLimit, truncateWords } from '../../../src/ui/screens/adventure/list/introWords.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('introWordLimit', () => {
  it('gives 20 words under 768 px, 45 under 1024 px and 70 from 1024 px', () => {
    expect(introWordLimit(320)).toBe(20);
    expect(introWordLimit(767)).toBe(20);
    expect(introWordLimit(768)).toBe(45);
    expect(introWordLimit(1023)).toBe(45);
    expect(introWordLimit(1024)).toBe(70);
    expect(introWordLimit(1920)).toBe(70);
  });
});

describe('truncateWords', () => {
  it('keeps a text within the limit whole, without an ellipsis', () => {
    expect(truncateWords(words(20), 20)).toBe(words(20));
    expect(truncateWords('  The tide   turns.\n', 20)).toBe('The tide turns.');
  });

  it('cuts at a word boundary and adds an ellipsis', () => {
    const cut = truncateWords(words(71), 70);
    expect(cut).toBe(`${words(70)}…`);
    expect(cut.replace('…', '').split(' ')).toHaveLength(70);
  });

  it('cuts to each of the three limits', () => {
    const intro = words(100);
    for (const width of [600, 900, 1280]) {
      const limit = introWordLimit(width);
      expect(truncateWords(intro, limit)).toBe(`${words(limit)}…`);
    }
  });

  it('never splits a word and drops punctuation before the ellipsis', () => {
    expect(truncateWords('Kidlat crossed the river, sticks in hand, at dawn.', 4)).toBe(
      'Kidlat crossed the river…',
    );
    expect(truncateWords('Along the terraces — the datu waited.', 3)).toBe('Along the terraces…');
  });

  it('treats line breaks as spaces and an empty intro as empty', () => {
    expect(truncateWords('one\ntwo\n\nthree four', 3)).toBe('one two three…');
    expect(truncateWords('', 20)).toBe('');
    expect(truncateWords('   ', 20)).toBe('');
  });
});
