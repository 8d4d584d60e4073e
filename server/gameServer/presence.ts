// Who is online: the open connections of each player (a player may have several: a reload opens
// the new socket before the old one has closed) and, for a player with none, since when they have
// been away. A player comes online with their first connection and goes away with their last.
import type { ServerMessage } from '../../src/protocol/index.ts';
import type { Connection } from './connection.ts';

export class Presence {
  private readonly connections = new Map<string, Set<Connection>>();
  private readonly away = new Map<string, number>();

  /** True when this is the player's first open connection (they came online). */
  add(playerKey: string, connection: Connection): boolean {
    const set = this.connections.get(playerKey) ?? new Set<Connection>();
    const first = set.size === 0;
    set.add(connection);
    this.connections.set(playerKey, set);
    this.away.delete(playerKey);
    return first;
  }

  /** True when this was the player's last connection (they went away, from `now`). */
  remove(playerKey: string, connection: Connection, now: number): boolean {
    const set = this.connections.get(playerKey);
    if (!set || !set.delete(connection)) return false;
    if (set.size > 0) return false;
    this.connections.delete(playerKey);
    this.away.set(playerKey, now);
    return true;
  }

  online(playerKey: string): boolean {
    return (this.connections.get(playerKey)?.size ?? 0) > 0;
  }

  /** Since when the player has been away (null while online or never seen). */
  awaySince(playerKey: string): number | null {
    return this.away.get(playerKey) ?? null;
  }

  /** After a restart nobody is online: the server's start counts as everyone's leaving. */
  markAway(playerKey: string, since: number): void {
    if (!this.online(playerKey) && !this.away.has(playerKey)) this.away.set(playerKey, since);
  }

  forget(playerKey: string): void {
    this.away.delete(playerKey);
  }

  send(playerKey: string, message: ServerMessage, except?: Connection): void {
    const set = this.connections.get(playerKey);
    if (!set) return;
    const text = JSON.stringify(message);
    for (const c of set) if (c !== except) c.sendText(text);
  }
}
