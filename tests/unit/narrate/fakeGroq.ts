// A local stand-in for Groq's OpenAI-compatible chat completions endpoint, over real HTTP on
// 127.0.0.1: POST /openai/v1/chat/completions with "stream": true answers text/event-stream
// `data: {chunk}` lines ending with `data: [DONE]`, exactly as groq-sdk expects.
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | {
      readonly kind: 'stream';
      readonly chunks: readonly string[];
      readonly gapMs?: number;
      readonly failAfter?: number;
      readonly hangAfter?: number;
    }
  | { readonly kind: 'error'; readonly status: number; readonly message: string }
  | { readonly kind: 'silence'; readonly ms: number };

export interface FakeGroq {
  readonly baseURL: string;
  /** Every request body received, in order. */
  readonly requests: Array<Record<string, unknown>>;
  readonly paths: string[];
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sse(response: ServerResponse, data: unknown): void {
  response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

function chunk(content: string, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
}

export async function startFakeGroq(
  reply: (body: Record<string, unknown>, count: number) => FakeReply,
): Promise<FakeGroq> {
  const requests: Array<Record<string, unknown>> = [];
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    request.on('end', () => {
      void (async () => {
        paths.push(`${request.method} ${request.url}`);
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        requests.push(body);
        const answer = reply(body, requests.length);
        const model = String(body.model);
        if (answer.kind === 'error') {
          response.writeHead(answer.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
          response.end(JSON.stringify({ error: { message: answer.message, type: 'invalid_request_error' } }));
          return;
        }
        if (answer.kind === 'silence') {
          await wait(answer.ms);
          if (!response.destroyed) response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const [index, content] of answer.chunks.entries()) {
          if (response.destroyed) return;
          if (answer.failAfter === index) {
            sse(response, {
              error: { message: 'The model stopped mid-sentence.', type: 'internal_server_error' },
            });
            response.end();
            return;
          }
          if (answer.hangAfter === index) {
            await wait(10_000);
            return;
          }
          sse(response, chunk(content, model));
          if (answer.gapMs) await wait(answer.gapMs);
        }
        sse(response, '[DONE]');
        response.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    paths,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port with nothing listening: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
