// A local stand-in for a Supabase project on 127.0.0.1: GoTrue and PostgREST routes over PGlite
// with our migrations and seed, Edge Functions (handlers given to startEmulator, behind the
// gateway's JWT check) and Realtime Broadcast (realtime.ts). supabase-js talks to it over real HTTP
// and WebSocket, so the adapter's requests (paths, apikey and Authorization headers, bodies) are
// what a Supabase project would receive. Every request is logged and checked: a missing or wrong
// apikey is refused as Supabase does. The service_role key acts as the service role.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { GoTrue, type Reply } from './gotrue.ts';
import { type Caller, PostgRest } from './postgrest.ts';
import { RealtimeEmulator } from './realtime.ts';

/** A fake, public-looking key for the emulator only; it is not a Supabase key. */
export const EMULATOR_ANON_KEY = 'emulator-anon-key';
/** The emulator's stand-in for a project's service_role key (server-side code only). */
export const EMULATOR_SERVICE_KEY = 'emulator-service-role-key';

/** An Edge Function: a web-standard handler, as Deno.serve gets it. */
export type EdgeFunction = (request: Request) => Promise<Response>;

export interface EmulatorOptions {
  /** Edge Functions by name, served at /functions/v1/<name> (and below). */
  readonly functions?: Readonly<Record<string, EdgeFunction>>;
}

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
  readonly realtime: RealtimeEmulator;
  close(): Promise<void>;
}

async function readRaw(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

const API_KEYS = new Set([EMULATOR_ANON_KEY, EMULATOR_SERVICE_KEY]);

interface FunctionReply {
  status: number;
  headers: Headers;
  text: string;
}

export async function startEmulator(db: PGlite, options: EmulatorOptions = {}): Promise<Emulator> {
  const auth = new GoTrue(db);
  const rest = new PostgRest(db);
  const realtime = new RealtimeEmulator(db, (token) => auth.userFor(token));
  await realtime.start();
  const requests: LoggedRequest[] = [];

  /** The Edge Functions gateway: a valid JWT (an API key or a session) in Authorization, then the function. */
  const callFunction = async (
    request: IncomingMessage,
    url: URL,
    headers: Headers,
    raw: string,
  ): Promise<FunctionReply> => {
    const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    const handler = options.functions?.[name];
    const json = (status: number, body: unknown): FunctionReply => ({
      status,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: JSON.stringify(body),
    });
    if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    const bearer = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (request.method !== 'OPTIONS' && !API_KEYS.has(bearer) && !auth.userFor(bearer)) {
      return json(401, { code: 401, message: 'Invalid JWT' });
    }
    const method = request.method ?? 'POST';
    const response = await handler(
      new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? null : raw }),
    );
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  const route = async (request: IncomingMessage, body: unknown): Promise<Reply> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    if (!API_KEYS.has(headers.get('apikey') ?? '')) {
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
      if (bearer === EMULATOR_SERVICE_KEY) caller = { role: 'service_role' };
      else if (bearer && bearer !== EMULATOR_ANON_KEY) {
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
      const raw = await readRaw(request);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname.startsWith('/functions/v1/')) {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const reply = await callFunction(request, url, headers, raw).catch((failure: unknown) => ({
          status: 500,
          headers: new Headers({ 'content-type': 'application/json' }),
          text: JSON.stringify({ message: String(failure) }),
        }));
        requests.push({
          method: request.method ?? '',
          path: url.pathname,
          apikey: (request.headers.apikey as string | undefined) ?? null,
          authorization: request.headers.authorization ?? null,
          body: parseJson(raw),
          status: reply.status,
        });
        response.writeHead(reply.status, Object.fromEntries(reply.headers));
        response.end(reply.text);
        return;
      }
      const body = raw ? (JSON.parse(raw) as unknown) : null;
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
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/realtime/v1/websocket' && API_KEYS.has(url.searchParams.get('apikey') ?? '')) {
      realtime.upgrade(request, socket, head);
    } else {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    realtime,
    close: async () => {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
