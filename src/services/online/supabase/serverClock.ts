// The authority's clock as this browser estimates it: the turn timer runs on the server, so every
// matchView passed on carries `serverNow`. The offset is first read from online_clock, then from
// each answer of the match function (its serverNow against the middle of the request's round trip).
export interface ServerClock {
  /** This browser's clock (ms). */
  now(): number;
  /** The authority's clock (ms), estimated. */
  serverNow(): number;
  /** Takes a reading of the server's clock seen at this browser's `at`. */
  learn(serverTime: number, at: number): void;
}

export function createServerClock(now: () => number): ServerClock {
  /** The authority's clock minus this browser's (ms). */
  let offset = 0;
  return {
    now,
    serverNow: () => now() + offset,
    learn(serverTime, at) {
      offset = serverTime - at;
    },
  };
}
