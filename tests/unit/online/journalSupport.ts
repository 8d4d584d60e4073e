// Helpers for the journal's fault tests: a data directory with a server on it that can be stopped
// as a crash stops it and started again, a match played a few moves in, the journal's lines, and
// the check that a match came back as its players last saw it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { MatchState } from '../../../src/engine/match/index.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { ManualClock, roomWithTwo, startMatch, startServer, tempDir } from './support.ts';
import type { Pair, TestClient } from './support.ts';

/** One data directory, the servers started on it and their clients; `end` cleans all up. */
export class DataDirectory {
  readonly clock = new ManualClock();
  readonly logged: string[] = [];
  private readonly data = tempDir();
  private servers: ListeningOnline[] = [];
  private readonly clients: TestClient[] = [];

  get dir(): string {
    return this.data.dir;
  }

  /** A server on this directory; what it logs is in `logged` (cleared at each start). */
  async serve(options: Parameters<typeof startServer>[0] = {}): Promise<ListeningOnline> {
    this.logged.length = 0;
    const server = await startServer({
      clock: this.clock,
      dataDir: this.dir,
      log: (line) => this.logged.push(line),
      ...options,
    });
    this.servers.push(server);
    return server;
  }

  /** Stops the server as a crash would: the journal as it is, no snapshot written. */
  async crash(server: ListeningOnline): Promise<void> {
    await Promise.all(this.clients.splice(0).map((c) => c.close()));
    await server.close({ compact: false });
    this.servers = this.servers.filter((s) => s !== server);
  }

  keep(...clients: TestClient[]): void {
    this.clients.push(...clients);
  }

  async end(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((c) => c.close()));
    await Promise.all(this.servers.splice(0).map((s) => s.close()));
    this.data.remove();
  }

  files(): string[] {
    return readdirSync(this.dir).sort();
  }

  /** The one journal file the directory holds (after a crash, the one with the records). */
  journalName(): string {
    const names = this.files().filter((f) => /^journal-\d+\.jsonl$/.test(f));
    expect(names).toHaveLength(1);
    return names[0] as string;
  }

  read(name: string): string {
    return readFileSync(join(this.dir, name), 'utf8');
  }
}

/** A room with a chat message and a match `moves` moves in (each 2 s after the last). */
export async function playMoves(
  directory: DataDirectory,
  server: ListeningOnline,
  moves: number,
): Promise<{ pair: Pair; matchId: string }> {
  const pair = await roomWithTwo(server.url);
  directory.keep(pair.a, pair.b);
  pair.a.send({ type: 'chat', roomId: pair.roomId, text: 'Laban!' });
  await pair.b.takeType('chatMessage');
  const matchId = await startMatch(pair);
  for (let seq = 0; seq < moves; seq++) await moveAndSee(directory, pair, matchId, seq);
  return { pair, matchId };
}

/** The seat on turn charges energy; both players see the move. */
export async function moveAndSee(directory: DataDirectory, pair: Pair, matchId: string, seq: number) {
  const mover = seq % 2 === 0 ? pair.a : pair.b;
  directory.clock.advance(2_000);
  mover.send({ type: 'move', matchId, seq, action: { type: 'chargeEnergy' } });
  await pair.a.takeType('matchView', (m) => m.seq === seq + 1);
  await pair.b.takeType('matchView', (m) => m.seq === seq + 1);
}

/**
 * The match as a restarted server holds it equals `before` (the start counts both players as gone
 * from that moment, which changes only the connection times and the rev).
 */
export function expectSameMatch(held: MatchState | undefined, before: MatchState | undefined): void {
  expect(before).toBeDefined();
  expect({ ...held, rev: 0, disconnectedSince: null }).toEqual({
    ...before,
    rev: 0,
    disconnectedSince: null,
  });
}

/** Every line of a journal's text is a whole JSON record, and the text ends with a newline. */
export function expectWholeLines(text: string): void {
  expect(text.endsWith('\n') || text === '').toBe(true);
  for (const line of text.split('\n').filter((l) => l !== ''))
    expect(() => JSON.parse(line) as unknown, line.slice(0, 80)).not.toThrow();
}
