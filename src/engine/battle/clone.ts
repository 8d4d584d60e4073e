// A deep copy of a battle state, written out by hand because it runs for every action and every
// search step (several times faster than structuredClone or JSON).
import type { ActiveEffect, BattleState, SideState } from './types.ts';

function cloneEffect(e: ActiveEffect): ActiveEffect {
  return {
    kind: e.kind,
    value: e.value,
    turnsLeft: e.turnsLeft,
    cardId: e.cardId,
    source: e.source,
    applied: true,
    original: { ...e.original },
  };
}

export function cloneSide(s: SideState): SideState {
  return {
    name: s.name,
    templateId: s.templateId,
    health: s.health,
    maxHealth: s.maxHealth,
    energy: s.energy,
    maxEnergy: s.maxEnergy,
    base: { ...s.base },
    stats: { ...s.stats },
    hand: s.hand.slice(),
    // The pool never changes during a battle, so copies share it.
    pool: s.pool,
    effects: s.effects.map(cloneEffect),
    stunned: s.stunned,
  };
}

export function cloneBattle(state: BattleState): BattleState {
  return {
    version: state.version,
    seed: state.seed,
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    sides: [cloneSide(state.sides[0]), cloneSide(state.sides[1])],
    active: state.active,
    first: state.first,
    turn: state.turn,
    winner: state.winner,
  };
}
