// Reads a storyteller service's streamed answer: plain UTF-8 text, possibly ended by an in-band
// failure report (STREAM_ERROR_MARK followed by JSON) when the provider failed half-way through.
import { errorFromFailureBody } from '../../protocol/narrationErrors';
import type { NarrationError } from '../../protocol/narrationErrors';
import { STREAM_ERROR_MARK } from '../../protocol/narration';

export async function* readTextStream(
  body: ReadableStream<Uint8Array>,
  failureOf: (error: unknown) => NarrationError,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let report: string | null = null;
  let finished = false;
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        throw failureOf(error);
      }
      const text = read.done ? decoder.decode() : decoder.decode(read.value, { stream: true });
      if (report !== null) {
        report += text;
      } else {
        const mark = text.indexOf(STREAM_ERROR_MARK);
        if (mark >= 0) {
          if (mark > 0) yield text.slice(0, mark);
          report = text.slice(mark + 1);
        } else if (text.length > 0) {
          yield text;
        }
      }
      if (read.done) break;
    }
    finished = true;
  } finally {
    // A reader that stops early (a closed dialog) cancels the download instead of leaving it open.
    if (finished) reader.releaseLock();
    else void reader.cancel().catch(() => undefined);
  }
  if (report !== null) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(report);
    } catch {
      // An unreadable report is still a failure; the general message stands.
    }
    throw errorFromFailureBody(parsed);
  }
}

export async function errorFromResponse(response: Response): Promise<NarrationError> {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    // Not JSON (a proxy's HTML error page, say): the status alone decides the kind.
  }
  return errorFromFailureBody(parsed, response.status);
}
