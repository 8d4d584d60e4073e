import { useEffect, useState } from 'react';
import { showBackdrop } from '../../../state/stage.ts';
import { Logo } from '../../components/Logo.tsx';
import { IntroOverlay } from './IntroOverlay.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { SignUpDialog } from './SignUpDialog.tsx';

/** / for signed-out visitors: the intro, then the login dialog (spec 000 §2 "Landing / intro"). */
export default function HomeScreen() {
  const [introOver, setIntroOver] = useState(false);
  const [signingUp, setSigningUp] = useState(false);

  useEffect(() => {
    // The parallax canvas starts only once the login form is up, so it never delays it.
    showBackdrop(introOver ? 'village' : 'none');
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
