// The online server's files: an append-only journal of JSON lines and, beside it, the snapshot it
// starts from. Why files and not a database: what the server keeps is small and already plain JSON
// (matches are MatchState, rooms and chat are a few fields), the match authority is pure so a
// match is rebuilt exactly from its inputs, and Node 20 has no embedded database (node:sqlite
// needs Node 22.5; better-sqlite3 is native code to compile; PGlite is a 3 MB WebAssembly Postgres
// that would start with every `npm run dev`). A journal needs nothing but node:fs.
//
// In the data directory, for generation N:
//   snapshot-N.json   everything held when generation N began (written to a .tmp file, flushed to
//                     disk and renamed, so it is whole or absent)
//   journal-N.jsonl   one record per change since then, appended as each change happens
//   lock              the pid of the process using the directory
// Starting reads the newest whole snapshot and its journal (a torn last line, from a crash in the
// middle of a write, is skipped), then compacts: writes snapshot N+1 with the state it rebuilt and
// starts journal N+1 empty, and deletes generation N. The running server compacts the same way when
// the journal passes Limits.compactAtBytes, and on a clean close, so the files stay about as large
// as what is held. Appends are written at once (writeSync, no fsync): a crash of the server loses
// nothing, a crash of the machine can lose the last moments.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { readRecord, readSnapshotData } from './journalRecords.ts';
import type { JournalRecord, Snapshot } from './journalRecords.ts';

const SNAPSHOT = /^snapshot-(\d+)\.json$/;
const GENERATION_FILE = /^(?:snapshot|journal)-(\d+)\.json(?:l|\.tmp)?$/;

/** Directories this process has open: a second server on the same directory would corrupt it. */
const openHere = new Set<string>();

export interface Loaded {
  snapshot: Snapshot | null;
  records: JournalRecord[];
  /** Lines that could not be read, and why (reported, then skipped). */
  problems: string[];
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function takeLock(dir: string): void {
  const lock = join(dir, 'lock');
  if (openHere.has(dir)) throw new Error(`The online data directory ${dir} is already open in this process.`);
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid))
      throw new Error(`The online data directory ${dir} is in use by process ${pid}.`);
  }
  writeFileSync(lock, String(process.pid));
  openHere.add(dir);
}

function readSnapshot(dir: string, problems: string[]): Snapshot | null {
  const generations = readdirSync(dir)
    .map((name) => SNAPSHOT.exec(name)?.[1])
    .filter((g): g is string => g !== undefined)
    .map(Number)
    .sort((a, b) => b - a);
  for (const g of generations) {
    try {
      const snapshot = readSnapshotData(JSON.parse(readFileSync(join(dir, `snapshot-${g}.json`), 'utf8')));
      if (snapshot !== null && snapshot.generation === g) return snapshot;
      problems.push(`snapshot-${g}.json is not a snapshot of version 1`);
    } catch (error) {
      problems.push(`snapshot-${g}.json cannot be read: ${(error as Error).message}`);
    }
  }
  return null;
}

function readRecords(path: string, problems: string[]): JournalRecord[] {
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, 'utf8').split('\n');
  const records: JournalRecord[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch {
      problems.push(
        i === lines.length - 1
          ? `the last line of ${path} was cut short (a crash while writing); skipped`
          : `line ${i + 1} of ${path} is not JSON; skipped`,
      );
      return;
    }
    const record = readRecord(data);
    if (record) records.push(record);
    else problems.push(`line ${i + 1} of ${path} is not a journal record; skipped`);
  });
  return records;
}

export class Journal {
  private fd: number | null = null;
  private written = 0;

  private constructor(
    readonly dir: string,
    private generation: number,
  ) {}

  /** Opens (creating it if needed) and locks the directory, and reads what it holds. */
  static open(dataDir: string): { journal: Journal; loaded: Loaded } {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    takeLock(dir);
    const problems: string[] = [];
    const snapshot = readSnapshot(dir, problems);
    const generation = snapshot?.generation ?? 0;
    const records = readRecords(join(dir, `journal-${generation}.jsonl`), problems);
    const journal = new Journal(dir, generation);
    journal.fd = openSync(join(dir, `journal-${generation}.jsonl`), 'a');
    return { journal, loaded: { snapshot, records, problems } };
  }

  /** The generation the next compaction writes. */
  get nextGeneration(): number {
    return this.generation + 1;
  }

  /** Characters appended since the last compaction. */
  get size(): number {
    return this.written;
  }

  append(record: JournalRecord): void {
    if (this.fd === null) return;
    const line = `${JSON.stringify(record)}\n`;
    writeSync(this.fd, line);
    this.written += line.length;
  }

  /** Makes `snapshot` (of generation `nextGeneration`) the new start and empties the journal. */
  compact(snapshot: Snapshot): void {
    const g = snapshot.generation;
    const target = join(this.dir, `snapshot-${g}.json`);
    const tmp = `${target}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, JSON.stringify(snapshot));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, target);
    if (this.fd !== null) closeSync(this.fd);
    this.fd = openSync(join(this.dir, `journal-${g}.jsonl`), 'w');
    this.generation = g;
    this.written = 0;
    for (const name of readdirSync(this.dir)) {
      const old = GENERATION_FILE.exec(name)?.[1];
      if (old !== undefined && Number(old) < g) rmSync(join(this.dir, name), { force: true });
    }
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    const lock = join(this.dir, 'lock');
    if (existsSync(lock) && readFileSync(lock, 'utf8').trim() === String(process.pid))
      rmSync(lock, { force: true });
    openHere.delete(this.dir);
  }
}
