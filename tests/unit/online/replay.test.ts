// An ended match's replay through the online server, over real WebSockets: refused while the match
// is played, to a player who is not in it and for a match the server does not hold; once the
// match is over, each player gets the seed and every move (only when they ask, only to them), and
// those rebuild the battle the server ended with.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/battle/apply.ts';
import { REPLAY_REFUSAL_TEXT, openingBattle } from '../../../src/engine/match/index.ts';
import type { MatchReplay, MatchState } from '../../../src/engine/match/index.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { ManualClock, helloClient, playOut, roomWithTwo, startMatch, startServer } from './support.ts';
import type { Pair, TestClient } from './support.ts';

let server: ListeningOnline;
const clients: TestClient[] = [];

async function pair(): Promise<Pair> {
  const p = await roomWithTwo(server.url);
  clients.push(p.a, p.b);
  return p;
}

beforeEach(async () => {
  server = await startServer({ clock: new ManualClock() });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

function rebuilt(replay: MatchReplay) {
  let state = openingBattle(replay.seed, replay.fighters);
  for (const action of replay.actions) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

describe('the replay of a match', () => {
  it('is refused while the match is played, to a stranger, and for an unknown match', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    expect(await p.a.refused({ type: 'replay', matchId })).toMatchObject({
      code: 'not_over',
      message: REPLAY_REFUSAL_TEXT.notOver,
      matchId,
    });
    const stranger = await helloClient(server.url, 'Lakan');
    clients.push(stranger);
    await playOut(p, matchId, { seed: 3 });
    expect(await stranger.refused({ type: 'replay', matchId })).toMatchObject({
      code: 'not_seated',
      message: REPLAY_REFUSAL_TEXT.notSeated,
    });
    expect(await p.a.refused({ type: 'replay', matchId: 'no-such-match' })).toMatchObject({
      code: 'no_match',
    });
    // Nothing the stranger received names the seed.
    const match = server.online.state.matches.get(matchId) as MatchState;
    expect(stranger.frames.join('\n')).not.toContain(String(match.battle.seed));
  });

  it('gives each player the ended match, only when asked, which rebuilds the final battle', async () => {
    const p = await pair();
    const matchId = await startMatch(p, [2, 1]);
    const end = await playOut(p, matchId, { seed: 5 });
    expect(end.a.status).toBe('finished');
    const match = server.online.state.matches.get(matchId) as MatchState;
    // Up to here no frame held the seed: the end is announced without it.
    for (const client of [p.a, p.b])
      expect(client.frames.join('\n')).not.toContain(String(match.battle.seed));

    p.a.send({ type: 'replay', matchId, ref: 'mine' });
    const mine = await p.a.takeType('replay');
    p.b.send({ type: 'replay', matchId });
    const theirs = await p.b.takeType('replay');
    expect(mine.ref).toBe('mine');
    expect(mine.replay).toMatchObject({
      matchId,
      seat: 0,
      seed: match.battle.seed,
      fighters: [2, 1],
      names: ['Maria', 'Jose'],
      winner: match.winner,
      ending: 'knockout',
      turns: match.battle.turn,
    });
    expect(theirs.replay).toEqual({ ...mine.replay, seat: 1 });
    expect(mine.replay.actions).toHaveLength(match.log.length);
    expect(rebuilt(mine.replay)).toEqual(match.battle);
    // Asking is all it takes: the other player got no replay they did not ask for.
    expect(p.b.messages.filter((m) => m.type === 'replay')).toHaveLength(1);
  });

  it('keeps the winner of a match its loser left', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    await playOut(p, matchId, { seed: 9, maxMoves: 3 });
    p.a.send({ type: 'leaveRoom', roomId: p.roomId });
    await p.b.takeType('matchView', (m) => m.matchId === matchId && m.view.status === 'finished');
    p.b.send({ type: 'replay', matchId });
    const { replay } = await p.b.takeType('replay');
    expect(replay).toMatchObject({ seat: 1, winner: 1, ending: 'forfeit' });
    expect(rebuilt(replay).winner).toBeNull();
    expect(rebuilt(replay)).toEqual((server.online.state.matches.get(matchId) as MatchState).battle);
  });
});
