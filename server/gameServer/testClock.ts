// A clock the browser tests can move: the wall clock plus an offset that only grows. It exists only
// when the server is started with ONLINE_TEST_CLOCK=1 (the e2e web server sets it; players never
// do), so a test can let a turn's 60 s or a disconnected player's 60 s grace run out without
// sleeping: POST /api/online/test/clock?advance=<ms> moves it forward, running every timer that
// falls due on the way at its own moment, in time order (a time-up before a forfeit due later).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cancel, Clock } from './clock.ts';

/** The path of the control, under the online endpoint's own. */
export const TEST_CLOCK_ROUTE = '/api/online/test/clock';
/** The most one request may move the clock (a day). */
const MAX_ADVANCE_MS = 86_400_000;
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

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

/** Connect-style middleware for TEST_CLOCK_ROUTE: POST ?advance=<ms> answers { now }. */
export function testClockControl(clock: ShiftedClock) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== TEST_CLOCK_ROUTE && url.pathname !== '/') {
      next();
      return;
    }
    const advance = Number(url.searchParams.get('advance'));
    if (request.method !== 'POST' || !Number.isFinite(advance) || advance < 0 || advance > MAX_ADVANCE_MS) {
      response.statusCode = 400;
      response.end('POST with ?advance=<milliseconds, 0 to 86400000>.');
      return;
    }
    const now = clock.advance(advance);
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ now }));
  };
}
