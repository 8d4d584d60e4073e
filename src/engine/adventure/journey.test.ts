import { describe, expect, it } from 'vitest';
import {
  choose,
  closeScene,
  findSettled,
  foundAt,
  metAt,
  moveTo,
  openScene,
  sceneTold,
  startJourney,
} from './journey.ts';
import type { Journey } from './journey.ts';

const told = (seed: number, location: 'village' | 'manor' = 'village'): Journey =>
  sceneTold(openScene(moveTo(startJourney(seed), 'map'), location), 'A stranger waits at the well.');

describe('journey', () => {
  it('starts at the intro with a seeded generator and nothing pending', () => {
    const journey = startJourney(7);
    expect(journey).toMatchObject({ version: 1, step: 'intro', scenes: 0, scene: null, find: null });
    expect(startJourney(7)).toEqual(journey);
    expect(startJourney(8).rng).not.toEqual(journey.rng);
  });

  it('keeps a told scene, and reopening its pin does not tell it again', () => {
    const journey = told(3);
    expect(journey.scene).toEqual({
      location: 'village',
      kind: 'scenario',
      after: null,
      text: 'A stranger waits at the well.',
    });
    expect(journey.scenes).toBe(1);
    expect(openScene(journey, 'village')).toBe(journey);
    expect(openScene(journey, 'river').scene).toMatchObject({ location: 'river', text: null });
    expect(closeScene(journey).scene).toBeNull();
  });

  it('refuses a choice while no told scene is open', () => {
    const journey = moveTo(startJourney(3), 'map');
    expect(choose(journey, 'A', 'k')).toBeNull();
    expect(choose(openScene(journey, 'woods'), 'A', 'k')).toBeNull();
  });

  it('rolls the same outcome for the same stored journey, so a reload never rolls again', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const journey = told(seed);
      for (const choice of ['A', 'B', 'C'] as const) {
        expect(choose(journey, choice, 'k')).toEqual(choose(journey, choice, 'k'));
      }
    }
  });

  it('advances the generator with every choice', () => {
    const first = choose(told(5), 'C', 'k1');
    expect(first).not.toBeNull();
    const again = first && choose(sceneTold(first.journey, 'More.'), 'C', 'k2');
    expect(again?.journey.rng).not.toEqual(first?.journey.rng);
  });

  it("A: a follow-up scene at the same pin; the find is the backend's, kept under the scenario's id", () => {
    const result = choose(told(2), 'A', 'unused-key');
    expect(result?.outcome).toEqual({ choice: 'A', followUp: true });
    expect(result?.journey.scene).toEqual({ location: 'village', kind: 'followUp', after: 'A', text: null });
    // The screen rolls nothing for A: the generator is left as it was.
    expect(result?.journey.find).toBeNull();
    expect(result?.journey.rng).toEqual(told(2).rng);
    const found = result && foundAt(result.journey, 'scenario-id', { potion: 12, gold: 3 });
    expect(found?.find).toEqual({ key: 'scenario-id', potion: 12, gold: 3 });
    expect(found && findSettled(found).find).toBeNull();
    expect(result && foundAt(result.journey, 'scenario-id', null).find).toBeNull();
  });

  it('B: the encounter takes the enemy and figure the backend met, and keeps its key', () => {
    const result = choose(told(5, 'manor'), 'B', 'battle-key');
    const met = result && metAt(result.journey, { enemyId: 6, randomChoice: 2, location: 'manor' });
    expect(met?.encounter).toMatchObject({
      key: 'battle-key',
      enemyId: 6,
      randomChoice: 2,
      location: 'manor',
    });
    expect(metAt(told(5), { enemyId: 6, randomChoice: 2, location: 'manor' }).encounter).toBeNull();
  });

  it('B: an encounter with enemy 4 to 6 at the pin, and the battle step', () => {
    const enemies = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const result = choose(told(seed, 'manor'), 'B', `battle-${seed}`);
      expect(result?.journey.step).toBe('battle');
      expect(result?.journey.scene).toBeNull();
      expect(result?.journey.encounter).toMatchObject({
        key: `battle-${seed}`,
        location: 'manor',
        battleId: null,
        result: null,
      });
      enemies.add(result?.journey.encounter?.enemyId ?? 0);
    }
    expect([...enemies].sort()).toEqual([4, 5, 6]);
  });

  it('C: seed 2 takes a break back to the map, seed 1 meets uneasy locals and a follow-up', () => {
    const rest = choose(told(2), 'C', 'k');
    expect(rest?.outcome).toMatchObject({
      outcome: 'break',
      message: 'You decided to take a break and reflect.',
    });
    expect(rest?.journey.scene).toBeNull();
    const uneasy = choose(told(1), 'C', 'k');
    expect(uneasy?.outcome).toMatchObject({
      outcome: 'uncomfortable',
      message: 'The locals seem uncomfortable with your presence.',
    });
    expect(uneasy?.journey.scene).toMatchObject({ kind: 'followUp', after: 'C', text: null });
  });

  it('small seeds do not all roll alike', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const result = choose(told(seed), 'C', 'k');
      if (result?.outcome.choice === 'C') outcomes.add(result.outcome.outcome);
    }
    expect(outcomes).toEqual(new Set(['break', 'uncomfortable']));
  });
});
