// The online server's numbers in one place: what a connection may send, how many connections and
// rooms one network may hold, how much chat a room keeps, how long an absent player keeps a seat
// and an idle player their key, when the journal is compacted. Tests and the load benchmark pass
// their own (`Partial<Limits>`); players always get these.
import { MAX_CLIENT_MESSAGE_CHARS } from '../../src/protocol/index.ts';

/** Where the game's pages open the WebSocket (same host and port as the game). */
export const ONLINE_ROUTE = '/api/online';

export interface Limits {
  /** Messages a connection may send at once (a token bucket this deep)... */
  messageBurst: number;
  /** ...refilled at this many per second. */
  messagesPerSecond: number;
  /** Refused messages in a row before the connection is closed as a flood (1008). */
  floodClose: number;
  /** Chat messages a player may send in any `chatWindowMs`. */
  chatPerWindow: number;
  chatWindowMs: number;
  /** Chat messages kept per room (and sent to a player who joins). */
  chatKept: number;
  /**
   * A player away this long outside a live match loses their place in the room. Inside a live
   * match the authority's FORFEIT_GRACE_MS (also 60 s) decides, and the place goes when it ends.
   */
  roomAwayMs: number;
  /** Open rooms at most (each holds a little memory and journal). */
  maxRooms: number;
  /**
   * Open connections from one network (one IPv4 address, or one IPv6 /64: addresses.ts) at most;
   * one more is closed at once with 1013 and the reason.
   */
  connectionsPerAddress: number;
  /** Open rooms created from one network at most (each counts until it closes). */
  roomsPerAddress: number;
  /** A connection that has not said hello this long after opening is closed (1008). */
  helloWithinMs: number;
  /** A player not seen this long, in no room and no match, is forgotten (their key is then unknown). */
  forgetPlayersAfterMs: number;
  /** How often the players are swept for those to forget... */
  playerSweepMs: number;
  /** ...this many at a time, the rest after other work has had its turn. */
  playerSweepBatch: number;
  /**
   * A finished match its room has moved on from (a rematch, a new game) stays this long at most
   * for a player who has not fetched its replay yet (keptReplays.ts).
   */
  replayKeptMs: number;
  /** Rooms sent in a list (waiting rooms first, then the newest). */
  listedRooms: number;
  /** Spectators of one match at most (each gets every change: a match's sending grows with them). */
  watchersPerMatch: number;
  /** Ping every this often; a connection that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  /** A WebSocket frame larger than this (bytes) closes the connection (1009) before it is read. */
  maxFrameBytes: number;
  /** A connection whose unsent data passes this (bytes) is too slow to follow and is dropped. */
  maxBufferedBytes: number;
  /** The journal is compacted into a new snapshot when it passes this size (bytes). */
  compactAtBytes: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  messageBurst: 20,
  messagesPerSecond: 10,
  floodClose: 200,
  chatPerWindow: 5,
  chatWindowMs: 10_000,
  chatKept: 100,
  roomAwayMs: 60_000,
  maxRooms: 5000,
  // A household or a LAN party shares one address behind its router: 64 connections are 32 players
  // each in the middle of a reload (the new socket opens before the old one closes), and 32 rooms
  // are as many as 64 players fill two by two. Beyond that is one machine hoarding the server.
  connectionsPerAddress: 64,
  roomsPerAddress: 32,
  // The game's page says hello as soon as its socket opens; 10 s leaves a slow phone room.
  helloWithinMs: 10_000,
  // A player's key is all that links a browser to its room; outside one it holds nothing, so a
  // key idle for half a year can go.
  forgetPlayersAfterMs: 180 * 24 * 60 * 60 * 1000,
  playerSweepMs: 60 * 60 * 1000,
  playerSweepBatch: 1000,
  // A browser asks for the replay the moment it sees the end; 5 minutes cover a reconnection.
  replayKeptMs: 5 * 60 * 1000,
  listedRooms: 100,
  // A friend group, a class watching a final: 50 is plenty, and keeps a match's fan-out bounded.
  watchersPerMatch: 50,
  // A dead link (a closed laptop lid, a pulled cable) is noticed within 15 to 30 s.
  heartbeatMs: 15_000,
  // Text over MAX_CLIENT_MESSAGE_CHARS is refused with a readable 'too_large'; up to this size it
  // is still read to say so, beyond it the frame is not worth reading.
  maxFrameBytes: 16 * MAX_CLIENT_MESSAGE_CHARS,
  maxBufferedBytes: 4 * 1024 * 1024,
  compactAtBytes: 32 * 1024 * 1024,
});

export function limitsWith(overrides: Partial<Limits> = {}): Limits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
