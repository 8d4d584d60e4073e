import { useEffect, useRef, type KeyboardEvent } from 'react';
import { statusOf } from '../../../state/online/index.ts';
import { WatchersIcon } from './OnlineBattleStatus.tsx';
import type { ListedRoom } from '../../../state/online/index.ts';

/** 'Player 1, Player 2' or 'waiting for a second player' under the count. */
function namesOf(room: ListedRoom): string {
  const names = room.names ?? [];
  return names.length > 0 ? names.join(' · ') : '';
}

/**
 * The live room list (docs/game-design.md §6.1): Room Name, Status (Waiting, Playing, Finished) and Players
 * (1/2 or 2/2 and the names), and how many watch a match being played. A row is chosen by click or
 * the arrow keys; Enter or a double click joins it, W watches its match.
 */
export function RoomTable(props: {
  rooms: readonly ListedRoom[] | null;
  selected: string | null;
  currentRoomId: string | null;
  onSelect: (roomId: string) => void;
  onJoin: (roomId: string) => void;
  onWatch: (roomId: string) => void;
}) {
  const { rooms, selected, currentRoomId, onSelect, onJoin, onWatch } = props;
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());
  const focusOnSelect = useRef(false);

  useEffect(() => {
    if (!focusOnSelect.current || !selected) return;
    focusOnSelect.current = false;
    rowRefs.current.get(selected)?.focus();
  }, [selected]);

  const onKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (!rooms) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next =
        rooms[Math.min(rooms.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))];
      if (next) {
        focusOnSelect.current = true;
        onSelect(next.roomId);
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const room = rooms[index];
      if (room) onJoin(room.roomId);
    } else if (event.key === 'w' || event.key === 'W') {
      event.preventDefault();
      const room = rooms[index];
      if (room) onWatch(room.roomId);
    } else if (event.key === ' ') {
      event.preventDefault();
      const room = rooms[index];
      if (room) onSelect(room.roomId);
    }
  };

  return (
    <div className="room-table-frame">
      <table
        className="room-table"
        role="grid"
        aria-label="Rooms"
        aria-readonly="true"
        data-testid="room-table"
      >
        <thead>
          <tr>
            <th scope="col">Room Name</th>
            <th scope="col">Status</th>
            <th scope="col">Players</th>
          </tr>
        </thead>
        <tbody>
          {(rooms ?? []).map((room, index) => {
            const status = statusOf(room.phase);
            const isSelected = room.roomId === selected;
            const mine = room.roomId === currentRoomId;
            return (
              <tr
                key={room.roomId}
                ref={(row) => {
                  if (row) rowRefs.current.set(room.roomId, row);
                  else rowRefs.current.delete(room.roomId);
                }}
                className={`room-row ${isSelected ? 'is-selected' : ''} ${mine ? 'is-mine' : ''}`}
                tabIndex={isSelected || (selected === null && index === 0) ? 0 : -1}
                aria-selected={isSelected}
                data-testid="room-row"
                data-room-id={room.roomId}
                onClick={() => onSelect(room.roomId)}
                onDoubleClick={() => onJoin(room.roomId)}
                onKeyDown={(event) => onKey(event, index)}
              >
                <td className="room-name">
                  <span className="room-name-text">{room.name}</span>
                  {mine ? <span className="room-badge">Your room</span> : null}
                </td>
                <td>
                  <span className={`room-status status-${status.toLowerCase()}`}>{status}</span>
                  {room.matchId && room.watchers ? (
                    <span className="room-watchers" data-testid="room-watchers">
                      <WatchersIcon />
                      {`${room.watchers} watching`}
                    </span>
                  ) : null}
                </td>
                <td className="room-players">
                  <span className="room-count">{`${room.players}/${room.capacity}`}</span>
                  <span className="room-names">{namesOf(room)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rooms === null ? (
        <p className="room-table-empty" role="status">
          Looking for rooms...
        </p>
      ) : rooms.length === 0 ? (
        <p className="room-table-empty" role="status">
          No rooms yet. Create one and wait for a sparring partner.
        </p>
      ) : null}
    </div>
  );
}
