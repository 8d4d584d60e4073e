import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { playMusic, playSound } from '../../../services/audio/audio.ts';
import { logOut } from '../../../state/accountCommands.ts';
import { leaveBattle } from '../../../state/battle/index.ts';
import { SettingsDialog } from '../settings/SettingsDialog.tsx';
import { useSessionStore } from '../../../state/session.ts';
import { Logo } from '../../components/Logo.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toastOutcome } from '../../toasts.ts';
import { GuideOffer } from '../howToPlay/GuideOffer.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { MENU_CHOICES, nextIndex, type MenuChoice } from './menuChoices.ts';
import { NAVIGATION_CLICK_DELAY_MS } from '../../timings.ts';

/** /landing: the main menu for signed-in players (docs/game-design.md §2.6). */
export default function MainMenuScreen() {
  const navigate = useNavigate();
  const username = useSessionStore((state) => state.username);
  const [selected, setSelected] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    playMusic('menuMusic');
    return () => window.clearTimeout(timer.current);
  }, []);

  const choose = useCallback(
    (choice: MenuChoice) => {
      if (leaving) return;
      playSound('click');
      setLeaving(true);
      // Spec 000 §2: every navigation first resets the fighters, i.e. ends any battle in progress.
      leaveBattle();
      timer.current = window.setTimeout(() => navigate(choice.path), NAVIGATION_CLICK_DELAY_MS);
    },
    [leaving, navigate],
  );

  // Bound before the first paint: a key pressed as soon as the screen shows is not lost.
  useLayoutEffect(() => {
    if (confirmingLogout || settingsOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setSelected((index) => nextIndex(index, 1));
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setSelected((index) => nextIndex(index, -1));
      } else if (event.key === 'Enter') {
        const target = event.target as HTMLElement | null;
        // A focused button handles its own Enter; the menu handles it everywhere else.
        if (target?.tagName === 'BUTTON') return;
        event.preventDefault();
        const choice = MENU_CHOICES[selected];
        if (choice) choose(choice);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, confirmingLogout, settingsOpen, selected]);

  const confirmLogout = async () => {
    const outcome = await logOut();
    toastOutcome(outcome);
    if (outcome.ok) navigate('/', { replace: true });
    else setConfirmingLogout(false);
  };

  return (
    <main className="main-menu">
      <header className="main-menu-header">
        <Logo size={84} />
        {username ? (
          <p className="main-menu-greeting">
            Mabuhay, <strong>{username}</strong>
          </p>
        ) : null}
      </header>
      <nav className="menu-list" aria-label="Main menu">
        {MENU_CHOICES.map((choice, index) => (
          <button
            key={choice.path}
            type="button"
            className={`menu-choice ${index === selected ? 'is-selected' : ''}`}
            aria-current={index === selected ? 'true' : undefined}
            onMouseEnter={() => setSelected(index)}
            onClick={() => {
              setSelected(index);
              choose(choice);
            }}
          >
            <span className="menu-choice-label">{choice.label}</span>
            <span className="menu-choice-blurb">{choice.blurb}</span>
          </button>
        ))}
      </nav>
      <div className="main-menu-footer">
        {leaving ? <Spinner label="Loading..." /> : null}
        <button type="button" className="link-button" onClick={() => setSettingsOpen(true)}>
          Settings
        </button>
        <button type="button" className="link-button" onClick={() => setConfirmingLogout(true)}>
          Logout
        </button>
      </div>
      <GuideOffer />
      {confirmingLogout ? (
        <LogoutDialog onCancel={() => setConfirmingLogout(false)} onConfirm={confirmLogout} />
      ) : null}
      {settingsOpen ? <SettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
    </main>
  );
}
