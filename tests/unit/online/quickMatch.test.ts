// Quick Match on the game's own server, over real WebSockets: the two longest waiting are paired
// into a room of their own and its fighter select, a third waits and hears how many are looking,
// Cancel and a closed connection leave the queue, two tabs of one player are one place in it, and a
// player in a room cannot queue. The same flows on Supabase are in supabaseTransport.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { QUICK_MATCH_ROOM } from '../../../src/protocol/index.ts';
import { ManualClock, helloClient, startServer, until } from './support.ts';
import type { TestClient } from './support.ts';

let server: ListeningOnline;
let clock: ManualClock;
const clients: TestClient[] = [];

async function player(name: string, key?: string): Promise<TestClient> {
  const c = await helloClient(server.url, name, key);
  clients.push(c);
  return c;
}

beforeEach(async () => {
  clock = new ManualClock();
  server = await startServer({ clock });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

describe('Quick Match', () => {
  it('pairs the two longest waiting into a room of their own at its fighter select; a third waits', async () => {
    const a = await player('Maria');
    const b = await player('Jose');
    const c = await player('Ana');
    a.send({ type: 'quickMatch' });
    expect(await a.takeType('queue')).toMatchObject({ queued: true, waitedMs: 0, looking: 1 });
    clock.advance(4000);
    b.send({ type: 'quickMatch' });
    await a.takeType('queue', (m) => !m.queued);
    await b.takeType('queue', (m) => !m.queued);
    const roomA = await a.takeType('room', (m) => m.room.phase === 'picking');
    const roomB = await b.takeType('room', (m) => m.room.phase === 'picking');
    expect(roomA.room.roomId).toBe(roomB.room.roomId);
    expect(roomA.room.name).toMatch(new RegExp(`^${QUICK_MATCH_ROOM} \\d{4}$`));
    // The longer waiter is Player 1.
    expect(roomA.room.members.map((m) => [m.name, m.seat, m.you])).toEqual([
      ['Maria', 0, true],
      ['Jose', 1, false],
    ]);
    expect(roomA.room.matchId).not.toBeNull();

    c.send({ type: 'quickMatch' });
    expect(await c.takeType('queue')).toMatchObject({ queued: true, looking: 1 });
    clock.advance(2500);
    c.send({ type: 'quickMatch' });
    // Asking again keeps the place and the time waited.
    expect(await c.takeType('queue', (m) => m.waitedMs > 0)).toMatchObject({ queued: true, waitedMs: 2500 });
    c.send({ type: 'leaveQueue' });
    expect(await c.takeType('queue', (m) => !m.queued)).toMatchObject({ queued: false, looking: 0 });
  });

  it('tells everyone waiting how many are looking, and forgets a player whose connection closed', async () => {
    const a = await player('Maria');
    const b = await player('Jose', undefined);
    a.send({ type: 'quickMatch' });
    await a.takeType('queue', (m) => m.queued);
    // B in a room cannot queue; leaving it, B can.
    b.send({ type: 'createRoom', name: 'Sinawali Hall' });
    const room = await b.takeType('room');
    expect(await b.refused({ type: 'quickMatch' })).toMatchObject({
      code: 'in_room',
      message: 'You are already in the room "Sinawali Hall". Leave it first.',
    });
    b.send({ type: 'leaveRoom', roomId: room.room.roomId });
    await b.takeType('rooms');

    await a.close();
    await until(() => server.online.stats().connections === 1);
    const c = await player('Ana');
    c.send({ type: 'quickMatch' });
    // Maria's connection closed: she is not paired, Ana waits alone.
    expect(await c.takeType('queue')).toMatchObject({ queued: true, looking: 1 });
    const d = await player('Lito');
    d.send({ type: 'quickMatch' });
    await c.takeType('room', (m) => m.room.phase === 'picking');
    const paired = await d.takeType('room', (m) => m.room.phase === 'picking');
    expect(paired.room.members.map((m) => m.name)).toEqual(['Ana', 'Lito']);
  });

  it('never pairs a player with themselves: two tabs of one player are one place in the queue', async () => {
    const tab1 = await player('Maria');
    const tab2 = await player('Maria', tab1.key as string);
    tab1.send({ type: 'quickMatch' });
    await tab1.takeType('queue', (m) => m.queued);
    tab2.send({ type: 'quickMatch' });
    // Both tabs hear the one place; nobody is paired.
    expect(await tab2.takeType('queue', (m) => m.queued)).toMatchObject({ looking: 1 });
    expect(server.online.state.rooms.size).toBe(0);
    // Entering a room by hand leaves the queue.
    tab2.send({ type: 'createRoom', name: 'Sinawali Hall' });
    await tab1.takeType('queue', (m) => !m.queued);
    const other = await player('Jose');
    other.send({ type: 'quickMatch' });
    expect(await other.takeType('queue')).toMatchObject({ queued: true, looking: 1 });
  });
});
