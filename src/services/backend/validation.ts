// Account rules, checked before anything is stored (and again by every adapter, so a direct call
// cannot bypass them): one schema per form, each refusal naming the field and saying what is
// allowed.
import * as v from 'valibot';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './accountRules.ts';
import { coded, looseFields, readInput } from './rules/input.ts';

export { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN };

// Deliberately simple: one @, something before it, a dotted domain after it, no spaces. The
// browser's type="email" check is close to this; the real proof of an address is a mail sent to it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

const NO_EMAIL = 'Please enter your email address.';
const BAD_EMAIL = 'Please enter a valid email address, like name@example.com.';

/** An email address, trimmed and in lower case. */
const EmailSchema = v.pipe(
  v.string(NO_EMAIL),
  v.trim(),
  v.nonEmpty(NO_EMAIL),
  v.toLowerCase(),
  v.maxLength(EMAIL_MAX, BAD_EMAIL),
  v.regex(EMAIL_PATTERN, BAD_EMAIL),
);

const NO_USERNAME = 'Please choose a username.';
const USERNAME_LENGTH = `Usernames are ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`;

const UsernameSchema = v.pipe(
  v.string(NO_USERNAME),
  v.trim(),
  v.nonEmpty(NO_USERNAME),
  v.minLength(USERNAME_MIN, USERNAME_LENGTH),
  v.maxLength(USERNAME_MAX, USERNAME_LENGTH),
  v.regex(USERNAME_PATTERN, 'Usernames may use letters, digits, underscores (_) and hyphens (-) only.'),
);

/** A new password: long enough to be worth having (a short one is a weak password, not a typo). */
const NewPasswordSchema = v.pipe(
  v.string('Please choose a password.'),
  v.nonEmpty('Please choose a password.'),
  v.minLength(PASSWORD_MIN, coded('weak_password', `Passwords need at least ${PASSWORD_MIN} characters.`)),
  v.maxLength(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`),
);

export const SignUpSchema = v.pipe(
  looseFields({ email: EmailSchema, username: UsernameSchema, password: NewPasswordSchema }),
  v.readonly(),
);

/** A log in checks only that a password was typed: the account decides whether it is the right one. */
export const LogInSchema = v.pipe(
  looseFields({
    email: EmailSchema,
    password: v.pipe(v.string('Please enter your password.'), v.nonEmpty('Please enter your password.')),
  }),
  v.readonly(),
);

export type SignUpInput = v.InferOutput<typeof SignUpSchema>;
export type LogInInput = v.InferOutput<typeof LogInSchema>;

export const checkSignUp = (input: unknown): SignUpInput => readInput(SignUpSchema, input, { fields: true });
export const checkLogIn = (input: unknown): LogInInput => readInput(LogInSchema, input, { fields: true });
