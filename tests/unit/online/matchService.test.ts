// The match service's operations are written once and run at once (the game's server) or awaited
// (Supabase): over the same store they answer the same, and a save that finds the match moved on
// ('retry') runs the operation again on the new state.
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { StoreRefusal, move, resync, runLater, runNow } from '../../../server/matchService/index.ts';
import type { MatchHost, MatchStore } from '../../../server/matchService/index.ts';

const P1 = 'player-one-key-0001';
const P2 = 'player-two-key-0002';
const T0 = 1_700_000_000_000;

/** A store of one match in memory; `later` answers with promises, `conflicts` refuses that many saves. */
function fakeHost(
  later: boolean,
  conflicts = 0,
): { host: MatchHost; held: () => MatchState; saves: number[] } {
  let match = createMatch({ id: 'm1', seats: [P1, P2], fighters: [1, 2], seed: 11, now: T0 });
  const saves: number[] = [];
  const answer = <T>(value: T) => (later ? Promise.resolve(value) : value);
  const unused = () => {
    throw new Error('not used here');
  };
  const store: MatchStore = {
    loadMatch: (matchId) => answer(matchId === match.id ? { match, version: match.rev } : null),
    saveMatch: (change) => {
      if (conflicts > 0) {
        conflicts -= 1;
        throw new StoreRefusal('retry', 'The match changed meanwhile.');
      }
      saves.push(change.steps.length);
      match = change.next;
      return answer(undefined);
    },
    startMatch: unused,
    rematch: unused,
    pickFighter: unused,
    room: unused,
    leaveRoom: unused,
    watched: () => answer(false),
  };
  const host: MatchHost = {
    store,
    now: () => T0 + 1000,
    seed: () => 5,
    newId: () => 'm2',
    pushesViews: false,
  };
  return { host, held: () => match, saves };
}

describe('the match service', () => {
  it('answers the same at once and awaited', async () => {
    const message = { type: 'move', matchId: 'm1', seq: 0, action: { type: 'chargeEnergy' } } as const;
    const now = fakeHost(false);
    const later = fakeHost(true);
    const first = runNow(move(now.host, P1, message), now.host.store);
    const second = await runLater(move(later.host, P1, message), later.host.store);
    expect(second).toEqual(first);
    expect(first).toMatchObject([{ type: 'matchView', seq: 1 }]);
    expect(now.held()).toEqual(later.held());
  });

  it('runs a change again when the store finds the match moved on', async () => {
    const { host, saves } = fakeHost(true, 2);
    const answer = await runLater(
      move(host, P1, { type: 'move', matchId: 'm1', seq: 0, action: { type: 'chargeEnergy' } }),
      host.store,
    );
    expect(answer).toMatchObject([{ type: 'matchView', seq: 1 }]);
    expect(saves).toEqual([1]);
  });

  it('refuses a store that answers later when run at once', () => {
    const { host } = fakeHost(true);
    expect(() => runNow(resync(host, P1, { type: 'resync', matchId: 'm1' }), host.store)).toThrow(TypeError);
  });
});
