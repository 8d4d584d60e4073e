import { useState, type FormEvent } from 'react';
import type { FormField } from '../../../services/backend/errors.ts';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, signUp } from '../../../state/accountCommands.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { PasswordField, TextField } from '../../components/fields.tsx';
import { toastOutcome } from '../../toasts.ts';
import { SIGNUP_DIALOG_WIDTH } from '../../layout.ts';

/** The Sign Up dialog (docs/game-design.md §2.5, max width 390). A failed attempt keeps what was typed. */
export function SignUpDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await signUp(email, username, password);
    setBusy(false);
    toastOutcome(outcome);
    if (outcome.ok) {
      onClose();
      return;
    }
    setErrors(outcome.field && outcome.detail ? { [outcome.field]: outcome.detail } : {});
    setProblem(outcome.field ? null : (outcome.detail ?? null));
  };

  return (
    <Dialog
      title="Sign Up"
      subtitle="Make your mark in the circle."
      maxWidth={SIGNUP_DIALOG_WIDTH}
      testId="signup-dialog"
      onDismiss={onClose}
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
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          error={errors.username}
          hint={`${USERNAME_MIN}–${USERNAME_MAX} letters, digits, _ or -`}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters`}
          onChange={(event) => setPassword(event.target.value)}
        />
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="dialog-actions">
          <SecondaryButton onClick={onClose} disabled={busy}>
            Cancel
          </SecondaryButton>
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Creating…' : 'Create Account'}
          </PrimaryButton>
        </div>
      </form>
    </Dialog>
  );
}
