import { describe, expect, it } from 'vitest';
import { FIGHTER_BY_ID } from '../../content/index.ts';
import { apply } from '../battle/apply.ts';
import { createBattle, sideFromTemplate } from '../battle/create.ts';
import { playBattle } from '../battle/play.ts';
import { viewFor } from '../battle/view.ts';
import { Rng } from '../rng.ts';
import { scenario } from '../testkit/scenario.ts';
import { classic } from './classic.ts';
import { determinize } from './determinize.ts';
import { candidateMoves } from './search.ts';
import { STRATEGIES } from './strategies.ts';
import { cardFromReply, decideWithSuggestion } from './suggestion.ts';

const start = () =>
  createBattle({
    seed: 11,
    sides: [sideFromTemplate(FIGHTER_BY_ID.get(1)!), sideFromTemplate(FIGHTER_BY_ID.get(2)!)],
  }).state;

describe('classic computer (the spec)', () => {
  it('charges energy at 50 or less', () => {
    for (const energy of [0, 30, 50]) {
      const s = scenario({ sides: [{ energy }] });
      expect(classic.decide(viewFor(s, 0), Rng.fromSeed(1))).toEqual({ type: 'chargeEnergy', side: 0 });
    }
  });

  it('above 50 it plays a hand card, weighted by draw chance', () => {
    const s = scenario({ sides: [{ energy: 51, hand: [60, 77, 61, 62, 63] }] });
    const counts = new Map<number, number>();
    const rng = Rng.fromSeed(2);
    for (let i = 0; i < 5000; i++) {
      const a = classic.decide(viewFor(s, 0), rng);
      expect(a.type).toBe('playCard');
      if (a.type === 'playCard') counts.set(a.cardId, (counts.get(a.cardId) ?? 0) + 1);
    }
    // Witik (9 copies) is drawn about nine times as often as Bagyo (1 copy).
    expect((counts.get(60) ?? 0) / (counts.get(77) ?? 1)).toBeGreaterThan(6);
  });
});

describe('every strategy', () => {
  it.each(Object.keys(STRATEGIES))('%s only chooses legal actions and finishes battles', (name) => {
    const strategy = STRATEGIES[name as keyof typeof STRATEGIES];
    const result = playBattle(start(), [strategy, STRATEGIES.classic], { botSeeds: [1, 2] });
    expect(result.winner).not.toBeNull();
  });

  it.each(['easy', 'normal', 'hard', 'expert', 'greedy'])(
    '%s never plays a card it cannot pay for',
    (name) => {
      const strategy = STRATEGIES[name as keyof typeof STRATEGIES];
      const s = scenario({ sides: [{ energy: 12, hand: [65, 72, 78, 77, 60] }] });
      for (let seed = 0; seed < 20; seed++) {
        const a = strategy.decide(viewFor(s, 0), Rng.fromSeed(seed));
        const r = apply(s, a);
        expect(r.ok && r.events.some((e) => e.type === 'refused')).toBe(false);
      }
    },
  );

  it('decisions are reproducible from the same view and generator seed', () => {
    const v = viewFor(start(), start().active);
    expect(STRATEGIES.hard.decide(v, Rng.fromSeed(9))).toEqual(STRATEGIES.hard.decide(v, Rng.fromSeed(9)));
  });

  it.each(['hard', 'expert'] as const)(
    'the search player (%s) takes a winning blow when it has one',
    (level) => {
      const s = scenario({
        sides: [
          { energy: 100, hand: [72, 88, 93, 90, 95] },
          { health: 20, stats: { agility: 0 } },
        ],
      });
      expect(STRATEGIES[level].decide(viewFor(s, 0), Rng.fromSeed(3))).toEqual({
        type: 'playCard',
        side: 0,
        cardId: 72,
      });
    },
  );

  it('the search player charges instead of idling when it can pay for nothing', () => {
    const s = scenario({ sides: [{ energy: 4, hand: [65, 72, 78, 77, 71] }] });
    expect(candidateMoves(viewFor(s, 0))).toEqual([{ type: 'chargeEnergy', side: 0 }]);
  });
});

describe('hidden information', () => {
  it("a guessed world keeps everything public and invents the foe's hand from its pool", () => {
    const s = start();
    const v = viewFor(s, 0);
    const world = determinize(v, Rng.fromSeed(4));
    expect(world.sides[0].hand).toEqual(s.sides[0].hand);
    expect(world.sides[1].hand).toHaveLength(5);
    expect(world.sides[1].health).toBe(s.sides[1].health);
    expect(world.rng).not.toEqual(s.rng);
  });

  it("decisions do not depend on the foe's actual hand", () => {
    const a = scenario({ sides: [{}, { hand: [60, 61, 62, 63, 64] }] });
    const b = scenario({ sides: [{}, { hand: [65, 66, 67, 68, 69] }] });
    for (const name of ['easy', 'normal', 'hard', 'expert'] as const) {
      expect(STRATEGIES[name].decide(viewFor(a, 0), Rng.fromSeed(5))).toEqual(
        STRATEGIES[name].decide(viewFor(b, 0), Rng.fromSeed(5)),
      );
    }
  });
});

describe('language-model suggestion hook', () => {
  it('finds the named hand card in a reply, preferring the longest name', () => {
    expect(cardFromReply('I will use Banda y Banda now!', [60, 62, 61])).toBe(62);
    expect(cardFromReply('nothing useful', [60, 61])).toBeNull();
  });

  it('plays the suggested card when affordable, otherwise lets the strategy decide', () => {
    const s = scenario({ sides: [{ energy: 20, hand: [65, 60, 61, 62, 63] }] });
    const v = viewFor(s, 0);
    expect(decideWithSuggestion(classic, v, Rng.fromSeed(1), 'Abanico')).toEqual({
      type: 'playCard',
      side: 0,
      cardId: 61,
    });
    expect(decideWithSuggestion(classic, v, Rng.fromSeed(1), 'Bagsak')).toEqual({
      type: 'chargeEnergy',
      side: 0,
    });
    expect(decideWithSuggestion(classic, v, Rng.fromSeed(1), null)).toEqual({
      type: 'chargeEnergy',
      side: 0,
    });
  });
});
