import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { PERSONALITY_MAX } from '../../../../engine/constants.ts';
import { MSG } from '../../../../engine/index.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import { scaledDelay } from '../../../../state/settings.ts';
import {
  addDraftPersonality,
  beginAdventure,
  chooseJob,
  draftStats,
  nameHero,
  removeDraftPersonality,
  resetDraft,
  useHeroDraft,
} from '../../../../state/adventure/index.ts';
import { PrimaryButton, SecondaryButton } from '../../../components/Button.tsx';
import { TextField } from '../../../components/fields.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toastInfo } from '../../../toasts.ts';
import { BackgroundPanel } from './BackgroundPanel.tsx';
import { JOB_BLURBS, JobEmblem } from './JobEmblem.tsx';
import { JobPicker } from './JobPicker.tsx';
import { PersonalityPicker } from './PersonalityPicker.tsx';
import { StatBars, TraitBars } from './HeroBars.tsx';
import '../../../styles/parchment.css';
import '../../../styles/adventure-creation.css';
import { NAVIGATION_CLICK_DELAY_MS } from '../../../timings.ts';

/**
 * /story_character (docs/game-design.md §5.2): a job, up to four personalities, a name and
 * a told background make the hero; Start creates the adventure with it and opens the story intro.
 * The draft lives in this browser, so a reload keeps every choice.
 */
export default function CharacterCreationScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const draft = useHeroDraft();
  const { traits, stats } = draftStats(draft);
  const base = draftStats({ job: draft.job, personalities: [] }).traits;
  const [isTelling, setTelling] = useState(false);
  const [starting, setStarting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const teller = useRef<AbortController | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    playMusic('adventureMusic');
    return () => window.clearTimeout(leaveTimer.current);
  }, []);

  const stopTelling = useCallback(() => teller.current?.abort(), []);

  const pickJob = (job: string) => {
    if (job === draft.job) return;
    playSound('click');
    stopTelling();
    chooseJob(job);
  };

  const addPersonality = (name: string) => {
    playSound('click');
    stopTelling();
    const added = addDraftPersonality(name);
    if (!added.ok) {
      toastInfo(added.message);
      return;
    }
    if (useHeroDraft.getState().personalities.length === PERSONALITY_MAX) toastInfo(MSG.personalityMax);
  };

  const removePersonality = (name: string) => {
    playSound('click');
    stopTelling();
    removeDraftPersonality(name);
  };

  const reset = () => {
    playSound('click');
    stopTelling();
    resetDraft();
  };

  const leave = (path: string) => {
    if (leaving || starting) return;
    playSound('click');
    stopTelling();
    setLeaving(true);
    leaveTimer.current = window.setTimeout(() => navigate(path), scaledDelay(NAVIGATION_CLICK_DELAY_MS));
  };

  const start = async () => {
    if (starting) return;
    playSound('click');
    setStarting(true);
    const result = await beginAdventure(search);
    if (result.ok) {
      navigate('/story_intro');
      return;
    }
    toast.error(result.message);
    setStarting(false);
  };

  const heroName = draft.name.trim() || 'Your hero';
  const canStart = draft.background.length > 0 && !isTelling;

  return (
    <main className="forge-screen" aria-busy={starting}>
      <header className="forge-header">
        <div>
          <h1>Forge your hero</h1>
          <p>Choose a calling and a temper; the storyteller will tell the rest.</p>
        </div>
      </header>

      <div className="forge-body">
        <section className="forge-panel forge-calling" aria-label="Calling">
          <h2>
            Job <span className="forge-count">{draft.job ?? 'none chosen'}</span>
          </h2>
          <JobPicker job={draft.job} onChoose={pickJob} />
          <h2>
            Personalities{' '}
            <span className="forge-count">
              {draft.personalities.length} / {PERSONALITY_MAX}
            </span>
          </h2>
          <PersonalityPicker
            chosen={draft.personalities}
            onAdd={addPersonality}
            onRemove={removePersonality}
          />
        </section>

        <section className="forge-sheet parchment" aria-label="Hero sheet">
          <div className="forge-identity">
            <JobEmblem job={draft.job} size={74} />
            <div className="forge-identity-text">
              <TextField
                label="Hero name"
                value={draft.name}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => nameHero(event.target.value)}
              />
            </div>
          </div>
          <p className="forge-job-line">
            {draft.job ? (
              <>
                <strong>{draft.job}.</strong> {JOB_BLURBS[draft.job]}
              </>
            ) : (
              'No job yet: choose one and its traits fill in.'
            )}
          </p>
          <ul className="forge-chosen" aria-label="Chosen personalities">
            {draft.personalities.map((name) => (
              <li key={name}>
                <span>{name}</span>
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  title={`Remove ${name}`}
                  onClick={() => removePersonality(name)}
                >
                  ×
                </button>
              </li>
            ))}
            {Array.from({ length: PERSONALITY_MAX - draft.personalities.length }, (_, i) => (
              <li key={`empty-${i}`} className="is-empty" aria-hidden="true">
                <span>—</span>
              </li>
            ))}
          </ul>
          <div className="forge-bar-columns">
            <TraitBars traits={traits} base={base} />
            <StatBars stats={stats} />
          </div>
          <p className="forge-fight-line">
            {stats
              ? `In a fight, ${heroName} has ${stats.health} health and ${stats.mana} energy, dodges ${stats.agility}% of strikes and lands a critical hit ${stats.critical_rate}% of the time.`
              : 'Health comes from Constitution, energy from Intelligence, agility from Dexterity and the critical rate from Strength.'}
          </p>
        </section>

        <BackgroundPanel
          job={draft.job}
          heroName={heroName}
          background={draft.background}
          disabled={starting}
          teller={teller}
          onTelling={setTelling}
        />
      </div>

      <footer className="forge-footer">
        <div className="forge-footer-left">
          <SecondaryButton onClick={() => leave('/save')} disabled={starting}>
            Go Back
          </SecondaryButton>
          <SecondaryButton onClick={reset} disabled={starting}>
            Reset
          </SecondaryButton>
        </div>
        <p className="forge-hint">
          {canStart
            ? `${heroName} is ready. The islands are waiting.`
            : 'Choose a job, up to four personalities, then generate a background to begin.'}
        </p>
        {canStart || starting ? (
          <PrimaryButton className="forge-start" onClick={() => void start()} disabled={starting}>
            Start
          </PrimaryButton>
        ) : (
          <span className="forge-start-placeholder" aria-hidden="true" />
        )}
      </footer>

      {starting ? (
        <div className="forge-starting" role="status">
          <Spinner label="Starting your adventure..." />
          <p>The storyteller is telling how your adventure begins...</p>
        </div>
      ) : null}
    </main>
  );
}
