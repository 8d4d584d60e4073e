// The server's answers built from the engine's results: a seat's view, a refused move, an ended
// match's replay, a message that did not parse. Both servers send exactly these.
import type { MatchReplayResult, MatchView, MoveRefusal, SpectatorView } from '../engine/match/index.ts';
import type { ParseErrorCode } from './parse.ts';
import type { ServerMessageOf } from './server.ts';

/** The message that carries a seat's view. */
export function matchViewMessage(view: MatchView, serverNow: number): ServerMessageOf<'matchView'> {
  return { type: 'matchView', matchId: view.matchId, seq: view.seq, rev: view.rev, serverNow, view };
}

/** The message that carries a spectator's view, with how many are watching. */
export function watchViewMessage(
  view: SpectatorView,
  serverNow: number,
  watchers: number,
): ServerMessageOf<'watchView'> {
  return {
    type: 'watchView',
    matchId: view.matchId,
    seq: view.seq,
    rev: view.rev,
    serverNow,
    watchers,
    view,
  };
}

/** The error answering a refused move. */
export function refusalMessage(
  refusal: MoveRefusal,
  matchId: string,
  ref?: string,
): ServerMessageOf<'error'> {
  const msg: ServerMessageOf<'error'> = {
    type: 'error',
    code: refusal.code,
    message: refusal.reason,
    matchId,
  };
  if (refusal.expected !== undefined) msg.seq = refusal.expected;
  if (ref !== undefined) msg.ref = ref;
  return msg;
}

/** The answer to `replay`: the ended match, or the refusal (with the match id and the ref). */
export function replayMessage(
  result: MatchReplayResult,
  matchId: string,
  ref?: string,
): ServerMessageOf<'replay'> | ServerMessageOf<'error'> {
  if (result.ok)
    return ref === undefined
      ? { type: 'replay', replay: result.replay }
      : { type: 'replay', ref, replay: result.replay };
  const msg: ServerMessageOf<'error'> = { type: 'error', code: result.code, message: result.reason, matchId };
  if (ref !== undefined) msg.ref = ref;
  return msg;
}

/** The error answering a message that did not parse. */
export function parseErrorMessage(
  failure: { code: ParseErrorCode; message: string },
  ref?: string,
): ServerMessageOf<'error'> {
  const msg: ServerMessageOf<'error'> = { type: 'error', code: failure.code, message: failure.message };
  if (ref !== undefined) msg.ref = ref;
  return msg;
}
