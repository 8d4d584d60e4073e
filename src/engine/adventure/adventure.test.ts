import { describe, expect, it } from 'vitest';
import { CARD_BY_ID } from '../../content/index.ts';
import { Rng } from '../rng.ts';
import { checkChoice, rollChoiceA, rollChoiceB, rollChoiceC } from './choices.ts';
import {
  addCardToDeck,
  canConfirmDeck,
  checkSavedDeckRoom,
  removeCardFromDeck,
  validateDeck,
} from './deck.ts';
import { recoverHealth } from './recovery.ts';
import { rollJail, rollReward } from './reward.ts';
import { grantStarterCard } from './starter.ts';
import { buyCard, buyPotion, isStoreCacheFresh, isStoreRefreshDue, rollStoreStock } from './store.ts';
import { addPersonality, heroStats, traitsFor } from './traits.ts';

const N = 20000;

describe('story choices', () => {
  it('choice A: 45% potion of 1-40, 2% gold of 1-10', () => {
    const rng = Rng.fromSeed(1);
    let potions = 0;
    let golds = 0;
    for (let i = 0; i < N; i++) {
      const o = rollChoiceA(rng, 'village');
      if (o.potion !== null) {
        potions++;
        expect(o.potion).toBeGreaterThanOrEqual(1);
        expect(o.potion).toBeLessThanOrEqual(40);
      }
      if (o.gold > 0) {
        golds++;
        expect(o.gold).toBeLessThanOrEqual(10);
      }
      expect(o.followUp).toBe(true);
    }
    expect(potions / N).toBeCloseTo(0.45, 1);
    expect(golds / N).toBeGreaterThan(0.012);
    expect(golds / N).toBeLessThan(0.028);
  });

  it('choice A at the manor: 9% potion, 50% gold', () => {
    const rng = Rng.fromSeed(2);
    let potions = 0;
    let golds = 0;
    for (let i = 0; i < N; i++) {
      const o = rollChoiceA(rng, 'manor');
      if (o.potion !== null) potions++;
      if (o.gold > 0) golds++;
    }
    expect(potions / N).toBeCloseTo(0.09, 1);
    expect(golds / N).toBeCloseTo(0.5, 1);
  });

  it('choice B: enemy 4 to 6 and figure 1 or 2, all reachable', () => {
    const rng = Rng.fromSeed(3);
    const enemies = new Set<number>();
    const figures = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const o = rollChoiceB(rng);
      enemies.add(o.enemyId);
      figures.add(o.randomChoice);
    }
    expect([...enemies].sort()).toEqual([4, 5, 6]);
    expect([...figures].sort()).toEqual([1, 2]);
  });

  it('choice C: 80% a break, 20% uneasy locals and a follow-up', () => {
    const rng = Rng.fromSeed(4);
    let breaks = 0;
    for (let i = 0; i < N; i++) {
      const o = rollChoiceC(rng);
      if (o.outcome === 'break') {
        breaks++;
        expect(o).toMatchObject({ message: 'You decided to take a break and reflect.', followUp: false });
      } else
        expect(o).toMatchObject({
          message: 'The locals seem uncomfortable with your presence.',
          followUp: true,
        });
    }
    expect(breaks / N).toBeCloseTo(0.8, 1);
  });

  it('a choice must be made and valid', () => {
    expect(checkChoice(null)).toEqual({ ok: false, message: 'Please select an option before confirming.' });
    expect(checkChoice('D')).toEqual({ ok: false, message: 'Please select a valid option.' });
    expect(checkChoice('B')).toEqual({ ok: true, choice: 'B' });
  });
});

describe('reward and jail', () => {
  it('reward: 20-70 points added to health (capped), 1-25 gold, one card that is never 91', () => {
    const rng = Rng.fromSeed(5);
    for (let i = 0; i < 2000; i++) {
      const r = rollReward(rng, { health: 50, maxHealth: 75, gold: 10 }, [73]);
      expect(r.pointsRecovered).toBeGreaterThanOrEqual(20);
      expect(r.pointsRecovered).toBeLessThanOrEqual(70);
      expect(r.health).toBe(Math.min(75, 50 + r.pointsRecovered));
      expect(r.goldObtained).toBeGreaterThanOrEqual(1);
      expect(r.goldObtained).toBeLessThanOrEqual(25);
      expect(r.gold).toBe(10 + r.goldObtained);
      expect(r.cardId).not.toBe(91);
      expect(CARD_BY_ID.has(r.cardId)).toBe(true);
      expect(r.alreadyOwned).toBe(r.cardId === 73);
    }
  });

  it('jail: 0-20 points, 1-10 gold stolen but never below 0, never card 73', () => {
    const rng = Rng.fromSeed(6);
    for (let i = 0; i < 2000; i++) {
      const j = rollJail(rng, { health: 30, maxHealth: 100, gold: 4 }, [73, 60, 61]);
      expect(j.pointsRecovered).toBeGreaterThanOrEqual(0);
      expect(j.pointsRecovered).toBeLessThanOrEqual(20);
      expect(j.health).toBe(30 + j.pointsRecovered);
      expect(j.goldStolen).toBeGreaterThanOrEqual(1);
      expect(j.goldStolen).toBeLessThanOrEqual(4);
      expect(j.gold).toBe(4 - j.goldStolen);
      expect([60, 61]).toContain(j.stolenCardId);
    }
    expect(rollJail(rng, { health: 1, maxHealth: 100, gold: 0 }, [73]).stolenCardId).toBeNull();
    expect(rollJail(rng, { health: 1, maxHealth: 100, gold: 0 }, [73]).gold).toBe(0);
  });

  it('recovered points add to health and never pass the maximum', () => {
    expect(recoverHealth(40, 20, 100)).toBe(60);
    expect(recoverHealth(90, 70, 100)).toBe(100);
    expect(recoverHealth(40, -5, 100)).toBe(40);
  });
});

describe('store', () => {
  it('five different common or rare cards priced by rarity, four potions', () => {
    const rng = Rng.fromSeed(7);
    for (let i = 0; i < 300; i++) {
      const stock = rollStoreStock(rng, 1000);
      expect(stock.cardsForSale).toHaveLength(5);
      expect(new Set(stock.cardsForSale.map((c) => c.cardId)).size).toBe(5);
      for (const c of stock.cardsForSale) {
        expect(c.cardId).not.toBe(91);
        expect(CARD_BY_ID.get(c.cardId)?.rarity).toBe(c.rarity);
        const [lo, hi] = c.rarity === 'rare' ? [30, 60] : [15, 40];
        expect(c.price).toBeGreaterThanOrEqual(lo);
        expect(c.price).toBeLessThanOrEqual(hi);
      }
      expect(stock.potions).toHaveLength(4);
      for (const p of stock.potions) {
        expect(p.value).toBeGreaterThanOrEqual(20);
        expect(p.value).toBeLessThanOrEqual(60);
        expect(p.price).toBeGreaterThanOrEqual(5);
        expect(p.price).toBeLessThanOrEqual(45);
      }
      expect(stock.timestamp).toBe(1000);
    }
  });

  it('a stock is reused under 30 s and rolled again after an hour', () => {
    expect(isStoreCacheFresh({ timestamp: 0 }, 29_999)).toBe(true);
    expect(isStoreCacheFresh({ timestamp: 0 }, 30_000)).toBe(false);
    expect(isStoreCacheFresh(null, 0)).toBe(false);
    expect(isStoreRefreshDue({ timestamp: 0 }, 3_599_999)).toBe(false);
    expect(isStoreRefreshDue({ timestamp: 0 }, 3_600_000)).toBe(true);
  });

  it('purchases need enough gold and say so', () => {
    const item = { cardId: 61, name: 'Abanico', rarity: 'common' as const, price: 20 };
    expect(buyCard(19, item)).toEqual({ ok: false, message: 'Not enough gold to purchase this card.' });
    expect(buyCard(25, item)).toEqual({ ok: true, gold: 5, message: 'Abanico purchased successfully!' });
    expect(buyPotion({ gold: 4, health: 50, maxHealth: 100 }, { value: 30, price: 5 })).toEqual({
      ok: false,
      message: 'Not enough gold to purchase this potion.',
    });
    expect(buyPotion({ gold: 10, health: 80, maxHealth: 100 }, { value: 30, price: 5 })).toEqual({
      ok: true,
      gold: 5,
      health: 100,
      message: 'Potion purchased! Health increased by 30.',
    });
  });
});

describe('deck building', () => {
  it('at most 7 cards, no duplicates, never 91', () => {
    let deck: number[] = [];
    for (const id of [60, 61, 62, 63, 64, 65, 66]) {
      const r = addCardToDeck(deck, id);
      expect(r.ok).toBe(true);
      if (r.ok) deck = r.deck;
    }
    expect(addCardToDeck(deck, 67)).toEqual({
      ok: false,
      message: 'You exceeded the maximum of 7 cards in your deck.',
    });
    expect(addCardToDeck([60], 60).ok).toBe(false);
    expect(addCardToDeck([], 91).ok).toBe(false);
    expect(removeCardFromDeck(deck, 63)).toHaveLength(6);
    expect(canConfirmDeck([])).toBe(false);
    expect(canConfirmDeck([60])).toBe(true);
    expect(checkSavedDeckRoom(7)).toEqual({ ok: false, message: 'You can only have 7 cards in your deck.' });
    expect(checkSavedDeckRoom(6)).toEqual({ ok: true });
    expect(validateDeck([60, 60]).ok).toBe(false);
    expect(validateDeck([60, 91]).ok).toBe(false);
    expect(validateDeck(deck)).toEqual({ ok: true });
  });

  it('the starter card is granted once', () => {
    expect(grantStarterCard([])).toEqual({ granted: true, owned: [73] });
    expect(grantStarterCard([73])).toEqual({ granted: false, message: 'You already own this card!' });
  });
});

describe('character creation', () => {
  it('a job sets the traits and personalities add their points', () => {
    expect(traitsFor('Soldier', [])).toEqual({
      strength: 50,
      wisdom: 50,
      dexterity: 50,
      charisma: 50,
      constitution: 50,
      intelligence: 50,
    });
    expect(traitsFor('Soldier', ['Brave', 'Lazy'])).toEqual({
      strength: 60,
      wisdom: 55,
      dexterity: 40,
      charisma: 50,
      constitution: 40,
      intelligence: 70,
    });
    expect(traitsFor(null, ['Brave'])).toEqual({
      strength: 0,
      wisdom: 0,
      dexterity: 0,
      charisma: 0,
      constitution: 0,
      intelligence: 0,
    });
    // Traits stay within 0-100: Warrior Charisma 10 with Short-temper -20.
    expect(traitsFor('Warrior', ['Short-temper']).charisma).toBe(0);
  });

  it('at most 4 personalities, each once, only listed ones', () => {
    let chosen: string[] = [];
    for (const p of ['Brave', 'Lazy', 'Witty', 'Stoic']) {
      const r = addPersonality(chosen, p);
      if (r.ok) chosen = r.chosen;
    }
    expect(chosen).toHaveLength(4);
    expect(addPersonality(chosen, 'Shy')).toEqual({
      ok: false,
      message: "You've reached the maximum of 4 personality choices.",
    });
    expect(addPersonality(['Brave'], 'Brave').ok).toBe(false);
    expect(addPersonality([], 'Grumpy').ok).toBe(false);
  });

  it('hero stats: health = Con, mana = Int, agility = round(Dex/2), critical = round(Str/2), wisdom = Wis, within bounds', () => {
    expect(heroStats(traitsFor('Warrior', []))).toEqual({
      health: 75,
      mana: 20,
      agility: 30,
      defense: 0,
      critical_rate: 43,
      wisdom: 20,
    });
    expect(heroStats(traitsFor('Burglar', []))).toMatchObject({ mana: 10, agility: 40 });
    const extreme = heroStats({
      strength: 100,
      wisdom: 100,
      dexterity: 100,
      charisma: 100,
      constitution: 0,
      intelligence: 0,
    });
    expect(extreme).toEqual({
      health: 10,
      mana: 10,
      agility: 50,
      defense: 0,
      critical_rate: 50,
      wisdom: 100,
    });
  });
});
