import { useEffect, useState } from 'react';
import { matchAuthority } from '../../../engine/index.ts';
import type { MatchView } from '../../../engine/index.ts';
import type { OnlineSeating } from '../../../state/battle/index.ts';
import { useOnlineStore } from '../../../state/online/index.ts';
import '../../styles/online.css';

/** Seconds until a disconnected player's grace runs out (the authority's clock, corrected for skew). */
function graceLeft(since: number, offset: number): number {
  const left = since + matchAuthority.FORFEIT_GRACE_MS - (Date.now() + offset);
  return Math.max(0, Math.ceil(left / 1000));
}

/** The view this browser follows of the match on screen: its player's, or its spectator's. */
function useFollowed(seating: OnlineSeating): { view: MatchView | null; offset: number } {
  const view = useOnlineStore((s) => {
    if (seating.watched) return s.watching?.view?.matchId === seating.matchId ? s.watching.view : null;
    return s.view?.matchId === seating.matchId ? s.view : null;
  });
  const offset = useOnlineStore((s) => (seating.watched ? (s.watching?.clockOffset ?? 0) : s.clockOffset));
  return { view, offset };
}

/** An eye: drawn, so it shows whatever fonts the computer has. */
export function WatchersIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.5" fill="currentColor" />
    </svg>
  );
}

/**
 * Over the fighters in an online battle: whether the opponent is connected (and, when they dropped,
 * how long until they forfeit), this browser's own link while it reconnects, and how many watch.
 * A spectator sees both players' links.
 */
export function OnlineBattleStatus({ seating }: { seating: OnlineSeating }) {
  const watching = seating.watched === true;
  const others: readonly (0 | 1)[] = watching ? [0, 1] : [seating.seat === 0 ? 1 : 0];
  const connection = useOnlineStore((s) => s.connection);
  const { view, offset } = useFollowed(seating);
  const watchers = useOnlineStore((s) =>
    watching ? (s.watching?.watchers ?? 0) : s.room?.matchId === seating.matchId ? (s.room.watchers ?? 0) : 0,
  );
  const live = view?.status === 'live';
  const away = others.map((side) => (live && view ? view.disconnectedSince[side] : null));
  const anyAway = away.some((since) => since !== null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!anyAway) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 500);
    return () => window.clearInterval(timer);
  }, [anyAway]);

  return (
    <>
      {others.map((side, index) => {
        const since = away[index] ?? null;
        const name = seating.names[side];
        return (
          <div key={side} className={`online-presence side-${side}`} data-testid="online-presence">
            <p
              className={`online-foe ${since !== null ? 'is-away' : 'is-here'}`}
              role="status"
              data-testid="foe-connection"
              data-connected={since !== null ? 'false' : 'true'}
            >
              <span className="online-dot" aria-hidden="true" />
              {since !== null
                ? `${name} lost the connection: forfeits in ${graceLeft(since, offset)} s`
                : `${name} is connected`}
            </p>
          </div>
        );
      })}
      <div className="online-center">
        {watchers > 0 ? (
          <p className="online-watchers" role="status" data-testid="watchers">
            <WatchersIcon />
            {watchers === 1 ? '1 watching' : `${watchers} watching`}
          </p>
        ) : null}
        {connection === 'reconnecting' || connection === 'connecting' ? (
          <p className="online-self" role="alert" data-testid="self-connection">
            <span className="online-spin" aria-hidden="true" />
            Reconnecting to the game server...
          </p>
        ) : null}
      </div>
    </>
  );
}
