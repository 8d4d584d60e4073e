// The online transport over the game's own server: one browser WebSocket to /api/online on the
// game's own address (ws:// or wss:// as the page is served), speaking the protocol of src/protocol.
//
// - The first message on every connection is 'hello' with this browser's player key (kept in
//   local storage under PLAYER_KEY_STORAGE; the server issues one on the first hello and 'welcome'
//   carries it back to be kept) and the player's name.
// - Every message received is validated (parseServerMessage); what fails is dropped and logged.
// - A link that drops is retried by itself after 1, 2, 5, then every 10 s (the realtime back-off),
//   in state 'reconnecting'. Once the server welcomes it back, the current match (the last one a
//   view arrived for) is resynced: the server answers with the full view, so nothing is missed.
// - Messages sent while the link is down are answered at once with an 'error' message.
import { parseServerMessage } from '../../protocol/index.ts';
import type { ClientMessage, ServerMessage } from '../../protocol/index.ts';
import { PLAYER_KEY_STORAGE } from './transport.ts';
import type { ConnectionState, OnlineTransport } from './transport.ts';

/** The path of the game server's online endpoint. */
export const ONLINE_PATH = '/api/online';
/** Seconds between reconnection attempts: the first, the second, the third, then every one after. */
export const RECONNECT_BACKOFF_MS: readonly number[] = [1000, 2000, 5000, 10_000];
/** The message of the 'error' that answers a message sent while the link is down. */
/** Close codes the game's server sends with a reason for the player: policy (1008), try again later (1013). */
const CLOSE_TRY_LATER = 1013;
const TOLD_CLOSES: ReadonlySet<number> = new Set([1008, CLOSE_TRY_LATER]);

export const OFFLINE_MESSAGE = 'You are not connected to the game server. Reconnecting...';

/** The browser parts the transport uses, replaceable in tests. */
export interface ServerTransportOptions {
  /** The endpoint; by default ws(s)://<this page's host>/api/online. */
  url?: string;
  createSocket?: (url: string) => WebSocket;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** ws://host/api/online for a page served over http, wss:// over https. */
export function onlineUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${ONLINE_PATH}`;
}

export function createServerTransport(options: ServerTransportOptions = {}): OnlineTransport {
  const url = options.url ?? onlineUrl(window.location);
  const createSocket = options.createSocket ?? ((to: string) => new WebSocket(to));
  const storage = options.storage ?? window.localStorage;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => window.setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => window.clearTimeout(handle as number));

  const messageListeners = new Set<(message: ServerMessage) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'closed';
  let socket: WebSocket | null = null;
  let name = '';
  /** Whether the server has welcomed this connection (messages may flow). */
  let welcomed = false;
  /** Failed attempts since the last welcome: picks the back-off. */
  let attempts = 0;
  let retry: unknown = null;
  /** Whether a connection was ever welcomed: the next welcome is a reconnection. */
  let everWelcomed = false;
  /** The match the player follows (the last one a view came for): resynced after a reconnection. */
  let currentMatch: string | null = null;

  const emit = (message: ServerMessage): void => {
    for (const listener of [...messageListeners]) listener(message);
  };
  const setState = (next: ConnectionState): void => {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };

  const readKey = (): string | undefined => {
    try {
      return storage.getItem(PLAYER_KEY_STORAGE) ?? undefined;
    } catch {
      return undefined;
    }
  };
  const writeKey = (key: string): void => {
    try {
      storage.setItem(PLAYER_KEY_STORAGE, key);
    } catch {
      // Storage may be full or blocked: the server issues a new key next time.
    }
  };

  const rawSend = (message: ClientMessage): boolean => {
    if (!socket || socket.readyState !== 1) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const scheduleRetry = (): void => {
    if (retry !== null || state === 'closed') return;
    const delay = RECONNECT_BACKOFF_MS[Math.min(attempts, RECONNECT_BACKOFF_MS.length - 1)] ?? 10_000;
    attempts += 1;
    retry = setTimer(() => {
      retry = null;
      open();
    }, delay);
  };

  const onWelcome = (message: Extract<ServerMessage, { type: 'welcome' }>): void => {
    writeKey(message.playerKey);
    toldReason = null;
    const reconnection = everWelcomed;
    welcomed = true;
    everWelcomed = true;
    attempts = 0;
    setState('open');
    // The server may have moved on while the link was down: ask for the whole match again.
    if (reconnection && currentMatch) rawSend({ type: 'resync', matchId: currentMatch });
  };

  /** The last reason the server gave for turning the connection away, until it lets the player in. */
  let toldReason: string | null = null;

  /**
   * A server that turns a connection away says why in the close frame (too many connections from
   * one network, no hello in time, a flood): the player reads it instead of a silent retry. Other
   * closes (a dropped network, a restart) only show as reconnecting.
   */
  function tellWhyClosed(event: CloseEvent | undefined): void {
    if (!event || !TOLD_CLOSES.has(event.code) || event.reason === '') return;
    // Told once, not at every retry, until the server lets the player in again.
    if (event.reason === toldReason) return;
    toldReason = event.reason;
    emit({
      type: 'error',
      code: event.code === CLOSE_TRY_LATER ? 'rate_limited' : 'server_error',
      message: event.reason,
    });
  }

  function open(): void {
    if (state === 'closed') return;
    welcomed = false;
    let ws: WebSocket;
    try {
      ws = createSocket(url);
    } catch (error) {
      console.warn('The game server could not be reached:', error);
      setState('reconnecting');
      scheduleRetry();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      const playerKey = readKey();
      const hello: ClientMessage = playerKey ? { type: 'hello', playerKey, name } : { type: 'hello', name };
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (event: MessageEvent) => {
      if (socket !== ws) return;
      const parsed = parseServerMessage(event.data);
      if (!parsed.ok) {
        console.warn('A message from the game server was dropped:', parsed.message);
        return;
      }
      const message = parsed.message;
      if (message.type === 'welcome') onWelcome(message);
      else if (message.type === 'matchView') currentMatch = message.matchId;
      emit(message);
    };
    ws.onclose = (event?: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      welcomed = false;
      if (state === 'closed') return;
      setState('reconnecting');
      tellWhyClosed(event);
      scheduleRetry();
    };
    // An error is always followed by a close, which retries.
    ws.onerror = () => undefined;
  }

  return {
    kind: 'server',
    connect(playerName: string): void {
      name = playerName;
      if (state !== 'closed') return;
      attempts = 0;
      setState('connecting');
      open();
    },
    send(message: ClientMessage): void {
      if (message.type === 'resync' || message.type === 'move') currentMatch = message.matchId;
      if (welcomed && rawSend(message)) return;
      const refusal: ServerMessage = { type: 'error', code: 'server_error', message: OFFLINE_MESSAGE };
      if (message.ref !== undefined) refusal.ref = message.ref;
      if ('matchId' in message) refusal.matchId = message.matchId;
      // Answered on the next task, like a server's answer would be.
      setTimer(() => emit(refusal), 0);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close(): void {
      setState('closed');
      if (retry !== null) clearTimer(retry);
      retry = null;
      const ws = socket;
      socket = null;
      welcomed = false;
      everWelcomed = false;
      currentMatch = null;
      if (ws && ws.readyState <= 1) ws.close(1000, 'Closed by the player');
    },
  };
}
