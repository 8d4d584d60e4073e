// The battle on screen built from an online match's view, in the engine's shapes so the battle
// screen and scene can show it: the hand of the view's seat only (a spectator's view has none), both
// sides' public stats, and no seed or generator (the authority keeps them).
import type { BattleState, MatchSide, MatchView, SideState } from '../../engine/index.ts';
import { onlineMatchPlan } from '../../engine/plan/onlinePlan.ts';
import type { BattlePlan } from '../battle/index.ts';

function sideOf(side: MatchSide, hand: readonly number[]): SideState {
  return {
    name: side.name,
    templateId: side.templateId,
    health: side.health,
    maxHealth: side.maxHealth,
    energy: side.energy,
    maxEnergy: side.maxEnergy,
    base: { ...side.base },
    stats: { ...side.stats },
    hand: [...hand],
    pool: [...side.pool],
    effects: side.effects.map((e) => ({ ...e, original: { ...e.original } })),
    stunned: side.stunned,
  };
}

/**
 * The battle as this player may know it, in the engine's shape so the battle screen and scene can
 * show it: the foe's hand is empty (hidden), and there is no seed or generator (zeros).
 */
export function stateFromView(view: MatchView): BattleState {
  const you = sideOf(view.you, view.hand);
  const foe = sideOf(view.foe, []);
  return {
    version: 1,
    seed: 0,
    rng: [0, 0, 0, 0],
    sides: view.seat === 0 ? [you, foe] : [foe, you],
    active: view.active,
    first: 0,
    turn: view.turn,
    winner: view.winner,
  };
}

/**
 * The battle plan of an online match: the two chosen fighters in the arena, this player's seat (a
 * spectator's plan is marked as watched: it plays neither side).
 */
export function planFromView(view: MatchView, watched = false): BattlePlan {
  return onlineMatchPlan(view, 0, watched);
}
