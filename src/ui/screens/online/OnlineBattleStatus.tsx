import { useEffect, useState } from 'react';
import { matchAuthority } from '../../../engine/index.ts';
import type { OnlineSeating } from '../../../state/battle/index.ts';
import { useOnlineStore } from '../../../state/online/index.ts';
import '../../styles/online.css';

/** Seconds until a disconnected player's grace runs out (the authority's clock, corrected for skew). */
function graceLeft(since: number, offset: number): number {
  const left = since + matchAuthority.FORFEIT_GRACE_MS - (Date.now() + offset);
  return Math.max(0, Math.ceil(left / 1000));
}

/**
 * Beside the foe in an online battle: whether the opponent is connected (and, when they dropped,
 * how long until they forfeit), and this browser's own link while it reconnects.
 */
export function OnlineBattleStatus({ seating }: { seating: OnlineSeating }) {
  const foe = seating.seat === 0 ? 1 : 0;
  const connection = useOnlineStore((s) => s.connection);
  const view = useOnlineStore((s) => (s.view?.matchId === seating.matchId ? s.view : null));
  const offset = useOnlineStore((s) => s.clockOffset);
  const since = view && view.status === 'live' ? view.disconnectedSince[foe] : null;
  const [, setTick] = useState(0);

  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 500);
    return () => window.clearInterval(timer);
  }, [since]);

  const name = seating.names[foe];
  const away = since !== null;
  return (
    <div className={`online-presence side-${foe}`} data-testid="online-presence">
      <p
        className={`online-foe ${away ? 'is-away' : 'is-here'}`}
        role="status"
        data-testid="foe-connection"
        data-connected={away ? 'false' : 'true'}
      >
        <span className="online-dot" aria-hidden="true" />
        {away
          ? `${name} lost the connection: forfeits in ${graceLeft(since, offset)} s`
          : `${name} is connected`}
      </p>
      {connection === 'reconnecting' || connection === 'connecting' ? (
        <p className="online-self" role="alert" data-testid="self-connection">
          <span className="online-spin" aria-hidden="true" />
          Reconnecting to the game server...
        </p>
      ) : null}
    </div>
  );
}
