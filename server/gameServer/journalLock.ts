// The lock on the online data directory: one server at a time. Two servers appending to
// the same journal, or one compacting while the other writes, would corrupt it, so the directory
// holds a `lock` file with the pid of the process using it. A lock whose process is gone (the
// server crashed or was killed) is taken over. The pid alone cannot tell two servers of one process
// apart, so the directories this process has open are also kept in memory.
import { join } from 'node:path';
import { codeOf } from './journalFiles.ts';
import type { JournalFiles } from './journalFiles.ts';

/** Directories this process has open: a second server on the same directory would corrupt it. */
const openHere = new Set<string>();

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
}

export function takeLock(files: JournalFiles, dir: string): void {
  const lock = join(dir, 'lock');
  if (openHere.has(dir)) throw new Error(`The online data directory ${dir} is already open in this process.`);
  if (files.existsSync(lock)) {
    const pid = Number(files.readFileSync(lock).toString('utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid))
      throw new Error(`The online data directory ${dir} is in use by process ${pid}.`);
  }
  files.writeFileSync(lock, String(process.pid));
  openHere.add(dir);
}

export function releaseLock(files: JournalFiles, dir: string): void {
  const lock = join(dir, 'lock');
  try {
    if (files.existsSync(lock) && files.readFileSync(lock).toString('utf8').trim() === String(process.pid))
      files.rmSync(lock, { force: true });
  } finally {
    openHere.delete(dir);
  }
}
