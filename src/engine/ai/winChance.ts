// The expert's evaluation: an estimated chance to win, from a logistic model of a handful of
// public numbers, fitted (Newton's method on the log loss) to the outcomes of battles of the
// expert's own rollout policy against itself, Kidlat and Alon in both seats. `npm run
// fit:win-chance` (tools/fitWinChance.ts) does the fit. Every feature is the difference between the two
// sides (and being the side to move counts +1 or -1), so the model is antisymmetric: the two
// sides' chances always add up to 1.
// A smooth chance instead of the raw win/loss of a long rollout is what lets a short search tell
// moves apart: the dice of the next turns no longer drown the difference between two moves.
import type { BattleState, SideIndex, SideState } from '../battle/types.ts';

/** The features, in the order of `winFeatures`, each from one side's point of view. */
export const WIN_FEATURES = [
  /** +1 when the side is to move, -1 when the foe is. */
  'toMove',
  /** Lasting health (below), per 100 points. */
  'health',
  /** Lasting health up to 30, per 30 points: where a single blow decides the battle. */
  'lowHealth',
  'energy',
  'agility',
  'defense',
  'critical',
] as const;

export type WinChanceWeights = Readonly<Record<(typeof WIN_FEATURES)[number], number>>;

/**
 * The weights in play. They come from an earlier fit of this model whose battles were not kept;
 * tools/fitWinChance.ts refits it (its weights differ most in the stats, which the two fighters'
 * opposite agility and critical rate leave poorly determined) and the refit plays no better:
 * docs/engine.md, "The expert's estimate".
 */
export const WIN_CHANCE_WEIGHTS: WinChanceWeights = Object.freeze({
  toMove: 0.511,
  health: 5.782,
  lowHealth: 1.115,
  energy: 1.787,
  agility: 0.415,
  defense: 0.384,
  critical: 0.707,
});

/** Health left once the burn and poison already on the side have run their course. */
function lastingHealth(s: SideState): number {
  let pending = 0;
  for (const e of s.effects) if (e.kind === 'burn' || e.kind === 'poison') pending += e.value * e.turnsLeft;
  return Math.max(0, s.health - pending);
}

/** The features of the position from `side`'s point of view, written into `out` (WIN_FEATURES order). */
export function winFeatures(state: BattleState, side: SideIndex, out: Float64Array): Float64Array {
  const me = state.sides[side];
  const foe = state.sides[side === 0 ? 1 : 0];
  const hm = lastingHealth(me);
  const hf = lastingHealth(foe);
  out[0] = state.active === side ? 1 : -1;
  out[1] = (hm - hf) / 100;
  out[2] = (Math.min(hm, 30) - Math.min(hf, 30)) / 30;
  out[3] = (me.energy - foe.energy) / 100;
  out[4] = (me.stats.agility - foe.stats.agility) / 100;
  out[5] = (me.stats.defense - foe.stats.defense) / 100;
  out[6] = (me.stats.critical_rate - foe.stats.critical_rate) / 100;
  return out;
}

/** Log-odds of the features `x` under `w`. */
export function logOdds(x: Float64Array, w: WinChanceWeights): number {
  return (
    w.toMove * (x[0] as number) +
    w.health * (x[1] as number) +
    w.lowHealth * (x[2] as number) +
    w.energy * (x[3] as number) +
    w.agility * (x[4] as number) +
    w.defense * (x[5] as number) +
    w.critical * (x[6] as number)
  );
}

/** Scratch space: the search scores positions one at a time, on one thread. */
const features = new Float64Array(WIN_FEATURES.length);

/** Estimated chance in [0, 1] that `side` wins; exactly 0 or 1 once the battle is decided. */
export function winChance(state: BattleState, side: SideIndex): number {
  if (state.winner !== null) return state.winner === side ? 1 : 0;
  return 1 / (1 + Math.exp(-logOdds(winFeatures(state, side, features), WIN_CHANCE_WEIGHTS)));
}
