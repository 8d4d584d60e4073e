// The expert's evaluation: an estimated chance to win, from a logistic model of a handful of
// public numbers. The weights were fitted (Newton's method on the log loss) to the outcomes of
// 20,000 battles of the expert's own rollout policy against itself, Kidlat and Alon in both seats;
// the fit came out antisymmetric, so each weight prices the difference between the two sides.
// A smooth chance instead of the raw win/loss of a long rollout is what lets a short search tell
// moves apart: the dice of the next turns no longer drown the difference between two moves.
import type { BattleState, SideIndex, SideState } from '../battle/types.ts';

/** Log-odds of being the side to move (the fit's intercept, shared out evenly between the sides). */
const TO_MOVE = 0.511;
const HEALTH = 5.782;
/** Extra worth of the last 30 health points, where a single blow decides the battle. */
const LOW_HEALTH = 1.115;
const ENERGY = 1.787;
const AGILITY = 0.415;
const DEFENSE = 0.384;
const CRITICAL = 0.707;

/** Health left once the burn and poison already on the side have run their course. */
function lastingHealth(s: SideState): number {
  let pending = 0;
  for (const e of s.effects) if (e.kind === 'burn' || e.kind === 'poison') pending += e.value * e.turnsLeft;
  return Math.max(0, s.health - pending);
}

/** Log-odds that `side` wins, from its point of view. */
function logOdds(state: BattleState, side: SideIndex): number {
  const me = state.sides[side];
  const foe = state.sides[side === 0 ? 1 : 0];
  const hm = lastingHealth(me);
  const hf = lastingHealth(foe);
  return (
    (state.active === side ? TO_MOVE : -TO_MOVE) +
    (HEALTH * (hm - hf)) / 100 +
    (LOW_HEALTH * (Math.min(hm, 30) - Math.min(hf, 30))) / 30 +
    (ENERGY * (me.energy - foe.energy)) / 100 +
    (AGILITY * (me.stats.agility - foe.stats.agility)) / 100 +
    (DEFENSE * (me.stats.defense - foe.stats.defense)) / 100 +
    (CRITICAL * (me.stats.critical_rate - foe.stats.critical_rate)) / 100
  );
}

/** Estimated chance in [0, 1] that `side` wins; exactly 0 or 1 once the battle is decided. */
export function winChance(state: BattleState, side: SideIndex): number {
  if (state.winner !== null) return state.winner === side ? 1 : 0;
  return 1 / (1 + Math.exp(-logOdds(state, side)));
}
