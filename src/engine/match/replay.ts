// A match's replay: what a seated player may ask for once the match has ended. While a match runs,
// its seed is the one secret that would let a player work out the other's hand and every draw to
// come, so no view ever holds it; once the match is over nothing is left to win by knowing it, and
// each player may take the whole match home (seed, fighters, names and every move in order) to
// watch it again from their own side. A spectator who watched it gets it too, seen from Player 1's
// side and marked as watched. It is given only on request, never inside a view, so the frames of a
// match stay free of the seed from its first to its last.
import type { BattleAction } from '../battle/types.ts';
import { seatOf } from './match.ts';
import type { EndReason, FighterId, MatchState, SeatIndex } from './match.ts';

/** An ended match, for one of its players: enough to rebuild every move with the engine. */
export interface MatchReplay {
  matchId: string;
  /** The seat of the player who asked (whose hand the replay shows); Player 1's for a spectator. */
  seat: SeatIndex;
  /** Present when the one who asked watched the match as a spectator instead of playing it. */
  watched?: true;
  /** The battle's seed: public once the match is over. */
  seed: number;
  fighters: [FighterId, FighterId];
  names: [string, string];
  /** Every applied move in order (time-ups included), each with its side. */
  actions: BattleAction[];
  winner: SeatIndex | null;
  /** How it ended: a knockout, a forfeit (the winner is the one who stayed) or abandoned (no winner). */
  ending: EndReason;
  /** The battle's turn when it ended. */
  turns: number;
  /** When it ended (ms). */
  endedAt: number;
}

/** no_match: unknown (or another) match; not_over: still being fought (or picked); not_seated: not a player of it. */
export type ReplayRefusalCode = 'no_match' | 'not_over' | 'not_seated';

export type MatchReplayResult =
  { ok: true; replay: MatchReplay } | { ok: false; code: ReplayRefusalCode; reason: string };

export const REPLAY_REFUSAL_TEXT = Object.freeze({
  noMatch: 'This match does not exist any more.',
  notOver: 'This match is still being played: its replay opens once it has ended.',
  notSeated: 'You are not a player in this match.',
});

/**
 * The replay of an ended match for the player `actor`, checked in this order: the match exists
 * and is the one named, it has ended, the actor holds a seat. A refusal gives nothing away.
 */
export function replayFor(
  match: MatchState | null | undefined,
  matchId: string,
  actor: string,
  /** The actor watched the match as a spectator (the host checked): they get it from Player 1's side. */
  watched = false,
): MatchReplayResult {
  if (!match || match.id !== matchId)
    return { ok: false, code: 'no_match', reason: REPLAY_REFUSAL_TEXT.noMatch };
  if (match.status === 'live' || match.endReason === null || match.endedAt === null)
    return { ok: false, code: 'not_over', reason: REPLAY_REFUSAL_TEXT.notOver };
  const seated = seatOf(match, actor);
  if (seated === null && !watched)
    return { ok: false, code: 'not_seated', reason: REPLAY_REFUSAL_TEXT.notSeated };
  const seat = seated ?? 0;
  return {
    ok: true,
    replay: {
      matchId: match.id,
      seat,
      ...(seated === null ? { watched: true as const } : {}),
      seed: match.battle.seed,
      fighters: [match.fighters[0], match.fighters[1]],
      names: [match.names[0], match.names[1]],
      actions: match.log.map((entry) => ({ ...entry.action })),
      winner: match.winner,
      ending: match.endReason,
      turns: match.battle.turn,
      endedAt: match.endedAt,
    },
  };
}
