// The match timers: one per live match, set for nextWakeAt(match), so a turn's 60 s run out and a
// player away for 60 s forfeits with nobody connected; and the room changes that follow a saved
// match change. A timer's change that cannot be saved (the server is read-only) is not made, so it
// is still due: the timer is set again SAVE_RETRY_MS later, as often as it takes, and never throws
// out of the clock (an exception there would end the server).
import { nextWakeAt } from '../../src/engine/match/index.ts';
import type { MatchState } from '../../src/engine/match/index.ts';
import type { Cancel } from './clock.ts';
import type { Context } from './context.ts';
import { SAVE_RETRY_MS, timerFailed } from './readOnly.ts';

export class MatchTimers {
  private readonly timers = new Map<string, Cancel>();
  private readonly retries = new Set<Cancel>();
  private closed = false;

  constructor(
    private readonly ctx: Context,
    /** Brings the match up to its time; true when that changed it. */
    private readonly wake: (matchId: string) => boolean,
  ) {}

  /** Sets the match's timer for its next moment (none once it is over). */
  arm(match: MatchState): void {
    this.armAt(match.id, nextWakeAt(match));
  }

  cancel(matchId: string): void {
    this.timers.get(matchId)?.();
    this.timers.delete(matchId);
  }

  /**
   * Runs `change`, a follow-up of a change already saved; if it cannot be saved now it is run again
   * a moment later, until it can (it must read the state afresh each time).
   */
  followUp(what: string, change: () => void): void {
    if (this.closed) return;
    try {
      change();
    } catch (error) {
      timerFailed(this.ctx.log, what, error);
      const retry = this.ctx.clock.at(this.ctx.clock.now() + SAVE_RETRY_MS, () => {
        this.retries.delete(retry);
        this.followUp(what, change);
      });
      this.retries.add(retry);
    }
  }

  close(): void {
    this.closed = true;
    for (const cancel of [...this.timers.values(), ...this.retries]) cancel();
    this.timers.clear();
    this.retries.clear();
  }

  private armAt(matchId: string, at: number | null): void {
    this.cancel(matchId);
    if (at === null || this.closed) return;
    this.timers.set(
      matchId,
      this.ctx.matchClock(matchId).at(at, () => this.fire(matchId)),
    );
  }

  private fire(matchId: string): void {
    this.timers.delete(matchId);
    if (!this.ctx.store.state.matches.has(matchId)) return;
    try {
      // A timer that fired a moment early changed nothing: set it again.
      if (!this.wake(matchId)) {
        const current = this.ctx.store.state.matches.get(matchId);
        if (current) this.arm(current);
      }
    } catch (error) {
      timerFailed(this.ctx.log, `the timer of match ${matchId}`, error);
      this.armAt(matchId, this.ctx.matchClock(matchId).now() + SAVE_RETRY_MS);
    }
  }
}
