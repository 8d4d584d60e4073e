// One WebSocket, as the rest of the server sees it: text frames in, checked in this order (rate,
// then parseClientMessage: size, JSON, type, fields), each refusal answered with an 'error' and
// nothing else done; messages out as JSON, never to a socket that is closing or too far behind.
// The heartbeat (server.ts) pings every connection and drops one that did not answer the last ping,
// so a laptop that went to sleep is noticed as disconnected and its player's grace starts. A
// connection that does not say hello in time is closed: until then it is nobody's, holding a place
// of its network's for nothing.
import WebSocket from 'ws';
import type { RawData } from 'ws';
import { MAX_CLIENT_MESSAGE_CHARS, parseClientMessage, parseErrorMessage } from '../../src/protocol/index.ts';
import type { ClientMessage, ServerMessage } from '../../src/protocol/index.ts';
import type { Cancel, Clock } from './clock.ts';
import type { Limits } from './limits.ts';
import { TokenBucket } from './rateLimit.ts';

export interface ConnectionEvents {
  message(connection: Connection, message: ClientMessage): void;
  closed(connection: Connection): void;
}

/** WebSocket close codes the server uses. */
export const CLOSE = Object.freeze({
  /** Policy violation: a flood of refused messages, or a foreign page's connection. */
  policy: 1008,
  /** The server is shutting down; reconnect later. */
  goingAway: 1001,
  /** Try again later: the network this connection comes from holds as many as it may. */
  tryAgainLater: 1013,
});

export const TEXT = Object.freeze({
  rateLimited: (limits: Limits): string =>
    `Slow down: at most ${limits.messageBurst} messages at once and ${limits.messagesPerSecond} a second.`,
  flood: 'Too many refused messages.',
  tooManyConnections: (limits: Limits): string =>
    `Too many connections from your network (at most ${limits.connectionsPerAddress}). Close another tab of the game and try again.`,
  noHello: (limits: Limits): string =>
    `No hello within ${limits.helloWithinMs / 1000} seconds of connecting. Connect again and say hello first.`,
});

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** The `ref` of a message that was refused, when one can be read, so the client can match the error. */
function refOf(raw: string | null): string | undefined {
  if (raw === null || raw.length > MAX_CLIENT_MESSAGE_CHARS) return undefined;
  try {
    const data = JSON.parse(raw) as { ref?: unknown };
    const ref = typeof data === 'object' && data !== null ? data.ref : undefined;
    return typeof ref === 'string' && ref.length <= 64 ? ref : undefined;
  } catch {
    return undefined;
  }
}

export class Connection {
  /** Set by the first accepted hello (belongTo); until then only hello is answered. */
  playerKey: string | null = null;
  /** Sent the room list (listRooms): gets it again whenever it changes. */
  watchingLobby = false;
  private alive = true;
  private refusedInRow = 0;
  private readonly bucket: TokenBucket;
  private helloDeadline: Cancel | null = null;

  constructor(
    readonly id: number,
    private readonly socket: WebSocket,
    /** The network it comes from (addresses.ts), as the per-network limits count it. */
    readonly network: string,
    private readonly limits: Limits,
    monotonic: () => number,
    events: ConnectionEvents,
  ) {
    this.bucket = new TokenBucket(limits.messageBurst, limits.messagesPerSecond, monotonic);
    socket.on('message', (data, isBinary) => {
      this.alive = true;
      const message = this.receive(data, isBinary);
      if (message) events.message(this, message);
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => {
      this.helloDeadline?.();
      events.closed(this);
    });
    // 'close' follows every error; nothing else to do here.
    socket.on('error', () => undefined);
  }

  /** Closes the connection unless it has said hello by Limits.helloWithinMs from now on `clock`. */
  expectHello(clock: Clock): void {
    this.helloDeadline = clock.at(clock.now() + this.limits.helloWithinMs, () => {
      this.helloDeadline = null;
      if (this.playerKey === null) this.close(CLOSE.policy, TEXT.noHello(this.limits));
    });
  }

  /** The connection is the player's from now on (their hello was accepted). */
  belongTo(playerKey: string): void {
    this.playerKey = playerKey;
    this.helloDeadline?.();
    this.helloDeadline = null;
  }

  private receive(data: RawData, isBinary: boolean): ClientMessage | null {
    const raw = isBinary ? null : textOf(data);
    if (!this.bucket.take()) {
      const ref = refOf(raw);
      this.refuse({
        type: 'error',
        code: 'rate_limited',
        message: TEXT.rateLimited(this.limits),
        ...(ref === undefined ? {} : { ref }),
      });
      return null;
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      this.refuse(parseErrorMessage(parsed, refOf(raw)));
      return null;
    }
    this.refusedInRow = 0;
    return parsed.message;
  }

  private refuse(error: ServerMessage): void {
    this.send(error);
    if (++this.refusedInRow >= this.limits.floodClose) this.close(CLOSE.policy, TEXT.flood);
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /** Sends already-serialised JSON (one list or view serialised once for many connections). */
  sendText(text: string): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  /** One heartbeat: false (and the socket dropped) when the last ping went unanswered. */
  heartbeat(): boolean {
    if (!this.alive) {
      this.socket.terminate();
      return false;
    }
    this.alive = false;
    if (this.open) this.socket.ping();
    return true;
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING)
      this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }
}
