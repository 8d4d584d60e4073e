// Resolving the actions on a battle state the caller owns (a fresh copy in `apply`, a scratch
// state in the simulator and the search player). The order of steps of a card play follows
// docs/game-design.md §4.3: energy check, cost, the card leaves the hand and a new one is drawn, energy gain,
// effects on the foe, buffs on the player, agility roll, damage (doubled on a critical), victory
// check, the turn passes.
import { ENERGY_CHARGE_CARD_ID } from '../constants.ts';
import { MSG, criticalHitText, damageText } from '../messages.ts';
import type { Rng } from '../rng.ts';
import { cardOf } from './cardTable.ts';
import { hitDamage } from './damage.ts';
import { drawCard } from './draw.ts';
import { addEffect } from './effects.ts';
import { declareVictory, endTurn, other } from './turn.ts';
import type { BattleAction, BattleEvent, BattleState, EffectKind, SideIndex, SideState } from './types.ts';

function gainEnergy(
  side: SideState,
  index: SideIndex,
  amount: number,
  cardId: number,
  events: BattleEvent[] | null,
): void {
  side.energy = Math.min(side.maxEnergy, side.energy + amount);
  if (events) events.push({ type: 'energyGained', side: index, amount, energy: side.energy, cardId });
}

function inflict(
  target: SideState,
  targetIndex: SideIndex,
  source: SideIndex,
  kind: EffectKind,
  value: number,
  turns: number,
  cardId: number,
  message: string | null,
  events: BattleEvent[] | null,
): void {
  if (value <= 0) return;
  addEffect(target, kind, value, turns, cardId, source);
  if (events)
    events.push({
      type: 'effectApplied',
      side: source,
      target: targetIndex,
      kind,
      value,
      turns,
      cardId,
      message,
    });
}

/** Plays a card from the hand; the caller has checked the battle is live, it is `index`'s turn and the card is held. */
export function resolvePlayCard(
  state: BattleState,
  index: SideIndex,
  cardId: number,
  rng: Rng,
  events: BattleEvent[] | null,
): void {
  const me = state.sides[index];
  const foeIndex = other(index);
  const foe = state.sides[foeIndex];
  const card = cardOf(cardId);

  if (me.energy <= 0 || card.mana_cost > me.energy) {
    if (events) {
      const out = me.energy <= 0;
      events.push({
        type: 'refused',
        side: index,
        cardId,
        reason: out ? 'outOfEnergy' : 'notEnoughEnergy',
        message: out ? MSG.outOfEnergy : MSG.notEnoughEnergy,
        altMessage: out ? null : MSG.notEnoughMana,
        warning: MSG.missedChance,
      });
    }
    // A refused card stays in the hand: the missed turn is the penalty, not the card.
    endTurn(state, events);
    return;
  }

  me.energy -= card.mana_cost;
  if (events) {
    events.push({ type: 'cardPlayed', side: index, cardId, cardName: card.name, cost: card.mana_cost });
    if (card.mana_cost > 0)
      events.push({ type: 'energySpent', side: index, amount: card.mana_cost, energy: me.energy });
  }
  const slot = me.hand.indexOf(cardId);
  me.hand.splice(slot, 1);
  const drawn = drawCard(me.pool, me.hand, rng);
  if (drawn !== null) {
    // The new card takes the played card's place in the fan.
    me.hand.splice(slot, 0, drawn);
    if (events) events.push({ type: 'cardDrawn', side: index, cardId: drawn });
  }

  if (card.is_mana > 0) gainEnergy(me, index, card.is_mana, cardId, events);

  const t = card.turn_count;
  inflict(foe, foeIndex, index, 'burn', card.is_burn, t, cardId, MSG.burnTriggered, events);
  inflict(foe, foeIndex, index, 'poison', card.is_poison, t, cardId, MSG.poisonTriggered, events);
  inflict(foe, foeIndex, index, 'defDebuff', card.is_def_debuff, t, cardId, null, events);
  inflict(foe, foeIndex, index, 'agilDebuff', card.is_agil_debuff, t, cardId, null, events);
  if (card.is_stunned) {
    foe.stunned = true;
    if (events) events.push({ type: 'stunned', side: index, target: foeIndex, cardId });
  }
  inflict(me, index, index, 'defAmp', card.is_def_amp, card.turns, cardId, null, events);
  inflict(me, index, index, 'agilAmp', card.is_agil_amp, card.turns, cardId, null, events);
  inflict(me, index, index, 'critAmp', card.is_crit_amp, card.turns, cardId, null, events);

  if (card.type === 'attack') {
    if (rng.percent(foe.stats.agility)) {
      if (events)
        events.push({ type: 'missed', side: index, target: foeIndex, cardId, message: MSG.missedAgility });
    } else {
      const critical = rng.percent(me.stats.critical_rate);
      const amount = hitDamage(card.power, foe.stats.defense, critical);
      foe.health = Math.max(0, foe.health - amount);
      if (events) {
        if (critical)
          events.push({
            type: 'critical',
            side: index,
            target: foeIndex,
            amount,
            message: criticalHitText(amount),
          });
        events.push({
          type: 'damaged',
          side: index,
          target: foeIndex,
          cardId,
          amount,
          critical,
          health: foe.health,
          message: critical ? criticalHitText(amount) : damageText(amount),
        });
      }
      if (foe.health <= 0) {
        declareVictory(state, index, events);
        return;
      }
    }
  }
  endTurn(state, events);
}

/** Card 91: energy gain, then the turn passes. */
export function resolveChargeEnergy(
  state: BattleState,
  index: SideIndex,
  events: BattleEvent[] | null,
): void {
  const charge = cardOf(ENERGY_CHARGE_CARD_ID);
  if (events)
    events.push({ type: 'cardPlayed', side: index, cardId: charge.id, cardName: charge.name, cost: 0 });
  gainEnergy(state.sides[index], index, charge.is_mana, charge.id, events);
  endTurn(state, events);
}

export function resolveTimeUp(state: BattleState, index: SideIndex, events: BattleEvent[] | null): void {
  if (events) events.push({ type: 'timeUp', side: index, message: MSG.timeUp });
  endTurn(state, events);
}

/** Why the action cannot be taken now, or null when it can. */
export function illegalReason(state: BattleState, action: BattleAction): string | null {
  if (state.winner !== null) return 'The battle is over.';
  if (action.side !== 0 && action.side !== 1) return 'Unknown side.';
  if (action.side !== state.active) return 'It is not your turn.';
  if (action.type === 'playCard') {
    if (action.cardId === ENERGY_CHARGE_CARD_ID)
      return 'Charge Energy is used with its own button, not from the hand.';
    if (!state.sides[action.side].hand.includes(action.cardId)) return 'That card is not in your hand.';
    return null;
  }
  if (action.type === 'chargeEnergy' || action.type === 'timeUp') return null;
  return 'Unknown action.';
}

/**
 * Applies a legal action to `state` in place, using and advancing `rng`. The fast path for the
 * simulator and the search player; everyone else calls `apply`.
 */
export function resolveInPlace(
  state: BattleState,
  action: BattleAction,
  rng: Rng,
  events: BattleEvent[] | null,
): void {
  switch (action.type) {
    case 'playCard':
      resolvePlayCard(state, action.side, action.cardId, rng, events);
      break;
    case 'chargeEnergy':
      resolveChargeEnergy(state, action.side, events);
      break;
    case 'timeUp':
      resolveTimeUp(state, action.side, events);
      break;
  }
}
