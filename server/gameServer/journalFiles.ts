// The few file operations the journal makes, behind one interface: the server uses node:fs
// itself, and the tests hand the journal one whose writes fail the way a full disk (ENOSPC), a
// process out of file descriptors (EMFILE) or a failing drive (EIO) makes them fail, or write only
// part of what they were given, as the operating system is allowed to.
import * as fs from 'node:fs';

export interface JournalFiles {
  existsSync(path: string): boolean;
  mkdirSync(path: string, options: { recursive: true }): unknown;
  readdirSync(path: string): string[];
  readFileSync(path: string): Buffer;
  writeFileSync(path: string, data: string): void;
  copyFileSync(from: string, to: string): void;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { force: true }): void;
  openSync(path: string, flags: 'a' | 'w' | 'r'): number;
  /** Writes up to `length` bytes of `data` from `offset`; answers how many it wrote. */
  writeSync(fd: number, data: Uint8Array, offset: number, length: number): number;
  ftruncateSync(fd: number, length: number): void;
  fsyncSync(fd: number): void;
  fdatasyncSync(fd: number): void;
  /** On the thread pool: a flush must not hold up the players' messages while the disk works. */
  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void;
  closeSync(fd: number): void;
}

export const nodeFiles: JournalFiles = {
  existsSync: (path) => fs.existsSync(path),
  mkdirSync: (path, options) => fs.mkdirSync(path, options),
  readdirSync: (path) => fs.readdirSync(path),
  readFileSync: (path) => fs.readFileSync(path),
  writeFileSync: (path, data) => fs.writeFileSync(path, data),
  copyFileSync: (from, to) => fs.copyFileSync(from, to),
  renameSync: (from, to) => fs.renameSync(from, to),
  rmSync: (path, options) => fs.rmSync(path, options),
  openSync: (path, flags) => fs.openSync(path, flags),
  writeSync: (fd, data, offset, length) => fs.writeSync(fd, data, offset, length),
  ftruncateSync: (fd, length) => fs.ftruncateSync(fd, length),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  fdatasyncSync: (fd) => fs.fdatasyncSync(fd),
  fdatasync: (fd, done) => fs.fdatasync(fd, done),
  closeSync: (fd) => fs.closeSync(fd),
};

/** The error code of a failed file operation ('' when it has none). */
export const codeOf = (error: unknown): string => (error as NodeJS.ErrnoException | null)?.code ?? '';

/**
 * Writes every byte of `data`: a write may take only part of it, and the rest is written next.
 * When a write fails, `progress.bytes` says how many had reached the file before it. A write that
 * takes nothing and reports no error would loop for ever: it counts as a failing disk.
 */
export function writeAll(
  files: JournalFiles,
  fd: number,
  data: Uint8Array,
  progress?: { bytes: number },
): void {
  let done = 0;
  while (done < data.length) {
    const wrote = files.writeSync(fd, data, done, data.length - done);
    if (!(wrote > 0)) {
      const stalled: NodeJS.ErrnoException = new Error('the disk took none of the bytes written');
      stalled.code = 'EIO';
      throw stalled;
    }
    done += wrote;
    if (progress) progress.bytes = done;
  }
}

/**
 * Flushes a directory's entries (a rename in it) to disk. Some platforms cannot open or flush a
 * directory at all (Windows answers EISDIR or EPERM): there a rename is as durable as the system
 * makes it, and that is no fault. Answers false when the flush failed for another reason.
 */
export function syncDirectory(files: JournalFiles, dir: string): boolean {
  let fd: number;
  try {
    fd = files.openSync(dir, 'r');
  } catch (error) {
    return TOLERATED_DIRECTORY_FAULTS.has(codeOf(error));
  }
  try {
    files.fsyncSync(fd);
    return true;
  } catch (error) {
    return TOLERATED_DIRECTORY_FAULTS.has(codeOf(error));
  } finally {
    closeQuietly(files, fd);
  }
}

/** Closes a descriptor whose data no longer matters (flushed already, or given up). */
export function closeQuietly(files: JournalFiles, fd: number): void {
  try {
    files.closeSync(fd);
  } catch {
    // Nothing is left to lose: the descriptor is gone either way.
  }
}

const TOLERATED_DIRECTORY_FAULTS = new Set(['EISDIR', 'EPERM']);
