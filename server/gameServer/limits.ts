// The online server's numbers in one place: what a connection may send, how much chat a room
// keeps, how long an absent player keeps a seat, when the journal is compacted. Tests and the load
// benchmark pass their own (`Partial<Limits>`); players always get these.
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
  /** Rooms sent in a list (waiting rooms first, then the newest). */
  listedRooms: number;
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
  listedRooms: 100,
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
