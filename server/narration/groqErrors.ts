// Groq's error classes as the game's narration error kinds (docs/game-design.md §7.3). The order matters: a
// timeout is a kind of connection error in the SDK, and an abort is checked first because a
// cancelled call is nobody's fault.
//
// Shared with Deno (`groq-sdk` comes from the function's import map).
import Groq from 'groq-sdk';
import {
  ABORT_MESSAGE,
  CONNECTION_MESSAGE,
  kindFromStatus,
  NarrationError,
  STORY_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
} from '../../src/protocol/narrationErrors.ts';
import type { NarrationErrorKind } from '../../src/protocol/narrationErrors.ts';

/** Groq puts its own words at `error.message` (mid-stream) or `error.error.message` (error body). */
function providerMessageOf(error: InstanceType<typeof Groq.APIError>): string | undefined {
  const body: unknown = error.error;
  if (typeof body !== 'object' || body === null) return undefined;
  const inner: unknown = (body as { error?: unknown }).error;
  const source = typeof inner === 'object' && inner !== null ? inner : body;
  const message: unknown = (source as { message?: unknown }).message;
  return typeof message === 'string' && message.trim().length > 0 ? message.trim().slice(0, 500) : undefined;
}

const STATUS_ERRORS: ReadonlyArray<readonly [new (...args: never[]) => Error, NarrationErrorKind]> = [
  [Groq.BadRequestError, 'bad_request'],
  [Groq.AuthenticationError, 'authentication'],
  [Groq.PermissionDeniedError, 'permission_denied'],
  [Groq.NotFoundError, 'not_found'],
  [Groq.ConflictError, 'conflict'],
  [Groq.UnprocessableEntityError, 'unprocessable_entity'],
  [Groq.RateLimitError, 'rate_limit'],
  [Groq.InternalServerError, 'internal_server'],
];

function withStatus(status: number | undefined): { status?: number } {
  return status === undefined ? {} : { status };
}

export function narrationErrorFromGroq(error: unknown): NarrationError {
  if (error instanceof NarrationError) return error;
  if (error instanceof Groq.APIUserAbortError) return new NarrationError('aborted', ABORT_MESSAGE);
  if (error instanceof Groq.APIConnectionTimeoutError) return new NarrationError('timeout', TIMEOUT_MESSAGE);
  if (error instanceof Groq.APIConnectionError) return new NarrationError('connection', CONNECTION_MESSAGE);
  if (error instanceof Groq.APIError) {
    const providerMessage = providerMessageOf(error);
    const extra = providerMessage === undefined ? {} : { providerMessage };
    const kind =
      STATUS_ERRORS.find(([ErrorClass]) => error instanceof ErrorClass)?.[1] ??
      // An error event inside a stream has no status: the provider failed while writing.
      (error.status === undefined ? 'internal_server' : kindFromStatus(error.status));
    return new NarrationError(kind, providerMessage ?? STORY_ERROR_MESSAGE, {
      ...withStatus(error.status),
      ...extra,
    });
  }
  const message = error instanceof Error && error.message ? error.message : STORY_ERROR_MESSAGE;
  return new NarrationError('unknown', message);
}
