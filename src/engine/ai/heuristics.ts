// Hand-tuned estimates the search players share: what a card is worth to play now, and how good a
// position is for one side. Both are cheap (no allocation), because rollouts call them constantly.
import { ENERGY_CHARGE_CARD_ID } from '../constants.ts';
import { cardOf } from '../battle/cardTable.ts';
import type { BattleState, SideIndex, SideState } from '../battle/types.ts';

/** Damage a side expects to take per foe turn, used to price defense and agility. */
const INCOMING_PER_TURN = 14;
/** Damage a side expects to deal per own turn, used to price critical-rate buffs. */
const OUTGOING_PER_TURN = 14;
/** Worth of one point of energy, in health points. */
export const ENERGY_VALUE = 0.4;
const STUN_VALUE = 16;

/** The prices `cardScore` and `chargeScore` use; levels may play with prices of their own. */
export interface ScoreWeights {
  /** Damage expected per foe turn (prices defense and agility buffs). */
  readonly incoming: number;
  /** Damage expected per own turn (prices debuffs on the foe and critical-rate buffs). */
  readonly outgoing: number;
  /** Worth of a point of energy gained (charging, energy cards). */
  readonly energyGain: number;
  /** Worth of a point of energy spent on a card. */
  readonly energyCost: number;
}

/** The prices of greedy, easy, normal and hard. */
export const DEFAULT_WEIGHTS: ScoreWeights = Object.freeze({
  incoming: INCOMING_PER_TURN,
  outgoing: OUTGOING_PER_TURN,
  energyGain: ENERGY_VALUE,
  energyCost: ENERGY_VALUE,
});

/** Expected immediate worth of `me` playing `cardId` against `foe`, in health points, minus its energy. */
export function cardScore(
  cardId: number,
  me: SideState,
  foe: SideState,
  w: ScoreWeights = DEFAULT_WEIGHTS,
): number {
  const c = cardOf(cardId);
  let score = 0;
  const foeAgility = Math.max(0, foe.stats.agility - c.is_agil_debuff);
  const foeDefense = Math.max(0, foe.stats.defense - c.is_def_debuff);
  if (c.type === 'attack' && c.power > 0) {
    const hit = Math.floor(c.power * (1 - foeDefense / 100));
    const expected = (1 - foeAgility / 100) * hit * (1 + me.stats.critical_rate / 100);
    // Finishing blows are worth far more than their damage.
    score += hit >= foe.health ? expected + 60 * (1 - foeAgility / 100) : expected;
  }
  const lasting = c.turn_count;
  score += (c.is_burn + c.is_poison) * Math.min(lasting, 4);
  score += (c.is_def_debuff / 100) * w.outgoing * Math.max(0, lasting - 1) * 0.8;
  score += (c.is_agil_debuff / 100) * w.outgoing * Math.max(0, lasting - 1) * 0.8;
  if (c.is_stunned && !foe.stunned) score += STUN_VALUE;
  const turns = c.turns;
  score += (c.is_def_amp / 100) * w.incoming * turns;
  score += (c.is_agil_amp / 100) * w.incoming * turns;
  score += (c.is_crit_amp / 100) * w.outgoing * turns * 0.7;
  score += Math.min(c.is_mana, me.maxEnergy - me.energy + c.mana_cost) * w.energyGain;
  return score - c.mana_cost * w.energyCost;
}

/** Worth of charging energy now. */
export function chargeScore(me: SideState, w: ScoreWeights = DEFAULT_WEIGHTS): number {
  return Math.min(cardOf(ENERGY_CHARGE_CARD_ID).is_mana, me.maxEnergy - me.energy) * w.energyGain;
}

function sideWorth(s: SideState): number {
  let pending = 0;
  for (const e of s.effects) if (e.kind === 'burn' || e.kind === 'poison') pending += e.value * e.turnsLeft;
  let buffs = 0;
  for (const e of s.effects) {
    if (e.kind === 'defAmp' || e.kind === 'agilAmp')
      buffs += (e.value / 100) * INCOMING_PER_TURN * e.turnsLeft;
    else if (e.kind === 'critAmp') buffs += (e.value / 100) * OUTGOING_PER_TURN * e.turnsLeft * 0.7;
    else if (e.kind === 'defDebuff' || e.kind === 'agilDebuff')
      buffs -= (e.value / 100) * INCOMING_PER_TURN * e.turnsLeft;
  }
  const health = Math.max(0, s.health - pending);
  // Health counts more when it is low: the last points decide the battle.
  return health + Math.min(health, 30) * 0.5 + s.energy * ENERGY_VALUE + buffs - (s.stunned ? STUN_VALUE : 0);
}

/** How good the position is for `side`: positive is good. A won battle is worth 1000. */
export function evaluate(state: BattleState, side: SideIndex): number {
  if (state.winner !== null) return state.winner === side ? 1000 : -1000;
  return sideWorth(state.sides[side]) - sideWorth(state.sides[side === 0 ? 1 : 0]);
}
