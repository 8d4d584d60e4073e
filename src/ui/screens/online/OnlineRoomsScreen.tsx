import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ROOMS_PATH, inviteCodeOf } from '../../routes/afterSignIn.ts';
import { useLocation, useNavigate } from '../../routes/router/index.ts';
import { playMusic, playSound } from '../../../services/audio/audio.ts';
import { useSessionStore } from '../../../state/session.ts';
import {
  closeLobby,
  enterMatchBattle,
  findQuickMatch,
  joinByInvite,
  joinRoom,
  leaveRoom,
  openLobby,
  useOnlineStore,
  watchMatch,
} from '../../../state/online/index.ts';
import { WATCH_PATH } from '../../../state/battle/index.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { CreateRoomDialog } from './CreateRoomDialog.tsx';
import { ConnectionBadge } from './ConnectionBadge.tsx';
import { QueuePanel } from './QueuePanel.tsx';
import { RoomPanel } from './RoomPanel.tsx';
import { RoomTable } from './RoomTable.tsx';
import { useOnlineToasts } from './onlineToasts.ts';
import { useRoomStarting } from './useRoomStarting.ts';
import { useToastsBelow } from '../../shell/toastsBelow.ts';
import '../../styles/online.css';
import { NAVIGATION_CLICK_DELAY_MS } from '../../timings.ts';

/** Why Join Room cannot be pressed for the chosen row, or null when it can. */
function joinBlocker(
  rooms: ReturnType<typeof useOnlineStore.getState>['rooms'],
  selected: string | null,
  currentRoomId: string | null,
): string | null {
  const room = rooms?.find((r) => r.roomId === selected);
  if (!room) return 'Choose a room in the list.';
  if (room.roomId === currentRoomId) return 'You are in this room.';
  if (currentRoomId) return 'Leave your room first.';
  if (room.players >= room.capacity) return 'This room is full.';
  return null;
}

/** The match a spectator may watch in the chosen row (being played, not the player's own), or null. */
function watchableMatch(
  rooms: ReturnType<typeof useOnlineStore.getState>['rooms'],
  selected: string | null,
  currentRoomId: string | null,
): string | null {
  const room = rooms?.find((r) => r.roomId === selected);
  if (!room || room.roomId === currentRoomId || room.phase !== 'playing') return null;
  return room.matchId ?? null;
}

/**
 * /multiplayer and /OnlineBase (docs/game-design.md §6.1): Create Room, Join Room, Watch, the live room
 * list, the room's seats with Start Game (Player 1, both seats filled) and Leave, and its Chat Room.
 */
export default function OnlineRoomsScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const username = useSessionStore((s) => s.username);
  const rooms = useOnlineStore((s) => s.rooms);
  const room = useOnlineStore((s) => s.room);
  const view = useOnlineStore((s) => s.view);
  const pending = useOnlineStore((s) => s.pending);
  const connection = useOnlineStore((s) => s.connection);
  const queued = useOnlineStore((s) => s.queue !== null);
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // The connection badge stays in sight under the toasts, which tell of its troubles.
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  useOnlineToasts();

  useEffect(() => {
    openLobby();
    playMusic('menuMusic');
    return () => {
      closeLobby();
      window.clearTimeout(timer.current);
    };
  }, []);

  // An invite link (/multiplayer?join=<code>): join its room, and leave the plain address behind so
  // a reload does not follow the link again.
  const invite = inviteCodeOf(search);
  useEffect(() => {
    if (invite === null) return;
    joinByInvite(invite);
    navigate(ROOMS_PATH, { replace: true });
  }, [invite, navigate]);

  // Entering a room chooses its row.
  const roomId = room?.roomId ?? null;
  useEffect(() => {
    if (roomId) setSelected(roomId);
  }, [roomId]);

  // The chosen row follows the player's own room, else the first waiting room.
  useEffect(() => {
    if (!rooms || rooms.length === 0) return;
    if (selected && rooms.some((r) => r.roomId === selected)) return;
    const pick = rooms.find((r) => r.roomId === room?.roomId) ?? rooms.find((r) => r.phase === 'waiting');
    setSelected(pick?.roomId ?? rooms[0]?.roomId ?? null);
  }, [rooms, room, selected]);

  const go = useCallback(
    (path: string) => {
      if (leaving) return;
      setLeaving(true);
      playSound('click');
      timer.current = window.setTimeout(() => navigate(path), NAVIGATION_CLICK_DELAY_MS);
    },
    [leaving, navigate],
  );

  // Start Game (by either player's hand): both go to the fighter select when the room starts picking.
  useRoomStarting(() => go('/online_select'));

  const currentRoomId = room?.roomId ?? null;
  const blocker = joinBlocker(rooms, selected, currentRoomId);
  const join = (roomId: string) => {
    if (joinBlocker(rooms, roomId, currentRoomId) !== null) return;
    playSound('click');
    joinRoom(roomId);
  };
  const watchable = watchableMatch(rooms, selected, currentRoomId);
  const watch = (roomId: string) => {
    const matchId = watchableMatch(rooms, roomId, currentRoomId);
    if (matchId === null || connection !== 'open') return;
    watchMatch(matchId);
    go(WATCH_PATH);
  };
  const suggestion = useMemo(() => (username ? `${username}'s room`.slice(0, 24) : ''), [username]);
  const liveMatch = room && view && view.matchId === room.matchId && view.status === 'live';

  return (
    <main className="online-screen" data-testid="online-rooms" data-connection={connection}>
      <header className="online-header" ref={header}>
        <div>
          <h1 className="online-title">Online Rooms</h1>
          <p className="online-subtitle">Find a sparring partner, talk, and step into the circle together.</p>
        </div>
        <ConnectionBadge />
      </header>
      <div className="online-body">
        <section className="online-panel rooms-panel" aria-labelledby="rooms-title">
          <div className="rooms-panel-head">
            <h2 id="rooms-title" className="online-panel-title">
              Rooms
            </h2>
            <div className="rooms-panel-actions">
              <PrimaryButton
                onClick={() => {
                  playSound('click');
                  findQuickMatch();
                }}
                disabled={connection !== 'open' || room !== null || queued}
                title={
                  room ? 'Leave your room first.' : 'Play the next player who is looking, whoever it is.'
                }
              >
                Quick Match
              </PrimaryButton>
              <PrimaryButton
                onClick={() => {
                  playSound('click');
                  setCreating(true);
                }}
                disabled={connection !== 'open' || room !== null}
                title={room ? 'Leave your room first.' : undefined}
              >
                Create Room
              </PrimaryButton>
              <SecondaryButton
                onClick={() => selected && join(selected)}
                disabled={blocker !== null || connection !== 'open' || pending === 'join'}
                aria-busy={pending === 'join'}
                title={blocker ?? undefined}
                aria-describedby="join-reason"
              >
                Join Room
              </SecondaryButton>
              <SecondaryButton
                onClick={() => selected && watch(selected)}
                disabled={watchable === null || connection !== 'open' || leaving}
                title={watchable === null ? 'Choose a room whose match is being played.' : undefined}
              >
                Watch
              </SecondaryButton>
            </div>
          </div>
          <RoomTable
            rooms={rooms}
            selected={selected}
            currentRoomId={currentRoomId}
            onSelect={setSelected}
            onJoin={join}
            onWatch={watch}
          />
          <p className="rooms-reason" id="join-reason">
            {pending === 'join'
              ? 'Joining...'
              : watchable !== null
                ? 'Its match is being played: press Watch (or W) to follow it.'
                : (blocker ?? 'Press Join Room (or Enter) to take the free seat.')}
          </p>
        </section>
        <div className="online-side">
          {queued ? (
            <QueuePanel />
          ) : (
            <RoomPanel
              onLeave={() => {
                playSound('click');
                leaveRoom();
              }}
            />
          )}
          {room && room.phase === 'picking' ? (
            <PrimaryButton className="online-resume" onClick={() => go('/online_select')}>
              Choose your fighter
            </PrimaryButton>
          ) : null}
          {liveMatch ? (
            <PrimaryButton
              className="online-resume"
              onClick={() => {
                const path = enterMatchBattle();
                if (path) go(path);
              }}
            >
              Back to the match
            </PrimaryButton>
          ) : null}
          <ChatPanel />
        </div>
      </div>
      <footer className="online-footer">
        <SecondaryButton onClick={() => go('/')}>Main Menu</SecondaryButton>
        {leaving ? <Spinner label="Loading..." /> : null}
        <span className="online-hint">
          ↑ ↓ choose a room · Enter joins · W watches · Enter in the chat sends
        </span>
      </footer>
      {creating ? <CreateRoomDialog suggestion={suggestion} onClose={() => setCreating(false)} /> : null}
    </main>
  );
}
