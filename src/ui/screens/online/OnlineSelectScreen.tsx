import { useEffect, useMemo, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from '../../routes/router/index.ts';
import { BATTLE_TOAST_MS, attacksFirstText } from '../../../engine/index.ts';
import type { FighterId } from '../../../engine/index.ts';
import {
  currentMatchView,
  enterMatchBattle,
  mySeat,
  openRoom,
  pickFighter,
  useOnlineStore,
} from '../../../state/online/index.ts';
import { Spinner } from '../../components/Spinner.tsx';
import CharacterSelectScreen, { type SelectVariant } from '../characterSelect/CharacterSelectScreen.tsx';
import { useOnlineToasts } from './onlineToasts.ts';
import '../../styles/online.css';
import { NAVIGATION_CLICK_DELAY_MS } from '../../timings.ts';

/** How long a reloaded select waits for the server to name the player's room. */
const ROOM_GRACE_MS = 2000;

/**
 * The online character select (docs/game-design.md §6.3): the same select as the other modes, its arrows
 * stopping at fighters 1 and 2, Back to /multiplayer. Each player picks (the picks stay hidden
 * until both have); then Player 1 attacks first, on /battle_area, and Player 2 plays on
 * /next_phase. The spec names no path for this screen: it is /online_select.
 */
export default function OnlineSelectScreen() {
  const navigate = useNavigate();
  const room = useOnlineStore((s) => s.room);
  const view = useOnlineStore((s) => s.view);
  const pending = useOnlineStore((s) => s.pending);
  const connection = useOnlineStore((s) => s.connection);
  const leaving = useRef(false);
  useOnlineToasts();

  useEffect(() => {
    openRoom();
  }, []);

  // Without a room to pick for (the other player left, the room closed, or none was joined), back
  // to the rooms. The server sends the player's room right after its welcome: a moment's grace.
  useEffect(() => {
    if (room && room.phase === 'waiting') {
      navigate('/multiplayer', { replace: true });
      return;
    }
    if (connection !== 'open' || room) return;
    const timer = window.setTimeout(() => navigate('/multiplayer', { replace: true }), ROOM_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [connection, room, navigate]);

  // Both have picked: the match is live. Player 1 attacks first.
  useEffect(() => {
    if (leaving.current || !view || view.status !== 'live' || currentMatchView() === null) return;
    const path = enterMatchBattle();
    if (!path) return;
    leaving.current = true;
    toast(attacksFirstText('Player 1'), { icon: '✦', duration: BATTLE_TOAST_MS });
    window.setTimeout(() => navigate(path), NAVIGATION_CLICK_DELAY_MS);
  }, [view, room, navigate]);

  const seat = mySeat(room);
  const opponent = room?.members.find((m) => !m.you)?.name ?? 'your opponent';
  const picked = seat !== null && room?.picked[seat] === true;
  const variant = useMemo<SelectVariant>(
    () => ({
      subtitle:
        seat === null
          ? 'Online match'
          : `Online: you are Player ${seat + 1} against ${opponent}. Player 1 attacks first.`,
      backPath: '/multiplayer',
      choose: (fighterId: number) => pickFighter(fighterId as FighterId),
      busy: pending === 'pick' || connection !== 'open',
      sending: pending === 'pick',
      waiting: picked ? 'Waiting for your opponent...' : null,
    }),
    [seat, opponent, pending, connection, picked],
  );

  if (!room) {
    return (
      <main className="online-screen is-loading" data-testid="online-select-loading">
        <Spinner label="Loading..." />
      </main>
    );
  }
  return <CharacterSelectScreen variant={variant} />;
}
