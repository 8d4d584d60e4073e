// Matches through the online server, over real WebSockets: picks, a whole match to a winner, every
// refusal of a move, the 60 s turn and the 60 s disconnection grace driven by a manual clock,
// reconnecting, leaving, resync and Rematch.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORFEIT_GRACE_MS } from '../../../src/engine/match/index.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import {
  ManualClock,
  T0,
  TestClient,
  helloClient,
  playOut,
  roomWithTwo,
  startMatch,
  startServer,
  until,
} from './support.ts';
import type { Pair } from './support.ts';

let server: ListeningOnline;
let clock: ManualClock;
const clients: TestClient[] = [];

async function pair(): Promise<Pair> {
  const p = await roomWithTwo(server.url);
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

describe('a match', () => {
  it('keeps the picks hidden until both have picked, then starts with Player 1 to move', async () => {
    const p = await pair();
    p.a.send({ type: 'startMatch', roomId: p.roomId });
    const picking = await p.b.takeType('room', (m) => m.room.phase === 'picking');
    const matchId = picking.room.matchId as string;
    p.a.send({ type: 'pickFighter', matchId, fighterId: 2 });
    const after = await p.b.takeType('room', (m) => m.room.picked[0]);
    expect(after.room.picked).toEqual([true, false]);
    // Nothing B received says which fighter A chose.
    expect(p.b.frames.join('\n')).not.toMatch(/"fighter|"picks/);
    // A may change their mind before B picks.
    p.a.send({ type: 'pickFighter', matchId, fighterId: 1 });
    await p.b.takeType('room', (m) => m.room.picked[0]);
    expect(await p.b.refused({ type: 'pickFighter', matchId: 'other-match', fighterId: 1 })).toMatchObject({
      code: 'no_match',
    });
    expect(await p.b.refused({ type: 'pickFighter', matchId, fighterId: 3 })).toMatchObject({
      code: 'malformed',
      message: 'Choose fighter 1 (Kidlat) or 2 (Alon).',
    });
    p.b.send({ type: 'pickFighter', matchId, fighterId: 1 });
    const playing = await p.a.takeType('room', (m) => m.room.phase === 'playing');
    expect(playing.room.picked).toEqual([true, true]);
    const va = await p.a.takeType('matchView');
    const vb = await p.b.takeType('matchView');
    expect(va).toMatchObject({ matchId, seq: 0, rev: 0, serverNow: T0 });
    expect(va.view).toMatchObject({
      seat: 0,
      active: 0,
      status: 'live',
      names: ['Maria', 'Jose'],
      fighters: [1, 1],
      deadline: T0 + 60_000,
      logFrom: 0,
    });
    expect(vb.view.seat).toBe(1);
    expect(va.view.hand).toHaveLength(5);
    expect(vb.view.foe.handSize).toBe(5);
    expect(await p.a.refused({ type: 'pickFighter', matchId, fighterId: 2 })).toMatchObject({
      code: 'not_ready',
      message: 'The fighters are already chosen.',
    });
  });

  it('is played to a winner through the protocol; both see the end and the room is over', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    const end = await playOut(p, matchId, { seed: 11 });
    expect(end.a.status).toBe('finished');
    expect(end.a.endReason).toBe('knockout');
    expect(end.a.winner).not.toBeNull();
    expect(end.b.winner).toBe(end.a.winner);
    expect(end.a.seq).toBe(end.moves);
    const held = server.online.state.matches.get(matchId);
    expect(held?.log).toHaveLength(end.moves);
    await p.a.takeType('room', (m) => m.room.phase === 'over');
    await p.b.takeType('room', (m) => m.room.phase === 'over');
    expect(
      await p.a.refused({ type: 'move', matchId, seq: end.moves, action: { type: 'chargeEnergy' } }),
    ).toMatchObject({ code: 'not_live', message: 'This match is over.' });
  });

  it('refuses a move out of turn, a stale move, a card not held, an unknown match and a stranger', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    const charge = { type: 'chargeEnergy' } as const;
    expect(await p.b.refused({ type: 'move', matchId, seq: 0, action: charge })).toEqual({
      type: 'error',
      code: 'not_your_turn',
      message: 'It is not your turn.',
      matchId,
      seq: 0,
      ref: expect.any(String),
    });
    const hand = p.a.latestView(matchId)?.hand ?? [];
    const notHeld = [60, 61, 62, 63, 64, 65, 66].find((id) => !hand.includes(id)) as number;
    expect(
      await p.a.refused({ type: 'move', matchId, seq: 0, action: { type: 'playCard', cardId: notHeld } }),
    ).toMatchObject({ code: 'illegal', matchId, seq: 0 });
    p.a.send({ type: 'move', matchId, seq: 0, action: charge });
    await p.b.takeType('matchView', (m) => m.seq === 1);
    // B's turn now; A repeats its move (a double click, a retry): stale would come after turn.
    p.b.send({ type: 'move', matchId, seq: 1, action: charge });
    await p.a.takeType('matchView', (m) => m.seq === 2);
    expect(await p.a.refused({ type: 'move', matchId, seq: 1, action: charge })).toMatchObject({
      code: 'stale',
      message: 'That move is out of date: the match is at move 2.',
      seq: 2,
    });
    expect(await p.a.refused({ type: 'move', matchId: 'elsewhere', seq: 2, action: charge })).toMatchObject({
      code: 'no_match',
      message: 'This match does not exist any more.',
    });
    const stranger = await helloClient(server.url, 'Ana');
    clients.push(stranger);
    expect(await stranger.refused({ type: 'move', matchId, seq: 2, action: charge })).toMatchObject({
      code: 'not_seated',
    });
    expect(await stranger.refused({ type: 'resync', matchId })).toMatchObject({ code: 'not_seated' });
    // Nothing of that changed the match.
    expect(server.online.state.matches.get(matchId)?.log).toHaveLength(2);
  });

  it('sends each seat only the new entries after a move, and the whole view on resync', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    p.a.send({ type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } });
    const delta = await p.b.takeType('matchView', (m) => m.seq === 1);
    expect(delta.view.logFrom).toBe(0);
    p.b.send({ type: 'move', matchId, seq: 1, action: { type: 'chargeEnergy' } });
    const second = await p.b.takeType('matchView', (m) => m.seq === 2);
    expect(second.view.logFrom).toBe(1);
    expect(second.view.log.map((e) => e.seq)).toEqual([1]);
    p.b.send({ type: 'resync', matchId, seq: 0 });
    const full = await p.b.takeType('matchView', (m) => m.view.logFrom === 0 && m.seq === 2);
    expect(full.view.log.map((e) => e.seq)).toEqual([0, 1]);
  });

  it("passes the turn when a player's 60 s run out, with or without anyone connected", async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    clock.advance(59_999);
    expect(server.online.state.matches.get(matchId)?.log).toHaveLength(0);
    clock.advance(1);
    const up = await p.b.takeType('matchView', (m) => m.seq === 1);
    expect(up.view.log[0]?.action.type).toBe('timeUp');
    expect(up.view).toMatchObject({ active: 1, deadline: T0 + 120_000 });
    // Both players close their tabs ten seconds into B's turn: the clock still runs the match.
    clock.advance(10_000);
    await p.a.close();
    await p.b.close();
    await until(() => server.online.stats().connections === 0, 'the server to see both closes');
    clock.advance(49_999);
    expect(server.online.state.matches.get(matchId)?.log).toHaveLength(1);
    clock.advance(1);
    expect(server.online.state.matches.get(matchId)).toMatchObject({
      status: 'live',
      deadline: T0 + 180_000,
      log: [{ action: { type: 'timeUp', side: 0 } }, { action: { type: 'timeUp', side: 1 } }],
      disconnectedSince: [T0 + 70_000, T0 + 70_000],
    });
    // 60 s after they left, nobody is left to win: the match is abandoned and the room closes.
    clock.advance(10_000);
    expect(server.online.state.rooms.size).toBe(0);
    expect(server.online.state.matches.size).toBe(0);
    const a = await helloClient(server.url, 'Maria', p.a.key as string);
    clients.push(a);
    // Everything the server had for A arrives before the answer to this.
    await a.refused({ type: 'resync', matchId: 'barrier' });
    expect(a.messages.map((m) => m.type)).toEqual(['welcome', 'error']);
  });

  it('resumes a dropped player at the same move within the grace, and the opponent sees the drop', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    p.a.send({ type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } });
    await p.b.takeType('matchView', (m) => m.seq === 1);
    await p.a.takeType('matchView', (m) => m.seq === 1);
    const before = p.b.latestView(matchId);
    await p.b.drop();
    const seen = await p.a.takeType('matchView', (m) => m.view.disconnectedSince[1] !== null);
    expect(seen.view.disconnectedSince).toEqual([null, T0]);
    expect(seen.view.log).toEqual([]);
    clock.advance(45_000);

    const back = await helloClient(server.url, 'Jose', p.b.key as string);
    clients.push(back);
    const room = await back.takeType('room');
    expect(room.room.phase).toBe('playing');
    const view = await back.takeType('matchView');
    expect(view.view).toMatchObject({ matchId, seq: 1, seat: 1, active: 1, logFrom: 0, status: 'live' });
    expect(view.view.hand).toEqual(before?.hand);
    expect(view.view.disconnectedSince).toEqual([null, null]);
    await p.a.takeType('matchView', (m) => m.view.disconnectedSince[1] === null);
    // Play goes on from there.
    back.send({ type: 'move', matchId, seq: 1, action: { type: 'chargeEnergy' } });
    await p.a.takeType('matchView', (m) => m.seq === 2);
  });

  it('ends the match for a player who stays away 60 s: the other wins by forfeit', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    clock.advance(1_000);
    await p.b.drop();
    await p.a.takeType('matchView', (m) => m.view.disconnectedSince[1] === T0 + 1_000);
    clock.advance(FORFEIT_GRACE_MS - 1);
    // The 60 s turn ran out on the way (A's turn passed), but the match goes on.
    expect(server.online.state.matches.get(matchId)?.status).toBe('live');
    clock.advance(1);
    const end = await p.a.takeType('matchView', (m) => m.view.status === 'finished');
    expect(end.view).toMatchObject({ winner: 0, endReason: 'forfeit' });
    // B's seat in the room went with it; A waits for a new opponent.
    const room = await p.a.takeType('room', (m) => m.room.members.length === 1);
    expect(room.room).toMatchObject({ phase: 'waiting', matchId });
    // B, back too late, can still read how it ended.
    const late = await helloClient(server.url, 'Jose', p.b.key as string);
    clients.push(late);
    late.send({ type: 'resync', matchId });
    expect((await late.takeType('matchView')).view).toMatchObject({ status: 'finished', winner: 0 });
  });

  it('forfeits a live match for a player who leaves the room', async () => {
    const p = await pair();
    const matchId = await startMatch(p);
    p.a.send({ type: 'leaveRoom', roomId: p.roomId });
    const end = await p.b.takeType('matchView', (m) => m.view.status === 'finished');
    expect(end.view).toMatchObject({ winner: 1, endReason: 'forfeit' });
    await p.a.takeType('rooms');
    const room = await p.b.takeType('room', (m) => m.room.members.length === 1);
    expect(room.room.members[0]).toMatchObject({ name: 'Jose', you: true });
    expect(server.online.state.matches.get(matchId)?.status).toBe('finished');
  });

  it('opens a rematch in the same room with the loser as Player 1; both asking is one rematch', async () => {
    const p = await pair();
    const first = await startMatch(p);
    expect(await p.a.refused({ type: 'rematch', roomId: p.roomId })).toMatchObject({
      code: 'not_ready',
      message: 'The match is not over yet.',
    });
    const end = await playOut(p, first, { seed: 3 });
    const loserName = end.a.names[end.a.winner === 0 ? 1 : 0];
    await p.b.takeType('room', (m) => m.room.phase === 'over');
    const errorsBefore = [p.a, p.b].map((c) => c.messages.filter((m) => m.type === 'error').length);
    p.a.send({ type: 'rematch', roomId: p.roomId });
    p.b.send({ type: 'rematch', roomId: p.roomId });
    const picking = await p.b.takeType('room', (m) => m.room.phase === 'picking');
    expect(picking.room.members[0]?.name).toBe(loserName);
    expect(picking.room.members.map((m) => m.seat)).toEqual([0, 1]);
    const second = picking.room.matchId as string;
    expect(second).not.toBe(first);
    await p.a.takeType('room', (m) => m.room.phase === 'picking');
    // Both rematches were answered before these (one connection's answers come in order).
    await p.a.refused({ type: 'resync', matchId: 'barrier' });
    await p.b.refused({ type: 'resync', matchId: 'barrier' });
    const errors = [p.a, p.b].map((c) => c.messages.filter((m) => m.type === 'error').length);
    expect(errors).toEqual(errorsBefore.map((n) => n + 1));
    // The old match stays for its players' replays (neither has fetched it yet), then goes.
    expect(server.online.state.matches.has(first)).toBe(true);
    for (const c of [p.a, p.b]) {
      c.send({ type: 'replay', matchId: first });
      await c.takeType('replay');
    }
    expect(server.online.state.matches.has(first)).toBe(false);
    const loser = loserName === 'Maria' ? p.a : p.b;
    const winner = loser === p.a ? p.b : p.a;
    loser.send({ type: 'pickFighter', matchId: second, fighterId: 2 });
    winner.send({ type: 'pickFighter', matchId: second, fighterId: 1 });
    const view = await loser.takeType('matchView', (m) => m.matchId === second);
    expect(view.view).toMatchObject({ seat: 0, active: 0, seq: 0, fighters: [2, 1] });
  });
});

describe('a room during a match', () => {
  it('chat still works, and a third player cannot join', async () => {
    const p = await pair();
    await startMatch(p);
    p.b.send({ type: 'chat', roomId: p.roomId, text: 'Galing!' });
    expect((await p.a.takeType('chatMessage')).message.text).toBe('Galing!');
    const c = await TestClient.open(server.url);
    clients.push(c);
    c.send({ type: 'hello', name: 'Ana' });
    await c.takeType('welcome');
    expect(await c.refused({ type: 'joinRoom', roomId: p.roomId })).toMatchObject({ code: 'room_full' });
  });
});
