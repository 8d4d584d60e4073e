// The journal's file operations, failing when a test says so: node:fs underneath, with writes that
// fail as a full disk (ENOSPC), a process out of descriptors (EMFILE) or a dying drive (EIO) makes
// them fail, possibly after taking part of the bytes; writes that take only a few bytes at a time;
// truncations, flushes and opens that fail.
import { nodeFiles } from '../../../server/gameServer/journalFiles.ts';
import type { JournalFiles } from '../../../server/gameServer/journalFiles.ts';

export type FaultCode = 'ENOSPC' | 'EMFILE' | 'EIO';

const TEXT: Record<FaultCode, string> = {
  ENOSPC: 'no space left on device',
  EMFILE: 'too many open files',
  EIO: 'i/o error',
};

export function fault(code: FaultCode, syscall: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: ${TEXT[code]}, ${syscall}`);
  error.code = code;
  error.syscall = syscall;
  return error;
}

export class FaultyFiles implements JournalFiles {
  /** Bytes written through this, whole appends and parts alike. */
  bytesWritten = 0;
  /** Calls to writeSync, the failed ones included. */
  writeCalls = 0;
  /** Flushes of a journal's data (fdatasync), and of a directory (fsync of a directory opened to read). */
  flushes = 0;
  directoryFlushes = 0;
  private readonly directories = new Set<number>();
  private directoryFault: string | null = null;
  private failing: { code: FaultCode; allow: number } | null = null;
  private chunk: number | null = null;
  private truncateFault: FaultCode | null = null;
  private flushFault: FaultCode | null = null;
  private openFault: { code: FaultCode; path: RegExp } | null = null;

  /** Every write fails with `code`, once `allow` more bytes have been taken (a part written). */
  failWrites(code: FaultCode, allow = 0): void {
    this.failing = { code, allow };
  }

  /** Each write takes at most `bytes` (the journal must write the rest itself). */
  shortWrites(bytes: number): void {
    this.chunk = bytes;
  }

  failTruncates(code: FaultCode): void {
    this.truncateFault = code;
  }

  failFlushes(code: FaultCode): void {
    this.flushFault = code;
  }

  /** Flushing a directory fails with `code` (EISDIR and EPERM are what some platforms answer). */
  failDirectoryFlushes(code: FaultCode | 'EISDIR' | 'EPERM'): void {
    this.directoryFault = code;
  }

  failOpens(code: FaultCode, path: RegExp): void {
    this.openFault = { code, path };
  }

  /** The disk is well again. */
  heal(): void {
    this.failing = null;
    this.chunk = null;
    this.truncateFault = null;
    this.flushFault = null;
    this.openFault = null;
    this.directoryFault = null;
  }

  existsSync = nodeFiles.existsSync;
  mkdirSync = nodeFiles.mkdirSync;
  readdirSync = nodeFiles.readdirSync;
  readFileSync = nodeFiles.readFileSync;
  writeFileSync = nodeFiles.writeFileSync;
  copyFileSync = nodeFiles.copyFileSync;
  renameSync = nodeFiles.renameSync;
  rmSync = nodeFiles.rmSync;

  openSync(path: string, flags: 'a' | 'w' | 'r'): number {
    if (this.openFault?.path.test(path)) throw fault(this.openFault.code, 'open');
    const fd = nodeFiles.openSync(path, flags);
    if (flags === 'r') this.directories.add(fd);
    return fd;
  }

  fsyncSync(fd: number): void {
    if (this.directories.has(fd)) {
      this.directoryFlushes += 1;
      if (this.directoryFault) {
        const error: NodeJS.ErrnoException = new Error(`${this.directoryFault}, fsync`);
        error.code = this.directoryFault;
        throw error;
      }
    }
    nodeFiles.fsyncSync(fd);
  }

  closeSync(fd: number): void {
    this.directories.delete(fd);
    nodeFiles.closeSync(fd);
  }

  writeSync(fd: number, data: Uint8Array, offset: number, length: number): number {
    this.writeCalls += 1;
    let take = this.chunk === null ? length : Math.min(length, this.chunk);
    if (this.failing) {
      if (this.failing.allow <= 0) throw fault(this.failing.code, 'write');
      take = Math.min(take, this.failing.allow);
      this.failing.allow -= take;
    }
    const wrote = nodeFiles.writeSync(fd, data, offset, take);
    this.bytesWritten += wrote;
    return wrote;
  }

  ftruncateSync(fd: number, length: number): void {
    if (this.truncateFault) throw fault(this.truncateFault, 'ftruncate');
    nodeFiles.ftruncateSync(fd, length);
  }

  fdatasyncSync(fd: number): void {
    if (this.flushFault) throw fault(this.flushFault, 'fdatasync');
    nodeFiles.fdatasyncSync(fd);
  }

  fdatasync(fd: number, done: (error: NodeJS.ErrnoException | null) => void): void {
    this.flushes += 1;
    if (this.flushFault) {
      const error = fault(this.flushFault, 'fdatasync');
      setImmediate(() => done(error));
      return;
    }
    nodeFiles.fdatasync(fd, done);
  }
}
