import { useEffect, useState } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { Logo } from '../../components/Logo.tsx';
import {
  BETA_VERSION_LABEL,
  LOADER_CREDIT_AFTER_NOTE_MS,
  LOADER_HIDE_AFTER_CREDIT_MS,
  LOADER_LOGO_MS,
  LOADER_NOTE_AFTER_TITLE_MS,
  LOADER_TITLE_MS,
} from '../../timings.ts';

type Step = 'loading' | 'logo' | 'title' | 'note' | 'credit' | 'hidden';

const NOTE_AT = LOADER_TITLE_MS + LOADER_NOTE_AFTER_TITLE_MS;
const CREDIT_AT = NOTE_AT + LOADER_CREDIT_AFTER_NOTE_MS;

/** When each step begins, in ms from the start (docs/game-design.md §9.1). */
const SCHEDULE: readonly [Step, number][] = [
  ['logo', LOADER_LOGO_MS],
  ['title', LOADER_TITLE_MS],
  ['note', NOTE_AT],
  ['credit', CREDIT_AT],
  ['hidden', CREDIT_AT + LOADER_HIDE_AFTER_CREDIT_MS],
];

const ORDER: readonly Step[] = ['loading', 'logo', 'title', 'note', 'credit', 'hidden'];

/** /loader: the loader sequence of docs/game-design.md §2.4, §9.1. When it hides, the player goes home. */
export default function LoaderScreen() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('loading');

  useEffect(() => {
    const timers = SCHEDULE.map(([next, at]) => window.setTimeout(() => setStep(next), at));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (step !== 'hidden') return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), 600);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  const reached = (target: Step) => ORDER.indexOf(step) >= ORDER.indexOf(target);

  return (
    <main
      className={`loader ${step === 'hidden' ? 'loader-hidden' : ''}`}
      data-testid="loader"
      data-step={step}
    >
      <div className="loader-beta" aria-hidden="true">
        {BETA_VERSION_LABEL}
      </div>
      <div className="loader-stage">
        {step === 'loading' ? <p className="loader-loading">Loading...</p> : null}
        {step === 'logo' ? (
          <div className="loader-logo" data-testid="loader-logo">
            <Logo size={200} withTitle={false} />
          </div>
        ) : null}
        {reached('title') ? (
          <div className="loader-title" data-testid="loader-title">
            <h1>Sinawali Showdown</h1>
            <p>A battle of skill and precision in Arnis</p>
          </div>
        ) : null}
        {reached('note') ? (
          <p className="loader-note" data-testid="loader-note">
            Arnis teaches self-defense, respect, discipline, focus and confidence. Use its skills only to
            protect yourself and others.
          </p>
        ) : null}
      </div>
      {reached('credit') ? (
        <footer className="loader-credit" data-testid="loader-credit">
          <p>Made with care by the Sinawali Showdown team, with thanks to the Arnis coaches who taught us.</p>
          <div className="indeterminate" role="progressbar" aria-label="Loading">
            <span />
          </div>
        </footer>
      ) : null}
    </main>
  );
}
