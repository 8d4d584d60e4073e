// Account rules, checked before anything is stored (and again by every adapter, so a direct call
// cannot bypass them). Each failure names the field and says what is allowed.
import { BackendError } from './errors.ts';
import type { LogInInput, SignUpInput } from './types.ts';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

// Deliberately simple: one @, something before it, a dotted domain after it, no spaces. The
// browser's type="email" check is close to this; the real proof of an address is a mail sent to it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new BackendError('invalid_input', 'Please enter your email address.', 'email');
  }
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    throw new BackendError(
      'invalid_input',
      'Please enter a valid email address, like name@example.com.',
      'email',
    );
  }
  return email;
}

export function checkUsername(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new BackendError('invalid_input', 'Please choose a username.', 'username');
  }
  const username = raw.trim();
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
    throw new BackendError(
      'invalid_input',
      `Usernames are ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`,
      'username',
    );
  }
  if (!USERNAME_PATTERN.test(username)) {
    throw new BackendError(
      'invalid_input',
      'Usernames may use letters, digits, underscores (_) and hyphens (-) only.',
      'username',
    );
  }
  return username;
}

export function checkNewPassword(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') {
    throw new BackendError('invalid_input', 'Please choose a password.', 'password');
  }
  if (raw.length < PASSWORD_MIN) {
    throw new BackendError(
      'weak_password',
      `Passwords need at least ${PASSWORD_MIN} characters.`,
      'password',
    );
  }
  if (raw.length > PASSWORD_MAX) {
    throw new BackendError('invalid_input', `Passwords are at most ${PASSWORD_MAX} characters.`, 'password');
  }
  return raw;
}

export function checkSignUp(input: SignUpInput): SignUpInput {
  return {
    email: checkEmail(input?.email),
    username: checkUsername(input?.username),
    password: checkNewPassword(input?.password),
  };
}

export function checkLogIn(input: LogInInput): LogInInput {
  const email = checkEmail(input?.email);
  if (typeof input?.password !== 'string' || input.password === '') {
    throw new BackendError('invalid_input', 'Please enter your password.', 'password');
  }
  return { email, password: input.password };
}
