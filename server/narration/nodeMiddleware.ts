// The narration endpoint as Node middleware (connect style, as Vite's dev and preview servers and
// the game's own server use): reads the JSON body, hands it to the shared handler and streams the
// answer back chunk by chunk. If the player closes the page, the Groq call is aborted.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Groq from 'groq-sdk';
import type { GroqSettings } from './config.ts';
import { createGroqClient } from './groqNarration.ts';
import { failureResponse, narrateResponse } from './handler.ts';

export type NextFunction = (error?: unknown) => void;
export type NarrateMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: NextFunction,
) => void;

/** Where the game's servers (Vite's, and the production server) take narration requests. */
export const NARRATE_ROUTE = '/api/narrate';

/** Narration requests are small (a name, a hand, the latest scene); anything bigger is refused. */
export const BODY_LIMIT_BYTES = 32 * 1024;

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : (part as Buffer);
    size += bytes.length;
    if (size > BODY_LIMIT_BYTES) throw new BodyTooLarge();
    parts.push(bytes);
  }
  return Buffer.concat(parts).toString('utf8');
}

async function send(answer: Response, response: ServerResponse): Promise<void> {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  // Send the headers now: the player's screen starts showing text with the first chunk.
  response.flushHeaders();
  if (answer.body) {
    for await (const chunk of answer.body) {
      if (response.destroyed) break;
      response.write(chunk);
    }
  }
  response.end();
}

export function createNarrateMiddleware(
  settings: GroqSettings,
  client: Groq = createGroqClient(settings),
): NarrateMiddleware {
  return (request, response, next) => {
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Use POST.');
      return;
    }
    const abort = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) abort.abort();
    });
    void (async () => {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(request));
      } catch (error) {
        const tooLarge = error instanceof BodyTooLarge;
        await send(
          failureResponse(
            {
              kind: 'bad_request',
              message: tooLarge
                ? 'The narration request is too large.'
                : 'The narration request is not valid JSON.',
            },
            tooLarge ? 413 : 400,
          ),
          response,
        );
        return;
      }
      await send(await narrateResponse(body, { settings, client, signal: abort.signal }), response);
    })().catch(next);
  };
}
