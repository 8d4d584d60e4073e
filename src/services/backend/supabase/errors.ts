// Turns Supabase errors into the game's BackendError. The database functions raise GA4xx codes
// (supabase/migrations/*_game_functions.sql) with the sentence the player reads; constraint and
// privilege errors get a code by their SQLSTATE.
import { BackendError, type BackendErrorCode } from '../errors.ts';

export interface SupabaseFailure {
  readonly code?: string | undefined;
  readonly message: string;
  /** PostgreSQL's DETAIL: the database functions put the id a GA refusal is about there. */
  readonly details?: string | null | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const BY_CODE: Readonly<Record<string, BackendErrorCode>> = {
  GA400: 'invalid_input',
  GA401: 'session_missing',
  GA402: 'not_enough_gold',
  GA403: 'forbidden',
  GA404: 'not_found',
  GA409: 'conflict',
  '22P02': 'invalid_input', // malformed value, e.g. an id that is not a UUID
  '22003': 'invalid_input', // number out of range
  '23514': 'invalid_input', // CHECK constraint
  '23502': 'invalid_input', // missing required value
  '23505': 'conflict',
  '23503': 'not_found', // the parent row (adventure, hero, card) does not exist for this player
  '42501': 'forbidden',
  PGRST116: 'not_found',
  PGRST301: 'session_missing',
  PGRST303: 'session_missing',
};

/**
 * `overrides` gives a player-facing sentence for codes where the database's own message would be
 * technical (e.g. a unique violation on heroes means "This adventure already has a hero.").
 */
export function toBackendError(
  failure: SupabaseFailure,
  overrides: Partial<Record<string, string>> = {},
): BackendError {
  const code = failure.code ?? '';
  const kind = BY_CODE[code] ?? 'storage_failed';
  const message =
    overrides[code] ?? (code.startsWith('GA') ? failure.message : readable(kind, failure.message));
  const subject =
    code.startsWith('GA') && UUID.test(failure.details ?? '') ? (failure.details ?? undefined) : undefined;
  return new BackendError(kind, message, undefined, subject);
}

function readable(kind: BackendErrorCode, message: string): string {
  switch (kind) {
    case 'invalid_input':
      return `This value is not allowed (${message}).`;
    case 'session_missing':
      return 'Auth session missing!';
    case 'forbidden':
      return 'You are not allowed to change this.';
    default:
      return message || 'The change could not be saved.';
  }
}

/** Unwraps a supabase-js result: the data, or the error as a BackendError. */
export function unwrap<T>(
  result: { data: T; error: SupabaseFailure | null },
  overrides?: Partial<Record<string, string>>,
): T {
  if (result.error) throw toBackendError(result.error, overrides);
  return result.data;
}
