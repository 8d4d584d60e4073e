// Spectators on the game's own server, over real WebSockets: a third player watches a live match
// from any point to its end, every move reaching them, and nothing they receive holds either hand,
// the seed, the generator or a player key; the players and the room list see how many watch; a
// player cannot watch their own match, a full match says so, and Stop watching is answered.
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { findLeaks, secretsFor } from '../../../src/engine/match/testing.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { WATCH_TEXT } from '../../../src/protocol/index.ts';
import {
  ManualClock,
  everyMatchState,
  helloClient,
  playOut,
  roomWithTwo,
  startMatch,
  startServer,
} from './support.ts';
import type { TestClient } from './support.ts';

let server: ListeningOnline;
const clients: TestClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

async function player(name: string): Promise<TestClient> {
  const c = await helloClient(server.url, name);
  clients.push(c);
  return c;
}

describe('spectators', () => {
  it('watch a live match from its middle to the end, every move reaching them, with neither hand nor the seed', async () => {
    server = await startServer({ clock: new ManualClock() });
    const p = await roomWithTwo(server.url);
    clients.push(p.a, p.b);
    const matchId = await startMatch(p);
    await playOut(p, matchId, { seed: 3, maxMoves: 4 });

    // The list offers the match for watching; a late spectator starts from the current state.
    const fan = await player('Ana');
    fan.send({ type: 'listRooms' });
    const listed = await fan.takeType('rooms');
    expect(listed.rooms[0]).toMatchObject({ phase: 'playing', matchId, watchers: 0 });
    fan.send({ type: 'watchMatch', matchId });
    const first = await fan.takeType('watchView');
    expect(first).toMatchObject({ matchId, watchers: 1, seq: 4 });
    expect(first.view).toMatchObject({ spectator: true, hand: [], logFrom: 0, status: 'live' });
    expect(first.view.log).toHaveLength(4);
    // The players see one watching.
    await p.a.takeType('room', (m) => m.room.watchers === 1);
    await p.b.takeType('room', (m) => m.room.watchers === 1);

    const end = await playOut(p, matchId, { seed: 3 });
    const last = await fan.takeType('watchView', (m) => m.view.status !== 'live');
    expect(last.seq).toBe(end.a.seq);
    // Every move reached the spectator, each once, in order.
    const views = fan.messages.filter((m) => m.type === 'watchView');
    const seqs = views.flatMap((m) => (m.type === 'watchView' ? m.view.log.map((e) => e.seq) : []));
    expect(new Set(seqs)).toEqual(new Set(Array.from({ length: end.a.seq }, (_, i) => i)));

    const match = server.online.state.matches.get(matchId) as MatchState;
    const keys = [p.a.key as string, p.b.key as string];
    const frames = fan.frames.map((f) => JSON.parse(f) as Record<string, unknown>);
    const parts = frames.flatMap((f) => (f.type === 'watchView' ? [{ ...f, view: null }, f.view] : [f]));
    const leaks: string[] = [];
    for (const state of everyMatchState(match))
      for (const seat of [0, 1] as const)
        for (const [i, part] of parts.entries())
          for (const leak of findLeaks(part, { ...secretsFor(state, seat), keys }))
            leaks.push(`${i}: ${leak}`);
    expect(leaks).toEqual([]);
    const all = fan.frames.join('\n');
    expect(all).not.toContain(String(match.battle.seed));
    expect(all).not.toMatch(/"(seed|rng|seats)"/);
    for (const view of views) if (view.type === 'watchView') expect(view.view.hand).toEqual([]);

    // After the end the spectator may take the match home, from Player 1's side, marked as watched;
    // someone who never watched it is refused as any stranger is.
    fan.send({ type: 'replay', matchId, ref: 'r1' });
    const replay = await fan.takeType('replay');
    expect(replay.replay).toMatchObject({ matchId, seat: 0, watched: true, winner: end.a.winner });
    expect(replay.replay.actions).toHaveLength(end.a.seq);
    const stranger = await player('Ben');
    stranger.send({ type: 'replay', matchId, ref: 'r2' });
    expect(await stranger.takeType('error')).toMatchObject({ code: 'not_seated', ref: 'r2' });
  });

  it('keeps a finished match its room moved on from until the spectator who watched it has its replay', async () => {
    server = await startServer({ clock: new ManualClock() });
    const p = await roomWithTwo(server.url);
    clients.push(p.a, p.b);
    const matchId = await startMatch(p);
    const fan = await player('Ana');
    fan.send({ type: 'watchMatch', matchId });
    await fan.takeType('watchView');
    await playOut(p, matchId, { seed: 5 });
    await fan.takeType('watchView', (m) => m.view.status !== 'live');
    // Both players take their replays and leave: the room closes, yet the match waits for the spectator.
    for (const c of [p.a, p.b]) {
      c.send({ type: 'replay', matchId });
      await c.takeType('replay');
    }
    const roomId = server.online.state.rooms.values().next().value?.id as string;
    for (const c of [p.a, p.b]) c.send({ type: 'leaveRoom', roomId });
    await p.a.takeType('rooms');
    await p.b.takeType('rooms');
    expect(server.online.state.rooms.size).toBe(0);
    expect(server.online.state.matches.has(matchId)).toBe(true);
    fan.send({ type: 'replay', matchId });
    expect((await fan.takeType('replay')).replay).toMatchObject({ matchId, watched: true });
    expect(server.online.state.matches.has(matchId)).toBe(false);
  });

  it('refuses the players their own match, a match not being played and one more than the limit; Stop is answered', async () => {
    server = await startServer({ clock: new ManualClock(), limits: { watchersPerMatch: 1 } });
    const p = await roomWithTwo(server.url);
    clients.push(p.a, p.b);
    const matchId = await startMatch(p);
    expect(await p.a.refused({ type: 'watchMatch', matchId })).toMatchObject({
      code: 'own_match',
      message: WATCH_TEXT.ownMatch,
    });
    const fan = await player('Ana');
    expect(await fan.refused({ type: 'watchMatch', matchId: 'no-such-match' })).toMatchObject({
      code: 'not_live',
      message: WATCH_TEXT.notLive,
    });
    fan.send({ type: 'watchMatch', matchId });
    await fan.takeType('watchView');
    await p.a.takeType('room', (m) => m.room.watchers === 1);
    p.a.drain();
    const second = await player('Lito');
    expect(await second.refused({ type: 'watchMatch', matchId })).toMatchObject({
      code: 'rate_limited',
      message: WATCH_TEXT.full(1),
    });
    fan.send({ type: 'stopWatching', matchId, ref: 'stop' });
    expect(await fan.takeType('unwatched')).toMatchObject({ matchId, ref: 'stop' });
    await p.a.takeType('room', (m) => m.room.watchers === 0);
    second.send({ type: 'watchMatch', matchId });
    expect(await second.takeType('watchView')).toMatchObject({ watchers: 1 });
    await p.a.takeType('room', (m) => m.room.watchers === 1);
    p.a.drain();
    // A spectator whose connection closes watches no more.
    await second.close();
    await p.a.takeType('room', (m) => m.room.watchers === 0);
  });
});
