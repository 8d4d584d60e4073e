// The players the server knows, and which of them it remembers. Every hello gets a key, but a key
// is worth keeping only once its player holds something: a place in a room, and through it a
// match. So a player is remembered (a player record, journaled, kept across a restart) from the
// moment they create or join a room; before that they are a visitor, known in memory while they
// have a connection open (their name and key, so a second tab or a quick reload keeps the key) and
// forgotten with their last connection. A page that says hello and leaves, or a script saying hello
// in a loop, leaves nothing behind. Remembered players who went idle are forgotten by the sweep
// (playerSweep.ts).
import type { Store } from './store.ts';

/** The name a player who never gave one is shown by (a record read back from an older journal). */
const NO_NAME = 'Player';

export class Roster {
  /** Players online who have entered no room yet: their names by key. */
  private readonly visitors = new Map<string, string>();

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
  ) {}

  /** A key this server issued and still knows: a remembered player's, or an online visitor's. */
  knows(playerKey: string): boolean {
    return this.store.state.players.has(playerKey) || this.visitors.has(playerKey);
  }

  /** A hello: a remembered player is seen now under the name given; a visitor's name is updated. */
  greet(playerKey: string, name: string): void {
    const record = this.store.state.players.get(playerKey);
    if (record) this.store.putPlayer({ ...record, name, seenAt: this.now() });
    else this.visitors.set(playerKey, name);
  }

  nameOf(playerKey: string): string {
    return this.store.state.players.get(playerKey)?.name ?? this.visitors.get(playerKey) ?? NO_NAME;
  }

  /** The player enters a room: remembered from now on. */
  remember(playerKey: string): void {
    if (this.store.state.players.has(playerKey)) return;
    const now = this.now();
    this.store.putPlayer({ key: playerKey, name: this.nameOf(playerKey), createdAt: now, seenAt: now });
    this.visitors.delete(playerKey);
  }

  /** The player's last connection closed while they sat in no room: a visitor is forgotten. */
  wentAway(playerKey: string): void {
    this.visitors.delete(playerKey);
  }

  /** Visitors online now (for the server's stats). */
  get visiting(): number {
    return this.visitors.size;
  }
}
