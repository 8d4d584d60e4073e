// The narration endpoint in web-standard terms (Request body in, Response out), so the Vite
// dev/preview route and the narrate Edge Function answer the same way:
// - 200 with `text/plain` streamed as Groq writes it; a failure half-way through ends the text
//   with STREAM_ERROR_MARK and a JSON report;
// - otherwise a JSON `{ error: { kind, message, providerMessage? } }` with a status that says
//   what went wrong (Groq's own status when it answered, 502 unreachable, 504 timed out).
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import type Groq from 'groq-sdk';
import { failureBody, NarrationError, STORY_ERROR_MESSAGE } from '../../src/protocol/narrationErrors.ts';
import type { NarrationFailure } from '../../src/protocol/narrationErrors.ts';
import { parseNarrationCall, STREAM_ERROR_MARK } from '../../src/protocol/narration.ts';
import type { GroqSettings } from './config.ts';
import { openGroqNarration } from './groqNarration.ts';

export interface NarrateContext {
  readonly settings: GroqSettings;
  readonly client: Groq;
  /** Aborts the Groq call when the player goes away. */
  readonly signal?: AbortSignal;
  /** Added to every answer (the Edge Function's CORS headers). */
  readonly headers?: Readonly<Record<string, string>>;
}

const STATUS_FOR_KIND: Readonly<Record<string, number>> = {
  connection: 502,
  timeout: 504,
  aborted: 499,
  unknown: 502,
};

export function failureResponse(
  failure: NarrationFailure,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(failureBody(failure), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function failureOf(error: NarrationError): NarrationFailure {
  return {
    kind: error.kind,
    message: error.message,
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.providerMessage !== undefined ? { providerMessage: error.providerMessage } : {}),
  };
}

function asNarrationError(error: unknown): NarrationError {
  return error instanceof NarrationError ? error : new NarrationError('unknown', STORY_ERROR_MESSAGE);
}

export async function narrateResponse(body: unknown, context: NarrateContext): Promise<Response> {
  const headers = context.headers ?? {};
  const call = parseNarrationCall(body);
  if (call === null) {
    return failureResponse(
      { kind: 'bad_request', message: 'The narration request is not valid.' },
      400,
      headers,
    );
  }
  let told: AsyncIterator<string>;
  try {
    told = (await openGroqNarration(context.client, context.settings, call, context.signal))[
      Symbol.asyncIterator
    ]();
  } catch (error) {
    const failure = asNarrationError(error);
    return failureResponse(
      failureOf(failure),
      failure.status ?? STATUS_FOR_KIND[failure.kind] ?? 502,
      headers,
    );
  }
  const encoder = new TextEncoder();
  const text = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await told.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.enqueue(
          encoder.encode(STREAM_ERROR_MARK + failureBody(failureOf(asNarrationError(error)))),
        );
        controller.close();
      }
    },
    async cancel() {
      // The reader went away: stop asking Groq for more.
      await told.return?.();
    },
  });
  return new Response(text, {
    status: 200,
    headers: {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
