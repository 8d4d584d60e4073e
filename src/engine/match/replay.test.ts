// An ended match's replay: refused for an unknown match, a match still being played and a player
// who holds no seat; once the match is over, each player gets the seed, the fighters, the names and
// every move, and those rebuild the very battle the authority ended with.
import { describe, expect, it } from 'vitest';
import {
  abandon,
  createMatch,
  disconnected,
  forfeit,
  openingBattle,
  replayMatch,
  submitMove,
  viewFor,
} from './index.ts';
import type { MatchState } from './index.ts';
import { REPLAY_REFUSAL_TEXT, replayFor } from './replay.ts';
import type { MatchReplay } from './replay.ts';
import { findLeaks, playToEnd, secretsFor } from './testing.ts';
import { apply } from '../battle/apply.ts';

const T0 = 1_700_000_000_000;
const P1 = 'player-one-key-0001';
const P2 = 'player-two-key-0002';
const STRANGER = 'player-three-key-0003';

const newMatch = (seed: number): MatchState =>
  createMatch({ id: 'm1', seats: [P1, P2], fighters: [1, 2], seed, now: T0, names: ['Maria', 'Jose'] });

/** Legal moves picked by a generator until a knockout; now and then a turn's 60 s run out. */
const playToKnockout = (seed: number): MatchState => playToEnd(newMatch(seed), seed + 7, T0);

/** The battle the replay's moves build from its seed and fighters. */
function rebuilt(replay: MatchReplay) {
  let state = openingBattle(replay.seed, replay.fighters);
  for (const action of replay.actions) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

function given(match: MatchState, actor: string): MatchReplay {
  const result = replayFor(match, match.id, actor);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.replay;
}

describe('replayFor', () => {
  it('refuses an unknown match, another match id, and a match still being played', () => {
    const live = newMatch(11);
    expect(replayFor(null, 'm1', P1)).toEqual({
      ok: false,
      code: 'no_match',
      reason: REPLAY_REFUSAL_TEXT.noMatch,
    });
    expect(replayFor(live, 'm2', P1)).toMatchObject({ ok: false, code: 'no_match' });
    expect(replayFor(live, 'm1', P1)).toEqual({
      ok: false,
      code: 'not_over',
      reason: REPLAY_REFUSAL_TEXT.notOver,
    });
    // The order of the checks: a stranger learns only that the match is running, like its players.
    expect(replayFor(live, 'm1', STRANGER)).toMatchObject({ ok: false, code: 'not_over' });
    // A player away past the grace: the match is not over until a tick ends it.
    expect(replayFor(disconnected(live, 1, T0), 'm1', P1)).toMatchObject({ ok: false, code: 'not_over' });
  });

  it('refuses a player who holds no seat of an ended match, and gives nothing away', () => {
    const ended = playToKnockout(5);
    const refusal = replayFor(ended, 'm1', STRANGER);
    expect(refusal).toEqual({ ok: false, code: 'not_seated', reason: REPLAY_REFUSAL_TEXT.notSeated });
    expect(JSON.stringify(refusal)).not.toContain(String(ended.battle.seed));
  });

  it('gives each player of a knockout the seed and every move, which rebuild the final battle', () => {
    for (const seed of [1, 42, 9_999, 123_456_789, 2_000_000_011]) {
      const ended = playToKnockout(seed);
      expect(ended.endReason).toBe('knockout');
      const mine = given(ended, P1);
      const theirs = given(ended, P2);
      expect(mine).toMatchObject({
        matchId: 'm1',
        seat: 0,
        seed,
        fighters: [1, 2],
        names: ['Maria', 'Jose'],
        winner: ended.winner,
        ending: 'knockout',
        turns: ended.battle.turn,
        endedAt: ended.endedAt,
      });
      expect(theirs.seat).toBe(1);
      expect(theirs.actions).toEqual(mine.actions);
      expect(mine.actions).toEqual(ended.log.map((entry) => entry.action));
      // Time-ups are moves of the log like any other.
      expect(rebuilt(mine)).toEqual(ended.battle);
      expect(rebuilt(mine)).toEqual(replayMatch(ended));
      expect(rebuilt(mine).winner).toBe(mine.winner);
    }
  });

  it('keeps a forfeit winner the engine has not got, and says an abandoned match had none', () => {
    let live = newMatch(77);
    for (let i = 0; i < 4; i += 1) {
      const seat = live.battle.active;
      const r = submitMove(
        live,
        { matchId: 'm1', actor: live.seats[seat], seq: i, action: { type: 'chargeEnergy' } },
        T0 + i,
      );
      if (!r.ok) throw new Error(r.reason);
      live = r.match;
    }
    const forfeited = forfeit(live, 0, T0 + 10);
    const replay = given(forfeited, P2);
    expect(replay).toMatchObject({ winner: 1, ending: 'forfeit', seat: 1, endedAt: T0 + 10 });
    expect(rebuilt(replay)).toEqual(forfeited.battle);
    expect(rebuilt(replay).winner).toBeNull();

    expect(given(abandon(live, T0 + 10), P1)).toMatchObject({ winner: null, ending: 'abandoned' });
  });

  it('changes nothing, and a view of the ended match still holds no seed', () => {
    const ended = playToKnockout(31);
    const before = JSON.stringify(ended);
    given(ended, P1);
    expect(JSON.stringify(ended)).toBe(before);
    for (const seat of [0, 1] as const)
      expect(findLeaks(viewFor(ended, seat), secretsFor(ended, seat))).toEqual([]);
  });
});
