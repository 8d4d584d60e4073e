// The game's online server as its hosts see it (the Vite plugin, listen.ts, the tests and the load
// benchmark): the options it is made with and what it offers. server.ts makes it.
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Clock } from './clock.ts';
import type { JournalFiles } from './journalFiles.ts';
import type { Limits } from './limits.ts';
import type { HeldState } from './records.ts';
import type { PlayOnTurn } from './testMoves.ts';

export interface OnlineServerOptions {
  /** Where the journal lives; null or absent keeps everything in memory (lost on restart). */
  dataDir?: string | null;
  /** The journal's file operations: node:fs, unless a test passes failing ones. */
  journalFiles?: JournalFiles;
  /** The wall clock and its timers (tests pass a manual one). */
  clock?: Clock;
  /**
   * A match's own clock, for its turn deadline and disconnection grace. Absent (players' servers):
   * every match runs on `clock`. The browser tests' server gives each match one it can move alone.
   */
  matchClock?: (matchId: string) => Clock;
  /**
   * The browser tests' server only: the server offers `playOnTurn`, moves made for the seat on turn
   * (testMoves.ts), so a test can start a match near its end. Players' servers never do.
   */
  movesOnTurn?: boolean;
  /** A monotonic clock for the rate limits. */
  monotonic?: () => number;
  limits?: Partial<Limits>;
  log?: (line: string) => void;
  /**
   * Accept connections opened by a page of another site. Off: a browser always sends Origin, and a
   * page elsewhere has no business here. Tools and tests send none and are accepted either way.
   */
  allowForeignOrigins?: boolean;
  /**
   * The address a connection comes from, as the per-network limits count it. Absent: the TCP peer's.
   * A server behind a proxy it trusts may read the proxy's header here; tests name their own.
   */
  addressOf?: (request: IncomingMessage) => string | undefined;
}

export interface OnlineStats {
  connections: number;
  rooms: number;
  liveMatches: number;
  heldMatches: number;
  /** Players remembered (they entered a room) and visitors online who have not yet. */
  players: number;
  visitors: number;
}

export interface OnlineServer {
  /** Takes an HTTP upgrade for /api/online and returns true; any other path is left alone (false). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Listens for upgrades on `server` (an http.Server); returns the function that stops listening. */
  attach(server: EventEmitter): () => void;
  stats(): OnlineStats;
  /** What the server holds (for tests and the benchmark to read, never to change). */
  readonly state: HeldState;
  /**
   * Only with the `movesOnTurn` option (the browser tests' server): makes `moves` in a match, each
   * as the move of the seat then on turn, as if its player had sent it (Matches.playOnTurn).
   */
  readonly playOnTurn?: PlayOnTurn;
  /**
   * Closes every connection (1001: going away, come back later) and the journal. `compact: false`
   * leaves the journal as a crash would, so tests can prove the replay.
   */
  close(options?: { compact?: boolean }): Promise<void>;
}
