import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { playMusic, playSound } from '../../../services/audio/audio.ts';
import { MODES } from '../../../state/battle/index.ts';
import { prepareBattle } from '../../../state/stage.ts';
import { guideUserId, startGuidedBattle } from '../../../state/tutorial/guide.ts';
import { readGuideMemory } from '../../../state/tutorial/memory.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toastOutcome } from '../../toasts.ts';
import '../../styles/parchment.css';
import '../../styles/guide.css';

/**
 * /how_to_play: what the guided battle teaches, the guided battle itself (from its first pointer,
 * however often), and the rules reference.
 */
export default function HowToPlayScreen() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const completed = readGuideMemory(guideUserId()).completed;

  useEffect(() => {
    playMusic('menuMusic');
    // The battle's art starts loading while the player reads.
    prepareBattle();
    actions.current?.querySelector('button')?.focus();
  }, []);

  const start = async () => {
    if (starting) return;
    playSound('click');
    setStarting(true);
    try {
      await startGuidedBattle();
      navigate(MODES.tutorial.routes[0]);
    } catch (error) {
      console.error('The guided battle could not start:', error);
      toastOutcome({ ok: false, messages: ['The guided battle could not start. Please try again.'] });
      setStarting(false);
    }
  };

  return (
    <main className="how-to-play" data-testid="how-to-play">
      <section className="parchment how-to-play-panel" aria-labelledby="how-to-play-title">
        <h1 id="how-to-play-title">How to Play</h1>
        <p>
          A guided duel: you are Kidlat, the computer plays Alon at its easiest. Short pointers show you, one
          at a time, what each part of the battle screen does, and wait for you:
        </p>
        <ul>
          <li>your hand, and a card&apos;s cost and power;</li>
          <li>energy, and the Charge Energy button;</li>
          <li>playing an attack, and a buff;</li>
          <li>burn and poison ticking on a fighter;</li>
          <li>the 60-second turn timer, and the Menu.</li>
        </ul>
        <p>
          Everything works from the keyboard: 1 to 5 or ← → and Enter pick a card, Tab and Enter answer a
          pointer, Esc pauses. Skip the guide at any pointer; the duel goes on.
        </p>
        {completed ? (
          <p className="how-to-play-status" data-testid="guide-completed">
            ✓ You have finished the guide. Play it again any time.
          </p>
        ) : null}
        <div className="how-to-play-actions" ref={actions}>
          <PrimaryButton onClick={() => void start()} disabled={starting}>
            {completed ? 'Play the guided battle again' : 'Play the guided battle'}
          </PrimaryButton>
          <SecondaryButton onClick={() => navigate('/rules')}>Rules</SecondaryButton>
          <SecondaryButton onClick={() => navigate('/landing')}>Back</SecondaryButton>
        </div>
        {starting ? <Spinner label="Loading..." /> : null}
      </section>
    </main>
  );
}
