import { useEffect, useRef } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { playSound } from '../../../services/audio/audio.ts';
import { closeFinishedBattle, useBattleStore } from '../../../state/battle/index.ts';
import {
  leaveRoom,
  onlineMemory,
  openRoom,
  requestRematch,
  useOnlineStore,
} from '../../../state/online/index.ts';
import { SecondaryButton } from '../../components/Button.tsx';
import { useOnlineToasts } from './onlineToasts.ts';

/** The room's last match, when it has ended and the victory on screen is its own. */
function endedMatch() {
  const { room, view } = useOnlineStore.getState();
  const battle = useBattleStore.getState();
  if (battle.plan && battle.plan.mode !== 'online') return null;
  return room && view && view.matchId === room.matchId && view.status !== 'live' ? view : null;
}

/** Leaving the victory screen of an online match leaves its room too (no rematch without you). */
export function leaveOnlineRoom(): void {
  const battle = useBattleStore.getState();
  if (battle.plan?.online?.watched) return;
  if (battle.source === 'online' || endedMatch()) leaveRoom();
}

/** After a watched match: who won, and back to the rooms (the match is kept in the replays). */
function WatchedVictory({ names, winner }: { names: readonly [string, string]; winner: 0 | 1 | null }) {
  const navigate = useNavigate();
  return (
    <div className="online-victory" data-testid="online-victory">
      {winner !== null ? (
        <p className="online-victory-winner" data-testid="online-winner">
          {`${names[winner]} wins the match`}
        </p>
      ) : null}
      <SecondaryButton
        className="online-rematch"
        onClick={() => {
          playSound('click');
          closeFinishedBattle();
          navigate('/multiplayer');
        }}
      >
        Back to the rooms
      </SecondaryButton>
      {winner !== null ? (
        <p className="online-victory-note" role="status">
          You watched this match: it is kept in your replays.
        </p>
      ) : null}
    </div>
  );
}

/**
 * On the victory screen after an online match, for both players: who won (and how), and Rematch,
 * which opens a new match in the same room; both players then go back to the fighter select.
 */
export function OnlineVictoryActions() {
  const navigate = useNavigate();
  const room = useOnlineStore((s) => s.room);
  const view = useOnlineStore((s) => s.view);
  const pending = useOnlineStore((s) => s.pending);
  const connected = useOnlineStore((s) => s.connection === 'open');
  const seenMatch = useRef<string | null | undefined>(undefined);
  useOnlineToasts();

  useEffect(() => {
    if (onlineMemory()) openRoom();
  }, []);

  // A rematch (asked by either player) starts the picking: off to the fighter select.
  useEffect(() => {
    if (!room) return;
    const picking = room.phase === 'picking' ? room.matchId : null;
    if (seenMatch.current === undefined) seenMatch.current = view?.matchId ?? null;
    if (picking !== null && picking !== seenMatch.current) {
      seenMatch.current = picking;
      closeFinishedBattle();
      navigate('/online_select');
    }
  }, [room, view, navigate]);

  const battle = useBattleStore.getState();
  if (battle.plan?.online?.watched)
    return <WatchedVictory names={battle.plan.online.names} winner={battle.state?.winner ?? null} />;
  const ended = endedMatch();
  if (!room || !ended) return null;
  const winner = ended.winner !== null ? ended.names[ended.winner] : null;
  const loser = ended.winner !== null ? ended.names[ended.winner === 0 ? 1 : 0] : null;
  const alone = room.members.length < 2;
  const how =
    ended.endReason === 'forfeit'
      ? `${loser ?? 'The other player'} left the match.`
      : ended.endReason === 'abandoned'
        ? 'Both players left: nobody wins.'
        : null;

  return (
    <div className="online-victory" data-testid="online-victory">
      {winner ? (
        <p className="online-victory-winner" data-testid="online-winner">
          {`${winner} wins the match${ended.seat === ended.winner ? ' (you)' : ''}`}
        </p>
      ) : null}
      {how ? <p className="online-victory-how">{how}</p> : null}
      <SecondaryButton
        className="online-rematch"
        disabled={alone || !connected || pending === 'rematch' || room.phase === 'playing'}
        aria-busy={pending === 'rematch'}
        onClick={() => {
          playSound('click');
          requestRematch();
        }}
      >
        Rematch
      </SecondaryButton>
      <p className="online-victory-note" role="status">
        {alone
          ? 'Your opponent has left the room.'
          : pending === 'rematch'
            ? 'Opening a new match...'
            : 'Rematch opens a new match in this room; the loser attacks first.'}
      </p>
    </div>
  );
}
