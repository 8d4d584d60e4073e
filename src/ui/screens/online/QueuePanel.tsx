import { useEffect, useRef, useState } from 'react';
import { playSound } from '../../../services/audio/audio.ts';
import { cancelQuickMatch, useOnlineStore } from '../../../state/online/index.ts';
import { SecondaryButton } from '../../components/Button.tsx';

/** 0:07, 1:42, 12:05: the time waited as a clock shows it. */
export function waitedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const lookingText = (looking: number): string =>
  looking === 1 ? 'Only you are looking right now.' : `${looking} players are looking, you included.`;

/**
 * The Quick Match queue while this player waits in it (docs/game-design.md §6.1): the time waited,
 * how many are looking, and Cancel. Cancel takes the focus as the panel opens, so Enter or Escape
 * can leave the queue at once; the count is announced when it changes, the clock is not.
 */
export function QueuePanel() {
  const queue = useOnlineStore((s) => s.queue);
  const [now, setNow] = useState(() => Date.now());
  const cancel = useRef<HTMLButtonElement>(null);
  const queued = queue !== null;

  useEffect(() => {
    if (!queued) return;
    cancel.current?.focus();
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [queued]);

  if (!queue) return null;
  const leave = () => {
    playSound('click');
    cancelQuickMatch();
  };
  return (
    <section
      className="online-panel queue-panel"
      aria-labelledby="queue-title"
      data-testid="queue-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') leave();
      }}
    >
      <h2 id="queue-title" className="online-panel-title">
        Looking for a partner...
      </h2>
      <div className="queue-clock" aria-hidden="true">
        <span className="queue-weave" />
        <span className="queue-waited" data-testid="queue-waited">
          {waitedText(now - queue.since)}
        </span>
      </div>
      <p className="queue-looking" role="status" data-testid="queue-looking">
        {lookingText(queue.looking)}
      </p>
      <p className="queue-hint">
        The two players who have waited longest are paired and go to the fighter select together.
      </p>
      <div className="room-panel-actions">
        <SecondaryButton ref={cancel} onClick={leave}>
          Cancel
        </SecondaryButton>
      </div>
    </section>
  );
}
