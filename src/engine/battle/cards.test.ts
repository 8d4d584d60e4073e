// One scenario per card: a fresh battle, the card forced into Kidlat's hand, every roll made certain
// (the foe's agility equals the card's agility debuff, so it drops to 0; no critical rate), the card
// played, and its every number checked on the resulting state and events.
import { describe, expect, it } from 'vitest';
import { CARDS, ENERGY_CHARGE_CARD_ID } from '../../content/index.ts';
import type { Card } from '../../content/index.ts';
import { scenario } from '../testkit/scenario.ts';
import { apply } from './apply.ts';
import type { BattleEvent, BattleState } from './types.ts';

const FOE_DEFENSE = 40;
const FILLER = [60, 61, 62, 63, 64, 65, 66];

function play(card: Card): { before: BattleState; after: BattleState; events: BattleEvent[] } {
  const hand = [card.id, ...FILLER.filter((id) => id !== card.id)].slice(0, 5);
  const before = scenario({
    seed: card.id,
    active: 0,
    sides: [
      { hand, energy: 100, health: 100, stats: { agility: 0, defense: 0, critical_rate: 0 } },
      {
        energy: 50,
        health: 100,
        stats: { agility: card.is_agil_debuff, defense: FOE_DEFENSE, critical_rate: 0 },
      },
    ],
  });
  const r = apply(before, { type: 'playCard', side: 0, cardId: card.id });
  if (!r.ok) throw new Error(r.reason);
  return { before, after: r.state, events: r.events };
}

const playable = CARDS.filter((c) => c.id !== ENERGY_CHARGE_CARD_ID);

describe('every card, played from a forced hand', () => {
  it.each(playable.map((c) => [c.id, c.name, c] as const))(
    'card %i %s does what its numbers say',
    (_id, _name, card) => {
      const { after, events } = play(card);
      const me = after.sides[0];
      const foe = after.sides[1];

      expect(events.find((e) => e.type === 'cardPlayed')).toMatchObject({
        side: 0,
        cardId: card.id,
        cardName: card.name,
        cost: card.mana_cost,
      });
      // Energy: cost paid, then any energy the card restores, never above 100.
      expect(me.energy).toBe(Math.min(100, 100 - card.mana_cost + card.is_mana));
      // The hand is refilled to five, without duplicates or the energy charge.
      expect(me.hand).toHaveLength(5);
      expect(new Set(me.hand).size).toBe(5);
      expect(me.hand).not.toContain(ENERGY_CHARGE_CARD_ID);

      // Damage, with the defense after the card's own debuff.
      const defense = Math.max(0, FOE_DEFENSE - card.is_def_debuff);
      const hit = card.type === 'attack' ? Math.floor(card.power * (1 - defense / 100)) : 0;
      const tick = card.is_burn + card.is_poison; // the foe's turn starts at once and the first tick lands
      const skipped = card.is_stunned;
      // A stunned foe still has its (skipped) turn start: one tick either way.
      const ticks = 1;
      const dot = card.turn_count > 0 ? tick : 0;
      expect(foe.health).toBe(100 - hit - dot);
      if (card.type === 'attack')
        expect(events.find((e) => e.type === 'damaged')).toMatchObject({
          amount: hit,
          critical: false,
          message: `You dealt ${hit} damage.`,
        });
      else expect(events.some((e) => e.type === 'damaged')).toBe(false);

      // Effects on the foe, after its turn-start countdown.
      const foeTurnsPassed = ticks;
      for (const [kind, value] of [
        ['burn', card.is_burn],
        ['poison', card.is_poison],
        ['defDebuff', card.is_def_debuff],
        ['agilDebuff', card.is_agil_debuff],
      ] as const) {
        if (value === 0) continue;
        expect(events.find((e) => e.type === 'effectApplied' && e.kind === kind)).toMatchObject({
          target: 1,
          value,
          turns: card.turn_count,
        });
        const left = card.turn_count - foeTurnsPassed;
        const active = foe.effects.find((e) => e.kind === kind);
        if (left > 0) expect(active).toMatchObject({ value, turnsLeft: left, cardId: card.id, source: 0 });
        else expect(active).toBeUndefined();
      }
      if (card.is_burn > 0) {
        expect(events.find((e) => e.type === 'effectApplied' && e.kind === 'burn')).toMatchObject({
          message: 'Burn effect triggered',
        });
        expect(events.find((e) => e.type === 'effectTicked' && e.kind === 'burn')).toMatchObject({
          message: `Burn: -${card.is_burn} HP (Turns left: ${card.turn_count - 1})`,
        });
      }
      if (card.is_poison > 0) {
        expect(events.find((e) => e.type === 'effectApplied' && e.kind === 'poison')).toMatchObject({
          message: 'Poison effect triggered',
        });
        expect(events.find((e) => e.type === 'effectTicked' && e.kind === 'poison')).toMatchObject({
          message: `Poison: -${card.is_poison} HP (Turns left: ${card.turn_count - 1})`,
        });
      }
      const defDebuffActive = foe.effects.some((e) => e.kind === 'defDebuff');
      expect(foe.stats.defense).toBe(defDebuffActive ? FOE_DEFENSE - card.is_def_debuff : FOE_DEFENSE);
      const agiDebuffActive = foe.effects.some((e) => e.kind === 'agilDebuff');
      expect(foe.stats.agility).toBe(agiDebuffActive ? 0 : card.is_agil_debuff);

      // Stun: the foe's turn is skipped and it is Kidlat's turn again.
      if (skipped) {
        expect(events.some((e) => e.type === 'stunned' && e.target === 1)).toBe(true);
        expect(events.some((e) => e.type === 'turnSkipped' && e.side === 1)).toBe(true);
        expect(after.active).toBe(0);
        expect(foe.stunned).toBe(false);
      } else {
        expect(after.active).toBe(1);
      }

      // Buffs on Kidlat: they count Kidlat's turns, so one is gone only if Kidlat's turn came round.
      const myTurnsPassed = skipped ? 1 : 0;
      for (const [kind, value, stat] of [
        ['defAmp', card.is_def_amp, 'defense'],
        ['agilAmp', card.is_agil_amp, 'agility'],
        ['critAmp', card.is_crit_amp, 'critical_rate'],
      ] as const) {
        const active = me.effects.find((e) => e.kind === kind);
        if (value === 0) {
          expect(active).toBeUndefined();
          continue;
        }
        expect(active).toMatchObject({ value, turnsLeft: card.turns - myTurnsPassed, source: 0 });
        expect(me.stats[stat]).toBe(value);
      }
    },
  );

  it('card 91 (Charge Energy) restores 30 energy, capped at 100, and passes the turn', () => {
    const s = scenario({ active: 0, sides: [{ energy: 50 }] });
    const r = apply(s, { type: 'chargeEnergy', side: 0 });
    expect(r.ok && r.state.sides[0].energy).toBe(80);
    expect(r.ok && r.state.active).toBe(1);
    expect(r.ok && r.events.find((e) => e.type === 'energyGained')).toMatchObject({
      amount: 30,
      energy: 80,
      cardId: 91,
    });
    const full = apply(scenario({ active: 0, sides: [{ energy: 90 }] }), { type: 'chargeEnergy', side: 0 });
    expect(full.ok && full.state.sides[0].energy).toBe(100);
  });
});
