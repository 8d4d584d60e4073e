// What the online server holds survives a restart: rooms, chat, player keys and a live match,
// which then continues. Both ways a server stops: a clean close (it writes a snapshot) and a crash
// (only the journal is left, replayed through the authority). A match whose turn ran out while the
// server was down gets its time-up when it comes back, and the journal is compacted.
import { appendFileSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { ManualClock, T0, helloClient, roomWithTwo, startMatch, startServer, tempDir } from './support.ts';
import type { TestClient } from './support.ts';

let data: { dir: string; remove(): void };
let clock: ManualClock;
let servers: ListeningOnline[] = [];
const clients: TestClient[] = [];

async function serve(options: Parameters<typeof startServer>[0] = {}): Promise<ListeningOnline> {
  const s = await startServer({ clock, dataDir: data.dir, ...options });
  servers.push(s);
  return s;
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

/** A room with chat and a live match three moves in; the server is then stopped. */
async function playThenStop(server: ListeningOnline, compact: boolean) {
  const p = await roomWithTwo(server.url);
  clients.push(p.a, p.b);
  p.a.send({ type: 'chat', roomId: p.roomId, text: 'Laban!' });
  await p.b.takeType('chatMessage');
  const matchId = await startMatch(p);
  for (let seq = 0; seq < 3; seq++) {
    const mover = seq % 2 === 0 ? p.a : p.b;
    clock.advance(2_000);
    mover.send({ type: 'move', matchId, seq, action: { type: 'chargeEnergy' } });
    await p.a.takeType('matchView', (m) => m.seq === seq + 1);
    await p.b.takeType('matchView', (m) => m.seq === seq + 1);
  }
  const before = structuredClone(server.online.state.matches.get(matchId));
  const hands = [p.a.latestView(matchId)?.hand, p.b.latestView(matchId)?.hand];
  await server.close({ compact });
  servers = servers.filter((s) => s !== server);
  return { p, matchId, before, hands };
}

describe('a restart', () => {
  for (const compact of [true, false]) {
    it(`keeps rooms, chat and a live match, which continues (${compact ? 'clean close' : 'crash: journal replay'})`, async () => {
      const first = await serve();
      const { p, matchId, before, hands } = await playThenStop(first, compact);
      if (!compact)
        expect(
          readdirSync(data.dir).some((f) => f.startsWith('journal-') && statSync(join(data.dir, f)).size > 0),
        ).toBe(true);

      clock.advance(5_000);
      const logged: string[] = [];
      const second = await serve({ log: (l) => logged.push(l) });
      expect(logged).toEqual([]);
      const held = second.online.state.matches.get(matchId);
      // The same match (the server's start counts as both players leaving: their grace starts now).
      expect({ ...held, rev: 0, disconnectedSince: null }).toEqual({
        ...before,
        rev: 0,
        disconnectedSince: null,
      });
      expect(held?.disconnectedSince).toEqual([T0 + 11_000, T0 + 11_000]);

      const a = await helloClient(second.url, 'Maria', p.a.key as string);
      const b = await helloClient(second.url, 'Jose', p.b.key as string);
      clients.push(a, b);
      expect([a.key, b.key]).toEqual([p.a.key, p.b.key]);
      const room = await a.takeType('room');
      expect(room.room).toMatchObject({ roomId: p.roomId, name: 'Sinawali Hall', phase: 'playing', matchId });
      expect(room.chat.map((m) => m.text)).toEqual(['Laban!']);
      const va = await a.takeType('matchView', (m) => m.view.logFrom === 0);
      const vb = await b.takeType('matchView', (m) => m.view.logFrom === 0);
      expect(va.view).toMatchObject({ seq: 3, active: 1, seat: 0 });
      expect([va.view.hand, vb.view.hand]).toEqual(hands);

      // It continues.
      b.send({ type: 'move', matchId, seq: 3, action: { type: 'chargeEnergy' } });
      await a.takeType('matchView', (m) => m.seq === 4);
      a.send({ type: 'chat', roomId: p.roomId, text: 'Tuloy!' });
      await b.takeType('chatMessage', (m) => m.message.text === 'Tuloy!');
    });
  }

  it('passes one late turn for a deadline that ran out while the server was down', async () => {
    const first = await serve();
    const { matchId, before } = await playThenStop(first, false);
    expect(before?.deadline).toBe(T0 + 6_000 + 60_000);
    clock.advance(10 * 60_000);
    const second = await serve();
    const held = second.online.state.matches.get(matchId);
    expect(held?.status).toBe('live');
    expect(held?.log).toHaveLength(4);
    expect(held?.log[3]?.action).toEqual({ type: 'timeUp', side: 1 });
    expect(held?.deadline).toBe(clock.now() + 60_000);
    // And nobody came back within 60 s: both forfeit, the match is abandoned, the room closes.
    clock.advance(60_000);
    expect(second.online.state.rooms.size).toBe(0);
  });

  it('compacts the journal when it grows, and skips a torn last line after a crash', async () => {
    const first = await serve({ limits: { compactAtBytes: 4_000, chatPerWindow: 1000, messageBurst: 1000 } });
    const p = await roomWithTwo(first.url);
    clients.push(p.a, p.b);
    for (let i = 0; i < 60; i++) {
      p.a.send({ type: 'chat', roomId: p.roomId, text: `message number ${i} with some words in it` });
      await p.b.takeType('chatMessage');
    }
    const files = readdirSync(data.dir).sort();
    const generation = Number(/snapshot-(\d+)/.exec(files.find((f) => f.startsWith('snapshot-')) ?? '')?.[1]);
    expect(generation).toBeGreaterThan(2);
    expect(files.filter((f) => f.startsWith('journal-'))).toEqual([`journal-${generation}.jsonl`]);
    expect(statSync(join(data.dir, `journal-${generation}.jsonl`)).size).toBeLessThan(4_000);
    await first.close({ compact: false });
    servers = [];
    appendFileSync(join(data.dir, `journal-${generation}.jsonl`), '{"k":"chat","message":{"id":"x"');

    const logged: string[] = [];
    const second = await serve({ log: (l) => logged.push(l) });
    expect(logged.join('\n')).toMatch(/cut short/);
    expect(
      second.online.state.chat
        .get(p.roomId)
        ?.map((m) => m.text)
        .at(-1),
    ).toBe('message number 59 with some words in it');
    // Started from a new snapshot: one snapshot, an empty journal.
    const after = readdirSync(data.dir).sort();
    expect(after.filter((f) => f.startsWith('snapshot-'))).toEqual([`snapshot-${generation + 1}.json`]);
    expect(readFileSync(join(data.dir, `journal-${generation + 1}.jsonl`), 'utf8')).toBe('');
  });

  it('refuses a data directory another server is using', async () => {
    await serve();
    await expect(startServer({ clock, dataDir: data.dir })).rejects.toThrow(/already open in this process/);
  });
});
