import { describe, expect, it } from 'vitest';
import { arrowTarget, pageCount, pageOf, pageSlice, pageStep } from './deckPaging.ts';

describe('deck builder pages', () => {
  it('holds eight cards a page', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(7)).toBe(0);
    expect(pageOf(8)).toBe(1);
    expect(pageSlice([...Array(23).keys()], 2)).toEqual([16, 17, 18, 19, 20, 21, 22]);
  });

  it('turns with PageUp/PageDown and the brackets', () => {
    expect(pageStep('PageDown')).toBe(1);
    expect(pageStep(']')).toBe(1);
    expect(pageStep('PageUp')).toBe(-1);
    expect(pageStep('[')).toBe(-1);
    expect(pageStep('a')).toBe(0);
  });

  it('moves the focus by one card sideways and one row of four up and down, across pages', () => {
    expect(arrowTarget('ArrowRight', 0, 23)).toBe(1);
    expect(arrowTarget('ArrowRight', 7, 23)).toBe(8);
    expect(arrowTarget('ArrowDown', 5, 23)).toBe(9);
    expect(arrowTarget('ArrowUp', 9, 23)).toBe(5);
    expect(arrowTarget('ArrowLeft', 0, 23)).toBe(0);
    expect(arrowTarget('ArrowDown', 20, 23)).toBe(20);
    expect(arrowTarget('Enter', 3, 23)).toBeNull();
  });
});
