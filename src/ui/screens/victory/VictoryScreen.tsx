import { useEffect, useState } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { MSG } from '../../../engine/index.ts';
import { playSound, stopMusic } from '../../../services/audio/audio.ts';
import { LOCAL_KEYS, readLocal } from '../../../services/storage/localKeys.ts';
import { closeFinishedBattle } from '../../../state/battle/index.ts';
import { useSettingsStore } from '../../../state/settings.ts';
import { showBackdrop } from '../../../state/stage.ts';
import { PrimaryButton } from '../../components/Button.tsx';
import { artOfWinner } from '../../art/fighterArt.ts';
import { FighterSprite } from '../characterSelect/FighterSprite.tsx';
import { OnlineVictoryActions, leaveOnlineRoom } from '../online/OnlineVictoryActions.tsx';
import '../../styles/victory.css';
import '../../styles/fighters.css';
import { VICTORY_VIDEO_PAUSE_BEFORE_END_MS } from '../../timings.ts';

/** The victory animation runs this long and holds 0.5 s before its end (docs/game-design.md §2.9). */
const VICTORY_ANIMATION_MS = 4000;

/** /victory: the winner (stored value, default 'Unknown'), 'has won the battle!', back to /. */
export default function VictoryScreen() {
  const navigate = useNavigate();
  const [winner] = useState(() => readLocal(LOCAL_KEYS.winner) || 'Unknown');
  const art = artOfWinner(winner);
  const still = useSettingsStore((s) => s.reducedMotion);

  useEffect(() => {
    showBackdrop('none');
    stopMusic();
    playSound('victory');
  }, []);

  const back = () => {
    playSound('click');
    leaveOnlineRoom();
    closeFinishedBattle();
    navigate('/');
  };

  return (
    <main
      className={`victory-screen ${still ? 'is-still' : ''}`}
      data-testid="victory-screen"
      style={{ ['--victory-ms' as string]: `${VICTORY_ANIMATION_MS - VICTORY_VIDEO_PAUSE_BEFORE_END_MS}ms` }}
    >
      <div className="victory-rays" aria-hidden="true" />
      <div className="victory-confetti" aria-hidden="true">
        {Array.from({ length: 24 }, (_, i) => (
          <span key={i} style={{ ['--i' as string]: i }} />
        ))}
      </div>
      {art ? <FighterSprite art={art} animation="victory" still={still} className="victory-figure" /> : null}
      <div className="victory-text">
        <h1 className="victory-name" data-testid="winner-name">
          {winner}
        </h1>
        <p className="victory-line">{MSG.wonBattle}</p>
        <OnlineVictoryActions />
        <PrimaryButton className="victory-back" onClick={back}>
          Back to main Menu
        </PrimaryButton>
      </div>
    </main>
  );
}
