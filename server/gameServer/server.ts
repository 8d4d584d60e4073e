// The game's own online server: a WebSocket endpoint at /api/online on the game's HTTP server
// (the production server, server/web; Vite's dev and preview servers through vitePlugin.ts; a
// plain node:http server in tests and the load benchmark through listen.ts). This file puts the parts together and routes each client
// message to the part that answers it:
//   connection.ts  a socket: rate limit, size, parsing, heartbeat (pinged in slices: heartbeat.ts)
//   players.ts     hello: player keys and names, resuming after a reload
//   roster.ts      which players the server knows and remembers (playerSweep.ts forgets the idle)
//   addresses.ts   the network a connection comes from, as the per-network limits count it
//   lobby.ts       rooms: create, list, join, leave, absent members
//   chat.ts        room chat
//   matches.ts     the match service's host: Start Game, picks, moves, resyncs, Rematch, leaving,
//                  ended matches' replays (server/matchService), the match timers
//   matchStore.ts  the service's store port: each step saved and journaled, the views it sends
//   roomMatches.ts what Start Game, Rematch and the picks do to a room
//   keptReplays.ts finished matches kept for their replays after the room moved on
//   store.ts       the held state and its journal on disk (journal.ts, records.ts)
//   serverShape.ts the options the server is made with and what it offers its hosts
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ClientMessage } from '../../src/protocol/index.ts';
import { PerNetwork, networkOf } from './addresses.ts';
import { Chat } from './chat.ts';
import { guardedClock, monotonicNow, systemClock } from './clock.ts';
import { CLOSE, Connection, TEXT as CONNECTION_TEXT } from './connection.ts';
import type { ConnectionEvents } from './connection.ts';
import { errorMessage, notSavedRefusal } from './context.ts';
import { startHeartbeat } from './heartbeat.ts';
import type { Context, Refusal } from './context.ts';
import { ONLINE_ROUTE, limitsWith } from './limits.ts';
import { Lobby } from './lobby.ts';
import { Matches } from './matches.ts';
import { PlayerSweep } from './playerSweep.ts';
import { QuickMatch } from './quickMatch.ts';
import { hello } from './players.ts';
import { Presence } from './presence.ts';
import { NotSaved } from './readOnly.ts';
import { Roster } from './roster.ts';
import { Spectators } from './spectators.ts';
import { Store } from './store.ts';
import type { OnlineServer, OnlineServerOptions } from './serverShape.ts';

export type { OnlineServer, OnlineServerOptions, OnlineStats } from './serverShape.ts';

export const SERVER_TEXT = Object.freeze({
  noHello: 'Say hello first: send your name (and your player key, if you have one).',
  failed: 'Something went wrong on the server. Try again.',
  shuttingDown: 'The server is shutting down.',
});

function reject(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

const peerAddress = (request: IncomingMessage): string | undefined => request.socket.remoteAddress;

function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function createOnlineServer(options: OnlineServerOptions = {}): OnlineServer {
  const log = options.log ?? ((line: string) => console.warn(line));
  const clock = guardedClock(options.clock ?? systemClock, log);
  const monotonic = options.monotonic ?? monotonicNow;
  const limits = limitsWith(options.limits);
  const store = Store.open({
    dataDir: options.dataDir ?? null,
    chatKept: limits.chatKept,
    compactAtBytes: limits.compactAtBytes,
    forgetPlayersAfterMs: limits.forgetPlayersAfterMs,
    now: () => clock.now(),
    log,
    files: options.journalFiles,
  });
  const presence = new Presence();
  const ownMatchClock = options.matchClock;
  const matchClock = ownMatchClock
    ? (matchId: string) => guardedClock(ownMatchClock(matchId), log)
    : () => clock;
  const roster = new Roster(store, () => clock.now());
  const ctx: Context = { store, presence, roster, clock, matchClock, limits, log };
  const connections = new Set<Connection>();
  const perNetwork = new PerNetwork();
  const lobby = new Lobby(
    ctx,
    () => connections,
    (roomId, closedWith) => matches.memberLeft(roomId, closedWith),
    (matchId): number => spectators.count(matchId),
  );
  const spectators: Spectators = new Spectators(ctx, lobby);
  const matches = new Matches(ctx, lobby, spectators);
  const quickMatch = new QuickMatch(ctx, lobby, (key, roomId) => matches.startPaired(key, roomId));
  const chat = new Chat(ctx, monotonic);

  // Back from a restart (or a first start): nobody is connected yet, so every member is away from
  // now, every live match catches up with the time that passed, and the timers are set again.
  const startedAt = clock.now();
  const members = () => [...store.state.rooms.values()].flatMap((r) => r.members.map((m) => m.key));
  for (const key of members()) presence.markAway(key, startedAt);
  matches.restore();
  for (const key of members()) lobby.scheduleAway(key);
  const sweep = new PlayerSweep(store, presence, clock, limits);
  sweep.start();

  /** A player who entered a room by their own hand waits for Quick Match no longer. */
  function enteredRoom(key: string, refusal: Refusal | null): Refusal | null {
    if (refusal === null) quickMatch.leave(key);
    return refusal;
  }

  function dispatch(connection: Connection, message: ClientMessage): Refusal | null {
    if (message.type === 'hello') return hello(ctx, lobby, matches, connection, message);
    const key = connection.playerKey;
    if (key === null) return { code: 'no_hello', message: SERVER_TEXT.noHello };
    switch (message.type) {
      case 'listRooms':
        connection.watchingLobby = true;
        connection.send({ type: 'rooms', rooms: lobby.summaries() });
        return null;
      case 'createRoom':
        return enteredRoom(key, lobby.create(key, message.name, connection.network));
      case 'joinRoom':
        return enteredRoom(key, lobby.join(key, message.roomId));
      case 'joinInvite':
        return enteredRoom(key, lobby.joinByInvite(key, message.code, connection));
      case 'watchMatch':
        return spectators.watch(connection, key, message.matchId);
      case 'stopWatching':
        spectators.unwatch(connection, message.matchId, message.ref);
        return null;
      case 'quickMatch':
        return quickMatch.join(key);
      case 'leaveQueue':
        if (quickMatch.has(key)) quickMatch.leave(key);
        else quickMatch.sendStatus(key);
        return null;
      case 'chat':
        return chat.post(key, message.roomId, message.text);
      case 'leaveRoom':
      case 'startMatch':
      case 'pickFighter':
      case 'move':
      case 'resync':
      case 'rematch':
      case 'replay':
        return matches.answer(connection, key, message);
    }
  }

  let closing = false;
  let allClosed: (() => void) | null = null;

  const events: ConnectionEvents = {
    message(connection, message) {
      if (closing) return;
      let refusal: Refusal | null;
      try {
        refusal = dispatch(connection, message);
      } catch (error) {
        // Not saved: the store has logged it and nothing changed; the player is told in words.
        if (error instanceof NotSaved) refusal = notSavedRefusal(message.type);
        else {
          log(`online: ${message.type} failed: ${(error as Error).stack ?? String(error)}`);
          refusal = { code: 'server_error', message: SERVER_TEXT.failed };
        }
      }
      if (refusal) connection.send(errorMessage(refusal, message.ref));
    },
    closed(connection) {
      connections.delete(connection);
      perNetwork.remove(connection.network);
      spectators.closed(connection);
      if (closing) {
        if (connections.size === 0) allClosed?.();
        return;
      }
      const key = connection.playerKey;
      if (key === null || !presence.remove(key, connection, clock.now())) return;
      try {
        quickMatch.leave(key);
        matches.wentAway(key);
        const room = store.roomOf(key);
        if (room) {
          lobby.sendRoom(room);
          lobby.scheduleAway(key);
        } else {
          presence.forget(key);
          chat.forget(key);
          roster.wentAway(key);
        }
      } catch (error) {
        log(`online: a disconnection failed: ${(error as Error).stack ?? String(error)}`);
      }
    },
  };

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  let nextId = 1;

  const stopHeartbeat = startHeartbeat(connections, limits.heartbeatMs, (error) =>
    log(`online: a heartbeat failed: ${error.stack ?? String(error)}`),
  );

  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== ONLINE_ROUTE) return false;
    if (closing) reject(socket, 503, 'Service Unavailable');
    else if (!options.allowForeignOrigins && !sameOrigin(request)) reject(socket, 403, 'Forbidden');
    else {
      const network = networkOf((options.addressOf ?? peerAddress)(request) ?? 'unknown');
      wss.handleUpgrade(request, socket, head, (ws) => {
        // Closed at once with a reason the page can read, rather than a bare HTTP refusal.
        if (perNetwork.count(network) >= limits.connectionsPerAddress) {
          ws.close(CLOSE.tryAgainLater, CONNECTION_TEXT.tooManyConnections(limits));
          return;
        }
        perNetwork.add(network);
        const connection = new Connection(nextId++, ws, network, limits, monotonic, events);
        connections.add(connection);
        connection.expectHello(clock);
      });
    }
    return true;
  }

  let closed: Promise<void> | null = null;
  const testing: Pick<OnlineServer, 'playOnTurn'> = options.movesOnTurn
    ? { playOnTurn: (matchId, moves) => matches.playOnTurn(matchId, moves) }
    : {};

  return {
    ...testing,
    handleUpgrade,
    attach(server) {
      const listener = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
        handleUpgrade(request, socket, head);
      };
      server.on('upgrade', listener);
      return () => server.off('upgrade', listener);
    },
    stats() {
      let live = 0;
      for (const m of store.state.matches.values()) if (m.status === 'live') live++;
      return {
        connections: connections.size,
        rooms: store.state.rooms.size,
        liveMatches: live,
        heldMatches: store.state.matches.size,
        players: store.state.players.size,
        visitors: roster.visiting,
      };
    },
    get state() {
      return store.state;
    },
    close({ compact = true } = {}) {
      closed ??= new Promise<void>((resolve) => {
        closing = true;
        stopHeartbeat();
        sweep.close();
        lobby.close();
        quickMatch.close();
        spectators.close();
        matches.close();
        store.close(compact);
        wss.close();
        if (connections.size === 0) {
          resolve();
          return;
        }
        const fallback = setTimeout(() => {
          for (const c of connections) c.terminate();
          resolve();
        }, 1000);
        allClosed = () => {
          clearTimeout(fallback);
          resolve();
        };
        for (const c of connections) c.close(CLOSE.goingAway, SERVER_TEXT.shuttingDown);
      });
      return closed;
    },
  };
}
