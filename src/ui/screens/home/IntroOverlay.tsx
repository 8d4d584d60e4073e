import { useEffect, useRef, useState } from 'react';
import { playSound } from '../../../services/audio/audio.ts';
import { CrossedSticks } from '../../components/Logo.tsx';
import { INTRO_OVERLAY_MS, INTRO_SKIP_MS } from '../../timings.ts';

/**
 * The intro overlay of / (docs/game-design.md §2.5): ends by itself after 10 s; Skip plays a sound and ends
 * it 0.5 s later, the time the overlay takes to fade.
 */
export function IntroOverlay({ onDone }: { onDone: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), INTRO_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => done.current(), INTRO_SKIP_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  const skip = () => {
    if (leaving) return;
    playSound('click');
    setLeaving(true);
  };

  return (
    <div className={`intro ${leaving ? 'intro-leaving' : ''}`} data-testid="intro-overlay">
      <div className="intro-weave" aria-hidden="true" />
      <div className="intro-content">
        <div className="intro-sticks">
          <CrossedSticks size={180} />
        </div>
        <h1 className="intro-title">
          <span>Sinawali</span> <span className="accent">Showdown</span>
        </h1>
        <p className="intro-tagline">A battle of skill and precision in Arnis</p>
        <p className="intro-kicker">Two sticks. One weave. Step into the circle.</p>
      </div>
      <div className="intro-progress" aria-hidden="true">
        <span style={{ animationDuration: `${INTRO_OVERLAY_MS}ms` }} />
      </div>
      <button type="button" className="btn btn-secondary intro-skip" onClick={skip}>
        Skip
      </button>
    </div>
  );
}
