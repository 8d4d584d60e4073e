import { describe, expect, it } from 'vitest';
import { cloneBattle } from '../battle/clone.ts';
import { resolveInPlace } from '../battle/resolve.ts';
import { Rng } from '../rng.ts';
import { scenario } from '../testkit/scenario.ts';
import { computerAction } from './computerMove.ts';
import { WIN_FEATURES, winChance, winFeatures } from './winChance.ts';

/** Positions along a battle of `hard` against itself. */
function positions(seed: number) {
  const s = cloneBattle(scenario({ seed }));
  const rng = Rng.fromState(s.rng);
  const seen = [cloneBattle(s)];
  while (s.winner === null && s.turn < 200) {
    resolveInPlace(s, computerAction(s, 'hard'), rng, null);
    seen.push(cloneBattle(s));
  }
  return seen;
}

describe('winChance', () => {
  it("gives the two sides chances that add up to 1, each side's features the other's negated", () => {
    const a = new Float64Array(WIN_FEATURES.length);
    const b = new Float64Array(WIN_FEATURES.length);
    for (const s of positions(5)) {
      expect(winChance(s, 0) + winChance(s, 1)).toBeCloseTo(1, 12);
      winFeatures(s, 0, a);
      winFeatures(s, 1, b);
      for (let k = 0; k < a.length; k++) expect(a[k]).toBeCloseTo(-(b[k] as number), 12);
    }
  });

  it('is exactly 1 for the winner and 0 for the loser once the battle is decided', () => {
    const end = positions(8).at(-1);
    expect(end?.winner).not.toBeNull();
    if (!end || end.winner === null) return;
    expect(winChance(end, end.winner)).toBe(1);
    expect(winChance(end, end.winner === 0 ? 1 : 0)).toBe(0);
  });

  it('counts burn and poison still to come against the health they will take', () => {
    const s = cloneBattle(scenario({ seed: 2 }));
    const before = winChance(s, 0);
    const original = { ...s.sides[0].stats };
    s.sides[0].effects.push({
      kind: 'poison',
      value: 6,
      turnsLeft: 3,
      cardId: 75,
      source: 1,
      applied: true,
      original,
    });
    expect(winChance(s, 0)).toBeLessThan(before);
  });
});
