// Drawing into a hand (docs/game-design.md §4.7, §9.3): each card weighs floor(draw_chance / 10) copies, the
// energy charge never enters, and no card already held is drawn again. Picking one eligible card with
// probability proportional to its copies is the same as drawing from the pool of copies and
// throwing back duplicates, without building that pool.
import { DRAW_WEIGHT_DIVISOR, ENERGY_CHARGE_CARD_ID, HAND_SIZE } from '../constants.ts';
import type { Rng } from '../rng.ts';
import { findCard } from './cardTable.ts';
import { CARDS } from '../../content/index.ts';

function weightOf(cardId: number): number {
  if (cardId === ENERGY_CHARGE_CARD_ID) return 0;
  const card = findCard(cardId);
  return card ? Math.floor(card.draw_chance / DRAW_WEIGHT_DIVISOR) : 0;
}

// Weights by id, worked out once: draws run inside every search rollout.
const WEIGHTS: number[] = [];
for (const c of CARDS) WEIGHTS[c.id] = weightOf(c.id);

/** Copies of the card in the draw pool. */
export function drawWeight(cardId: number): number {
  return WEIGHTS[cardId] ?? 0;
}

// Total weight of each pool, remembered per pool array: pools never change during a battle and
// copies of a battle share the same array, so the sum is worked out once per battle.
const POOL_TOTALS = new WeakMap<readonly number[], number>();

function poolTotal(pool: readonly number[]): number {
  let total = POOL_TOTALS.get(pool);
  if (total === undefined) {
    total = 0;
    for (const id of pool) total += drawWeight(id);
    POOL_TOTALS.set(pool, total);
  }
  return total;
}

/** One card id drawn from `pool` that is not in `hand`, or null when none is eligible. */
export function drawCard(pool: readonly number[], hand: readonly number[], rng: Rng): number | null {
  let total = poolTotal(pool);
  // Held cards are out of the draw: take their copies off the total (a pool lists each card once).
  for (const id of hand) if (pool.includes(id)) total -= drawWeight(id);
  if (total <= 0) return null;
  let roll = rng.int(0, total - 1);
  for (const id of pool) {
    if (hand.includes(id)) continue;
    const w = drawWeight(id);
    if (roll < w) return id;
    roll -= w;
  }
  return null;
}

/** Fills `hand` up to the hand size in place; returns the ids drawn, in order. */
export function fillHand(pool: readonly number[], hand: number[], rng: Rng): number[] {
  const drawn: number[] = [];
  while (hand.length < HAND_SIZE) {
    const id = drawCard(pool, hand, rng);
    if (id === null) break;
    hand.push(id);
    drawn.push(id);
  }
  return drawn;
}
