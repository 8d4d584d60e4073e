// Flushing the journal's appends to disk, in batches. A flush (fdatasync) per append would make
// every player's move wait for the disk; none at all would leave a crash of the machine free to
// lose whatever the system had not written yet. So the appends are flushed together, at most
// SYNC_WINDOW_MS after they were written: a crash of the server loses nothing (what is written is
// the system's), a crash of the machine loses at most the changes of that window. The flush runs
// on the thread pool, never more than one at a time, so the players' messages are not held up
// while the disk works.
import type { JournalFiles } from './journalFiles.ts';

/** Appends reach the disk (fdatasync) at most this long after they are written. */
export const SYNC_WINDOW_MS = 50;

export class JournalFlush {
  /** Appended since the last flush to disk began. */
  private unsynced = false;
  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  private syncing = false;

  constructor(
    private readonly files: JournalFiles,
    /** The journal file appended to now; null once the journal is closed. */
    private readonly journalFd: () => number | null,
    /** A flush to disk failed: what was written since the last one may not be on the disk. */
    private readonly syncFailed: (error: Error) => void,
  ) {}

  /** An append was written: it goes to disk with the others of its window. */
  appended(): void {
    this.unsynced = true;
    this.scheduleSync();
  }

  /** The journal starts afresh after a snapshot that was flushed whole: nothing waits for a flush. */
  compacted(): void {
    this.unsynced = false;
  }

  /** The journal is closing: no more batches, and what still waits is flushed now (or this throws). */
  close(): void {
    if (this.syncTimer !== null) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    const fd = this.journalFd();
    if (fd !== null && this.unsynced) this.files.fdatasyncSync(fd);
  }

  /** One flush for every append of the window; never more than one at a time. */
  private scheduleSync(): void {
    if (this.syncTimer !== null || this.syncing) return;
    this.syncTimer = setTimeout(() => this.flush(), SYNC_WINDOW_MS);
    this.syncTimer.unref();
  }

  private flush(): void {
    this.syncTimer = null;
    const fd = this.journalFd();
    if (fd === null || !this.unsynced) return;
    this.unsynced = false;
    this.syncing = true;
    const done = (error: Error | null): void => {
      this.syncing = false;
      // A journal compacted meanwhile needs no flush: its snapshot was flushed whole.
      if (error && fd === this.journalFd()) this.syncFailed(error);
      if (this.unsynced && this.journalFd() !== null) this.scheduleSync();
    };
    try {
      this.files.fdatasync(fd, done);
    } catch (error) {
      done(error as Error);
    }
  }
}
