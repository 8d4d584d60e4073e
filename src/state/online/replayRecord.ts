// An ended online match becomes one of the player's replays. While the match runs the browser
// knows only its own view (no seed, no foe's hand), so there is nothing to replay; the moment a
// view says the match is over, the browser asks the authority once for the match's replay (its
// seed and every move), checks that the moves rebuild the battle it saw end, and stores it through
// the backend as a finished battle of mode 'online', seen from this player's seat.
//
// Once: each match is asked for once per page, and the record's key (the match and the seat) makes
// the store itself idempotent, so a reload on the victory screen, which asks again, stores nothing
// twice. A match nobody won (abandoned) has no ending to watch and is not stored.
import type { MatchView } from '../../engine/index.ts';
import type { ServerMessageOf } from '../../protocol/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import type { JsonValue } from '../../services/backend/index.ts';
import { planJson } from '../../engine/plan/planSchema.ts';
import { contentVersion } from '../../engine/replay/contentVersion.ts';
import { onlineRecordKey, planOfReplay, replayProblem } from '../../engine/replay/onlineRecord.ts';
import { send } from './connection.ts';

/** Matches whose replay was asked for on this page. */
const asked = new Set<string>();
/** The view each asked match ended with, to check the replay against. */
const endings = new Map<string, MatchView>();

/** A view arrived: an ended match (won, lost, forfeited either way) has its replay asked for, once. */
export function noteEndedMatch(view: MatchView): void {
  if (view.status !== 'finished' || asked.has(view.matchId)) return;
  asked.add(view.matchId);
  endings.set(view.matchId, view);
  send({ type: 'replay', matchId: view.matchId }, 'replay');
}

/** The authority's answer: checked, then stored for this player (once per match and seat). */
export async function receiveReplay(message: ServerMessageOf<'replay'>): Promise<void> {
  const replay = message.replay;
  const seen = endings.get(replay.matchId);
  const problem = replayProblem(replay, seen);
  if (problem !== null) {
    if (replay.winner !== null)
      console.warn(`The replay of match ${replay.matchId} was not kept: ${problem}.`);
    return;
  }
  const setup = {
    ...(planJson(planOfReplay(replay)) as { [key: string]: JsonValue }),
    // The content version beside the plan, as every stored battle has: the card rules it was played under.
    content: contentVersion(),
  };
  try {
    await getBackend().battles.storeFinishedBattle({
      key: onlineRecordKey(replay.matchId, replay.watched ? 'watched' : replay.seat),
      mode: 'online',
      seed: replay.seed,
      setup,
      actions: replay.actions.map((action) => ({ ...action })),
      winner: replay.winner,
    });
    endings.delete(replay.matchId);
  } catch (error) {
    console.warn(`The replay of match ${replay.matchId} could not be stored:`, error);
  }
}

/** A refused replay (the match is gone, or still running): nothing to store; a later end asks again. */
export function replayRefused(matchId: string | undefined, reason: string): void {
  if (matchId === undefined) return;
  asked.delete(matchId);
  console.warn(`The replay of match ${matchId} is not available: ${reason}`);
}
