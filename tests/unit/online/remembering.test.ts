// Which players the server remembers, and when it forgets them. Every hello gets a key, but no
// record is kept (in memory past the connection, or in the journal) until the player enters a room;
// a page that says hello and goes leaves nothing behind. Remembered players not seen for
// Limits.forgetPlayersAfterMs, offline and in no room or match, are forgotten while the server runs,
// by a sweep that goes through them a batch at a time, and stay forgotten after a crash.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/engine/match/index.ts';
import type { Limits } from '../../../server/gameServer/limits.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { PlayerSweep } from '../../../server/gameServer/playerSweep.ts';
import { Presence } from '../../../server/gameServer/presence.ts';
import { Store } from '../../../server/gameServer/store.ts';
import { ManualClock, T0, TestClient, helloClient, startServer, tempDir, until } from './support.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let data: { dir: string; remove(): void };
let clock: ManualClock;
let servers: ListeningOnline[] = [];
const clients: TestClient[] = [];

async function serve(limits: Partial<Limits> = {}): Promise<ListeningOnline> {
  const s = await startServer({ clock, dataDir: data.dir, limits: { messageBurst: 1000, ...limits } });
  servers.push(s);
  return s;
}

async function player(server: ListeningOnline, name: string, key?: string): Promise<TestClient> {
  const c = await helloClient(server.url, name, key);
  clients.push(c);
  return c;
}

/** Everything the server has written to its data directory (snapshot and journal). */
function written(): string {
  return readdirSync(data.dir)
    .map((f) => join(data.dir, f))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

beforeEach(() => {
  data = tempDir();
  clock = new ManualClock();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  data.remove();
});

describe('a player is remembered', () => {
  it('only once they enter a room: a hello alone gets a key and leaves nothing behind', async () => {
    const server = await serve();
    const visitor = await player(server, 'Maria');
    const key = visitor.key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(server.online.stats()).toMatchObject({ players: 0, visitors: 1 });
    expect(written()).not.toContain(key);
    // A second tab while the first is open keeps the key.
    const secondTab = await player(server, 'Maria', key);
    expect(secondTab.key).toBe(key);
    // Gone with the last connection: the key is unknown from then on.
    await visitor.close();
    await secondTab.close();
    await until(() => server.online.stats().visitors === 0, 'the visitor forgotten');
    const back = await player(server, 'Maria', key);
    expect(back.key).not.toBe(key);
    expect(written()).not.toContain(key);

    // Creating a room, or joining one, is what makes a player remembered, under the name they gave.
    back.send({ type: 'createRoom', name: 'Sinawali Hall' });
    const { room } = await back.takeType('room');
    const guest = await player(server, 'Jose');
    expect(server.online.stats().players).toBe(1);
    guest.send({ type: 'joinRoom', roomId: room.roomId });
    await guest.takeType('room');
    expect(server.online.state.players.get(back.key as string)).toMatchObject({ name: 'Maria' });
    expect(server.online.state.players.get(guest.key as string)).toMatchObject({ name: 'Jose' });
    expect(written()).toContain(back.key as string);
    expect(written()).toContain(guest.key as string);
  });

  it('after a crash too, and a hundred hellos without a key leave no journal behind', async () => {
    const first = await serve();
    const host = await player(first, 'Maria');
    host.send({ type: 'createRoom', name: 'Sinawali Hall' });
    await host.takeType('room');
    const before = written().length;
    for (let i = 0; i < 100; i++) {
      const hello = await TestClient.open(first.url);
      hello.send({ type: 'hello', name: `Visitor ${i}` });
      await hello.takeType('welcome');
      await hello.close();
    }
    await until(() => first.online.stats().visitors === 0, 'the visitors gone');
    expect(written().length).toBe(before);
    await first.close({ compact: false });
    servers = [];

    const second = await serve();
    expect([...second.online.state.players.keys()]).toEqual([host.key]);
    const again = await player(second, 'Maria', host.key as string);
    expect(again.key).toBe(host.key);
  });
});

describe('an idle player is forgotten', () => {
  it('while the server runs: not seen for the time, offline, in no room', async () => {
    const limits = { forgetPlayersAfterMs: DAY, playerSweepMs: HOUR };
    const server = await serve(limits);
    const idle = await player(server, 'Idle');
    idle.send({ type: 'createRoom', name: 'Passing Through' });
    const { room } = await idle.takeType('room');
    idle.send({ type: 'leaveRoom', roomId: room.roomId });
    await idle.takeType('rooms');
    await idle.close();
    // Seen as long ago as Idle, but still here: a player online is never forgotten.
    const online = await player(server, 'Online');
    online.send({ type: 'createRoom', name: 'Still Here' });
    await online.takeType('room');
    expect(server.online.stats().players).toBe(2);

    clock.advance(DAY);
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.online.state.players.has(idle.key as string), 'not idle long enough yet').toBe(true);
    clock.advance(HOUR);
    await until(() => !server.online.state.players.has(idle.key as string), 'the idle player forgotten');
    expect([...server.online.state.players.keys()]).toEqual([online.key]);

    // Forgetting is not journaled; a crash and a start forget by the same rule.
    await server.close({ compact: false });
    servers = [];
    const second = await serve(limits);
    expect(second.online.state.players.has(idle.key as string)).toBe(false);
    const returning = await player(second, 'Idle', idle.key as string);
    expect(returning.key).not.toBe(idle.key);
  });

  it('by a sweep that goes through a large number of players a batch at a time', () => {
    const now = T0 + 10 * DAY;
    const sweepClock = new ManualClock(now);
    const store = Store.open({
      dataDir: null,
      chatKept: 100,
      compactAtBytes: Number.MAX_SAFE_INTEGER,
      forgetPlayersAfterMs: DAY,
      now: () => sweepClock.now(),
      log: () => undefined,
    });
    const IDLE = 20_000;
    const BATCH = 500;
    const at = (seenAt: number, key: string) => store.putPlayer({ key, name: key, createdAt: T0, seenAt });
    for (let i = 0; i < IDLE; i++) at(T0, `idle-${i}`);
    at(now - DAY + 1, 'recent');
    at(T0, 'member');
    at(T0, 'seated-1');
    at(T0, 'seated-2');
    const room = { id: 'r1', name: 'Hall', createdAt: T0, members: [{ key: 'member', name: 'member' }] };
    store.putRoom({
      ...room,
      phase: 'waiting',
      matchId: null,
      picks: [null, null],
      inviteCode: 'invite-code1',
    });
    store.putMatch(
      createMatch({ id: 'm1', seats: ['seated-1', 'seated-2'], fighters: [1, 2], seed: 1, now: T0 }),
    );

    const turns: (() => void)[] = [];
    const limits = { forgetPlayersAfterMs: DAY, playerSweepMs: HOUR, playerSweepBatch: BATCH };
    const sweep = new PlayerSweep(store, new Presence(), sweepClock, limits, (next) => turns.push(next));
    let done = false;
    sweep.sweep(() => {
      done = true;
    });
    const sizes = [store.state.players.size];
    while (turns.length > 0) {
      (turns.shift() as () => void)();
      sizes.push(store.state.players.size);
    }
    // Each turn of the event loop forgot one batch at most; no turn did it all.
    const total = IDLE + 4;
    expect(sizes[0]).toBe(total - BATCH);
    for (let i = 1; i < sizes.length; i++)
      expect((sizes[i - 1] as number) - (sizes[i] as number)).toBeLessThanOrEqual(BATCH);
    expect(sizes.length).toBe(Math.ceil(total / BATCH));
    expect(done).toBe(true);
    expect([...store.state.players.keys()].sort()).toEqual(['member', 'recent', 'seated-1', 'seated-2']);
  });
});
