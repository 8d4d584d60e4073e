import { useState, type FormEvent } from 'react';
import { inviteWaiting, takePathAfterSignIn } from '../../routes/afterSignIn.ts';
import { useNavigate } from '../../routes/router/index.ts';
import type { FormField } from '../../../services/backend/errors.ts';
import { logIn, logInAsGuest } from '../../../state/accountCommands.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { PasswordField, TextField } from '../../components/fields.tsx';
import { toastOutcome } from '../../toasts.ts';
import { LOGIN_DIALOG_WIDTH } from '../../layout.ts';

/** The persistent Login dialog (docs/game-design.md §2.5, max width 390). */
export function LoginDialog({ onSignUp }: { onSignUp: () => void }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'login' | 'guest' | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy('login');
    const outcome = await logIn(email, password);
    setBusy(null);
    toastOutcome(outcome);
    if (outcome.ok) {
      navigate(takePathAfterSignIn(), { replace: true });
      return;
    }
    setErrors(outcome.field ? { [outcome.field]: outcome.messages[0] } : {});
  };

  const guest = async () => {
    if (busy) return;
    setBusy('guest');
    const outcome = await logInAsGuest();
    setBusy(null);
    toastOutcome(outcome);
    if (outcome.ok) navigate(takePathAfterSignIn(), { replace: true });
  };

  return (
    <Dialog
      title="Login"
      subtitle={
        inviteWaiting()
          ? 'A friend invited you to a room: sign in, or play as a guest, to join it.'
          : 'Welcome back, mandirigma.'
      }
      maxWidth={LOGIN_DIALOG_WIDTH}
      testId="login-dialog"
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="button"
          className="guest-card"
          onClick={guest}
          disabled={busy !== null}
          aria-busy={busy === 'guest'}
        >
          <span className="guest-card-icon" aria-hidden="true">
            ⚔
          </span>
          <span className="guest-card-text">
            <strong>{busy === 'guest' ? 'Logging in as guest…' : 'Login as Guest'}</strong>
            <small>Play right away. Your progress stays on this device.</small>
          </span>
        </button>
        <div className="dialog-actions">
          <SecondaryButton onClick={onSignUp} disabled={busy !== null}>
            SignUp
          </SecondaryButton>
          <PrimaryButton type="submit" disabled={busy !== null} aria-busy={busy === 'login'}>
            {busy === 'login' ? 'Logging in…' : 'Login'}
          </PrimaryButton>
        </div>
      </form>
    </Dialog>
  );
}
