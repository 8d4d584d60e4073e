// Moves made for the seat on turn, so a browser test can start a match near its end: it exists,
// like the per-match test clock (testClock.ts), only when the server is started with
// ONLINE_TEST_CLOCK=1 (the e2e web server sets it; players never do).
// POST /api/online/test/moves?match=<matchId> with a JSON array of moves (each `{ "type":
// "chargeEnergy" }` or `{ "type": "playCard", "cardId": <id> }`) makes them one after another, each
// as the move of the seat then on turn, through the match service's own move exactly as if that
// seat's player had sent it: the authority checks it, the journal keeps it and each seat gets its
// view, so what the players' pages receive is what a played match sends. The moves are first
// tried on the match as it stands: if the authority would refuse one, none is made.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { PlayerMoveSchema } from '../../src/engine/battle/schema.ts';
import type { MatchAction } from '../../src/engine/match/index.ts';
import { MATCH_ID } from '../../src/protocol/index.ts';
import type { OnTurnResult } from './movesOnTurn.ts';

/** The path of the control, under the online endpoint's own. */
export const TEST_MOVES_ROUTE = '/api/online/test/moves';
/** The most moves one request makes (a whole battle is far fewer). */
export const MAX_TEST_MOVES = 500;
/** The largest body read (MAX_TEST_MOVES moves fit many times over). */
export const MAX_TEST_MOVES_BYTES = 64 * 1024;

export const TEST_MOVES_TEXT = Object.freeze({
  usage:
    `POST ${TEST_MOVES_ROUTE}?match=<match id> with a JSON array of 1 to ${MAX_TEST_MOVES} moves, ` +
    'each {"type":"chargeEnergy"} or {"type":"playCard","cardId":<card id>}.',
  noMatch: 'Name the match whose moves these are: ?match=<match id>.',
  json: 'The body must be a JSON array of moves.',
  tooLarge: `The body may hold at most ${MAX_TEST_MOVES_BYTES} bytes.`,
  fewMoves: 'Send at least one move.',
  manyMoves: `Send at most ${MAX_TEST_MOVES} moves at once.`,
  unknownMatch: 'This server holds no match with that id.',
  refused: (index: number, count: number, reason: string): string =>
    `Move ${index + 1} of ${count} was refused: ${reason} No move was made.`,
  notLive: (reason: string): string => `${reason} No move was made.`,
});

/** The control's input, from its query and its body: which match, and the moves to make in it. */
export const TestMovesInputSchema = v.object({
  match: v.pipe(v.string(TEST_MOVES_TEXT.noMatch), MATCH_ID),
  moves: v.pipe(
    v.array(PlayerMoveSchema, TEST_MOVES_TEXT.json),
    v.minLength(1, TEST_MOVES_TEXT.fewMoves),
    v.maxLength(MAX_TEST_MOVES, TEST_MOVES_TEXT.manyMoves),
  ),
});
export type TestMovesInput = v.InferOutput<typeof TestMovesInputSchema>;

/** Makes moves in a match for the seat on turn (the online server's `playOnTurn`). */
export type PlayOnTurn = (matchId: string, moves: readonly MatchAction[]) => OnTurnResult;

function answer(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  if (status === 405) response.setHeader('Allow', 'POST');
  response.end(text);
}

/**
 * The request's body as text, or null when it is larger than MAX_TEST_MOVES_BYTES (read to its end
 * all the same, so the answer reaches a sender still sending).
 */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_TEST_MOVES_BYTES) chunks.push(chunk);
  }
  return size > MAX_TEST_MOVES_BYTES ? null : Buffer.concat(chunks).toString('utf8');
}

/** The first problem of the input, with where it is (`moves.3.cardId: ...`). */
function problem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  const message = issue?.message ?? TEST_MOVES_TEXT.json;
  return path && path !== 'match' && path !== 'moves' ? `${path}: ${message}` : message;
}

/**
 * Connect-style middleware for TEST_MOVES_ROUTE: POST ?match=<matchId> with a JSON array of moves
 * makes them (see above) and answers { matchId, applied, seq, active, status } (the match after
 * them). A malformed request is refused (400, 413 for a body too large), a match the server does
 * not hold too (404), and moves the authority would refuse, or a match that is over (409).
 */
export function testMovesControl(play: PlayOnTurn) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== TEST_MOVES_ROUTE && url.pathname !== '/') {
      next();
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, TEST_MOVES_TEXT.usage);
      return;
    }
    void readBody(request).then(
      (body) => {
        if (body === null) {
          answer(response, 413, `${TEST_MOVES_TEXT.tooLarge} ${TEST_MOVES_TEXT.usage}`);
          return;
        }
        let moves: unknown;
        try {
          moves = JSON.parse(body);
        } catch {
          answer(response, 400, `${TEST_MOVES_TEXT.json} ${TEST_MOVES_TEXT.usage}`);
          return;
        }
        const input = v.safeParse(TestMovesInputSchema, { match: url.searchParams.get('match'), moves });
        if (!input.success) {
          answer(response, 400, `${problem(input.issues)} ${TEST_MOVES_TEXT.usage}`);
          return;
        }
        const { match, moves: made } = input.output;
        const result = play(match, made);
        if (!result.ok) {
          if (result.code === 'no_match') answer(response, 404, `${TEST_MOVES_TEXT.unknownMatch} (${match})`);
          else if (result.index === undefined || result.code === 'not_live')
            answer(response, 409, TEST_MOVES_TEXT.notLive(result.reason));
          else answer(response, 409, TEST_MOVES_TEXT.refused(result.index, made.length, result.reason));
          return;
        }
        const after = result.match;
        response.setHeader('Content-Type', 'application/json');
        response.end(
          JSON.stringify({
            matchId: match,
            applied: made.length,
            seq: after.log.length,
            active: after.battle.active,
            status: after.status,
          }),
        );
      },
      (error: unknown) => answer(response, 500, `The moves could not be read: ${String(error)}`),
    );
  };
}
