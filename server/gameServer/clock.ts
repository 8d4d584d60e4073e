// Time for the online server, injected: `now` is the wall clock the match authority is given
// (deadlines, forfeits, chat times) and `at` schedules a call for a moment on that clock. The real
// ones use Date.now and setTimeout; tests pass a manual clock and drive a 60 s forfeit without
// sleeping. Rate limits run on a separate monotonic clock (see connection.ts) so a test's frozen
// wall clock does not freeze them.

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
