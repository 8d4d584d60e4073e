// The ways a told story can fail, as docs/game-design.md §7.3 lists them: each HTTP status the provider can
// answer with has its own kind, and the three transport failures (connection, timeout, abort) are
// told apart too, so the game can retry, wait or stay silent as each case deserves.
//
// Part of the online protocol: the storyteller route (server/narration and the narrate Edge
// Function, on Deno) reports failures in these words and the browser's narrator reads them back,
// so this file imports nothing.

export type NarrationErrorKind =
  | 'bad_request' // 400
  | 'authentication' // 401
  | 'permission_denied' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'unprocessable_entity' // 422
  | 'rate_limit' // 429
  | 'internal_server' // 5xx
  | 'connection' // no answer at all
  | 'timeout' // 'Request timed out.'
  | 'aborted' // 'Request was aborted.'
  | 'unknown'; // any other status, or a reply the game cannot read

/** Shown to the player when a story call fails and the provider gave no message of its own. */
export const STORY_ERROR_MESSAGE = 'An error occurred while generating the scenario.';

export const TIMEOUT_MESSAGE = 'Request timed out.';
export const ABORT_MESSAGE = 'Request was aborted.';
export const CONNECTION_MESSAGE = 'Connection error.';

export function kindFromStatus(status: number): NarrationErrorKind {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'authentication';
    case 403:
      return 'permission_denied';
    case 404:
      return 'not_found';
    case 408:
      return 'timeout';
    case 409:
      return 'conflict';
    case 422:
      return 'unprocessable_entity';
    case 429:
      return 'rate_limit';
    default:
      return status >= 500 ? 'internal_server' : 'unknown';
  }
}

const KINDS: readonly NarrationErrorKind[] = [
  'bad_request',
  'authentication',
  'permission_denied',
  'not_found',
  'conflict',
  'unprocessable_entity',
  'rate_limit',
  'internal_server',
  'connection',
  'timeout',
  'aborted',
  'unknown',
];

export function isNarrationErrorKind(value: unknown): value is NarrationErrorKind {
  return typeof value === 'string' && (KINDS as readonly string[]).includes(value);
}

/** A failed narration call. `providerMessage` is the storyteller service's own words, if any. */
export class NarrationError extends Error {
  readonly kind: NarrationErrorKind;
  readonly status: number | undefined;
  readonly providerMessage: string | undefined;

  constructor(
    kind: NarrationErrorKind,
    message: string,
    options: { status?: number; providerMessage?: string } = {},
  ) {
    super(message);
    this.name = 'NarrationError';
    this.kind = kind;
    this.status = options.status;
    this.providerMessage = options.providerMessage;
  }
}

export function abortError(): NarrationError {
  return new NarrationError('aborted', ABORT_MESSAGE);
}

/** Any thrown value as a NarrationError, so callers branch on one type only. */
export function toNarrationError(error: unknown): NarrationError {
  if (error instanceof NarrationError) return error;
  if (error instanceof Error && error.name === 'AbortError') return abortError();
  if (error instanceof Error && error.name === 'TimeoutError')
    return new NarrationError('timeout', TIMEOUT_MESSAGE);
  const message = error instanceof Error ? error.message : String(error);
  return new NarrationError('unknown', message || STORY_ERROR_MESSAGE);
}

/** How a failure travels from the storyteller service to the browser (as a JSON body or in-band). */
export interface NarrationFailure {
  readonly kind: NarrationErrorKind;
  readonly message: string;
  readonly status?: number;
  /** The provider's own words, shown to the player in place of the general story message. */
  readonly providerMessage?: string;
}

export function failureBody(failure: NarrationFailure): string {
  return JSON.stringify({ error: failure });
}

const MESSAGE_LIMIT = 500;

function boundedText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value.slice(0, MESSAGE_LIMIT) : undefined;
}

/** Reads `{ error: { kind, message, providerMessage } }` from untrusted JSON; the status decides when the kind is missing. */
export function errorFromFailureBody(body: unknown, status?: number): NarrationError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const kind = isNarrationErrorKind(fields.kind)
    ? fields.kind
    : status !== undefined
      ? kindFromStatus(status)
      : 'unknown';
  const providerMessage = boundedText(fields.providerMessage);
  const message = boundedText(fields.message) ?? providerMessage ?? STORY_ERROR_MESSAGE;
  const options: { status?: number; providerMessage?: string } = {};
  if (status !== undefined) options.status = status;
  if (providerMessage !== undefined) options.providerMessage = providerMessage;
  return new NarrationError(kind, message, options);
}
