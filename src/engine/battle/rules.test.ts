// One scenario per rule of the battle (docs/game-design.md §4, §4.7, §9 and §12).
import { describe, expect, it } from 'vitest';
import { FIGHTER_BY_ID, ENEMY_BY_ID } from '../../content/index.ts';
import { scenario } from '../testkit/scenario.ts';
import { Rng } from '../rng.ts';
import { apply } from './apply.ts';
import { createBattle, sideFromTemplate } from './create.ts';
import { hitDamage } from './damage.ts';
import { drawCard, drawWeight, fillHand } from './draw.ts';
import { legalActions } from './legal.ts';
import { viewFor } from './view.ts';
import type { BattleState } from './types.ts';

const kidlat = FIGHTER_BY_ID.get(1)!;
const alon = FIGHTER_BY_ID.get(2)!;

function ok(state: BattleState, action: Parameters<typeof apply>[1]) {
  const r = apply(state, action);
  if (!r.ok) throw new Error(r.reason);
  return r;
}

describe('creating a battle', () => {
  it('copies the fighters: 100 health and energy, their stats, five cards each', () => {
    const { state } = createBattle({ seed: 1, sides: [sideFromTemplate(kidlat), sideFromTemplate(alon)] });
    expect(state.sides[0]).toMatchObject({
      name: 'Kidlat',
      health: 100,
      energy: 100,
      stats: { agility: 10, defense: 0, critical_rate: 30 },
    });
    expect(state.sides[1]).toMatchObject({
      name: 'Alon',
      health: 100,
      energy: 100,
      stats: { agility: 30, defense: 0, critical_rate: 10 },
    });
    for (const s of state.sides) {
      expect(s.hand).toHaveLength(5);
      expect(new Set(s.hand).size).toBe(5);
      expect(s.hand).not.toContain(91);
    }
    expect(kidlat.health).toBe(100); // templates untouched
  });

  it('who attacks first is a fair coin from the seed', () => {
    let firsts = 0;
    for (let seed = 0; seed < 2000; seed++)
      firsts += createBattle({ seed, sides: [sideFromTemplate(kidlat), sideFromTemplate(alon)] }).state.first;
    expect(firsts).toBeGreaterThan(900);
    expect(firsts).toBeLessThan(1100);
  });

  it('an adventure enemy keeps its reset stats and a hero side draws from its deck', () => {
    const deck = [73, 60, 61, 88, 95, 62, 63];
    const { state } = createBattle({
      seed: 3,
      sides: [
        {
          name: 'Hero',
          stats: { health: 75, mana: 20, agility: 30, defense: 0, critical_rate: 43 },
          pool: deck,
        },
        sideFromTemplate(ENEMY_BY_ID.get(6)!),
      ],
    });
    expect(state.sides[0]).toMatchObject({ health: 75, energy: 20 });
    for (const id of state.sides[0].hand) expect(deck).toContain(id);
    expect(state.sides[1]).toMatchObject({
      health: 50,
      energy: 50,
      stats: { agility: 10, defense: 50, critical_rate: 5 },
    });
  });

  it('a deck smaller than five gives a smaller hand, and 91 in a pool is ignored', () => {
    const { state } = createBattle({
      seed: 3,
      sides: [{ name: 'Hero', stats: kidlat, pool: [73, 91, 60] }, sideFromTemplate(alon)],
    });
    expect(state.sides[0].hand.sort()).toEqual([60, 73]);
  });
});

describe('drawing', () => {
  it('weighs floor(draw_chance / 10) copies per card and never draws 91', () => {
    expect(drawWeight(60)).toBe(9); // draw_chance 90
    expect(drawWeight(77)).toBe(1); // draw_chance 10
    expect(drawWeight(91)).toBe(0);
    const rng = Rng.fromSeed(5);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20000; i++) {
      const id = drawCard([60, 77, 91], [], rng)!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.get(91)).toBeUndefined();
    const ratio = (counts.get(60) ?? 0) / (counts.get(77) ?? 1);
    expect(ratio).toBeGreaterThan(7.5);
    expect(ratio).toBeLessThan(10.5);
  });

  it('never draws a card already held, and stops at five', () => {
    const hand = [60, 61];
    fillHand([60, 61, 62, 63, 64, 65, 66], hand, Rng.fromSeed(1));
    expect(hand).toHaveLength(5);
    expect(new Set(hand).size).toBe(5);
    expect(drawCard([60], [60], Rng.fromSeed(1))).toBeNull();
  });

  it('a played card is replaced in its slot by a new draw', () => {
    const s = scenario({ sides: [{ hand: [60, 61, 62, 63, 64], pool: [60, 61, 62, 63, 64, 65] }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 62 });
    const hand = r.state.sides[0].hand;
    expect(hand).toHaveLength(5);
    expect([62, 65]).toContain(hand[2]);
    expect(r.events.find((e) => e.type === 'cardDrawn')).toMatchObject({ side: 0, cardId: hand[2] });
  });
});

describe('the energy check', () => {
  it('refuses a card costing more than the energy: both messages, the missed-move warning, the turn passes, nothing spent', () => {
    const s = scenario({ sides: [{ hand: [65, 60, 61, 62, 63], energy: 39 }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 65 });
    expect(r.events[0]).toMatchObject({
      type: 'refused',
      reason: 'notEnoughEnergy',
      message: 'Not enough Energy!',
      altMessage: 'Not enough mana!',
      warning: "You've missed your chance to make a move!",
    });
    expect(r.state.sides[0].energy).toBe(39);
    expect(r.state.sides[0].hand).toContain(65);
    expect(r.state.sides[1].health).toBe(100);
    expect(r.state.active).toBe(1);
  });

  it('at 0 energy every card is refused with "You\'re out of energy!" (even a free one)', () => {
    const s = scenario({ sides: [{ hand: [95, 60, 61, 62, 63], energy: 0 }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 95 });
    expect(r.events[0]).toMatchObject({
      type: 'refused',
      reason: 'outOfEnergy',
      message: "You're out of energy!",
      warning: "You've missed your chance to make a move!",
    });
    expect(r.state.active).toBe(1);
  });

  it('a card costing exactly the energy is played', () => {
    const s = scenario({ sides: [{ hand: [65, 60, 61, 62, 63], energy: 40 }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 65 });
    expect(r.state.sides[0].energy).toBe(0);
    expect(r.events.some((e) => e.type === 'cardPlayed')).toBe(true);
  });
});

describe('attacks', () => {
  it('damage is floor(power x (1 - defense/100)), never below 0, doubled on a critical', () => {
    expect(hitDamage(19, 40, false)).toBe(11);
    expect(hitDamage(19, 40, true)).toBe(22);
    expect(hitDamage(10, 100, false)).toBe(0);
    expect(hitDamage(10, 150, true)).toBe(0);
  });

  it("a critical hit uses the attacker's critical rate and says 'Critical Hit! You dealt {n} damage!'", () => {
    const s = scenario({
      sides: [
        { hand: [63, 60, 61, 62, 64], stats: { critical_rate: 100 } },
        { stats: { agility: 0, critical_rate: 0 } },
      ],
    });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 63 });
    expect(r.events.find((e) => e.type === 'critical')).toMatchObject({
      amount: 38,
      message: 'Critical Hit! You dealt 38 damage!',
    });
    expect(r.events.find((e) => e.type === 'damaged')).toMatchObject({
      amount: 38,
      critical: true,
      health: 62,
    });
    // The defender's critical rate does not matter (docs/game-design.md §12.2).
    const s2 = scenario({
      sides: [
        { hand: [63, 60, 61, 62, 64], stats: { critical_rate: 0 } },
        { stats: { agility: 0, critical_rate: 100 } },
      ],
    });
    expect(ok(s2, { type: 'playCard', side: 0, cardId: 63 }).state.sides[1].health).toBe(81);
  });

  it("an agile defender makes the attack miss: 'Attack missed due to agility!', energy still spent", () => {
    const s = scenario({ sides: [{ hand: [63, 60, 61, 62, 64] }, { stats: { agility: 100 } }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 63 });
    expect(r.events.find((e) => e.type === 'missed')).toMatchObject({
      message: 'Attack missed due to agility!',
    });
    expect(r.state.sides[1].health).toBe(100);
    expect(r.state.sides[0].energy).toBe(80);
  });

  it('miss chance follows agility (30% for Alon) and critical chance the critical rate', () => {
    let misses = 0;
    let crits = 0;
    for (let seed = 0; seed < 3000; seed++) {
      const s = scenario({ seed, sides: [{ hand: [60, 61, 62, 63, 64] }, {}] });
      const r = ok(s, { type: 'playCard', side: 0, cardId: 60 });
      if (r.events.some((e) => e.type === 'missed')) misses++;
      if (r.events.some((e) => e.type === 'critical')) crits++;
    }
    expect(misses / 3000).toBeGreaterThan(0.26);
    expect(misses / 3000).toBeLessThan(0.34);
    expect(crits / (3000 - misses)).toBeGreaterThan(0.26);
    expect(crits / (3000 - misses)).toBeLessThan(0.34);
  });

  it('effects land before the agility roll: a missed attack still burns', () => {
    const s = scenario({ sides: [{ hand: [74, 60, 61, 62, 63] }, { stats: { agility: 100 } }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 74 });
    expect(r.events.some((e) => e.type === 'missed')).toBe(true);
    expect(r.state.sides[1].health).toBe(93);
  });

  it('health never drops below 0 and the battle ends with a victory', () => {
    const s = scenario({ sides: [{ hand: [65, 60, 61, 62, 63] }, { health: 5, stats: { agility: 0 } }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 65 });
    expect(r.state.sides[1].health).toBe(0);
    expect(r.state.winner).toBe(0);
    expect(r.events.at(-1)).toEqual({ type: 'victory', winner: 0, loser: 1 });
    expect(apply(r.state, { type: 'chargeEnergy', side: 1 })).toEqual({
      ok: false,
      reason: 'The battle is over.',
    });
  });
});

describe('effects over turns', () => {
  it("burn and poison hurt at the start of each of the afflicted side's turns, then end", () => {
    let s = scenario({
      sides: [{ hand: [75, 60, 61, 62, 63], stats: { critical_rate: 0 } }, { stats: { agility: 0 } }],
    });
    s = ok(s, { type: 'playCard', side: 0, cardId: 75 }).state; // 6 damage, poison 6 x 3
    expect(s.sides[1].health).toBe(100 - 6 - 6);
    s = ok(s, { type: 'chargeEnergy', side: 1 }).state;
    const r = ok(s, { type: 'chargeEnergy', side: 0 });
    expect(r.events.find((e) => e.type === 'effectTicked')).toMatchObject({
      side: 1,
      kind: 'poison',
      amount: 6,
      turnsLeft: 1,
      message: 'Poison: -6 HP (Turns left: 1)',
    });
    s = ok(r.state, { type: 'chargeEnergy', side: 1 }).state;
    const last = ok(s, { type: 'chargeEnergy', side: 0 });
    expect(last.events.find((e) => e.type === 'effectTicked')).toMatchObject({
      message: 'Poison: -6 HP (Turns left: 0)',
    });
    expect(last.events.some((e) => e.type === 'effectExpired' && e.kind === 'poison')).toBe(true);
    expect(last.state.sides[1].health).toBe(100 - 6 - 18);
    expect(last.state.sides[1].effects).toHaveLength(0);
  });

  it("a burn can decide the battle at the start of the burning side's turn", () => {
    let s = scenario({
      sides: [
        { hand: [74, 60, 61, 62, 63], stats: { critical_rate: 0 } },
        { health: 15, stats: { agility: 0 } },
      ],
    });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 74 }); // 10 damage, then burn 7 at once
    s = r.state;
    expect(s.winner).toBe(0);
    expect(r.events.find((e) => e.type === 'effectTicked')).toMatchObject({
      message: 'Burn: -7 HP (Turns left: 2)',
      health: 0,
    });
  });

  it("buffs count the caster's turns and the original stat comes back when they end", () => {
    let s = scenario({ sides: [{ hand: [88, 60, 61, 62, 63] }] });
    s = ok(s, { type: 'playCard', side: 0, cardId: 88 }).state; // defense +20 for 3 turns
    expect(s.sides[0].stats.defense).toBe(20);
    for (let turn = 1; turn <= 3; turn++) {
      s = ok(s, { type: 'chargeEnergy', side: 1 }).state;
      const r = ok(s, { type: 'chargeEnergy', side: 0 });
      if (turn < 3) expect(s.sides[0].stats.defense).toBe(20);
      if (turn === 3) {
        expect(s.sides[0].stats.defense).toBe(0);
        expect(s.sides[0].effects).toHaveLength(0);
        expect(r.events.some((e) => e.type === 'buffExpired')).toBe(false);
      }
      s = r.state;
    }
  });

  it('a debuff lowers the stat while it lasts and restores it exactly, even when effects overlap', () => {
    let s = scenario({ sides: [{ hand: [67, 79, 60, 61, 62] }, { stats: { agility: 0, defense: 30 } }] });
    s = ok(s, { type: 'playCard', side: 0, cardId: 67 }).state; // defense -10 for 2
    expect(s.sides[1].stats.defense).toBe(20);
    s = ok(s, { type: 'chargeEnergy', side: 1 }).state;
    s = ok(s, { type: 'playCard', side: 0, cardId: 79 }).state; // defense -15 for 2
    expect(s.sides[1].stats.defense).toBe(15);
    s = ok(s, { type: 'chargeEnergy', side: 1 }).state;
    expect(s.sides[1].stats.defense).toBe(15);
    s = ok(s, { type: 'chargeEnergy', side: 0 }).state;
    expect(s.sides[1].stats.defense).toBe(30);
    expect(s.sides[1].effects).toHaveLength(0);
  });

  it('stats stay within 0-100 under stacked buffs and debuffs', () => {
    let s = scenario({ sides: [{ hand: [101, 89, 88, 98, 97] }] });
    for (const id of [101, 89, 88]) {
      s = ok(s, { type: 'playCard', side: 0, cardId: id }).state;
      s = ok(s, { type: 'chargeEnergy', side: 1 }).state;
    }
    expect(s.sides[0].stats.defense).toBeLessThanOrEqual(100);
    const d = scenario({ sides: [{ hand: [68, 60, 61, 62, 63] }, { stats: { agility: 5 } }] });
    expect(ok(d, { type: 'playCard', side: 0, cardId: 68 }).state.sides[1].stats.agility).toBe(0);
  });

  it('replaying the same card refreshes its effect rather than stacking it', () => {
    let s = scenario({
      sides: [
        { hand: [67, 60, 61, 62, 63], pool: [67, 60, 61, 62, 63] },
        { stats: { agility: 0, defense: 50 } },
      ],
    });
    s = ok(s, { type: 'playCard', side: 0, cardId: 67 }).state;
    s = ok(s, { type: 'chargeEnergy', side: 1 }).state;
    s.sides[0].hand = [67, 60, 61, 62, 63];
    s = ok(s, { type: 'playCard', side: 0, cardId: 67 }).state;
    expect(s.sides[1].effects.filter((e) => e.kind === 'defDebuff')).toHaveLength(1);
    expect(s.sides[1].stats.defense).toBe(40);
  });

  it('a stunned side loses its next turn, once', () => {
    let s = scenario({ sides: [{ hand: [85, 60, 61, 62, 63] }, { stats: { agility: 0 } }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 85 });
    expect(r.events.filter((e) => e.type === 'turnSkipped')).toEqual([
      { type: 'turnSkipped', side: 1, reason: 'stunned' },
    ]);
    expect(r.state.active).toBe(0);
    s = ok(r.state, { type: 'chargeEnergy', side: 0 }).state;
    expect(s.active).toBe(1);
  });

  it('energy gained by a card is capped at 100', () => {
    const s = scenario({ sides: [{ hand: [99, 60, 61, 62, 63], energy: 80 }] });
    const r = ok(s, { type: 'playCard', side: 0, cardId: 99 });
    expect(r.state.sides[0].energy).toBe(100);
    expect(r.events.find((e) => e.type === 'energyGained')).toMatchObject({ amount: 45, energy: 100 });
  });
});

describe('turns and illegal actions', () => {
  it('time running out passes the turn with "Time\'s up! You are out of time!"', () => {
    const r = ok(scenario(), { type: 'timeUp', side: 0 });
    expect(r.events[0]).toEqual({ type: 'timeUp', side: 0, message: "Time's up! You are out of time!" });
    expect(r.state.active).toBe(1);
    expect(r.state.turn).toBe(2);
  });

  it('illegal actions change nothing and say why', () => {
    const s = scenario({ sides: [{ hand: [60, 61, 62, 63, 64] }] });
    const copy = JSON.stringify(s);
    expect(apply(s, { type: 'playCard', side: 1, cardId: 60 })).toEqual({
      ok: false,
      reason: 'It is not your turn.',
    });
    expect(apply(s, { type: 'playCard', side: 0, cardId: 70 })).toEqual({
      ok: false,
      reason: 'That card is not in your hand.',
    });
    expect(apply(s, { type: 'playCard', side: 0, cardId: 91 }).ok).toBe(false);
    expect(apply(s, { type: 'timeUp', side: 1 }).ok).toBe(false);
    // @ts-expect-error: an action the engine does not know
    expect(apply(s, { type: 'heal', side: 0 }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(copy);
  });

  it('apply never changes the state it is given', () => {
    const s = scenario({ sides: [{ hand: [74, 60, 61, 62, 63] }] });
    const copy = JSON.stringify(s);
    ok(s, { type: 'playCard', side: 0, cardId: 74 });
    expect(JSON.stringify(s)).toBe(copy);
  });

  it('legalActions lists the hand and the charge for the side to move, nothing for the other', () => {
    const s = scenario({ sides: [{ hand: [65, 60, 61, 62, 63], energy: 20 }] });
    expect(legalActions(s, 0)).toHaveLength(6);
    expect(
      legalActions(s, 0, { affordableOnly: true }).map((a) => (a.type === 'playCard' ? a.cardId : a.type)),
    ).toEqual([60, 61, 62, 63, 'chargeEnergy']);
    expect(legalActions(s, 0, { includeTimeUp: true })).toHaveLength(7);
    expect(legalActions(s, 1)).toEqual([]);
    for (const a of legalActions(s, 0, { includeTimeUp: true })) expect(apply(s, a).ok).toBe(true);
  });

  it("a side's view shows its own hand and public stats, never the foe's hand or the generator", () => {
    const s = scenario();
    const v = viewFor(s, 0);
    expect(v.hand).toEqual(s.sides[0].hand);
    expect(v.foe.handSize).toBe(5);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    expect(Object.keys(v.foe)).not.toContain('hand');
    expect(JSON.stringify(viewFor(s, 1))).not.toContain(JSON.stringify(s.sides[0].hand));
  });

  it('a battle survives a JSON round trip and plays on identically', () => {
    const s = scenario({ sides: [{ hand: [63, 60, 61, 62, 64] }] });
    const copy = JSON.parse(JSON.stringify(s)) as BattleState;
    expect(ok(copy, { type: 'playCard', side: 0, cardId: 63 })).toEqual(
      ok(s, { type: 'playCard', side: 0, cardId: 63 }),
    );
  });
});
