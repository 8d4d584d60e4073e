import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from '../../routes/router/index.ts';
import { FIGHTERS } from '../../../content/index.ts';
import { attacksFirstText, BATTLE_TOAST_MS } from '../../../engine/index.ts';
import { playMusic, playSound } from '../../../services/audio/audio.ts';
import { beginBattle, makePlan, seedFrom, COMPUTER_LEVELS, MODES } from '../../../state/battle/index.ts';
import type { ComputerLevel } from '../../../state/battle/index.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { prepareBattle, useStageStore } from '../../../state/stage.ts';
import { portraitUrl } from '../../art/fighterArt.ts';
import { ConfirmFighterDialog } from './ConfirmFighterDialog.tsx';
import { FighterPreview } from './FighterPreview.tsx';
import { StatBars } from './StatBars.tsx';
import { LEVEL_HINTS, LEVEL_LABELS } from './computerLevels.ts';
import '../../styles/select.css';
import '../../styles/fighters.css';
import { NAVIGATION_CLICK_DELAY_MS } from '../../timings.ts';

/**
 * How a select differs from the versus modes' own: the online select (docs/game-design.md
 * §6.3) passes one; its choice goes to the match, not to a local battle.
 */
export interface SelectVariant {
  subtitle: string;
  /** Where Back goes. */
  backPath: string;
  /** Sure was pressed with this fighter. */
  choose: (fighterId: number) => void;
  /** No choosing now: the choice is on its way, or the connection is down. */
  busy: boolean;
  /** While the choice is being sent. */
  sending: boolean;
  /** Once chosen: shown instead of the Select button (e.g. 'Waiting for your opponent...'). */
  waiting: string | null;
}

const SELECTABLE = FIGHTERS.filter((f) => !f.locked).map((f) => f.id);

/**
 * The fighter an arrow key moves to. Spec 000 §2 and 001 §2 limit the arrows to fighters 1 and 2
 * in every mode: ← on the first and → on the last stay where they are, with no wraparound.
 */
export function nextFighter(id: number, key: 'ArrowLeft' | 'ArrowRight'): number {
  const index = Math.max(0, SELECTABLE.indexOf(id));
  const step = key === 'ArrowLeft' ? -1 : 1;
  const next = Math.min(SELECTABLE.length - 1, Math.max(0, index + step));
  return SELECTABLE[next] ?? id;
}

/** /select_character and /select_character_ai (docs/game-design.md §2.7), and the online select. */
export default function CharacterSelectScreen({ variant }: { variant?: SelectVariant } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const versusComputer = location.pathname === '/select_character_ai';
  const [selected, setSelected] = useState(1);
  const [level, setLevel] = useState<ComputerLevel>('normal');
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const fighter = FIGHTERS.find((f) => f.id === selected) ?? FIGHTERS[0];
  const battleLoaded = useStageStore((stage) => stage.battleReady);

  useEffect(() => {
    prepareBattle();
    playMusic('selectMusic');
    return () => window.clearTimeout(timer.current);
  }, []);

  const chosen = variant?.waiting != null;
  // Bound before the first paint: a key pressed as soon as the screen shows is not lost.
  useLayoutEffect(() => {
    if (confirming || chosen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        const key = event.key;
        setSelected((id) => nextFighter(id, key));
        playSound('cardFlip');
      } else if (event.key === 'Enter' && (event.target as HTMLElement | null)?.tagName !== 'BUTTON') {
        event.preventDefault();
        setConfirming(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirming, chosen]);

  const proceed = async () => {
    if (variant && fighter) {
      playSound('click');
      variant.choose(fighter.id);
      setConfirming(false);
      return;
    }
    if (starting || !fighter) return;
    setStarting(true);
    const mode = versusComputer ? 'versus_computer' : 'local_two_player';
    const plan = makePlan(mode, fighter.id, level, seedFrom(location.search));
    try {
      const first = await beginBattle(plan);
      toast(attacksFirstText(first === 0 ? 'Player 1' : 'Player 2'), {
        icon: '✦',
        duration: BATTLE_TOAST_MS,
      });
      playSound('click');
      timer.current = window.setTimeout(() => navigate(MODES[mode].routes[first]), NAVIGATION_CLICK_DELAY_MS);
    } catch (error) {
      console.error('The battle could not start:', error);
      toast.error('The battle could not start. Please try again.');
      setStarting(false);
      setConfirming(false);
    }
  };

  if (!fighter) return null;
  return (
    <main
      className="select-screen"
      data-testid="character-select"
      data-stage={battleLoaded ? 'ready' : 'loading'}
    >
      <header className="select-header">
        <h1>Choose your fighter</h1>
        <p>
          {variant
            ? variant.subtitle
            : versusComputer
              ? 'Player vs. Computer'
              : 'Local Competitive: Player 1 chooses, Player 2 takes the other'}
        </p>
      </header>
      <div className="select-body fighter-select-body">
        <section className="select-roster" aria-label="Fighters">
          {FIGHTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              className={`select-portrait ${f.id === selected ? 'is-selected' : ''} ${f.locked ? 'is-locked' : ''}`}
              disabled={f.locked || chosen}
              aria-pressed={f.id === selected}
              aria-label={f.locked ? 'Locked fighter' : f.name}
              onClick={() => {
                setSelected(f.id);
                playSound('cardFlip');
              }}
            >
              {/* A framed bust; a locked fighter's is a silhouette behind a big '?'. */}
              <img className="fighter-portrait" src={portraitUrl(f.id) ?? ''} alt="" draggable={false} />
              <span className="select-portrait-name">{f.locked ? '?' : f.name}</span>
            </button>
          ))}
        </section>
        <FighterPreview fighterId={fighter.id} />
        <section className="select-details" aria-live="polite">
          <h2 className="select-name">{fighter.name}</h2>
          <p className="select-tagline">{fighter.tagline}</p>
          <StatBars fighter={fighter} />
          <p className="select-lore">{fighter.lore}</p>
          {versusComputer ? (
            <>
              <div
                className="select-levels"
                role="radiogroup"
                aria-label="Computer difficulty"
                aria-describedby="select-level-hint"
              >
                <span>Computer</span>
                {COMPUTER_LEVELS.map((l) => (
                  <button
                    key={l}
                    type="button"
                    role="radio"
                    aria-checked={level === l}
                    className={`select-level ${level === l ? 'is-selected' : ''}`}
                    onClick={() => setLevel(l)}
                  >
                    {LEVEL_LABELS[l]}
                  </button>
                ))}
              </div>
              <p className="select-level-hint" id="select-level-hint" data-testid="level-hint">
                {LEVEL_HINTS[level]}
              </p>
            </>
          ) : null}
        </section>
      </div>
      <footer className="select-footer">
        <SecondaryButton onClick={() => navigate(variant?.backPath ?? '/')}>Back</SecondaryButton>
        {chosen ? (
          <p className="select-waiting" role="status" data-testid="select-waiting">
            {variant?.waiting}
          </p>
        ) : (
          <>
            <span className="select-hint">← → to switch fighters</span>
            <PrimaryButton onClick={() => setConfirming(true)} disabled={variant?.busy}>
              Select
            </PrimaryButton>
          </>
        )}
      </footer>
      {confirming ? (
        <ConfirmFighterDialog
          name={fighter.name}
          busy={starting || (variant?.busy ?? false)}
          sending={starting || (variant?.sending ?? false)}
          onCancel={() => setConfirming(false)}
          onSure={() => void proceed()}
        />
      ) : null}
    </main>
  );
}
