// Forgetting idle players while the server runs: every Limits.playerSweepMs the remembered players
// are gone through, and each not seen for Limits.forgetPlayersAfterMs who is offline, sits in no
// room and holds no seat in any match the server still keeps is forgotten (their key is unknown
// from then on; their browser gets a new one at its next hello). The players are gone through
// Limits.playerSweepBatch at a time, each batch in its own turn of the event loop, so a server
// remembering a hundred thousand players never stops answering moves while it sweeps.
//
// Forgetting is not journaled: a start forgets by the same rule (store.ts) before it compacts, so a
// player the sweep forgot before a crash is forgotten again when the journal is read back.
import type { Cancel, Clock } from './clock.ts';
import type { Limits } from './limits.ts';
import type { Presence } from './presence.ts';
import type { Store } from './store.ts';

/** Runs `next` once other work has had its turn (setImmediate; tests step through by hand). */
export type Later = (next: () => void) => void;

const afterOtherWork: Later = (next) => {
  setImmediate(next);
};

export class PlayerSweep {
  private timer: Cancel | null = null;
  private closed = false;

  constructor(
    private readonly store: Store,
    private readonly presence: Presence,
    private readonly clock: Clock,
    private readonly limits: Pick<Limits, 'forgetPlayersAfterMs' | 'playerSweepMs' | 'playerSweepBatch'>,
    private readonly later: Later = afterOtherWork,
  ) {}

  /** Sweeps every Limits.playerSweepMs from now on. */
  start(): void {
    if (this.closed) return;
    this.timer = this.clock.at(this.clock.now() + this.limits.playerSweepMs, () => {
      this.timer = null;
      this.sweep(() => this.start());
    });
  }

  /**
   * One sweep through every remembered player, a batch now and each further batch later; `done`
   * runs after the last.
   */
  sweep(done: () => void = () => undefined): void {
    const before = this.clock.now() - this.limits.forgetPlayersAfterMs;
    const seated = new Set<string>();
    for (const match of this.store.state.matches.values()) for (const key of match.seats) seated.add(key);
    // A Map's iterator goes on over deletions and across turns: each batch resumes where the last
    // stopped, and a player remembered meanwhile is simply met later (or not, and then next time).
    const players = this.store.state.players.values();
    const batch = (): void => {
      if (this.closed) return;
      for (let i = 0; i < this.limits.playerSweepBatch; i++) {
        const next = players.next();
        if (next.done) {
          done();
          return;
        }
        const { key, seenAt } = next.value;
        if (seenAt >= before || seated.has(key) || this.presence.online(key) || this.store.roomOf(key))
          continue;
        this.store.forgetPlayer(key);
      }
      this.later(batch);
    };
    batch();
  }

  close(): void {
    this.closed = true;
    this.timer?.();
    this.timer = null;
  }
}
