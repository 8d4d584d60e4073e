// The heartbeat: every connection is pinged once per `heartbeatMs` and dropped when it did not answer
// the ping before (connection.ts). The pings go out in slices spread over that time rather than all
// at once: with ten thousand players, one sweep wrote ten thousand pings, and the pongs came back
// together, in a task that held every player's move for a few hundred milliseconds (docs/online.md,
// "Load benchmark").

/** What the heartbeat needs of a connection. */
export interface Beating {
  readonly id: number;
  heartbeat(): unknown;
}

/** Slices per heartbeat period: each tick pings the connections whose id falls in its slice. */
export const HEARTBEAT_SLICES = 30;

/** Starts the heartbeat over the live set `connections`; returns the function that stops it. */
export function startHeartbeat(
  connections: Iterable<Beating>,
  heartbeatMs: number,
  report: (error: Error) => void,
): () => void {
  let tick = 0;
  const timer = setInterval(
    () => {
      const slice = tick;
      tick = (tick + 1) % HEARTBEAT_SLICES;
      // A Set's iteration survives a connection leaving it during the sweep.
      for (const connection of connections) {
        if (connection.id % HEARTBEAT_SLICES !== slice) continue;
        try {
          connection.heartbeat();
        } catch (error) {
          report(error as Error);
        }
      }
    },
    Math.max(1, Math.round(heartbeatMs / HEARTBEAT_SLICES)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
