// Spectators on the game's own server: connections watching a live match. Each gets the match as
// the authority's spectatorView shows it (both sides' public stats, every card played, the turn
// and its clock; neither hand, no draw, no seed), the whole of it on Watch and then, after every
// change, the entries that change added: the same text for every spectator, made once. A
// connection watches one match at a time; a match has at most Limits.watchersPerMatch. The
// players see how many watch (their room's `watchers`), and so does the room list.
//
// Spectators are connections, not players: they are held in memory only, and a spectator whose
// connection drops simply watches again when the page reconnects. Who watched a match (by player
// key) is remembered until the match is dropped: they may ask for its replay once it ended, and the
// finished match is kept for them as for its players (keptReplays.ts).
import { spectatorView } from '../../src/engine/match/index.ts';
import type { MatchState } from '../../src/engine/match/index.ts';
import { WATCH_TEXT, watchViewMessage } from '../../src/protocol/index.ts';
import type { Connection } from './connection.ts';
import type { Context, Refusal } from './context.ts';
import type { Lobby } from './lobby.ts';

export class Spectators {
  private readonly byMatch = new Map<string, Set<Connection>>();
  private readonly watching = new Map<Connection, string>();
  /** The players who watched each match, until the match is dropped. */
  private readonly watchedBy = new Map<string, Set<string>>();
  /** Matches whose count changed since the players and the list last heard it. */
  private readonly countsDue = new Set<string>();
  private shutDown = false;

  constructor(
    private readonly ctx: Context,
    private readonly lobby: Lobby,
  ) {}

  /** How many watch the match. */
  count(matchId: string): number {
    return this.byMatch.get(matchId)?.size ?? 0;
  }

  /** Watch: the whole spectator view to this connection, then every change. */
  watch(connection: Connection, playerKey: string, matchId: string): Refusal | null {
    const match = this.ctx.store.state.matches.get(matchId);
    if (!match || match.status !== 'live') return { code: 'not_live', message: WATCH_TEXT.notLive };
    if (match.seats.includes(playerKey)) return { code: 'own_match', message: WATCH_TEXT.ownMatch };
    const watchers = this.byMatch.get(matchId) ?? new Set<Connection>();
    if (!watchers.has(connection) && watchers.size >= this.ctx.limits.watchersPerMatch)
      return { code: 'rate_limited', message: WATCH_TEXT.full(this.ctx.limits.watchersPerMatch) };
    const before = this.watching.get(connection);
    if (before !== undefined && before !== matchId) this.stop(connection, before);
    const added = !watchers.has(connection);
    watchers.add(connection);
    const keys = this.watchedBy.get(matchId) ?? new Set<string>();
    keys.add(playerKey);
    this.watchedBy.set(matchId, keys);
    this.byMatch.set(matchId, watchers);
    this.watching.set(connection, matchId);
    const now = this.ctx.matchClock(matchId).now();
    connection.send(watchViewMessage(spectatorView(match), now, watchers.size));
    if (added) this.countChanged(matchId);
    return null;
  }

  /** Whether the player watched the match (on any connection, at any time before it was dropped). */
  watched(matchId: string, playerKey: string): boolean {
    return this.watchedBy.get(matchId)?.has(playerKey) ?? false;
  }

  /** The players who watched the match. */
  watchersOf(matchId: string): ReadonlySet<string> {
    return this.watchedBy.get(matchId) ?? new Set<string>();
  }

  /** The match was dropped: nobody may ask for its replay any more. */
  forget(matchId: string): void {
    this.watchedBy.delete(matchId);
  }

  /** Stop watching (the answer: `unwatched`). */
  unwatch(connection: Connection, matchId: string, ref?: string): void {
    if (this.watching.get(connection) === matchId) this.stop(connection, matchId);
    connection.send(ref === undefined ? { type: 'unwatched', matchId } : { type: 'unwatched', matchId, ref });
  }

  /** A connection closed: it watches nothing any more. */
  closed(connection: Connection): void {
    const matchId = this.watching.get(connection);
    if (matchId !== undefined) this.stop(connection, matchId);
  }

  /** After a change of the match: every spectator gets the entries from `since` on. */
  publish(match: MatchState, since: number, now: number): void {
    const watchers = this.byMatch.get(match.id);
    if (!watchers || watchers.size === 0) return;
    const text = JSON.stringify(watchViewMessage(spectatorView(match, { since }), now, watchers.size));
    for (const c of watchers) c.sendText(text);
    // The end is the last change a spectator is sent: they keep the final view, and the list moves on.
    if (match.status !== 'live') {
      for (const c of watchers) this.watching.delete(c);
      this.byMatch.delete(match.id);
    }
  }

  close(): void {
    this.shutDown = true;
    this.countsDue.clear();
    this.byMatch.clear();
    this.watching.clear();
    this.watchedBy.clear();
  }

  private stop(connection: Connection, matchId: string): void {
    this.watching.delete(connection);
    const watchers = this.byMatch.get(matchId);
    if (!watchers?.delete(connection)) return;
    if (watchers.size === 0) this.byMatch.delete(matchId);
    this.countChanged(matchId);
  }

  /**
   * The players and the list hear a match's new count once per burst: Watch and Stop can come many
   * at a time, and each room message carries the room's chat.
   */
  private countChanged(matchId: string): void {
    if (this.countsDue.size === 0)
      setImmediate(() => {
        if (this.shutDown) return;
        for (const id of this.countsDue) {
          const room = this.ctx.store.roomOfMatch(id);
          if (room) this.lobby.sendRoom(room);
        }
        this.countsDue.clear();
        this.lobby.listChanged();
      });
    this.countsDue.add(matchId);
  }
}
