import { useEffect, useLayoutEffect } from 'react';
import { useNavigate, useParams } from '../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { MSG } from '../../../engine/index.ts';
import { playMusic, playSound } from '../../../services/audio/audio.ts';
import { MODES, useBattleStore } from '../../../state/battle/index.ts';
import {
  closeReplay,
  exportedReplay,
  openFileReplay,
  openStoredReplay,
  playReplay,
  seekReplay,
  stepBack,
  stepForward,
  togglePlay,
  useReplayStore,
} from '../../../state/replay/index.ts';
import { showBackdrop, useStageStore } from '../../../state/stage.ts';
import { PrimaryButton } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AttackVideo } from '../battle/AttackVideo.tsx';
import { BattleHeader } from '../battle/BattleHeader.tsx';
import { BattleLog } from '../battle/BattleLog.tsx';
import { downloadText, playedOn } from './download.ts';
import { ReplayControls } from './ReplayControls.tsx';
import '../../styles/battle.css';
import '../../styles/replays.css';

/** The id under which an opened replay file is shown: /replays/file. */
export const FILE_REPLAY_ID = 'file';

/** Keys that belong to the control they are typed in, not to the viewer's shortcuts. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  if (element.tagName === 'INPUT') return true;
  return element.tagName === 'BUTTON' && (key === ' ' || key === 'Enter');
}

/**
 * /replays/:id: a finished battle (or, as /replays/file, an opened replay file) shown again on the
 * battle scene, with the battle log beside it and the viewer's own controls. Space plays or
 * pauses, the arrow keys step one move, Home and End jump to the start and the end.
 */
export default function ReplayViewerScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useReplayStore();
  const battle = useBattleStore();
  const stageReady = useStageStore((stage) => stage.battleReady);
  const { replay, status, position, playing, speed } = viewer;
  const { plan, shown } = battle;

  useEffect(() => {
    showBackdrop('battle');
    if (id === FILE_REPLAY_ID) openFileReplay();
    else void openStoredReplay(id);
    return () => closeReplay();
  }, [id]);

  useEffect(() => {
    if (status === 'ready') playMusic('battleMusic');
  }, [status]);

  // Bound before the first paint: a key pressed as soon as the screen shows is not lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (useReplayStore.getState().status !== 'ready' || ownsKey(event.target, event.key)) return;
      const moves = useReplayStore.getState().replay?.moves.length ?? 0;
      const actions: Record<string, () => void> = {
        ' ': togglePlay,
        k: togglePlay,
        ArrowLeft: stepBack,
        ArrowRight: stepForward,
        Home: () => seekReplay(0),
        End: () => seekReplay(moves),
      };
      const act = actions[event.key];
      if (!act) return;
      event.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const back = () => {
    playSound('click');
    navigate('/replays');
  };

  const exportFile = () => {
    const file = exportedReplay();
    if (!file) return;
    playSound('click');
    downloadText(file.name, file.text);
    toast.success('Replay saved as a file. Send it to a friend to watch.');
  };

  if (status === 'failed') {
    return (
      <main className="replay-viewer-state" data-testid="replay-viewer">
        <div className="replay-failed parchment">
          <h1>This replay cannot be shown</h1>
          <p role="alert" data-testid="replay-error">
            {viewer.error}
          </p>
          <PrimaryButton onClick={back}>Back to Replays</PrimaryButton>
        </div>
      </main>
    );
  }

  if (status !== 'ready' || !replay || !plan || !shown) {
    return (
      <main className="battle-screen is-loading" data-testid="replay-viewer">
        <Spinner label="Loading the replay..." />
      </main>
    );
  }

  const moves = replay.moves.length;
  const ended = position >= moves && !viewer.showing;
  const winner = viewer.winner;
  const rules = MODES[plan.mode];
  const label = `Replay · ${rules.label}`;
  const turnLabel = ended
    ? 'The battle is over'
    : viewer.showing
      ? `${shown.sides[shown.active].name} moves`
      : `${shown.sides[shown.active].name} to move`;

  return (
    <main
      className="battle-screen replay-viewer"
      data-testid="replay-viewer"
      data-position={position}
      data-moves={moves}
      data-playing={playing ? 'true' : 'false'}
      data-phase={battle.phase}
      data-stage={stageReady ? 'ready' : 'loading'}
      aria-label={`${label}: ${replay.opening.sides[0].name} against ${replay.opening.sides[1].name}`}
    >
      <BattleHeader
        state={shown}
        plan={plan}
        secondsLeft={0}
        turnLabel={turnLabel}
        centre={
          <div className="replay-badge" data-testid="replay-badge">
            <span className="replay-badge-word">Turn</span>
            <span className="replay-badge-turn">{shown.turn}</span>
          </div>
        }
      />
      <div className="replay-topbar interactive">
        <button type="button" className="replay-top-button" onClick={back}>
          ‹ Replays
        </button>
        <span className="replay-title">
          {label}
          <span className="replay-title-date"> · {playedOn(viewer.playedAt)}</span>
        </span>
        <button type="button" className="replay-top-button" onClick={exportFile}>
          Export
        </button>
      </div>
      {stageReady ? null : (
        <div className="battle-preparing" data-testid="battle-preparing">
          <Spinner label="Preparing the arena..." />
          <p aria-hidden="true">Preparing the arena...</p>
        </div>
      )}
      <AttackVideo />
      {battle.message && battle.phase === 'resolving' && viewer.showing ? (
        <div className="battle-message" aria-hidden="true" data-testid="battle-message">
          {battle.message}
        </div>
      ) : null}
      {ended ? (
        <div className="replay-result" data-testid="replay-result">
          <p className="replay-result-winner">
            {winner === null ? 'No winner' : `${replay.opening.sides[winner].name} ${MSG.wonBattle}`}
          </p>
          <p className="replay-result-detail">
            {shown.sides[0].name} {shown.sides[0].health} HP · {shown.sides[1].name} {shown.sides[1].health}{' '}
            HP · {shown.turn} turns
          </p>
          <button type="button" className="replay-again interactive" onClick={playReplay}>
            ▶ Watch again
          </button>
        </div>
      ) : null}
      <ReplayControls replay={replay} position={position} playing={playing} speed={speed} />
      <BattleLog variant="replay" />
    </main>
  );
}
