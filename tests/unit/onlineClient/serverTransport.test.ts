// The browser's transport to the game's server, over a fake WebSocket and a fake timer: hello with
// the stored player key, the key kept from 'welcome', messages validated, the reconnection back-off
// (1, 2, 5, then 10 s) with the match resynced, and messages sent while the link is down refused.
import { describe, expect, it, vi } from 'vitest';
import {
  OFFLINE_MESSAGE,
  RECONNECT_BACKOFF_MS,
  createServerTransport,
  onlineUrl,
} from '../../../src/services/online/serverTransport.ts';
import { PLAYER_KEY_STORAGE } from '../../../src/services/online/transport.ts';
import type { ConnectionState } from '../../../src/services/online/transport.ts';
import type { ServerMessage } from '../../../src/protocol/index.ts';

const KEY = 'a-player-key-of-32-characters-xx';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event?: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  // The server's side:
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function harness(stored: Record<string, string> = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; done: boolean }[] = [];
  const storage = new Map(Object.entries(stored));
  const transport = createServerTransport({
    url: 'ws://game.test/api/online',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
    },
    setTimer: (fn, ms) => {
      const timer = { fn, ms, done: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { done: boolean }).done = true;
    },
  });
  const messages: ServerMessage[] = [];
  const states: ConnectionState[] = [];
  transport.onMessage((m) => messages.push(m));
  transport.onState((s) => states.push(s));
  /** Runs the timers set so far (in order), returning their delays. */
  const runTimers = () => {
    const due = timers.filter((t) => !t.done);
    for (const t of due) {
      t.done = true;
      t.fn();
    }
    return due.map((t) => t.ms);
  };
  return { transport, sockets, timers, storage, messages, states, runTimers };
}

const welcome = { type: 'welcome', playerKey: KEY, name: 'Dayang' };
const view = (seq: number) => ({
  type: 'matchView',
  matchId: 'm1',
  seq,
  rev: seq,
  serverNow: 1,
  view: { matchId: 'm1', seq, rev: seq, seat: 0, status: 'live', logFrom: 0, log: [], hand: [1, 2] },
});

describe('the server transport', () => {
  it('tells the player why the server turned the connection away, and still tries again', () => {
    const h = harness();
    h.transport.connect('Dayang');
    const reason =
      'Too many connections from your network (at most 64). Close another tab of the game and try again.';
    h.sockets[0]?.drop(1013, reason);
    expect(h.messages).toEqual([{ type: 'error', code: 'rate_limited', message: reason }]);
    expect(h.states).toEqual(['connecting', 'reconnecting']);
    expect(h.runTimers()).toEqual([RECONNECT_BACKOFF_MS[0]]);
    // Turned away again for the same reason: told once, not at every retry.
    h.sockets[1]?.drop(1013, reason);
    expect(h.messages).toHaveLength(1);
    h.runTimers();
    // A dropped network or a restart closes without a reason: nothing to tell, only reconnecting.
    h.sockets[2]?.open();
    h.sockets[2]?.receive(welcome);
    h.sockets[2]?.drop();
    expect(h.messages.filter((m) => m.type === 'error')).toHaveLength(1);
  });

  it('opens ws(s)://<host>/api/online as the page is served', () => {
    expect(onlineUrl({ protocol: 'http:', host: 'localhost:4173' })).toBe('ws://localhost:4173/api/online');
    expect(onlineUrl({ protocol: 'https:', host: 'arnis.example' })).toBe('wss://arnis.example/api/online');
  });

  it('says hello without a key the first time and keeps the key the server issues', () => {
    const h = harness();
    h.transport.connect('Dayang');
    expect(h.states).toEqual(['connecting']);
    h.sockets[0]?.open();
    expect(h.sockets[0]?.sent).toEqual([{ type: 'hello', name: 'Dayang' }]);
    h.sockets[0]?.receive(welcome);
    expect(h.storage.get(PLAYER_KEY_STORAGE)).toBe(KEY);
    expect(h.states).toEqual(['connecting', 'open']);
    expect(h.messages).toEqual([welcome]);
  });

  it('says hello with the stored key on later visits', () => {
    const h = harness({ [PLAYER_KEY_STORAGE]: KEY });
    h.transport.connect('Dayang');
    h.sockets[0]?.open();
    expect(h.sockets[0]?.sent).toEqual([{ type: 'hello', playerKey: KEY, name: 'Dayang' }]);
  });

  it('drops what is not a valid server message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = harness();
    h.transport.connect('Dayang');
    h.sockets[0]?.open();
    h.sockets[0]?.receive('not json');
    h.sockets[0]?.receive({ type: 'whatever' });
    h.sockets[0]?.receive({ type: 'matchView', matchId: 'm1' });
    h.sockets[0]?.receive({ ...view(2), seq: 3 });
    expect(h.messages).toEqual([]);
    h.sockets[0]?.receive(view(2));
    expect(h.messages).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('answers a message sent before the welcome or while the link is down with an error', () => {
    const h = harness();
    h.transport.connect('Dayang');
    h.transport.send({ type: 'listRooms', ref: 'rooms-1' });
    h.runTimers();
    expect(h.messages).toEqual([
      { type: 'error', code: 'server_error', message: OFFLINE_MESSAGE, ref: 'rooms-1' },
    ]);
    h.sockets[0]?.open();
    h.sockets[0]?.receive(welcome);
    h.transport.send({ type: 'listRooms', ref: 'rooms-2' });
    expect(h.sockets[0]?.sent.at(-1)).toEqual({ type: 'listRooms', ref: 'rooms-2' });
  });

  it('reconnects after 1, 2, 5 and then every 10 s, and resyncs the match after the welcome', () => {
    const h = harness();
    h.transport.connect('Dayang');
    h.sockets[0]?.open();
    h.sockets[0]?.receive(welcome);
    h.sockets[0]?.receive(view(4));
    h.sockets[0]?.drop();
    expect(h.states.at(-1)).toBe('reconnecting');
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      delays.push(...h.runTimers());
      h.sockets.at(-1)?.drop();
    }
    expect(delays).toEqual([...RECONNECT_BACKOFF_MS, 10_000]);
    expect(h.states.filter((s) => s === 'reconnecting')).toHaveLength(1);
    h.runTimers();
    const back = h.sockets.at(-1);
    back?.open();
    expect(back?.sent).toEqual([{ type: 'hello', playerKey: KEY, name: 'Dayang' }]);
    back?.receive(welcome);
    expect(h.states.at(-1)).toBe('open');
    expect(back?.sent.at(-1)).toEqual({ type: 'resync', matchId: 'm1' });
    // The back-off starts again after a welcome.
    back?.drop();
    expect(h.runTimers()).toEqual([RECONNECT_BACKOFF_MS[0]]);
  });

  it('closing on purpose stops the retries', () => {
    const h = harness();
    h.transport.connect('Dayang');
    h.sockets[0]?.open();
    h.transport.close();
    expect(h.sockets[0]?.closedByClient).toBe(true);
    expect(h.states.at(-1)).toBe('closed');
    h.sockets[0]?.drop();
    expect(h.runTimers()).toEqual([]);
    expect(h.sockets).toHaveLength(1);
  });
});
