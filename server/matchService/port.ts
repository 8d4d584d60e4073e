// What the match service needs from a host: a store for matches and the rooms they are picked in,
// the authority's clock, seeds and ids. The game's own WebSocket server keeps matches in memory
// with a journal on disk and answers at once (server/gameServer); the Supabase Edge Function keeps
// them in the database behind a network (server/supabaseMatch). So every store call may answer
// now or later (`Maybe`): the operations are written once and run either way (run.ts).
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import type { FighterId, MatchState } from '../../src/engine/match/index.ts';
import type { ErrorCode, ServerMessage } from '../../src/protocol/index.ts';
import type { MatchOp } from './ops.ts';

export type Maybe<T> = T | Promise<T>;

/** A match as the store holds it. */
export interface HeldMatch {
  /** The match, or null while its fighters are being picked (Supabase keeps a row before the battle). */
  match: MatchState | null;
  /** The store's version of it: a save names it, and a store that finds the match moved on refuses ('retry'). */
  version: number;
  /**
   * For a host that sees no connections: per seat, how long ago its player was last seen (ms, by
   * the store's clock; null: no longer in the room). Absent: the host reports connections itself.
   */
  awayMs?: readonly [number | null, number | null];
  /**
   * The seated players' ids, for a store that holds a match before its battle exists (Supabase):
   * a stranger is told the same while the fighters are picked as later.
   */
  seats?: readonly [string, string];
}

/** One input to the authority and the match it made. */
export interface MatchStep {
  op: MatchOp;
  match: MatchState;
}

/** A change to store: the match as it was loaded, what happened to it in order, and the result. */
export interface MatchChange {
  /** Null for a new match (its fighters just picked). */
  before: MatchState | null;
  version: number;
  /** In order (none for a new match); the last one's match is `next`. */
  steps: readonly MatchStep[];
  next: MatchState;
}

/** Both fighters are picked: who sits where, to start the match with. */
export interface PickedMatch {
  matchId: string;
  seats: [string, string];
  fighters: [FighterId, FighterId];
  names: [string, string];
}

/** A room as the match service needs it to leave one. */
export interface HeldRoom {
  /** The players' keys (or account ids), in seat order. */
  members: readonly string[];
  phase: 'waiting' | 'picking' | 'playing' | 'over';
  matchId: string | null;
}

/** A refusal by the store, with the protocol's code ('retry': the match changed meanwhile). */
export class StoreRefusal extends Error {
  constructor(
    readonly code: ErrorCode | 'retry' | 'invalid',
    message: string,
    /** The match the refusal is about, when the store names one. */
    readonly matchId?: string,
    /** With match refusals: the seq the match expects next. */
    readonly seq?: number,
  ) {
    super(message);
    this.name = 'StoreRefusal';
  }
}

export interface MatchStore {
  /** The match, or null when it does not exist; a request of a room member counts as that member seen. */
  loadMatch(matchId: string, caller: string | null): Maybe<HeldMatch | null>;
  /** Stores the change if the match is still at `change.version` (StoreRefusal 'retry' otherwise). */
  saveMatch(change: MatchChange): Maybe<void>;
  /** Start Game in the room: its fighters are picked next, for a match with this id. */
  startMatch(caller: string, roomId: string, matchId: string): Maybe<void>;
  /** Rematch: the room picks again, for a match with this id. Answers the caller may need (the room). */
  rematch(caller: string, roomId: string, matchId: string): Maybe<ServerMessage[]>;
  /** Records the caller's pick; the match to start once both have picked, else null. */
  pickFighter(caller: string, matchId: string, fighter: FighterId): Maybe<PickedMatch | null>;
  room(roomId: string): Maybe<HeldRoom | null>;
  /** Takes the caller out of the room (a live match there is forfeited first). */
  leaveRoom(caller: string, roomId: string): Maybe<void>;
  /** Whether the caller watched the match as a spectator (they may have its replay once it ended). */
  watched(matchId: string, caller: string): Maybe<boolean>;
}

export interface MatchHost {
  readonly store: MatchStore;
  /** The authority's clock (epoch ms). */
  now(): number;
  /** A battle seed from a cryptographic source (never from a client). */
  seed(): number;
  /** A new match id. */
  newId(): string;
  /**
   * True when saving a change already sends every seat its view (the WebSocket server pushes to
   * each connection), so an answer to the caller holds no view of its own.
   */
  readonly pushesViews: boolean;
}
