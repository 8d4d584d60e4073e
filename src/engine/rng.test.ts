import { describe, expect, it } from 'vitest';
import { Rng } from './rng.ts';

describe('seeded generator', () => {
  it('the same seed gives the same numbers, and the state resumes the sequence', () => {
    const a = Rng.fromSeed(42);
    const b = Rng.fromSeed(42);
    expect([a.int(1, 6), a.int(1, 6), a.int(1, 6)]).toEqual([b.int(1, 6), b.int(1, 6), b.int(1, 6)]);
    const saved = JSON.parse(JSON.stringify(a.state())) as [number, number, number, number];
    const c = Rng.fromState(saved);
    expect(c.int(0, 1000)).toBe(a.int(0, 1000));
  });

  it('percent(0) never and percent(100) always; shuffle keeps the items', () => {
    const r = Rng.fromSeed(1);
    for (let i = 0; i < 1000; i++) {
      expect(r.percent(0)).toBe(false);
      expect(r.percent(100)).toBe(true);
    }
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => r.pick([])).toThrow();
  });
});
