import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { ENEMY_BY_ID, LOCATION_BY_ID } from '../../../../content/index.ts';
import { findImageUrl } from '../../../../services/assets/manifest.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import {
  ADVENTURE_MESSAGES,
  closeAftermath,
  pathOfJourney,
  stopAftermath,
  tellAftermath,
  useAdventureStore,
} from '../../../../state/adventure/index.ts';
import { HERO_ART } from '../../../../state/battle/index.ts';
import { useSettingsStore } from '../../../../state/settings.ts';
import { SecondaryButton } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useModalFocus } from '../../../components/useModalFocus.ts';
import { FighterSprite } from '../../characterSelect/FighterSprite.tsx';
import { useAdventureGate } from '../useAdventureGate.ts';
import { AdventureGateView } from './AdventureGateView.tsx';
import { TaleText } from './TaleText.tsx';
import { useWordReveal } from './useWordReveal.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-aftermath.css';

type Result = 'won' | 'lost';

/**
 * /result_base and /defeated (docs/game-design.md §5.8): the
 * Scenario dialog over the battleground where the fight took place. It tells the aftermath of a
 * won fight or the tale of a lost one (the journey knows which; the route decides nothing), word by
 * word; Close saves the hero's stats, adds the tale to the story and goes on to the reward or jail.
 * The dialog stays until Close: no Escape, no click outside.
 */
export default function AftermathScreen() {
  const gate = useAdventureGate();
  const { status, journey, hero } = gate;
  const telling = useAdventureStore((state) => state.telling);
  const navigate = useNavigate();
  const still = useSettingsStore((settings) => settings.reducedMotion);
  const [told, setTold] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [closing, setClosing] = useState(false);
  // The tale on screen when Close was pressed (the store empties its telling once it is saved).
  const [frozen, setFrozen] = useState<string | null>(null);
  // A tale told before this screen opened (a reload) shows at once, not word by word again.
  const [kept, setKept] = useState<boolean | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const taleId = useId();

  const ready = status === 'ready' && journey !== null;
  if (ready && kept === null) setKept(Boolean(journey.encounter?.tale));

  useEffect(() => {
    playMusic('adventureMusic');
  }, []);

  // Tells the aftermath once the adventure is open (again after Try again).
  useEffect(() => {
    if (!ready) return;
    let live = true;
    tellAftermath((message) => toast.error(message))
      .then((result) => {
        if (!live) return;
        if (result === null) {
          // No finished fight to tell of (opened mid-battle, or nothing to fight): back to the journey.
          const { journey: now, deck } = useAdventureStore.getState();
          if (now) navigate(pathOfJourney(now, deck.length), { replace: true });
          return;
        }
        setTold(result);
      })
      .catch((error: unknown) => {
        console.error('The aftermath could not be told:', error);
        if (live) setFailure(ADVENTURE_MESSAGES.saveFailed);
      });
    return () => {
      live = false;
      stopAftermath();
    };
  }, [ready, attempt, navigate]);

  // The store's telling is this tale once the journey is at its aftermath (before that it may
  // still hold the scene that led to the fight).
  const text = frozen ?? (journey?.step === 'aftermath' ? telling : '');
  const { shown, done } = useWordReveal(text, kept === true);
  const canClose = told !== null && done && text.trim().length > 0 && !closing;

  // Keyboard players land on Close as soon as it can be pressed; until then the dialog holds focus.
  // Tab stays inside the dialog; it has no Escape (docs/game-design.md §5.8: persistent).
  useModalFocus(panel, { initialFocus: 'none' });
  useEffect(() => {
    panel.current?.focus();
  }, [ready]);
  useEffect(() => {
    if (canClose) closeButton.current?.focus();
  }, [canClose]);

  if (!ready || !hero) return <AdventureGateView state={gate} />;

  const encounter = journey.encounter;
  const result: Result | null = told ?? encounter?.result ?? null;
  const location = encounter ? LOCATION_BY_ID.get(encounter.location) : undefined;
  const enemy = encounter ? ENEMY_BY_ID.get(encounter.enemyId) : undefined;
  const ground = location ? findImageUrl(location.battleground) : null;
  const enemyName = enemy?.name ?? 'your foe';
  const placeName = location?.name ?? 'the road';
  const headline =
    result === 'lost'
      ? `${enemyName} bested ${hero.name} at ${placeName}`
      : result === 'won'
        ? `${hero.name} defeated ${enemyName} at ${placeName}`
        : `${hero.name} and ${enemyName} at ${placeName}`;

  const close = async () => {
    if (!canClose) return;
    playSound('click');
    setFrozen(text);
    setClosing(true);
    const outcome = await closeAftermath();
    if (outcome.ok) {
      navigate(outcome.path, { replace: true });
      return;
    }
    toast.error(outcome.message);
    setClosing(false);
    setFrozen(null);
  };

  const retry = () => {
    playSound('click');
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  const loading = text.trim().length === 0 && failure === null;

  return (
    <main
      className={`aftermath-screen is-${result ?? 'pending'}`}
      data-testid="aftermath-screen"
      data-result={result ?? ''}
      data-place={encounter?.location ?? ''}
    >
      {ground ? (
        <div
          className="aftermath-ground"
          style={{ backgroundImage: `url("${ground}")` }}
          aria-hidden="true"
        />
      ) : null}
      <div className="aftermath-veil" aria-hidden="true" />
      <div className="aftermath-figures" aria-hidden="true">
        {/* The fall plays once (half a second); reduced motion only stills the victor's looping pose. */}
        <FighterSprite
          art={HERO_ART}
          animation={result === 'lost' ? 'ko' : 'victory'}
          still={still && result !== 'lost'}
          className="aftermath-figure is-hero"
        />
        {enemy ? (
          <FighterSprite
            art={enemy.art}
            animation={result === 'lost' ? 'victory' : 'ko'}
            still={still && result === 'lost'}
            className={`aftermath-figure is-enemy figure-${encounter?.randomChoice ?? 1}`}
          />
        ) : null}
      </div>
      <div className="aftermath-backdrop">
        <div
          ref={panel}
          className="aftermath-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={taleId}
          tabIndex={-1}
          data-testid="aftermath-dialog"
        >
          <p className={`aftermath-ribbon is-${result ?? 'pending'}`} aria-hidden="true">
            {result === 'lost' ? 'Defeat' : result === 'won' ? 'Victory' : 'The dust settles'}
          </p>
          <h2 id={titleId}>Scenario</h2>
          <p className="aftermath-headline">{headline}</p>
          <div
            id={taleId}
            className="aftermath-tale parchment"
            aria-live="polite"
            aria-busy={!canClose}
            data-testid="aftermath-tale"
          >
            {failure ? (
              <p className="aftermath-error" role="alert">
                {failure}
              </p>
            ) : loading ? (
              <div className="aftermath-loading">
                <Spinner label="Loading..." />
                <p aria-hidden="true">Loading...</p>
              </div>
            ) : (
              <TaleText text={shown} />
            )}
          </div>
          <div className="aftermath-actions">
            {failure ? <SecondaryButton onClick={retry}>Try again</SecondaryButton> : null}
            {/* A plain button: the shared one does not hand its element out for focusing. */}
            <button
              ref={closeButton}
              type="button"
              className="btn btn-primary"
              onClick={() => void close()}
              disabled={!canClose}
              aria-busy={closing}
            >
              Close
            </button>
          </div>
        </div>
      </div>
    </main>
  );
}
