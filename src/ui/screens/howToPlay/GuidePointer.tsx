import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { useShallow } from 'zustand/react/shallow';
import { stopMusic } from '../../../services/audio/audio.ts';
import { leaveBattle, useBattleStore } from '../../../state/battle/index.ts';
import {
  closeSkippedNotice,
  guideEvent,
  pointerShowing,
  useGuideStore,
} from '../../../state/tutorial/guide.ts';
import { pointerWords } from '../../../engine/tutorial/pointerText.ts';
import { GUIDE_STEPS, currentStep } from '../../../engine/tutorial/steps.ts';
import { TARGET_SELECTORS, handBox, placePointer, type Box, type Placement } from './pointerPlacement.ts';
import '../../styles/guide.css';

function targetBox(selector: string | null): Box {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const element = selector ? document.querySelector(selector) : null;
  if (!element) return handBox(viewport);
  const rect = element.getBoundingClientRect();
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

/**
 * How to Play's pointers over the battle screen: a small callout beside the thing it speaks of (not
 * a dialog: the battle stays playable), with Next on information pointers and Skip guide on all.
 * Its words go to screen readers through a polite live region.
 */
export function GuidePointer() {
  const navigate = useNavigate();
  const { progress, skippedNotice } = useGuideStore(
    useShallow((s) => ({ progress: s.progress, skippedNotice: s.skippedNotice })),
  );
  const battle = useBattleStore(
    useShallow((s) => ({ plan: s.plan, shown: s.shown, phase: s.phase, paused: s.paused })),
  );
  const step = progress ? currentStep(progress) : null;
  const words =
    step && battle.shown && pointerShowing(battle, progress) ? pointerWords(step, battle.shown) : null;
  const visible = words !== null && !battle.paused;
  const callout = useRef<HTMLElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<{ placement: Placement; ring: Box | null } | null>(null);
  const target = step?.target ?? 'hand';

  // Measure the callout and its target; again when the window changes size.
  useLayoutEffect(() => {
    if (!visible) return;
    const measure = () => {
      const element = callout.current;
      if (!element) return;
      const selector = TARGET_SELECTORS[target];
      const box = targetBox(selector);
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const size = { width: element.offsetWidth, height: element.offsetHeight };
      setPlace({ placement: placePointer(target, box, size, viewport), ring: selector ? box : null });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [visible, target, words?.text]);

  // An information pointer takes the keyboard's focus, so Enter or Space answers it.
  const waitsForNext = step?.wait.kind === 'next';
  useEffect(() => {
    if (visible && waitsForNext) nextButton.current?.focus();
  }, [visible, waitsForNext, step?.id]);
  useEffect(() => {
    if (skippedNotice) keepButton.current?.focus();
  }, [skippedNotice]);

  const leave = () => {
    stopMusic();
    closeSkippedNotice();
    leaveBattle();
    navigate('/how_to_play');
  };

  const number = progress ? progress.step + 1 : 0;
  // Unplaced for one frame while it is measured: transparent, not hidden, so it can take the focus.
  const style = place ? { left: place.placement.left, top: place.placement.top } : { opacity: 0 };
  return (
    <>
      <div className="visually-hidden" aria-live="polite" data-testid="guide-live">
        {visible && words ? `${words.title}. ${words.text} ${words.ask}` : ''}
        {skippedNotice ? 'Guide skipped. The duel goes on.' : ''}
      </div>
      {visible && words && place?.ring ? (
        <div
          className="guide-ring"
          aria-hidden="true"
          style={{
            left: place.ring.left - 6,
            top: place.ring.top - 6,
            width: place.ring.width + 12,
            height: place.ring.height + 12,
          }}
        />
      ) : null}
      {visible && words ? (
        <aside
          ref={callout}
          key={step?.id}
          className={`guide-pointer interactive from-${place?.placement.side ?? 'above'}`}
          style={{ ...style, ['--arrow' as string]: `${place?.placement.arrow ?? 40}px` }}
          aria-label="Guide"
          data-testid="guide-pointer"
          data-step={step?.id}
        >
          <p className="guide-count">
            Guide · {number} of {GUIDE_STEPS.length}
          </p>
          <h2 className="guide-title">{words.title}</h2>
          <p className="guide-text">{words.text}</p>
          <p className="guide-ask">{words.ask}</p>
          <div className="guide-actions">
            <button type="button" className="guide-skip" onClick={() => guideEvent({ type: 'skip' })}>
              Skip guide
            </button>
            {waitsForNext ? (
              <button
                ref={nextButton}
                type="button"
                className="btn btn-primary guide-next"
                onClick={() => guideEvent({ type: 'next' })}
              >
                Next
              </button>
            ) : null}
          </div>
        </aside>
      ) : null}
      {skippedNotice && !battle.paused ? (
        <aside
          className="guide-pointer guide-skipped interactive"
          aria-label="Guide skipped"
          data-testid="guide-skipped"
        >
          <h2 className="guide-title">Guide skipped</h2>
          <p className="guide-text">
            The duel is yours to finish, or leave it. How to Play in the main menu starts the guide again.
          </p>
          <div className="guide-actions">
            <button type="button" className="guide-skip" onClick={leave}>
              Leave
            </button>
            <button
              ref={keepButton}
              type="button"
              className="btn btn-primary guide-next"
              onClick={closeSkippedNotice}
            >
              Keep fighting
            </button>
          </div>
        </aside>
      ) : null}
    </>
  );
}
