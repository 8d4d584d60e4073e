import { describe, expect, it } from 'vitest';
import { Rng, nextSeed, randomFloats } from './rng.ts';

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

  it('randomFloats repeats for a seed, stays in [0, 1), and sets nearby seeds apart at once', () => {
    const take = (seed: number) => {
      const next = randomFloats(seed);
      return Array.from({ length: 200 }, () => next());
    };
    expect(take(7)).toEqual(take(7));
    for (const value of take(7)) expect(value >= 0 && value < 1).toBe(true);
    const firsts = [1, 2, 3, 4, 5].map((seed) => take(seed)[0] ?? 0);
    expect(new Set(firsts.map((value) => Math.floor(value * 1000))).size).toBe(5);
  });

  it('nextSeed is fixed by its seed, differs from it and is never 0', () => {
    expect(nextSeed(12345)).toBe(nextSeed(12345));
    const chain = [1];
    for (let i = 0; i < 50; i++) chain.push(nextSeed(chain[chain.length - 1] ?? 1));
    expect(new Set(chain).size).toBe(chain.length);
    for (const seed of [0, 1, -1, 2 ** 31 - 1]) expect(nextSeed(seed)).not.toBe(0);
  });
});
