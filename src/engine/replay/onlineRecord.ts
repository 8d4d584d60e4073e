// An ended online match as one player's replay: the plan it is rebuilt from (from that player's
// seat), the key its record is stored under, and the check that the authority's replay really is
// the match the player saw end. src/state/online/replayRecord.ts asks for it and stores it.
import type { MatchReplay, MatchView } from '../match/index.ts';
import { onlineMatchPlan } from '../plan/onlinePlan.ts';
import type { BattlePlan } from '../plan/planSchema.ts';
import { buildReplay, finalState } from './replay.ts';

/** The key of an online match's record for one player: one per match and seat, or watched. */
export const onlineRecordKey = (matchId: string, seat: 0 | 1 | 'watched'): string =>
  `online:${matchId}:${seat}`;

/** The plan a replayed online match is rebuilt from, from the asking player's seat. */
export function planOfReplay(replay: MatchReplay): BattlePlan {
  return onlineMatchPlan(replay, replay.seed, replay.watched === true);
}

/**
 * Why a replay cannot be stored as it is, or null when it can: it must rebuild move by move from
 * its seed, a knockout must end with the winner it names, and the battle must end as the player
 * saw it (both healths and their own hand in the last view, which another seed would not have
 * dealt), so a wrong answer is never kept as this match.
 */
export function replayProblem(replay: MatchReplay, seen: MatchView | undefined): string | null {
  if (replay.ending === 'abandoned' || replay.winner === null) return 'nobody won it';
  const built = buildReplay(planOfReplay(replay), replay.actions);
  if (!built.ok) return `move ${built.move} does not rebuild (${built.reason})`;
  const end = finalState(built.replay);
  if (replay.ending === 'knockout' && end.winner !== replay.winner) return 'its knockout has another winner';
  if (seen && seen.seat === replay.seat) {
    const [mine, theirs] = replay.seat === 0 ? [0, 1] : [1, 0];
    const own = end.sides[mine];
    // A spectator saw no hand: both healths must agree.
    const watched = replay.watched === true;
    if (
      own?.health !== seen.you.health ||
      end.sides[theirs]?.health !== seen.foe.health ||
      (!watched && own.hand.join() !== seen.hand.join())
    )
      return 'it does not end as the match did';
  }
  return null;
}
