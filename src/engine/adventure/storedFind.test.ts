import { describe, expect, it } from 'vitest';
import { Rng } from '../rng.ts';
import { rollFind } from './choices.ts';
import { findPlace, withFind } from './storedFind.ts';

describe("choice A's find as the backends roll and store it", () => {
  it('rolls at the odds of the place: nothing found is null, never an empty find', () => {
    const rng = Rng.fromSeed(7);
    const tally = (location: 'village' | 'manor') => {
      let potions = 0;
      let gold = 0;
      for (let i = 0; i < 4000; i += 1) {
        const find = rollFind(rng, location);
        if (find) expect(find.potion !== null || find.gold > 0).toBe(true);
        if (find?.potion != null) {
          potions += 1;
          expect(find.potion).toBeGreaterThanOrEqual(1);
          expect(find.potion).toBeLessThanOrEqual(40);
        }
        if (find && find.gold > 0) {
          gold += 1;
          expect(find.gold).toBeLessThanOrEqual(10);
        }
      }
      return { potions: potions / 4000, gold: gold / 4000 };
    };
    const village = tally('village');
    const manor = tally('manor');
    // 45 % and 2 % in the village, 9 % and 50 % at the manor, within a few points over 4,000 rolls.
    expect(village.potions).toBeCloseTo(0.45, 1);
    expect(village.gold).toBeLessThan(0.05);
    expect(manor.potions).toBeLessThan(0.15);
    expect(manor.gold).toBeCloseTo(0.5, 1);
  });

  it("reads the open scene's place from the progress, the village when it names none", () => {
    expect(findPlace({ scene: { location: 'manor' } })).toBe('manor');
    expect(findPlace({ scene: { location: 'woods' } })).toBe('woods');
    expect(findPlace({ scene: { location: 'the moon' } })).toBe('village');
    expect(findPlace({ scene: null })).toBe('village');
    expect(findPlace(['manor'])).toBe('village');
    expect(findPlace(null)).toBe('village');
  });

  it('writes the find into the progress under the scenario id, replacing whatever the screen sent', () => {
    const sent = { step: 'map', find: { key: 'forged', potion: 40, gold: 10 } };
    expect(withFind(sent, 'scenario-id', { potion: null, gold: 4 })).toEqual({
      step: 'map',
      find: { key: 'scenario-id', potion: null, gold: 4 },
    });
    expect(withFind(sent, 'scenario-id', null)).toEqual({ step: 'map', find: null });
    expect(withFind('not a journey', 'scenario-id', null)).toBe('not a journey');
  });
});
