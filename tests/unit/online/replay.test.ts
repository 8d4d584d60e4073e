// An ended match's replay through the online server, over real WebSockets: refused while the match
// is played, to a player who is not in it (the same refusal whether it runs or is over) and for a
// match the server does not hold; once the match is over, each player gets the seed and every move
// (only when they ask, only to them), and those rebuild the battle the server ended with. A rematch
// pressed at once by one player does not take the replay from the other.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/battle/apply.ts';
import { DEFAULT_LIMITS } from '../../../server/gameServer/limits.ts';
import { REPLAY_REFUSAL_TEXT, openingBattle } from '../../../src/engine/match/index.ts';
import type { MatchReplay, MatchState } from '../../../src/engine/match/index.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { ManualClock, helloClient, playOut, roomWithTwo, startMatch, startServer } from './support.ts';
import type { Pair, TestClient } from './support.ts';

let server: ListeningOnline;
let clock: ManualClock;
const clients: TestClient[] = [];

async function pair(roomName?: string): Promise<Pair> {
  const p = await roomWithTwo(server.url, roomName);
  clients.push(p.a, p.b);
  return p;
}

beforeEach(async () => {
  clock = new ManualClock();
  server = await startServer({ clock });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

/** Both players pick for the room's next match, which then starts. */
async function bothPick(p: Pair, matchId: string): Promise<void> {
  p.a.send({ type: 'pickFighter', matchId, fighterId: 1 });
  p.b.send({ type: 'pickFighter', matchId, fighterId: 2 });
  await p.a.takeType('matchView', (m) => m.matchId === matchId);
  await p.b.takeType('matchView', (m) => m.matchId === matchId);
}

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
    // The seat is checked first: a stranger learns nothing of the match, not even whether it is over.
    const asks = [
      { type: 'replay', matchId },
      { type: 'resync', matchId },
      { type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } },
    ];
    const strangerHears = async () => {
      const answers = [];
      for (const [i, ask] of asks.entries()) answers.push(await stranger.refused(ask, `ask-${i}`));
      return answers;
    };
    const whileLive = await strangerHears();
    await playOut(p, matchId, { seed: 3 });
    expect(server.online.state.matches.get(matchId)?.status).toBe('finished');
    const whenOver = await strangerHears();
    expect(whenOver).toEqual(whileLive);
    for (const answer of whenOver)
      expect(answer).toMatchObject({ code: 'not_seated', message: REPLAY_REFUSAL_TEXT.notSeated, matchId });
    // Not even how far it went (a seated player's refusal names the next seq).
    expect(whenOver.every((answer) => answer.seq === undefined)).toBe(true);
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

  it('stays for a player whose opponent pressed Rematch at once, until both have it', async () => {
    const p = await pair();
    const first = await startMatch(p);
    await playOut(p, first, { seed: 5 });
    // B presses Rematch the moment the match ends, and the rematch starts.
    p.b.send({ type: 'rematch', roomId: p.roomId });
    const picking = await p.a.takeType('room', (m) => m.room.phase === 'picking' && m.room.matchId !== first);
    const second = picking.room.matchId as string;
    await bothPick(p, second);
    expect(server.online.state.rooms.get(p.roomId)?.matchId).toBe(second);

    p.a.send({ type: 'replay', matchId: first, ref: 'late' });
    const late = await p.a.takeType('replay');
    expect(late).toMatchObject({ ref: 'late', replay: { matchId: first, ending: 'knockout' } });
    expect(rebuilt(late.replay)).toEqual((server.online.state.matches.get(first) as MatchState).battle);
    // B has not fetched it yet: it stays for B, then goes.
    expect(server.online.state.matches.has(first)).toBe(true);
    p.b.send({ type: 'replay', matchId: first });
    await p.b.takeType('replay');
    expect(server.online.state.matches.has(first)).toBe(false);
    expect(await p.b.refused({ type: 'replay', matchId: first })).toMatchObject({ code: 'no_match' });
  });

  it('stays no longer than its time, nor for a player who left the room', async () => {
    const p = await pair();
    const first = await startMatch(p);
    await playOut(p, first, { seed: 7 });
    p.a.send({ type: 'rematch', roomId: p.roomId });
    await p.b.takeType('room', (m) => m.room.phase === 'picking');
    clock.advance(DEFAULT_LIMITS.replayKeptMs - 1);
    expect(server.online.state.matches.has(first)).toBe(true);
    clock.advance(1);
    expect(server.online.state.matches.has(first)).toBe(false);

    // B fetches the next one at its end; A leaves the room without: nobody is left to wait for.
    const q = await pair('Second Hall');
    const second = await startMatch(q);
    await playOut(q, second, { seed: 9 });
    q.b.send({ type: 'replay', matchId: second });
    await q.b.takeType('replay');
    q.b.send({ type: 'rematch', roomId: q.roomId });
    await q.a.takeType('room', (m) => m.room.phase === 'picking');
    expect(server.online.state.matches.has(second)).toBe(true);
    q.a.send({ type: 'leaveRoom', roomId: q.roomId });
    await q.a.takeType('rooms');
    expect(server.online.state.matches.has(second)).toBe(false);
  });
});
