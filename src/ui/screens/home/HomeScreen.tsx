import { useEffect, useState } from 'react';
import { prepareSignIn } from '../../../state/accountCommands.ts';
import { showBackdrop } from '../../../state/stage.ts';
import { preloadScreen } from '../../routes/nextScreens.ts';
import { Logo } from '../../components/Logo.tsx';
import { IntroOverlay } from './IntroOverlay.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { SignUpDialog } from './SignUpDialog.tsx';

const BACKDROP_AFTER_LOGIN_MS = 700;

/** / for signed-out visitors: the intro, then the login dialog (docs/game-design.md §2.5). */
export default function HomeScreen() {
  const [introOver, setIntroOver] = useState(false);
  const [signingUp, setSigningUp] = useState(false);

  useEffect(() => {
    if (!introOver) {
      showBackdrop('none');
      return;
    }
    // The parallax canvas (and with it Phaser's download) starts a moment after the login form is
    // up, so a new visitor's form never waits for it; the canvas fades in behind the dialog. The
    // backend and the main menu are fetched then too, while the player types.
    const timer = window.setTimeout(() => {
      showBackdrop('village');
      prepareSignIn();
      preloadScreen('/landing');
    }, BACKDROP_AFTER_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [introOver]);

  return (
    <main className="home-screen">
      {introOver ? (
        <>
          <Logo size={92} className="home-logo" />
          {signingUp ? (
            <SignUpDialog onClose={() => setSigningUp(false)} />
          ) : (
            <LoginDialog onSignUp={() => setSigningUp(true)} />
          )}
        </>
      ) : (
        <IntroOverlay onDone={() => setIntroOver(true)} />
      )}
    </main>
  );
}
