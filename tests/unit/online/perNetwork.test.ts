// What one network may hold: its open connections (Limits.connectionsPerAddress) and the open rooms
// created from it (Limits.roomsPerAddress), so one machine cannot crowd everyone else out. Past its
// limit a network's next connection is closed with a reason and its Create Room refused in words,
// while players from another network go on. The test server reads each connection's address from a
// header of the test's own (the server's `addressOf`); players' servers read only the TCP peer's.
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { networkOf } from '../../../server/gameServer/addresses.ts';
import type { Limits } from '../../../server/gameServer/limits.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { ManualClock, TestClient, startServer, until } from './support.ts';

const HEADER = 'x-test-address';
const HOME = '203.0.113.7';
const NEIGHBOUR = '198.51.100.2';

let server: ListeningOnline;
const clients: TestClient[] = [];

const testAddress = (request: IncomingMessage): string | undefined => {
  const named = request.headers[HEADER];
  return typeof named === 'string' ? named : request.socket.remoteAddress;
};

/** `addressOf` null: the server as players get it, which reads the TCP peer's address only. */
async function serve(limits: Partial<Limits>, addressOf: typeof testAddress | null = testAddress) {
  server = await startServer({ clock: new ManualClock(), limits, ...(addressOf ? { addressOf } : {}) });
}

async function from(address: string | null, headers: Record<string, string> = {}): Promise<TestClient> {
  const c = await TestClient.open(server.url, address === null ? headers : { ...headers, [HEADER]: address });
  clients.push(c);
  return c;
}

async function player(address: string, name: string): Promise<TestClient> {
  const c = await from(address);
  c.send({ type: 'hello', name });
  c.key = (await c.takeType('welcome')).playerKey;
  return c;
}

function roomIdOf(name: string): string {
  return [...server.online.state.rooms.values()].find((r) => r.name === name)?.id ?? 'no-such-room';
}

async function closedOnArrival(c: TestClient): Promise<{ code: number; reason: string } | null> {
  await until(() => c.closedWith !== null, 'the connection closed');
  return c.closedWith;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

describe('connections per network', () => {
  it('closes one more from a full network with its reason; another network connects; a place freed is taken', async () => {
    await serve({ connectionsPerAddress: 3 });
    const home = [await player(HOME, 'Ana'), await player(HOME, 'Ben'), await from(HOME)];
    const fourth = await from(HOME);
    expect(await closedOnArrival(fourth)).toEqual({
      code: 1013,
      reason:
        'Too many connections from your network (at most 3). Close another tab of the game and try again.',
    });
    // The same network however it is written: an IPv4 address mapped into IPv6.
    expect(await closedOnArrival(await from(`::ffff:${HOME}`))).toMatchObject({ code: 1013 });
    const neighbour = await player(NEIGHBOUR, 'Cora');
    neighbour.send({ type: 'listRooms' });
    await neighbour.takeType('rooms');
    // The home players go on as before.
    home[0]?.send({ type: 'listRooms' });
    await home[0]?.takeType('rooms');
    expect(server.online.stats().connections).toBe(4);

    await home[2]?.close();
    await until(() => server.online.stats().connections === 3, 'the server noticing the close');
    const again = await player(HOME, 'Dina');
    expect(again.closedWith).toBeNull();
  });

  it('counts an IPv6 home network by its /64, whichever addresses its devices pick', async () => {
    await serve({ connectionsPerAddress: 2 });
    await player('2001:db8:7:1::10', 'Ana');
    await player('2001:db8:7:1:a:b:c:d', 'Ben');
    expect(await closedOnArrival(await from('2001:0db8:0007:0001:ffff::1'))).toMatchObject({ code: 1013 });
    await player('2001:db8:7:2::10', 'Cora');
  });

  it('never takes X-Forwarded-For (anyone can write it): without addressOf, the TCP peer counts', async () => {
    await serve({ connectionsPerAddress: 1 }, null);
    const first = await from(null, { 'x-forwarded-for': '192.0.2.1' });
    first.send({ type: 'hello', name: 'Ana' });
    await first.takeType('welcome');
    const second = await from(null, { 'x-forwarded-for': '192.0.2.2' });
    expect(await closedOnArrival(second)).toMatchObject({ code: 1013 });
  });
});

describe('rooms per network', () => {
  it("refuses Create Room in words once a network's rooms are open; another network's player creates", async () => {
    await serve({ roomsPerAddress: 2 });
    const hosts = [await player(HOME, 'Ana'), await player(HOME, 'Ben')];
    for (const [i, host] of hosts.entries()) {
      host.send({ type: 'createRoom', name: `Home Hall ${i}` });
      await host.takeType('room');
    }
    const third = await player(HOME, 'Cora');
    expect(await third.refused({ type: 'createRoom', name: 'Home Hall 2' })).toMatchObject({
      code: 'rate_limited',
      message:
        'Your network already has 2 rooms open, as many as one network may. Join one of them, or try again when one has closed.',
    });
    expect(server.online.stats().rooms).toBe(2);

    // A real player elsewhere is not kept out by them.
    const neighbour = await player(NEIGHBOUR, 'Dina');
    neighbour.send({ type: 'createRoom', name: 'Next Door' });
    expect((await neighbour.takeType('room')).room.name).toBe('Next Door');
    // Joining is not creating: the home player may join a home room.
    third.send({ type: 'joinRoom', roomId: roomIdOf('Home Hall 0') });
    await third.takeType('room');

    // A room that closes gives its place back.
    hosts[1]?.send({ type: 'leaveRoom', roomId: roomIdOf('Home Hall 1') });
    await hosts[1]?.takeType('rooms');
    hosts[1]?.send({ type: 'createRoom', name: 'Home Hall 3' });
    expect((await hosts[1]?.takeType('room'))?.room.name).toBe('Home Hall 3');
  });
});

describe('networkOf', () => {
  it('is the IPv4 address itself, and an IPv6 address its first 64 bits', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0DB8:0000:0042:1:2:3:4')).toBe('2001:db8:0:42::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
