// Turning a side's view into a complete battle the search can play forward: the foe's unknown hand
// is drawn from the foe's public pool and the future gets a generator of the searcher's own. Many
// such guesses, averaged, stand in for the hidden information without ever reading it.
import type { BattleState, SideState } from '../battle/types.ts';
import type { PublicSide, SideView } from '../battle/view.ts';
import { fillHand } from '../battle/draw.ts';
import { Rng } from '../rng.ts';
import { HAND_SIZE } from '../constants.ts';

function sideFromPublic(p: PublicSide, hand: number[]): SideState {
  return {
    name: p.name,
    templateId: p.templateId,
    health: p.health,
    maxHealth: p.maxHealth,
    energy: p.energy,
    maxEnergy: p.maxEnergy,
    base: { ...p.base },
    stats: { ...p.stats },
    hand,
    pool: p.pool.slice(),
    effects: p.effects.map((e) => ({ ...e, original: { ...e.original } })),
    stunned: p.stunned,
  };
}

/** A full battle consistent with the view; `rng` guesses the foe's hand and seeds the future. */
export function determinize(view: SideView, rng: Rng): BattleState {
  const foeHand: number[] = [];
  const target = Math.min(view.foe.handSize, HAND_SIZE);
  fillHand(view.foe.pool, foeHand, rng);
  foeHand.length = Math.min(foeHand.length, target);
  const me = sideFromPublic(view.me, view.hand.slice());
  const foe = sideFromPublic(view.foe, foeHand);
  const sides: [SideState, SideState] = view.side === 0 ? [me, foe] : [foe, me];
  const future = Rng.fromSeed(rng.fork());
  return {
    version: 1,
    seed: 0,
    rng: future.state(),
    sides,
    active: view.active,
    first: view.active,
    turn: view.turn,
    winner: view.winner,
  };
}
