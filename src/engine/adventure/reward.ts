// After a won story battle (reward) or a lost one (jail), docs/game-design.md §9.14.
import { PLAYABLE_CARDS } from '../../content/index.ts';
import {
  ENERGY_CHARGE_CARD_ID,
  JAIL_GOLD_STOLEN_RANGE,
  JAIL_POINTS_RANGE,
  REWARD_GOLD_RANGE,
  REWARD_POINTS_RANGE,
  STARTER_CARD_ID,
} from '../constants.ts';
import type { Rng } from '../rng.ts';
import { recoverHealth } from './recovery.ts';

export interface HeroPurse {
  health: number;
  maxHealth: number;
  gold: number;
}

export interface RewardOutcome {
  pointsRecovered: number;
  health: number;
  goldObtained: number;
  gold: number;
  /** The card obtained (never the energy charge). Already owned cards are not added twice. */
  cardId: number;
  alreadyOwned: boolean;
}

export interface JailOutcome {
  pointsRecovered: number;
  health: number;
  /** Gold the jailers demand (1-10); the purse takes it, but never more than the hero has. */
  goldRolled: number;
  /** Gold actually taken: never more than the hero has. */
  goldStolen: number;
  gold: number;
  /** The owned card taken (never the starter card or the energy charge), or null when there is none to take. */
  stolenCardId: number | null;
}

export function rollReward(rng: Rng, hero: HeroPurse, ownedCardIds: readonly number[]): RewardOutcome {
  const pointsRecovered = rng.int(REWARD_POINTS_RANGE.min, REWARD_POINTS_RANGE.max);
  const goldObtained = rng.int(REWARD_GOLD_RANGE.min, REWARD_GOLD_RANGE.max);
  const cardId = rng.pick(PLAYABLE_CARDS).id;
  return {
    pointsRecovered,
    health: recoverHealth(hero.health, pointsRecovered, hero.maxHealth),
    goldObtained,
    gold: hero.gold + goldObtained,
    cardId,
    alreadyOwned: ownedCardIds.includes(cardId),
  };
}

export function rollJail(rng: Rng, hero: HeroPurse, ownedCardIds: readonly number[]): JailOutcome {
  const pointsRecovered = rng.int(JAIL_POINTS_RANGE.min, JAIL_POINTS_RANGE.max);
  const rolled = rng.int(JAIL_GOLD_STOLEN_RANGE.min, JAIL_GOLD_STOLEN_RANGE.max);
  const goldStolen = Math.min(Math.max(0, hero.gold), rolled);
  const stealable = [...new Set(ownedCardIds)].filter(
    (id) => id !== STARTER_CARD_ID && id !== ENERGY_CHARGE_CARD_ID,
  );
  const stolenCardId = stealable.length > 0 ? rng.pick(stealable) : null;
  return {
    pointsRecovered,
    health: recoverHealth(hero.health, pointsRecovered, hero.maxHealth),
    goldRolled: rolled,
    goldStolen,
    gold: Math.max(0, hero.gold - goldStolen),
    stolenCardId,
  };
}
