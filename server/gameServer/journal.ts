// The online server's files: an append-only journal of JSON lines and, beside it, the snapshot it
// starts from. Why files and not a database: what the server keeps is small and already plain JSON
// (matches are MatchState, rooms and chat are a few fields), the match authority is pure so a
// match is rebuilt exactly from its inputs, and Node 20 has no embedded database (node:sqlite
// needs Node 22.5; better-sqlite3 is native code to compile; PGlite is a 3 MB WebAssembly Postgres
// that would start with every `npm run dev`). A journal needs nothing but node:fs.
//
// In the data directory, for generation N:
//   snapshot-N.json   everything held when generation N began (written to a .tmp file, flushed to
//                     disk and renamed, and the directory flushed, so it is whole or absent)
//   journal-N.jsonl   one record per change since then, appended as each change happens
//   *.bad             a file that held something unreadable, kept for a person to look at
//   lock              the pid of the process using the directory (journalLock.ts)
// Starting reads the newest whole snapshot and its journal (journalRead.ts), then compacts: writes
// snapshot N+1 with the state it rebuilt and starts journal N+1 empty, and deletes generation N.
// The running server compacts the same way when the journal passes Limits.compactAtBytes, and on a
// clean close, so the files stay about as large as what is held.
//
// An append is written whole or not at all: the write is repeated until every byte is in the file
// (a write may take only part), and a write that fails half way is cut back to the last whole
// record, so a torn record never sits between two whole ones. The appends are flushed to disk in
// batches, at most SYNC_WINDOW_MS after they were written (journalFlush.ts): a crash of the server
// loses nothing, a crash of the machine loses at most the changes of that window.
import { join, resolve } from 'node:path';
import { closeQuietly, nodeFiles, syncDirectory, writeAll } from './journalFiles.ts';
import type { JournalFiles } from './journalFiles.ts';
import { JournalFlush } from './journalFlush.ts';
import { releaseLock, takeLock } from './journalLock.ts';
import { keepAsBad, readDirectory } from './journalRead.ts';
import type { Loaded } from './journalRead.ts';
import type { JournalRecord, Snapshot } from './journalRecords.ts';

/** Files of a generation, deleted once a newer one has started (a .bad copy never matches). */
const GENERATION_FILE = /^(?:snapshot|journal)-(\d+)\.json(?:l|\.tmp)?$/;

export interface JournalOptions {
  /** The file operations (node:fs; tests pass failing ones). */
  files?: JournalFiles;
  /** Something worth a line in the server's log that needs nothing done. */
  report?: (line: string) => void;
  /** A flush to disk failed: what was written since the last one may not be on the disk. */
  syncFailed?: (error: Error) => void;
}

export class Journal {
  /** Bytes appended since the last compaction. */
  private written = 0;
  /** A failed write left part of a record after `length` that could not be cut off yet. */
  private torn = false;
  private readonly files: JournalFiles;
  private readonly report: (line: string) => void;
  private readonly flushes: JournalFlush;

  private constructor(
    readonly dir: string,
    options: JournalOptions,
    private fd: number | null,
    private generation: number,
    /** The highest generation any file names: the next one is above it. */
    private newest: number,
    /** Bytes in the journal file, all of them whole records. */
    private length: number,
    /** The file's last line lacks its newline (a crash mid-write): the next append starts a line. */
    private midLine: boolean,
    /** Files whose .bad copy failed: compaction leaves them in place. */
    private readonly unkept: Set<string>,
  ) {
    this.files = options.files ?? nodeFiles;
    this.report = options.report ?? (() => undefined);
    this.flushes = new JournalFlush(this.files, () => this.fd, options.syncFailed ?? (() => undefined));
  }

  /** Opens (creating it if needed) and locks the directory, and reads what it holds. */
  static open(dataDir: string, options: JournalOptions = {}): { journal: Journal; loaded: Loaded } {
    const files = options.files ?? nodeFiles;
    const dir = resolve(dataDir);
    files.mkdirSync(dir, { recursive: true });
    takeLock(files, dir);
    try {
      const read = readDirectory(files, dir);
      const { generation, bytes, endsMidLine } = read.appendTo;
      const fd = files.openSync(join(dir, `journal-${generation}.jsonl`), 'a');
      const journal = new Journal(
        dir,
        options,
        fd,
        generation,
        read.newest,
        bytes,
        endsMidLine,
        new Set(read.unkept),
      );
      return {
        journal,
        loaded: { snapshot: read.snapshot, journals: read.journals, problems: read.problems },
      };
    } catch (error) {
      releaseLock(files, dir);
      throw error;
    }
  }

  /** The generation the next compaction writes. */
  get nextGeneration(): number {
    return Math.max(this.generation, this.newest) + 1;
  }

  /** Bytes appended since the last compaction. */
  get size(): number {
    return this.written;
  }

  /** Keeps a journal file whose records did not replay as `<name>`.bad (see journalRead.ts). */
  keepAsBad(name: string, problems: string[]): void {
    if (!keepAsBad(this.files, this.dir, name, problems)) this.unkept.add(name);
  }

  /**
   * Appends one record, whole, or throws the write's error with the file as it was (if the part
   * written cannot be cut off now, it is cut off before the next append writes anything).
   */
  append(record: JournalRecord): void {
    const fd = this.fd;
    if (fd === null) throw new Error('The journal is closed.');
    if (this.torn) {
      this.files.ftruncateSync(fd, this.length);
      this.torn = false;
    }
    const bytes = Buffer.from(`${this.midLine ? '\n' : ''}${JSON.stringify(record)}\n`);
    const progress = { bytes: 0 };
    try {
      writeAll(this.files, fd, bytes, progress);
    } catch (error) {
      if (progress.bytes > 0) this.cutBack(fd);
      throw error;
    }
    this.length += bytes.length;
    this.written += bytes.length;
    this.midLine = false;
    this.flushes.appended();
  }

  /** Makes `snapshot` (of generation `nextGeneration`) the new start and empties the journal. */
  compact(snapshot: Snapshot): void {
    const g = snapshot.generation;
    const target = join(this.dir, `snapshot-${g}.json`);
    const tmp = `${target}.tmp`;
    const journalPath = join(this.dir, `journal-${g}.jsonl`);
    let fresh: number | null = null;
    try {
      this.writeWhole(tmp, JSON.stringify(snapshot));
      // Opened before the rename: once snapshot g is in place, its journal must be there to write to.
      // For appending ('a'), as every journal is: a write cut back by ftruncate is followed by the
      // next at the file's new end, never at the old offset (which would leave a hole of zeros).
      this.files.rmSync(journalPath, { force: true });
      fresh = this.files.openSync(journalPath, 'a');
      this.files.renameSync(tmp, target);
    } catch (error) {
      if (fresh !== null) {
        closeQuietly(this.files, fresh);
        this.remove(journalPath);
      }
      this.remove(tmp);
      throw error;
    }
    const old = this.fd;
    this.fd = fresh;
    this.generation = g;
    this.newest = g;
    this.length = 0;
    this.written = 0;
    this.midLine = false;
    this.torn = false;
    this.flushes.compacted();
    if (old !== null) closeQuietly(this.files, old);
    // Generation g-1 goes only once the rename is surely on disk: a crash before must still find it.
    if (syncDirectory(this.files, this.dir)) this.removeBefore(g);
    else
      this.report(
        `the directory ${this.dir} could not be flushed; the older files stay until the next compaction`,
      );
  }

  close(): void {
    try {
      this.flushes.close();
    } catch (error) {
      this.report(`the journal could not be flushed on closing: ${(error as Error).message}`);
    }
    if (this.fd !== null) closeQuietly(this.files, this.fd);
    this.fd = null;
    releaseLock(this.files, this.dir);
  }

  private cutBack(fd: number): void {
    this.torn = true;
    try {
      this.files.ftruncateSync(fd, this.length);
      this.torn = false;
    } catch {
      // Left for the next append, which cuts it before writing (or the read after a crash skips it).
    }
  }

  /** Writes a new file whole and flushes it to disk, or throws (the caller removes it). */
  private writeWhole(path: string, text: string): void {
    const fd = this.files.openSync(path, 'w');
    try {
      writeAll(this.files, fd, Buffer.from(text));
      this.files.fsyncSync(fd);
    } finally {
      closeQuietly(this.files, fd);
    }
  }

  private removeBefore(generation: number): void {
    try {
      for (const name of this.files.readdirSync(this.dir)) {
        const g = GENERATION_FILE.exec(name)?.[1];
        if (g !== undefined && Number(g) < generation && !this.unkept.has(name))
          this.remove(join(this.dir, name));
      }
    } catch (error) {
      this.report(
        `older files could not be removed (${(error as Error).message}); the next compaction tries again`,
      );
    }
  }

  private remove(path: string): void {
    try {
      this.files.rmSync(path, { force: true });
    } catch {
      // A file left behind is of an older generation: the next start and compaction pass it by.
    }
  }
}
