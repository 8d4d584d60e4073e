// Helpers for the online server's tests: a manual clock (time moves only when a test says so),
// real `ws` clients that record every frame they receive (checked with the client's own
// parseServerMessage), and the steps of a game: hello, a room with two players, picks, moves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { Rng } from '../../../src/engine/rng.ts';
import { parseServerMessage } from '../../../src/protocol/index.ts';
import { apply } from '../../../src/engine/battle/apply.ts';
import { openingBattle, seatMove } from '../../../src/engine/match/index.ts';
import type { FighterId, MatchState, MatchView } from '../../../src/engine/match/index.ts';
import type { ClientMessage, ServerMessage, ServerMessageOf } from '../../../src/protocol/index.ts';
import type { Cancel, Clock } from '../../../server/gameServer/clock.ts';
import { listenOnline } from '../../../server/gameServer/listen.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import type { OnlineServerOptions } from '../../../server/gameServer/server.ts';

export const T0 = 1_750_000_000_000;

/** A clock that stands still until `advance`; due timers run in time order, each at its moment. */
export class ManualClock implements Clock {
  private t: number;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 1;

  constructor(start = T0) {
    this.t = start;
  }

  now = (): number => this.t;

  at = (time: number, run: () => void): Cancel => {
    const id = this.nextId++;
    this.timers.push({ at: time, run, id });
    return () => {
      this.timers = this.timers.filter((x) => x.id !== id);
    };
  };

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    const target = this.t + ms;
    for (;;) {
      const due = this.timers.filter((x) => x.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((x) => x.id !== due.id);
      this.t = Math.max(this.t, due.at);
      due.run();
    }
    this.t = target;
  }

  /** How many timers are set (one per live match, one per absent player in a room). */
  get pending(): number {
    return this.timers.length;
  }
}

/** Waits (polling) until `condition` holds: for what the server does after a socket closes. */
export async function until(condition: () => boolean, what = 'a condition', timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Waited for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'sinawali-online-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The test players move as fast as the machine runs, far beyond what a person sends: without
 * `limits` the message limit is lifted (connection.test.ts passes limits to test the real ones).
 */
const FAST_PLAYERS = { messageBurst: 100_000, messagesPerSecond: 100_000 };

export async function startServer(options: OnlineServerOptions = {}): Promise<ListeningOnline> {
  return listenOnline({ log: () => undefined, ...options, limits: options.limits ?? FAST_PLAYERS });
}

type Predicate = (m: ServerMessage) => boolean;

export class TestClient {
  /** Every frame received, as sent. */
  readonly frames: string[] = [];
  readonly messages: ServerMessage[] = [];
  private readonly consumed = new Set<number>();
  private waiters: (() => void)[] = [];
  closedWith: { code: number; reason: string } | null = null;
  key: string | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      this.frames.push(text);
      const parsed = parseServerMessage(text);
      if (!parsed.ok)
        throw new Error(`The server sent a message the client refuses: ${parsed.message}: ${text}`);
      this.messages.push(parsed.message);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closedWith = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static async open(url: string, headers?: Record<string, string>): Promise<TestClient> {
    const socket = new WebSocket(url, headers ? { headers } : undefined);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new TestClient(socket);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer): void {
    this.socket.send(data);
  }

  /** The first message not yet taken that matches, waiting for it if needed. */
  async take(predicate: Predicate, what = 'a message', timeoutMs = 8000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.messages.findIndex((m, index) => !this.consumed.has(index) && predicate(m));
      if (i >= 0) {
        this.consumed.add(i);
        return this.messages[i] as ServerMessage;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.closedWith)
        throw new Error(
          `Waited for ${what}; got ${JSON.stringify(this.messages.filter((_, j) => !this.consumed.has(j))).slice(0, 1500)}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async takeType<K extends ServerMessage['type']>(
    type: K,
    predicate: (m: ServerMessageOf<K>) => boolean = () => true,
  ): Promise<ServerMessageOf<K>> {
    return (await this.take(
      (m) => m.type === type && predicate(m as ServerMessageOf<K>),
      `a '${type}' message`,
    )) as ServerMessageOf<K>;
  }

  /** Sends and waits for the error answering it (by ref). */
  async refused(message: Record<string, unknown>, ref = `r${Math.random().toString(36).slice(2, 8)}`) {
    this.send({ ...message, ref });
    return this.takeType('error', (e) => e.ref === ref);
  }

  /** Skips everything received so far. */
  drain(): void {
    this.messages.forEach((_, i) => this.consumed.add(i));
  }

  /** The newest view of a match received so far. */
  latestView(matchId: string): MatchView | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i] as ServerMessage;
      if (m.type === 'matchView' && m.matchId === matchId) return m.view;
    }
    return null;
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  /** Cuts the connection without a goodbye (a network drop). */
  async drop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.terminate();
    });
  }
}

export async function helloClient(url: string, name: string, playerKey?: string): Promise<TestClient> {
  const client = await TestClient.open(url);
  client.send(playerKey ? { type: 'hello', name, playerKey } : { type: 'hello', name });
  const welcome = await client.takeType('welcome');
  client.key = welcome.playerKey;
  return client;
}

export interface Pair {
  a: TestClient;
  b: TestClient;
  roomId: string;
}

/** Two players in one room: A created it (Player 1), B joined. */
export async function roomWithTwo(url: string, roomName = 'Sinawali Hall'): Promise<Pair> {
  const a = await helloClient(url, 'Maria');
  const b = await helloClient(url, 'Jose');
  a.send({ type: 'createRoom', name: roomName });
  const created = await a.takeType('room');
  const roomId = created.room.roomId;
  b.send({ type: 'joinRoom', roomId });
  await b.takeType('room');
  await a.takeType('room', (m) => m.room.members.length === 2);
  return { a, b, roomId };
}

/** Start Game and both picks; resolves with the match id once both seats have their first view. */
export async function startMatch(pair: Pair, fighters: [FighterId, FighterId] = [1, 2]): Promise<string> {
  const { a, b, roomId } = pair;
  a.send({ type: 'startMatch', roomId });
  const picking = await a.takeType('room', (m) => m.room.phase === 'picking');
  await b.takeType('room', (m) => m.room.phase === 'picking');
  const matchId = picking.room.matchId as string;
  a.send({ type: 'pickFighter', matchId, fighterId: fighters[0] });
  await b.takeType('room', (m) => m.room.picked[0] && !m.room.picked[1]);
  b.send({ type: 'pickFighter', matchId, fighterId: fighters[1] });
  await a.takeType('matchView', (m) => m.matchId === matchId && m.view.logFrom === 0);
  await b.takeType('matchView', (m) => m.matchId === matchId && m.view.logFrom === 0);
  return matchId;
}

/** A computer player's choice from what a seat's view shows (the engine's easy strategy). */
export const chooseMove = seatMove;

/**
 * Plays moves for whichever seat is to move, from its own latest view, until the match ends or
 * `maxMoves` have been made. Returns the last view each side saw.
 */
export async function playOut(
  pair: Pair,
  matchId: string,
  options: { maxMoves?: number; seed?: number } = {},
): Promise<{ a: MatchView; b: MatchView; moves: number }> {
  const rng = Rng.fromSeed(options.seed ?? 7);
  const max = options.maxMoves ?? 1000;
  let moves = 0;
  for (;;) {
    const va = pair.a.latestView(matchId);
    const vb = pair.b.latestView(matchId);
    if (!va || !vb) throw new Error('no view yet');
    if (va.status !== 'live' || moves >= max) return { a: va, b: vb, moves };
    const mover = va.active === va.seat ? pair.a : pair.b;
    const other = mover === pair.a ? pair.b : pair.a;
    const view = mover === pair.a ? va : vb;
    mover.send({ type: 'move', matchId, seq: view.seq, action: chooseMove(view, rng) });
    await mover.takeType('matchView', (m) => m.matchId === matchId && m.seq === view.seq + 1);
    await other.takeType('matchView', (m) => m.matchId === matchId && m.seq === view.seq + 1);
    moves++;
  }
}

/** Every state of the match, from the opening to the end, rebuilt from its log (the leak tests' states). */
export function everyMatchState(match: MatchState): MatchState[] {
  let battle = openingBattle(match.battle.seed, match.fighters);
  const states: MatchState[] = [{ ...match, battle }];
  for (const entry of match.log) {
    const r = apply(battle, entry.action);
    if (!r.ok) throw new Error(r.reason);
    battle = r.state;
    states.push({ ...match, battle });
  }
  return states;
}
