// What a story battle leaves behind (docs/game-design.md §5.8, §9.14): the hero's health and energy
// as the battle ended, and the spoils, a reward for a win or the jail for a loss. Whoever ends a
// story battle (the `story` Edge Function on Supabase, the local backend in the browser) rolls them
// here, with its own generator, and keeps them with the battle; the purse then settles exactly what
// was rolled, under the battle's id. A story battle set aside before its end is a loss.
import type { Rng } from '../rng.ts';
import type { Spoils } from './journeySchema.ts';
import { rollJail, rollReward } from './reward.ts';

/** The hero row's figures the spoils depend on. */
export interface HeroAtEnd {
  readonly health: number;
  readonly max_health: number;
  readonly gold: number;
}

/** The hero's health (never above its maximum) and energy as the battle left them. */
export function heroAfterBattle(
  hero: Pick<HeroAtEnd, 'max_health'>,
  end: { readonly health: number; readonly energy: number },
): { health: number; mana: number } {
  return {
    health: Math.max(0, Math.min(hero.max_health, end.health)),
    mana: Math.max(0, Math.min(100, end.energy)),
  };
}

/**
 * Rolls the reward (won) or the jail (lost) of the story battle `battleId` for the hero as the
 * battle left it (`hero` already holds its end health) and the cards it owns.
 */
export function rollStorySpoils(
  rng: Rng,
  battleId: string,
  won: boolean,
  hero: HeroAtEnd,
  owned: readonly number[],
): Spoils {
  const purse = { health: hero.health, maxHealth: hero.max_health, gold: hero.gold };
  if (won) {
    const reward = rollReward(rng, purse, owned);
    return {
      kind: 'reward',
      key: battleId,
      pointsRecovered: reward.pointsRecovered,
      gold: reward.goldObtained,
      cardId: reward.cardId,
      alreadyOwned: reward.alreadyOwned,
    };
  }
  const jail = rollJail(rng, purse, owned);
  return {
    kind: 'jail',
    key: battleId,
    pointsRecovered: jail.pointsRecovered,
    gold: jail.goldRolled,
    cardId: jail.stolenCardId,
    alreadyOwned: false,
  };
}

/**
 * What ending a story battle writes: the hero's health and energy (a finished battle only; null
 * leaves the hero as it was) and the spoils rolled for the hero as the battle left it. The local
 * backend and the `story` Edge Function both end story battles with this.
 */
export function storyEnding(
  rng: Rng,
  battleId: string,
  winner: 0 | 1,
  end: { readonly health: number; readonly energy: number } | null,
  hero: HeroAtEnd,
  owned: readonly number[],
): { hero: { health: number; mana: number } | null; spoils: Spoils } {
  const after = end ? heroAfterBattle(hero, end) : null;
  const purse = { ...hero, health: after?.health ?? hero.health };
  return { hero: after, spoils: rollStorySpoils(rng, battleId, winner === 0, purse, owned) };
}
