// Errors a backend reports. `code` lets screens pick the spec's message; `message` is a sentence a
// player can read; `field` says which form field to mark, when one is at fault.

export type BackendErrorCode =
  | 'invalid_input'
  | 'email_taken'
  | 'username_taken'
  | 'invalid_credentials'
  | 'weak_password'
  | 'session_missing'
  | 'profile_missing'
  | 'not_found'
  | 'storage_failed'
  | 'forbidden'
  | 'conflict'
  | 'not_enough_gold';

export type FormField = 'email' | 'username' | 'password';

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  readonly field: FormField | undefined;
  /**
   * The id of the stored record a refusal is about, when the screen can act on it: a story battle
   * refused because another of the hero's is unfinished names that battle, so the screen resumes it.
   */
  readonly subject: string | undefined;

  constructor(code: BackendErrorCode, message: string, field?: FormField, subject?: string) {
    super(message);
    this.name = 'BackendError';
    this.code = code;
    this.field = field;
    this.subject = subject;
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}
