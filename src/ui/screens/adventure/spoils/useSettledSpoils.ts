import { useEffect, useState } from 'react';
import { settleSpoils } from '../../../../state/adventure/index.ts';
import type { SettledSpoils } from '../../../../state/adventure/index.ts';

export interface SpoilsView {
  /** What the purse did, once it has settled the spoils. */
  readonly settled: SettledSpoils | null;
  /** Why the spoils could not be settled; `retry` asks again. */
  readonly failure: string | null;
  readonly retry: () => void;
}

/**
 * Settles the rolled reward or jail when the screen opens (`ready`). The purse settles it under the
 * battle's id, so a reload, a second tab or React's double mount grants or takes nothing twice: a
 * second call answers with what the first one did.
 */
export function useSettledSpoils(ready: boolean): SpoilsView {
  const [settled, setSettled] = useState<SettledSpoils | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    void settleSpoils().then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setSettled(outcome.settled);
        setFailure(null);
      } else setFailure(outcome.message);
    });
    return () => {
      live = false;
    };
  }, [ready, attempt]);

  return {
    settled,
    failure,
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}
