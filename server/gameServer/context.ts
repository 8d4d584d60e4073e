// What the parts of the online server share: the held state (store), who is online (presence),
// which players it knows and remembers (roster), the clock (and each match's, the same one unless
// the browser tests' server moves them apart), the limits. A handler answers a client message with
// a Refusal (sent back as an 'error' with the message's ref) or null when it did what was asked and
// told whoever needs to know.
import type { ErrorCode, ServerMessageOf } from '../../src/protocol/index.ts';
import type { Clock } from './clock.ts';
import type { Limits } from './limits.ts';
import type { Presence } from './presence.ts';
import type { Roster } from './roster.ts';
import { SAVE_TEXT } from './readOnly.ts';
import type { Store } from './store.ts';

export interface Context {
  store: Store;
  presence: Presence;
  roster: Roster;
  clock: Clock;
  /** The clock a match's turn deadline and disconnection grace run on. */
  matchClock(matchId: string): Clock;
  limits: Limits;
  log(line: string): void;
}

export interface Refusal {
  code: ErrorCode;
  message: string;
  matchId?: string;
  /** With match refusals: the seq the match expects next. */
  seq?: number;
}

export function errorMessage(refusal: Refusal, ref?: string): ServerMessageOf<'error'> {
  const msg: ServerMessageOf<'error'> = { type: 'error', code: refusal.code, message: refusal.message };
  if (ref !== undefined) msg.ref = ref;
  if (refusal.matchId !== undefined) msg.matchId = refusal.matchId;
  if (refusal.seq !== undefined) msg.seq = refusal.seq;
  return msg;
}

/** The refusal for a message whose change could not be saved: a move is told it was not made. */
export function notSavedRefusal(type: string, matchId?: string, expectedSeq?: number): Refusal {
  const refusal: Refusal = {
    code: 'server_error',
    message: type === 'move' ? SAVE_TEXT.move : SAVE_TEXT.change,
  };
  if (matchId !== undefined) refusal.matchId = matchId;
  if (expectedSeq !== undefined) refusal.seq = expectedSeq;
  return refusal;
}
