import { useCallback, useEffect, useLayoutEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { LOCATION_BY_ID } from '../../../../content/index.ts';
import type { ScenarioChoice } from '../../../../engine/index.ts';
import { playSound } from '../../../../services/audio/audio.ts';
import { imageUrl } from '../../../../services/assets/manifest.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../../services/storage/localKeys.ts';
import {
  ADVENTURE_MESSAGES,
  answerScene,
  leaveScene,
  sceneParts,
  stopTelling,
  tellOpenScene,
  useAdventureStore,
} from '../../../../state/adventure/index.ts';
import { PrimaryButton, SecondaryButton } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useModalFocus } from '../../../components/useModalFocus.ts';
import { useTypewriter } from './useTypewriter.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-scenario.css';
import { CHOICE_C_RELOAD_MS } from '../../../timings.ts';

const LETTERS: readonly ScenarioChoice[] = ['A', 'B', 'C'];

function savedAnswer(): ScenarioChoice | null {
  const saved = readLocal(LOCAL_KEYS.selectedAnswer);
  return LETTERS.find((letter) => letter === saved) ?? null;
}

function forgetAnswer(): void {
  localStorage.removeItem(LOCAL_KEYS.selectedAnswer);
}

/** A find's toast: the potion or the gold it carries, or a plain note when the search was in vain. */
function toastFind(message: string): void {
  const key = /potion/.test(message) ? 'icon.potion' : /gold/.test(message) ? 'icon.gold' : null;
  if (!key) {
    toast(message, { icon: '🍃' });
    return;
  }
  toast.success(message, { icon: <img src={imageUrl(key)} alt="" width={28} height={28} /> });
}

/**
 * The scenario dialog on its parchment (docs/game-design.md §5.6): the open scene told word by
 * word, its answers A, B and C, and Confirm. What follows a choice comes from answerScene; this
 * dialog shows it: a find and its follow-up scene, the road to a fight, a quiet break that closes
 * the dialog after CHOICE_C_RELOAD_MS, or the locals' unease and its follow-up.
 */
export function ScenarioDialog({ onClosed }: { onClosed: () => void }) {
  const navigate = useNavigate();
  const scene = useAdventureStore((state) => state.journey?.scene ?? null);
  const telling = useAdventureStore((state) => state.telling);
  const answered = useAdventureStore((state) => state.story.length);
  const [answer, setAnswer] = useState<ScenarioChoice | null>(savedAnswer);
  const [busy, setBusy] = useState(false);
  const [resting, setResting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const panel = useRef<HTMLFormElement>(null);
  const lastStory = useRef<readonly string[]>([]);
  // After a quiet break no scene is open, but the dialog still shows the one just left.
  const lastScene = useRef(scene);
  if (scene) lastScene.current = scene;
  const place = scene ?? lastScene.current;
  const titleId = useId();
  const textId = useId();

  // Each answer saves a scenario, so the count of answers names the scene on screen.
  const sceneKey = `${answered}:${scene?.location ?? ''}:${scene?.kind ?? ''}`;
  const told = scene?.text ?? null;
  const { shown, done, finish } = useTypewriter(told ?? telling, sceneKey, told !== null);
  const ready = told !== null && done && !resting;
  const parts = sceneParts(ready ? told : shown);
  if (scene) lastStory.current = parts.story;
  const story = scene ? parts.story : lastStory.current;

  // A new scene starts without an answer.
  const [answerFor, setAnswerFor] = useState(sceneKey);
  if (answerFor !== sceneKey) {
    setAnswerFor(sceneKey);
    setAnswer(savedAnswer());
    setFailure(null);
  }

  // Tells the open scene when it has not been told yet (a new pin, a follow-up, a reload mid-telling).
  const untold = scene !== null && scene.text === null;
  useEffect(() => {
    if (!untold) return;
    let live = true;
    tellOpenScene((message) => toast.error(message)).catch((error: unknown) => {
      console.error('The scene could not be told:', error);
      if (live) setFailure(ADVENTURE_MESSAGES.saveFailed);
    });
    return () => {
      live = false;
      stopTelling();
    };
  }, [untold, sceneKey, attempt]);

  // The panel takes the focus (its story is read first); Tab stays inside; closing returns the
  // focus to the pin that opened the scene.
  useModalFocus(panel, { initialFocus: 'none' });
  useEffect(() => {
    panel.current?.focus();
  }, []);

  // A quiet break: the dialog closes by itself (docs/game-design.md §5.6: the map after 3 s).
  useEffect(() => {
    if (!resting) return;
    const timer = window.setTimeout(onClosed, CHOICE_C_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [resting, onClosed]);

  const leave = useCallback(async () => {
    if (busy) return;
    playSound('click');
    forgetAnswer();
    if (!resting) {
      try {
        await leaveScene();
      } catch (error) {
        console.error('The scene could not be closed:', error);
        toast.error(ADVENTURE_MESSAGES.saveFailed);
        return;
      }
    }
    onClosed();
  }, [busy, resting, onClosed]);

  // Bound before the first paint: a key pressed as soon as the screen shows is not lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        void leave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [leave]);

  const choose = (letter: ScenarioChoice) => {
    setAnswer(letter);
    writeLocal(LOCAL_KEYS.selectedAnswer, letter);
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !ready) return;
    playSound('click');
    setBusy(true);
    const result = await answerScene(answer);
    setBusy(false);
    if (!result.ok) {
      playSound('refused');
      toast.error(result.message);
      return;
    }
    setAnswer(null);
    switch (result.kind) {
      case 'find':
        playSound('notify');
        toastFind(result.message);
        break;
      case 'battle':
        navigate(result.path);
        break;
      case 'break':
        toast(result.message, { icon: '🌿' });
        setResting(true);
        break;
      case 'uneasy':
        toast(result.message, { icon: '👀' });
        break;
    }
  };

  const location = place ? LOCATION_BY_ID.get(place.location) : undefined;
  const heading =
    place?.kind === 'followUp'
      ? place.after === 'C'
        ? 'The locals turn their eyes on you'
        : 'What follows'
      : (location?.description ?? '');
  const tellingNow = scene !== null && !ready && !failure;

  return (
    <div className="scenario-backdrop">
      <form
        ref={panel}
        className="scenario parchment"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onSubmit={(event) => void confirm(event)}
        data-testid="scenario-dialog"
      >
        <header className="scenario-header">
          <h2 id={titleId}>{location?.name ?? 'The road'}</h2>
          <p className="scenario-heading">{resting ? 'You rest a while and reflect.' : heading}</p>
          <button
            type="button"
            className="scenario-close"
            aria-label="Leave this place"
            onClick={() => void leave()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>

        <div
          id={textId}
          className={`scenario-story ${resting ? 'is-resting' : ''} ${ready || resting ? 'is-told' : ''}`}
          aria-busy={tellingNow}
          data-testid="scenario-story"
        >
          {story.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          {tellingNow ? (
            <p className="scenario-telling">
              <span className="scenario-quill" aria-hidden="true" />
              The storyteller speaks...
              {shown.length > 0 ? (
                <button type="button" className="link-button scenario-skip" onClick={finish}>
                  Show all
                </button>
              ) : null}
            </p>
          ) : null}
          {failure ? (
            <p className="scenario-failure" role="alert">
              {failure}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setFailure(null);
                  setAttempt((n) => n + 1);
                }}
              >
                Tell it again
              </button>
            </p>
          ) : null}
          {resting ? (
            <div className="scenario-rest" aria-hidden="true">
              <Spinner label="Resting..." />
            </div>
          ) : null}
        </div>

        {ready ? (
          <fieldset className="scenario-answers" disabled={busy}>
            <legend>What do you do?</legend>
            {parts.answers.map((option) => (
              <label
                key={option.letter}
                className={`scenario-answer ${answer === option.letter ? 'is-chosen' : ''}`}
                data-testid={`answer-${option.letter}`}
              >
                <input
                  type="radio"
                  name="scenario-answer"
                  value={option.letter}
                  checked={answer === option.letter}
                  onChange={() => choose(option.letter)}
                />
                <span className="scenario-letter" aria-hidden="true">
                  {option.letter}
                </span>
                <span className="scenario-answer-text">
                  <span className="visually-hidden">{option.letter}: </span>
                  {option.text}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <footer className="scenario-actions">
          <SecondaryButton onClick={() => void leave()} disabled={busy}>
            {resting ? 'Back to the map' : 'Leave'}
          </SecondaryButton>
          <PrimaryButton type="submit" disabled={!ready || busy}>
            {busy ? 'Saving...' : 'Confirm'}
          </PrimaryButton>
        </footer>
      </form>
    </div>
  );
}
