import { useId, type CSSProperties } from 'react';
import type { Replay, ReplaySpeed } from '../../../state/replay/index.ts';
import {
  REPLAY_SPEEDS,
  seekReplay,
  setReplaySpeed,
  stateAt,
  stepBack,
  stepForward,
  togglePlay,
} from '../../../state/replay/index.ts';

/** The transport's symbols, drawn (the fonts a player has may lack ⏮ and ⏭). */
type IconName = 'start' | 'back' | 'play' | 'pause' | 'forward' | 'end';
const ICON_PATHS: Readonly<Record<IconName, string>> = {
  start: 'M5 4h2.5v16H5zM19 4v16L8.5 12z',
  back: 'M12 4v16L2 12zM22 4v16L12 12z',
  play: 'M7 4l13 8-13 8z',
  pause: 'M6 4h4.5v16H6zM13.5 4H18v16h-4.5z',
  forward: 'M2 4l10 8-10 8zM12 4l10 8-10 8z',
  end: 'M5 4l10.5 8L5 20zM16.5 4H19v16h-2.5z',
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg className="replay-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

const SPEED_LABELS: Readonly<Record<ReplaySpeed, string>> = {
  '1x': '1×',
  '2x': '2×',
  '4x': '4×',
  instant: 'Instant',
};

/**
 * The viewer's transport, bottom left where the battle has its charge Energy and Iventory buttons:
 * to the start, one move back, play or pause, one move forward, to the end; the turn scrubber; and
 * the speed. Every control is a native button, radio or slider, so keys and screen readers work.
 */
export function ReplayControls(props: {
  replay: Replay;
  position: number;
  playing: boolean;
  speed: ReplaySpeed;
}) {
  const { replay, position, playing, speed } = props;
  const moves = replay.moves.length;
  const scrubberId = useId();
  const speedName = useId();
  const now = stateAt(replay, position);
  const turn = now.turn;
  const lastTurn = stateAt(replay, moves).turn;
  const moveText = position >= moves ? 'The end of the battle' : `${now.sides[now.active].name} to move`;

  return (
    <section
      className="replay-controls interactive"
      aria-label="Replay controls"
      data-testid="replay-controls"
    >
      <div className="replay-transport">
        <button
          type="button"
          className="replay-key"
          aria-label="To the start"
          title="To the start (Home)"
          onClick={() => seekReplay(0)}
          disabled={position === 0}
        >
          <Icon name="start" />
        </button>
        <button
          type="button"
          className="replay-key"
          aria-label="One move back"
          title="One move back (←)"
          onClick={stepBack}
          disabled={position === 0}
        >
          <Icon name="back" />
        </button>
        <button
          type="button"
          className="replay-key is-play"
          aria-label={playing ? 'Pause' : position >= moves ? 'Play again' : 'Play'}
          title={playing ? 'Pause (Space)' : 'Play (Space)'}
          onClick={togglePlay}
          data-testid="replay-play"
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className="replay-key"
          aria-label="One move forward"
          title="One move forward (→)"
          onClick={stepForward}
          disabled={position >= moves}
        >
          <Icon name="forward" />
        </button>
        <button
          type="button"
          className="replay-key"
          aria-label="To the end"
          title="To the end (End)"
          onClick={() => seekReplay(moves)}
          disabled={position >= moves}
        >
          <Icon name="end" />
        </button>
      </div>

      <div className="replay-scrub">
        <label htmlFor={scrubberId} className="replay-scrub-label">
          <span data-testid="replay-turn">
            Turn {turn} <span className="replay-scrub-of">of {lastTurn}</span>
          </span>
          <span className="replay-scrub-move">{moveText}</span>
        </label>
        <input
          id={scrubberId}
          type="range"
          min={0}
          max={moves}
          step={1}
          value={position}
          aria-valuetext={`Turn ${turn} of ${lastTurn}: ${moveText}`}
          onChange={(event) => seekReplay(Number(event.target.value))}
          data-testid="replay-scrubber"
          style={{ '--filled': `${moves ? (position / moves) * 100 : 0}%` } as CSSProperties}
        />
      </div>

      <fieldset className="replay-speeds">
        <legend className="visually-hidden">Speed</legend>
        {REPLAY_SPEEDS.map((option) => (
          <label key={option} className={`replay-speed ${speed === option ? 'is-chosen' : ''}`}>
            <input
              type="radio"
              name={speedName}
              value={option}
              checked={speed === option}
              onChange={() => setReplaySpeed(option)}
            />
            <span>{SPEED_LABELS[option]}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
