import { describe, expect, it } from 'vitest';
import { Rng } from '../rng.ts';
import { rollFind } from './choices.ts';
import { answerPlace, withEncounter, withFind } from './storedOutcome.ts';

describe('what an answer yields, as the backends roll and store it', () => {
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

  it("reads where the answer was given from the progress: the encounter's place, the scene's, or the village", () => {
    expect(answerPlace({ scene: { location: 'manor' } })).toBe('manor');
    expect(answerPlace({ scene: null, encounter: { location: 'woods' } })).toBe('woods');
    expect(answerPlace({ scene: { location: 'manor' }, encounter: { location: 'river' } })).toBe('river');
    expect(answerPlace({ scene: { location: 'the moon' } })).toBe('village');
    expect(answerPlace({ scene: null })).toBe('village');
    expect(answerPlace(['manor'])).toBe('village');
    expect(answerPlace(null)).toBe('village');
  });

  it("writes the enemy the backend rolled into the progress's encounter, keeping the rest", () => {
    const sent = {
      step: 'battle',
      encounter: { key: 'k', enemyId: 6, randomChoice: 2, location: 'river', battleId: null },
    };
    expect(withEncounter(sent, { enemyId: 4, randomChoice: 1, location: 'river' })).toEqual({
      step: 'battle',
      encounter: { key: 'k', enemyId: 4, randomChoice: 1, location: 'river', battleId: null },
    });
    expect(withEncounter({ step: 'map' }, { enemyId: 4, randomChoice: 1, location: 'river' })).toEqual({
      step: 'map',
    });
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
