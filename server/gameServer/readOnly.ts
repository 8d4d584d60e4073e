// What the server does when its journal cannot be written (a full disk, no file descriptors left,
// a failing drive): the change is not made, in memory either, and the server turns read-only.
// While read-only every change is refused at once with words a player can read, except one
// attempt a second (SAVE_RETRY_MS, on the server's clock) that tries the disk again; the first
// that succeeds ends read-only mode. Both moments are logged, once each, with how many changes
// were refused in between. A failed flush to disk (fdatasync) is worse: what was written since
// the last flush may be lost, so the way back is a whole new snapshot of what is held.
/** While read-only, the disk is tried again at most this often. */
export const SAVE_RETRY_MS = 1_000;

export const SAVE_TEXT = Object.freeze({
  move: 'The server cannot save right now, so your move was not made. Try again in a moment.',
  change: 'The server cannot save right now. Try again in a moment.',
});

/** A change that was refused because it could not be written; nothing of it was applied. */
export class NotSaved extends Error {
  constructor(cause?: unknown) {
    super('The change could not be written to the journal.', cause === undefined ? undefined : { cause });
    this.name = 'NotSaved';
  }
}

/** How a fault reads in the log: its code and message. */
export function describeFault(error: unknown): string {
  const e = error as NodeJS.ErrnoException | null;
  return e?.code ? `${e.code}: ${e.message}` : String(e?.message ?? error);
}

/**
 * A timer's change that failed: a fault the store did not already report is logged. The timer
 * itself is set again by its owner (its change was not made, so it is still due).
 */
export function timerFailed(log: (line: string) => void, what: string, error: unknown): void {
  if (error instanceof NotSaved) return;
  log(`online: ${what} failed and is tried again: ${(error as Error).stack ?? String(error)}`);
}

interface Outage {
  since: number;
  lastTry: number;
  refused: number;
  /** A flush failed: only a new snapshot makes the disk sure again. */
  needsSnapshot: boolean;
}

export class ReadOnlyMode {
  private outage: Outage | null = null;

  constructor(
    private readonly now: () => number,
    private readonly log: (line: string) => void,
  ) {}

  get active(): boolean {
    return this.outage !== null;
  }

  get needsSnapshot(): boolean {
    return this.outage?.needsSnapshot ?? false;
  }

  /** Before a change touches the disk: throws NotSaved while read-only and no retry is due. */
  attempt(): void {
    const outage = this.outage;
    if (!outage) return;
    const now = this.now();
    // A clock set back does not hold the retry off.
    if (now >= outage.lastTry && now < outage.lastTry + SAVE_RETRY_MS) {
      outage.refused += 1;
      throw new NotSaved();
    }
    outage.lastTry = now;
  }

  /** A write (or, `flush`, a flush to disk) failed. */
  enter(error: unknown, kind: 'write' | 'flush'): void {
    const now = this.now();
    if (this.outage) {
      this.outage.refused += kind === 'write' ? 1 : 0;
      this.outage.needsSnapshot ||= kind === 'flush';
      this.outage.lastTry = now;
      return;
    }
    this.outage = {
      since: now,
      lastTry: now,
      refused: kind === 'write' ? 1 : 0,
      needsSnapshot: kind === 'flush',
    };
    this.log(
      kind === 'write'
        ? `online journal: a change could not be written (${describeFault(error)}); the server is read-only: changes are refused, and the disk is tried again at most every ${SAVE_RETRY_MS / 1000} s`
        : `online journal: the journal could not be flushed to disk (${describeFault(error)}); the server is read-only until a new snapshot is written`,
    );
  }

  snapshotWritten(): void {
    if (this.outage) this.outage.needsSnapshot = false;
  }

  /** A change was written: read-only mode ends. */
  leave(): void {
    const outage = this.outage;
    if (!outage || outage.needsSnapshot) return;
    this.outage = null;
    const seconds = Math.max(0, this.now() - outage.since) / 1000;
    this.log(
      `online journal: writing again after ${seconds.toFixed(1)} s read-only; ${outage.refused} change(s) were refused meanwhile`,
    );
  }
}
