import { useState } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { MODES } from '../../../state/battle/index.ts';
import { guideUserId, startGuidedBattle } from '../../../state/tutorial/guide.ts';
import { readGuideMemory, writeGuideMemory } from '../../../state/tutorial/memory.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { toastOutcome } from '../../toasts.ts';
import '../../styles/guide.css';

/**
 * The offer after a profile's first login on this browser: a card in the main menu's corner, not a
 * dialog, so the menu stays usable (and its keys keep working) while it shows. Made once: either
 * answer is remembered for the profile.
 */
export function GuideOffer() {
  const navigate = useNavigate();
  const [userId] = useState(guideUserId);
  const [open, setOpen] = useState(() => userId !== null && !readGuideMemory(userId).offered);
  const [starting, setStarting] = useState(false);
  if (!open) return null;

  const notNow = () => {
    writeGuideMemory(userId, { offered: true });
    setOpen(false);
  };
  const play = async () => {
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
    <aside className="guide-offer" aria-labelledby="guide-offer-title" data-testid="guide-offer">
      <h2 id="guide-offer-title" aria-live="polite">
        New to Arnis duels?
      </h2>
      <p>Play a guided battle: a few pointers show you the cards, energy and effects, one at a time.</p>
      <div className="guide-actions">
        <SecondaryButton onClick={notNow} disabled={starting}>
          Not now
        </SecondaryButton>
        <PrimaryButton onClick={() => void play()} disabled={starting}>
          Play
        </PrimaryButton>
      </div>
    </aside>
  );
}
