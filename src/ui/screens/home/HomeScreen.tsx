import { useEffect, useState } from 'react';
import { prepareSignIn } from '../../../state/accountCommands.ts';
import { showBackdrop } from '../../../state/stage.ts';
import { preloadScreen } from '../../routes/nextScreens.ts';
import { Logo } from '../../components/Logo.tsx';
import { IntroOverlay } from './IntroOverlay.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import type { SignUpDialog as SignUpDialogType } from './SignUpDialog.tsx';
import { toastOutcome } from '../../toasts.ts';

const BACKDROP_AFTER_LOGIN_MS = 700;

// The sign-up form is fetched with the backdrop, once the login form is up, not before it: the
// scripts a new visitor's login form waits for stay within their budget (docs/performance.md).
// Kept once here, so a click after it arrived opens it at once.
let signUpFetch: Promise<void> | null = null;
let SignUpDialog: typeof SignUpDialogType | null = null;
function fetchSignUp(): Promise<void> {
  signUpFetch ??= import('./SignUpDialog.tsx').then(
    (module) => {
      SignUpDialog = module.SignUpDialog;
    },
    (error: unknown) => {
      // A later click asks again.
      signUpFetch = null;
      throw error;
    },
  );
  return signUpFetch;
}

const SIGN_UP_UNAVAILABLE = 'The sign-up form could not be loaded. Check your connection and try again.';

/** / for signed-out visitors: the intro, then the login dialog (docs/game-design.md §2.5). */
export default function HomeScreen() {
  const [introOver, setIntroOver] = useState(false);
  const [signingUp, setSigningUp] = useState(false);

  const openSignUp = () => {
    fetchSignUp().then(
      () => setSigningUp(true),
      () => toastOutcome({ ok: false, messages: [SIGN_UP_UNAVAILABLE] }),
    );
  };

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
      fetchSignUp().catch(() => undefined);
    }, BACKDROP_AFTER_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [introOver]);

  return (
    <main className="home-screen">
      {introOver ? (
        <>
          <Logo size={92} className="home-logo" />
          {signingUp && SignUpDialog ? (
            <SignUpDialog onClose={() => setSigningUp(false)} />
          ) : (
            <LoginDialog onSignUp={openSignUp} />
          )}
        </>
      ) : (
        <IntroOverlay onDone={() => setIntroOver(true)} />
      )}
    </main>
  );
}
