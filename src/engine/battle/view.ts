// What one side may know about a battle: its own hand, both sides' public stats and effects, the
// cards the foe draws from (public: the catalogue or the enemy's deck) and how many cards it holds.
// Never the foe's hand and never the generator state. Computer players see only this.
import type { ActiveEffect, BattleState, CombatStats, SideIndex } from './types.ts';

export interface PublicSide {
  name: string;
  templateId: number | null;
  health: number;
  maxHealth: number;
  energy: number;
  maxEnergy: number;
  base: CombatStats;
  stats: CombatStats;
  effects: ActiveEffect[];
  stunned: boolean;
  handSize: number;
  pool: readonly number[];
}

export interface SideView {
  side: SideIndex;
  active: SideIndex;
  turn: number;
  winner: SideIndex | null;
  hand: number[];
  me: PublicSide;
  foe: PublicSide;
}

/** One side as anyone may see it (its hand only counted). */
export function publicSide(state: BattleState, index: SideIndex): PublicSide {
  const s = state.sides[index];
  return {
    name: s.name,
    templateId: s.templateId,
    health: s.health,
    maxHealth: s.maxHealth,
    energy: s.energy,
    maxEnergy: s.maxEnergy,
    base: { agility: s.base.agility, defense: s.base.defense, critical_rate: s.base.critical_rate },
    stats: { agility: s.stats.agility, defense: s.stats.defense, critical_rate: s.stats.critical_rate },
    effects: s.effects.length === 0 ? [] : s.effects.map((e) => ({ ...e, original: { ...e.original } })),
    stunned: s.stunned,
    handSize: s.hand.length,
    pool: s.pool,
  };
}

export function viewFor(state: BattleState, side: SideIndex): SideView {
  return {
    side,
    active: state.active,
    turn: state.turn,
    winner: state.winner,
    hand: state.sides[side].hand.slice(),
    me: publicSide(state, side),
    foe: publicSide(state, side === 0 ? 1 : 0),
  };
}
