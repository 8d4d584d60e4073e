import { useOnlineStore } from '../../../state/online/index.ts';

const LABELS = {
  idle: 'Not connected',
  connecting: 'Connecting...',
  open: 'Connected',
  reconnecting: 'Reconnecting...',
  closed: 'Not connected',
} as const;

/** The link to the game server: connected (as whom), connecting, or reconnecting. */
export function ConnectionBadge() {
  const connection = useOnlineStore((s) => s.connection);
  const me = useOnlineStore((s) => s.me);
  return (
    <p className={`online-badge is-${connection}`} role="status" data-testid="connection-badge">
      <span className="online-dot" aria-hidden="true" />
      {connection === 'open' && me ? (
        <span>
          Connected as <strong>{me}</strong>
        </span>
      ) : (
        <span>{LABELS[connection]}</span>
      )}
    </p>
  );
}
