import { mySeat, startGame, statusOf, useOnlineStore } from '../../../state/online/index.ts';
import type { Room } from '../../../protocol/index.ts';
import { DangerButton, PrimaryButton } from '../../components/Button.tsx';
import { InviteLink } from './InviteLink.tsx';

/** Why Start Game cannot be pressed yet, or null when it can. */
export function startBlocker(room: Room | null): string | null {
  if (!room) return 'Create or join a room first.';
  if (mySeat(room) !== 0) return 'Player 1, who created the room, starts the game.';
  if (room.members.length < 2) return 'Waiting for a second player to join.';
  if (room.phase === 'picking' || room.phase === 'playing') return 'The game has started.';
  return null;
}

/** The room this player sits in: both seats, who is connected, Start Game and Leave. */
export function RoomPanel(props: { onLeave: () => void }) {
  const room = useOnlineStore((s) => s.room);
  const pending = useOnlineStore((s) => s.pending);
  const connected = useOnlineStore((s) => s.connection === 'open');
  const blocker = startBlocker(room);

  return (
    <section className="online-panel room-panel" aria-label="Your room" data-testid="room-panel">
      <h2 className="online-panel-title">{room ? room.name : 'No room yet'}</h2>
      {room ? (
        <>
          <p className="room-panel-status">
            <span className={`room-status status-${statusOf(room.phase).toLowerCase()}`}>
              {statusOf(room.phase)}
            </span>
            <span>{`${room.members.length}/2 players`}</span>
          </p>
          <ol className="room-seats" aria-label="Players">
            {[0, 1].map((seat) => {
              const member = room.members[seat];
              return (
                <li
                  key={seat}
                  className={`room-seat ${member ? '' : 'is-empty'}`}
                  data-testid={`seat-${seat}`}
                >
                  <span className="room-seat-label">{`Player ${seat + 1}`}</span>
                  {member ? (
                    <span className="room-seat-name">
                      <span
                        className={`online-dot ${member.connected ? 'is-here' : 'is-away'}`}
                        role="img"
                        aria-label={member.connected ? 'connected' : 'disconnected'}
                      />
                      {member.name}
                      {member.you ? <em className="room-seat-you"> (you)</em> : null}
                    </span>
                  ) : (
                    <span className="room-seat-name is-waiting">Waiting for a second player...</span>
                  )}
                </li>
              );
            })}
          </ol>
          {room.members.length < 2 ? <InviteLink code={room.inviteCode} /> : null}
        </>
      ) : (
        <p className="room-panel-hint">
          Create a room and send a friend its invite link, or pick a waiting room from the list and join it.
          Player 1 starts the game once both seats are filled.
        </p>
      )}
      <div className="room-panel-actions">
        <PrimaryButton
          onClick={startGame}
          disabled={blocker !== null || !connected || pending === 'start'}
          aria-busy={pending === 'start'}
          aria-describedby="start-game-reason"
        >
          Start Game
        </PrimaryButton>
        {room ? <DangerButton onClick={props.onLeave}>Leave</DangerButton> : null}
      </div>
      <p className="room-panel-reason" id="start-game-reason" data-testid="start-reason">
        {blocker ?? (connected ? 'Both seats are filled: start when you are ready.' : 'Reconnecting...')}
      </p>
    </section>
  );
}
