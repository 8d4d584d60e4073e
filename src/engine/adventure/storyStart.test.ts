import { describe, expect, it } from 'vitest';
import { Rng } from '../rng.ts';
import { STORY_START_TEXT, encounterProblem, storyPlan, storyStartProblem } from './storyStart.ts';
import { heroAfterBattle, rollStorySpoils } from './storySpoils.ts';
import type { BattlePlan } from '../plan/planSchema.ts';

const hero = {
  id: '0a0b0c0d-0000-4000-8000-000000000001',
  name: 'Tala',
  health: 0,
  mana: 50,
  agility: 23,
  defense: 10,
  critical_rate: 35,
};
const foe = { enemyId: 5, randomChoice: 2, location: 'river' } as const;
const mayHold = (cardId: number) => cardId !== 65;
/** The deck the adventure saved: the battle is fought with exactly these cards. */
const SAVED = [73, 60];

function withHeroSide(plan: BattlePlan, change: object): BattlePlan {
  const [side, enemy] = plan.sides;
  return { ...plan, sides: [{ ...side, ...change } as typeof side, enemy] };
}

describe('a story battle begins from the hero as stored', () => {
  const plan = storyPlan(hero, [73, 60], foe, 9);

  it('accepts the plan the game makes, a hero at 0 health fighting with 1', () => {
    expect(plan.sides[0]).toMatchObject({ kind: 'hero', stats: { health: 1, defense: 10 } });
    expect(storyStartProblem(plan, hero, mayHold, SAVED)).toBeNull();
    expect(storyStartProblem(plan, { ...hero, id: hero.id.toUpperCase() }, mayHold, [60, 73])).toBeNull();
  });

  it('refuses another hero, other stats or name, a card it may not hold, another deck than the saved one, and any other foe or rule', () => {
    const side = plan.sides[0];
    if (side.kind !== 'hero') throw new Error('no hero side');
    const cases: [BattlePlan, string][] = [
      [{ ...plan, mode: 'versus_computer' }, STORY_START_TEXT.notStory],
      [withHeroSide(plan, { heroId: 'someone-else' }), STORY_START_TEXT.notHero],
      [withHeroSide(plan, { stats: { ...side.stats, defense: 100 } }), STORY_START_TEXT.stats],
      [withHeroSide(plan, { stats: { ...side.stats, health: 60 } }), STORY_START_TEXT.stats],
      [withHeroSide(plan, { name: 'Lakan' }), STORY_START_TEXT.stats],
      [withHeroSide(plan, { deck: [73, 65] }), STORY_START_TEXT.deck],
      [withHeroSide(plan, { deck: [73] }), STORY_START_TEXT.savedDeck],
      [withHeroSide(plan, { deck: [73, 60, 61] }), STORY_START_TEXT.savedDeck],
      [withHeroSide(plan, { deck: [73, 60, 60] }), STORY_START_TEXT.savedDeck],
      [{ ...plan, sides: [side, { kind: 'enemy', enemyId: 1, figure: 1 }] }, STORY_START_TEXT.enemy],
      [{ ...plan, sides: [side, { kind: 'fighter', fighterId: 1 }] }, STORY_START_TEXT.enemy],
      [{ ...plan, place: 'arena' }, STORY_START_TEXT.enemy],
      [{ ...plan, first: 1 }, STORY_START_TEXT.enemy],
      [{ ...plan, level: 'easy' }, STORY_START_TEXT.enemy],
    ];
    for (const [forged, message] of cases) {
      expect(storyStartProblem(forged, hero, mayHold, SAVED)).toBe(message);
    }
  });
});

describe('a story battle is fought against the enemy the last answer met', () => {
  const plan = storyPlan(hero, [73], foe, 9);

  it('accepts that enemy, figure and place, once', () => {
    expect(encounterProblem(plan, foe, false)).toBeNull();
    expect(encounterProblem(plan, foe, true)).toBe(STORY_START_TEXT.fought);
  });

  it('refuses another enemy, figure or place, and a battle no answer B met', () => {
    for (const met of [
      { ...foe, enemyId: 4 },
      { ...foe, randomChoice: 1 as const },
      { ...foe, location: 'woods' as const },
      null,
    ]) {
      expect(encounterProblem(plan, met, false)).toBe(STORY_START_TEXT.encounter);
    }
  });
});

describe("a story battle's end", () => {
  it('leaves the hero its end health within its maximum and its energy', () => {
    expect(heroAfterBattle({ max_health: 60 }, { health: 75, energy: 40 })).toEqual({ health: 60, mana: 40 });
    expect(heroAfterBattle({ max_health: 60 }, { health: -3, energy: 0 })).toEqual({ health: 0, mana: 0 });
  });

  it('rolls a reward for a win and a jail for a loss, within the ranges, keyed by the battle', () => {
    const purse = { health: 10, max_health: 60, gold: 4 };
    for (let seed = 1; seed <= 50; seed += 1) {
      const reward = rollStorySpoils(Rng.fromSeed(seed), 'battle-1', true, purse, [73, 60]);
      expect(reward).toMatchObject({ kind: 'reward', key: 'battle-1' });
      expect(reward.pointsRecovered).toBeGreaterThanOrEqual(20);
      expect(reward.pointsRecovered).toBeLessThanOrEqual(70);
      expect(reward.gold).toBeGreaterThanOrEqual(1);
      expect(reward.gold).toBeLessThanOrEqual(25);
      expect(reward.cardId).not.toBe(91);
      expect(reward.alreadyOwned).toBe(reward.cardId === 73 || reward.cardId === 60);
      const jail = rollStorySpoils(Rng.fromSeed(seed), 'battle-2', false, purse, [73, 60]);
      expect(jail).toMatchObject({ kind: 'jail', key: 'battle-2', cardId: 60, alreadyOwned: false });
      expect(jail.gold).toBeGreaterThanOrEqual(1);
      expect(jail.gold).toBeLessThanOrEqual(10);
      expect(jail.pointsRecovered).toBeLessThanOrEqual(20);
    }
    // Nothing to steal but the starter card: no card is taken.
    expect(rollStorySpoils(Rng.fromSeed(3), 'b', false, purse, [73]).cardId).toBeNull();
  });
});
