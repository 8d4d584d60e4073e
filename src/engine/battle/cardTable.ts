// Card lookup for the hot paths (draws, rollouts): an array indexed by id is several times faster
// than a Map, and the simulator and the search player look cards up millions of times.
import { CARDS } from '../../content/index.ts';
import type { Card } from '../../content/index.ts';

const TABLE: (Card | undefined)[] = [];
for (const c of CARDS) TABLE[c.id] = c;

/** The catalogue card with this id, or undefined for an id the catalogue does not have. */
export function findCard(id: number): Card | undefined {
  return TABLE[id];
}

/** The catalogue card with this id; callers have already checked the id (hand, pool). */
export function cardOf(id: number): Card {
  const c = TABLE[id];
  if (c === undefined) throw new Error(`Unknown card id ${id}`);
  return c;
}
