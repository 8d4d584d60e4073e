// The replay messages: a player asks for an ended match by its id, and the answer (the seed and
// every move) reaches the client whole; a refusal is an error naming the match.
import { describe, expect, it } from 'vitest';
import { createMatch, REPLAY_REFUSAL_TEXT, replayFor } from '../engine/match/index.ts';
import type { MatchReplay, MatchState } from '../engine/match/index.ts';
import { playToEnd } from '../engine/match/testing.ts';
import { replayMessage } from './answers.ts';
import { parseClientMessage } from './client.ts';
import { parseServerMessage } from './server.ts';

const T0 = 1_700_000_000_000;
const P1 = 'player-one-key-0001';
const P2 = 'player-two-key-0002';

const newMatch = (seed: number): MatchState =>
  createMatch({ id: 'm1', seats: [P1, P2], fighters: [1, 2], seed, now: T0, names: ['Maria', 'Jose'] });

const playToKnockout = (seed: number): MatchState => playToEnd(newMatch(seed), seed + 7, T0);

function given(match: MatchState, actor: string): MatchReplay {
  const result = replayFor(match, match.id, actor);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.replay;
}

describe('the replay messages', () => {
  it('a client asks with the match id only', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'replay', matchId: 'm1', ref: 'r1' }))).toEqual({
      ok: true,
      message: { type: 'replay', matchId: 'm1', ref: 'r1' },
    });
    expect(parseClientMessage(JSON.stringify({ type: 'replay' }))).toMatchObject({
      ok: false,
      code: 'malformed',
    });
    expect(parseClientMessage(JSON.stringify({ type: 'replay', matchId: 'not an id!' }))).toMatchObject({
      ok: false,
      code: 'invalid',
    });
  });

  it('the answer reaches the client whole; a refusal is an error naming the match', () => {
    const ended = playToKnockout(8);
    const answer = replayMessage(replayFor(ended, 'm1', P1), 'm1', 'r2');
    const parsed = parseServerMessage(JSON.stringify(answer));
    expect(parsed).toEqual({ ok: true, message: answer });
    expect(answer).toMatchObject({ type: 'replay', ref: 'r2' });

    const refused = replayMessage(replayFor(newMatch(3), 'm1', P1), 'm1', 'r3');
    expect(refused).toEqual({
      type: 'error',
      code: 'not_over',
      message: REPLAY_REFUSAL_TEXT.notOver,
      matchId: 'm1',
      ref: 'r3',
    });
    // A damaged answer is dropped by the client.
    const damaged = {
      ...answer,
      replay: { ...given(ended, P1), actions: [{ type: 'playCard', side: 3, cardId: 1 }] },
    };
    expect(parseServerMessage(JSON.stringify(damaged))).toMatchObject({ ok: false });
  });
});
