import { leaveBattle } from '../../../state/battle/index.ts';
import { useNavigate } from '../../routes/router/index.ts';
import { playSound, stopMusic } from '../../../services/audio/audio.ts';
import '../../styles/online.css';

/**
 * Over a watched match (docs/game-design.md §6.1 "Spectators"): who is fighting, that this browser
 * only watches (no hand is shown, no card can be played), and Stop watching back to the rooms.
 */
export function WatchBanner({ names }: { names: readonly [string, string] }) {
  const navigate = useNavigate();
  return (
    <div className="watch-banner interactive" data-testid="watch-banner">
      <p className="watch-banner-text">
        <span className="watch-banner-label">Watching</span> {`${names[0]} against ${names[1]}`}
      </p>
      <button
        type="button"
        className="watch-banner-stop"
        onClick={() => {
          playSound('click');
          stopMusic();
          leaveBattle();
          navigate('/multiplayer');
        }}
      >
        Stop watching
      </button>
    </div>
  );
}
