// A local stand-in for a Supabase project on 127.0.0.1: GoTrue and PostgREST routes over PGlite
// with our migrations and seed. supabase-js talks to it over real HTTP, so the adapter's requests
// (paths, apikey and Authorization headers, bodies) are what a Supabase project would receive.
// Every request is logged and checked: a missing or wrong apikey is refused as Supabase does.
// Realtime (WebSocket) is not emulated.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { GoTrue, type Reply } from './gotrue.ts';
import { type Caller, PostgRest } from './postgrest.ts';

/** A fake, public-looking key for the emulator only; it is not a Supabase key. */
export const EMULATOR_ANON_KEY = 'emulator-anon-key';

export interface LoggedRequest {
  method: string;
  path: string;
  apikey: string | null;
  authorization: string | null;
  body: unknown;
  status: number;
}

export interface Emulator {
  readonly url: string;
  readonly requests: LoggedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function startEmulator(db: PGlite): Promise<Emulator> {
  const auth = new GoTrue(db);
  const rest = new PostgRest(db);
  const requests: LoggedRequest[] = [];

  const route = async (request: IncomingMessage, body: unknown): Promise<Reply> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    if (headers.get('apikey') !== EMULATOR_ANON_KEY) {
      return {
        status: 401,
        body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` key.' },
      };
    }
    const bearer = headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    if (url.pathname.startsWith('/auth/v1/')) {
      return auth.handle(
        request.method ?? 'GET',
        url.pathname.slice(8),
        url.searchParams,
        (body ?? {}) as Record<string, unknown>,
        bearer,
      );
    }
    if (url.pathname.startsWith('/rest/v1/')) {
      let caller: Caller = { role: 'anon' };
      if (bearer && bearer !== EMULATOR_ANON_KEY) {
        const sub = auth.userFor(bearer);
        if (!sub)
          return {
            status: 401,
            body: { code: 'PGRST301', message: 'JWT expired', details: null, hint: null },
          };
        caller = { role: 'authenticated', sub };
      }
      return rest.handle(
        request.method ?? 'GET',
        url.pathname.slice(8),
        url.searchParams,
        body,
        headers,
        caller,
      );
    }
    return { status: 404, body: { message: 'not found' } };
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const reply = await route(request, body).catch((failure: unknown) => ({
        status: 500,
        body: { message: String(failure) },
      }));
      requests.push({
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0] ?? '',
        apikey: (request.headers.apikey as string | undefined) ?? null,
        authorization: request.headers.authorization ?? null,
        body,
        status: reply.status,
      });
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      });
      response.end(reply.status === 204 ? undefined : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
