// The plan of an online match as one browser shows it: the two chosen fighters in the arena, Player
// 1 first, and who this browser is (a seat, or a spectator marked as watched). A match followed
// live has seed 0 (the authority keeps it); a replay of an ended one carries the real seed.
import type { BattlePlan } from './planSchema.ts';

/** What a view or a replay of an online match says about its seats. */
export interface OnlineMatchSeating {
  readonly matchId: string;
  readonly seat: 0 | 1;
  readonly fighters: readonly [number, number];
  readonly names: readonly [string, string];
}

export function onlineMatchPlan(match: OnlineMatchSeating, seed: number, watched: boolean): BattlePlan {
  return {
    mode: 'online',
    seed,
    sides: [
      { kind: 'fighter', fighterId: match.fighters[0] },
      { kind: 'fighter', fighterId: match.fighters[1] },
    ],
    level: 'classic',
    place: 'arena',
    first: 0,
    online: {
      matchId: match.matchId,
      seat: match.seat,
      names: [match.names[0], match.names[1]],
      ...(watched ? { watched: true as const } : {}),
    },
  };
}
