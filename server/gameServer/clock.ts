// Time for the online server, injected: `now` is the wall clock the match authority is given
// (deadlines, forfeits, chat times) and `at` schedules a call for a moment on that clock. The real
// ones use Date.now and setTimeout; tests pass a manual clock and drive a 60 s forfeit without
// sleeping. Rate limits run on a separate monotonic clock (see connection.ts) so a test's frozen
// wall clock does not freeze them. The server schedules through `guardedClock`: a scheduled call
// that throws is logged, never an uncaught exception that would end the server.
import { NotSaved } from './readOnly.ts';

/** Cancels a scheduled call (harmless after it ran). */
export type Cancel = () => void;

export interface Clock {
  now(): number;
  /** Calls `run` once, at `time` on this clock or as soon after as possible. */
  at(time: number, run: () => void): Cancel;
}

/** Node's timers take at most about 24.8 days; later moments are reached in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  at(time, run) {
    let handle: ReturnType<typeof setTimeout>;
    const arm = (): void => {
      const wait = time - Date.now();
      if (wait > LONGEST_TIMEOUT_MS) {
        handle = setTimeout(arm, LONGEST_TIMEOUT_MS);
      } else {
        handle = setTimeout(run, Math.max(0, wait));
      }
      // A pending turn timer must not keep a finished process (a test, the benchmark) alive.
      handle.unref?.();
    };
    arm();
    return () => clearTimeout(handle);
  },
};

/** A monotonic clock in milliseconds (for rate limits and round-trip times). */
export const monotonicNow = (): number => performance.now();

/**
 * `clock` with every scheduled call caught: an error is logged and the call is over. The callers
 * whose change may fail to be saved set themselves again (matchTimers.ts, lobby.ts); this is for
 * whatever else goes wrong.
 */
export function guardedClock(clock: Clock, log: (line: string) => void): Clock {
  return {
    now: () => clock.now(),
    at: (time, run) =>
      clock.at(time, () => {
        try {
          run();
        } catch (error) {
          log(
            error instanceof NotSaved
              ? 'online: a scheduled change was not made: the server is read-only'
              : `online: a scheduled call failed: ${(error as Error).stack ?? String(error)}`,
          );
        }
      }),
  };
}
