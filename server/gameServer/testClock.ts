// A clock per match that the browser tests can move: the wall clock plus an offset that only grows.
// It exists only when the server is started with ONLINE_TEST_CLOCK=1 (the e2e web server sets it;
// players never do), so a test can let a turn's 60 s or a disconnected player's 60 s grace run out
// without sleeping: POST /api/online/test/clock?match=<matchId>&advance=<ms> moves that match's
// clock forward, running every timer of that match that falls due on the way at its own moment, in
// time order (a time-up before a forfeit due later). Every other match, and the rooms, the chat and
// the players, keep the wall clock, so tests running at once never move each other's time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { MATCH_ID } from '../../src/protocol/index.ts';
import type { Cancel, Clock } from './clock.ts';

/** The path of the control, under the online endpoint's own. */
export const TEST_CLOCK_ROUTE = '/api/online/test/clock';
/** The most one request may move a match's clock (a day). */
const MAX_ADVANCE_MS = 86_400_000;
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export const TEST_CLOCK_TEXT = Object.freeze({
  usage: `POST ${TEST_CLOCK_ROUTE}?match=<match id>&advance=<milliseconds, 0 to ${MAX_ADVANCE_MS}>.`,
  noMatch: 'Name the match whose clock moves: ?match=<match id>.',
  noAdvance: 'Say how far the clock moves: ?advance=<milliseconds>.',
  advance: `advance must be a whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}.`,
  unknownMatch: 'This server holds no match with that id.',
});

const ADVANCE = v.pipe(
  v.string(TEST_CLOCK_TEXT.noAdvance),
  v.trim(),
  v.nonEmpty(TEST_CLOCK_TEXT.noAdvance),
  v.toNumber(TEST_CLOCK_TEXT.advance),
  v.integer(TEST_CLOCK_TEXT.advance),
  v.minValue(0, TEST_CLOCK_TEXT.advance),
  v.maxValue(MAX_ADVANCE_MS, TEST_CLOCK_TEXT.advance),
);

/** The control's query: which match's clock moves, and how far. */
export const TestClockQuerySchema = v.object({
  match: v.pipe(v.string(TEST_CLOCK_TEXT.noMatch), MATCH_ID),
  advance: ADVANCE,
});
export type TestClockQuery = v.InferOutput<typeof TestClockQuerySchema>;

interface Timer {
  at: number;
  run: () => void;
  handle: ReturnType<typeof setTimeout> | null;
}

export class ShiftedClock implements Clock {
  private offset = 0;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  now = (): number => Date.now() + this.offset;

  at = (time: number, run: () => void): Cancel => {
    const id = this.nextId++;
    this.timers.set(id, { at: time, run, handle: null });
    this.arm(id);
    return () => {
      const timer = this.timers.get(id);
      if (timer?.handle) clearTimeout(timer.handle);
      this.timers.delete(id);
    };
  };

  /** Moves the clock forward by `ms`; returns its new time. */
  advance(ms: number): number {
    const target = this.offset + Math.max(0, ms);
    for (;;) {
      const end = Date.now() + target;
      let dueId: number | null = null;
      let due: Timer | null = null;
      for (const [id, timer] of this.timers)
        if (timer.at <= end && (due === null || timer.at < due.at)) [dueId, due] = [id, timer];
      if (dueId === null || due === null) break;
      if (due.handle) clearTimeout(due.handle);
      this.timers.delete(dueId);
      this.offset = Math.max(this.offset, due.at - Date.now());
      due.run();
    }
    this.offset = target;
    for (const id of this.timers.keys()) this.arm(id);
    return this.now();
  }

  private arm(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    if (timer.handle) clearTimeout(timer.handle);
    const wait = Math.min(LONGEST_TIMEOUT_MS, Math.max(0, timer.at - this.now()));
    timer.handle = setTimeout(() => {
      if (timer.at > this.now()) {
        this.arm(id);
        return;
      }
      this.timers.delete(id);
      timer.run();
    }, wait);
    timer.handle.unref?.();
  }
}

/**
 * One ShiftedClock per match, made when the match first reads its time (it starts at the wall
 * clock). The browser tests' server holds a few dozen matches, so none is ever let go.
 */
export class MatchTestClocks {
  private readonly clocks = new Map<string, ShiftedClock>();

  /** The clock of `matchId` (the online server's `matchClock`). */
  of = (matchId: string): ShiftedClock => {
    let clock = this.clocks.get(matchId);
    if (!clock) {
      clock = new ShiftedClock();
      this.clocks.set(matchId, clock);
    }
    return clock;
  };
}

function answer(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  if (status === 405) response.setHeader('Allow', 'POST');
  response.end(text);
}

/**
 * Connect-style middleware for TEST_CLOCK_ROUTE: POST ?match=<matchId>&advance=<ms> moves that
 * match's clock and answers { matchId, now } (its new time). `holds` says whether the server holds
 * the match; a request for any other is refused (404), a malformed one too (400).
 */
export function testClockControl(clocks: MatchTestClocks, holds: (matchId: string) => boolean) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== TEST_CLOCK_ROUTE && url.pathname !== '/') {
      next();
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, TEST_CLOCK_TEXT.usage);
      return;
    }
    const query = v.safeParse(TestClockQuerySchema, {
      match: url.searchParams.get('match'),
      advance: url.searchParams.get('advance'),
    });
    if (!query.success) {
      answer(response, 400, `${query.issues[0].message} ${TEST_CLOCK_TEXT.usage}`);
      return;
    }
    const { match, advance } = query.output;
    if (!holds(match)) {
      answer(response, 404, `${TEST_CLOCK_TEXT.unknownMatch} (${match})`);
      return;
    }
    const now = clocks.of(match).advance(advance);
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ matchId: match, now }));
  };
}
