import { playSound } from '../../../services/audio/audio.ts';
import '../../styles/online.css';

/**
 * Over a watched match (docs/game-design.md §6.1 "Spectators"): who is fighting, that this browser
 * only watches (no hand is shown, no card can be played), and Stop watching, which leaves the way the
 * pause dialog's Stop watching does (`onStop`).
 */
export function WatchBanner({ names, onStop }: { names: readonly [string, string]; onStop: () => void }) {
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
          onStop();
        }}
      >
        Stop watching
      </button>
    </div>
  );
}
