// How every operation changes a match: load it, bring it up to the present (presence, for a host
// that reports it as ages, then the clock: a turn whose 60 s ran out passes, a player away for 60 s
// forfeits), let the operation decide, and store what happened as steps. When another request got
// there first (a store answering 'retry': two requests on Supabase at once), everything runs again
// on the new state, so a stale move then gets its 'stale' refusal, as on the game's server.
//
// A player's request about a match they hold no seat in is refused 'not_seated' before anything
// else is looked at: whether the match is live, over or being brought up to date is its players'
// business, and a stranger gets the same answer either way.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import { REFUSAL_TEXT, seatOf, tick } from '../../src/engine/match/index.ts';
import type { MatchState } from '../../src/engine/match/index.ts';
import type { ErrorCode, ServerMessage, ServerMessageOf } from '../../src/protocol/index.ts';
import { StoreRefusal } from './port.ts';
import type { HeldMatch, MatchHost, MatchStep } from './port.ts';
import { presenceSteps } from './presence.ts';
import { ask } from './run.ts';
import type { Operation } from './run.ts';

/** How often a change is tried again when another request changed the match first. */
export const ATTEMPTS = 6;

export const SERVICE_TEXT = Object.freeze({
  noMatch: 'This match does not exist any more.',
  picking: 'The fighters of this match are still being chosen.',
  matchBusy: 'The match is busy. Try again.',
});

export const errorMessage = (
  code: ErrorCode,
  message: string,
  extra: { ref?: string | undefined; matchId?: string; seq?: number } = {},
): ServerMessageOf<'error'> => {
  const msg: ServerMessageOf<'error'> = { type: 'error', code, message };
  if (extra.ref !== undefined) msg.ref = extra.ref;
  if (extra.matchId !== undefined) msg.matchId = extra.matchId;
  if (extra.seq !== undefined) msg.seq = extra.seq;
  return msg;
};

/** The steps that bring a held match up to `now`: presence first (it dates disconnections), then the clock. */
export function upToDate(held: HeldMatch, now: number): MatchStep[] {
  const match = held.match;
  if (!match) return [];
  const steps = held.awayMs ? presenceSteps(match, held.awayMs, now) : [];
  const present = steps.at(-1)?.match ?? match;
  const ticked = tick(present, now);
  if (ticked !== present) steps.push({ op: { type: 'tick', matchId: match.id, at: now }, match: ticked });
  return steps;
}

/** What an operation makes of the match brought up to date: more steps, and the caller's answer. */
export interface Decision {
  steps: readonly MatchStep[];
  answer: (saved: MatchState | null, now: number) => ServerMessage[];
}

/**
 * Loads the match, brings it up to date, lets `decide` add its steps, and stores the change;
 * again from the start when another request got there first. `current` is null while the
 * fighters are being picked.
 */
/** Whether the caller holds a seat in the match (the store's seats while no battle exists yet). */
function seated(held: HeldMatch, caller: string): boolean {
  if (held.match) return seatOf(held.match, caller) !== null;
  return held.seats ? held.seats.includes(caller) : true;
}

export function* changeMatch(
  host: MatchHost,
  matchId: string,
  caller: string | null,
  decide: (current: MatchState | null, now: number, before: MatchState | null) => Decision,
  ref?: string,
): Operation<ServerMessage[]> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const held = yield* ask((store) => store.loadMatch(matchId, caller));
    if (!held) return [errorMessage('no_match', SERVICE_TEXT.noMatch, { ref, matchId })];
    if (caller !== null && !seated(held, caller))
      return [errorMessage('not_seated', REFUSAL_TEXT.notSeated, { ref, matchId })];
    const now = host.now();
    const caughtUp = upToDate(held, now);
    const current = caughtUp.at(-1)?.match ?? held.match;
    const decision = decide(current, now, held.match);
    const steps = [...caughtUp, ...decision.steps];
    const next = steps.at(-1)?.match ?? held.match;
    if (held.match && next && steps.length > 0) {
      try {
        yield* ask((store) => store.saveMatch({ before: held.match, version: held.version, steps, next }));
      } catch (error) {
        if (error instanceof StoreRefusal && error.code === 'retry') continue;
        throw error;
      }
    }
    return decision.answer(next, now);
  }
  return [errorMessage('server_error', SERVICE_TEXT.matchBusy, { ref, matchId })];
}
