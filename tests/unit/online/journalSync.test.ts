// What reaches the disk and when: the appends of a window are flushed (fdatasync) together, once,
// at most SYNC_WINDOW_MS after they were written, never one flush per write; a snapshot's rename is
// made durable by flushing the directory before the older generation is deleted, and a platform
// that cannot flush a directory (EISDIR, EPERM) is no fault, while another error keeps the older
// generation for the next compaction.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../../../server/gameServer/journal.ts';
import { SYNC_WINDOW_MS } from '../../../server/gameServer/journalFlush.ts';
import type { JournalRecord, Snapshot } from '../../../server/gameServer/journalRecords.ts';
import { FaultyFiles } from './faultyFiles.ts';
import { tempDir, until } from './support.ts';

const chat = (i: number): JournalRecord => ({
  k: 'chat',
  message: { id: `c${i}`, roomId: 'r1', name: 'Maria', text: `Mensahe ${i}`, at: i },
});
const snapshot = (generation: number): Snapshot => ({
  version: 1,
  generation,
  savedAt: 1,
  players: [],
  rooms: [],
  chat: [],
  matches: [],
});

let data: { dir: string; remove(): void };
let files: FaultyFiles;
let journal: Journal | null;
let reported: string[];

beforeEach(() => {
  data = tempDir();
  files = new FaultyFiles();
  reported = [];
  journal = Journal.open(data.dir, { files, report: (line) => reported.push(line) }).journal;
});

afterEach(() => {
  journal?.close();
  data.remove();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('flushing appends to disk', () => {
  it('flushes a burst once, after the window, and not again until something more is appended', async () => {
    const opened = journal as Journal;
    const started = performance.now();
    for (let i = 0; i < 500; i++) opened.append(chat(i));
    expect(files.flushes).toBe(0);
    await until(() => files.flushes === 1, 'the flush');
    expect(performance.now() - started).toBeGreaterThanOrEqual(SYNC_WINDOW_MS - 2);
    await wait(3 * SYNC_WINDOW_MS);
    expect(files.flushes).toBe(1);

    opened.append(chat(500));
    await until(() => files.flushes === 2, 'the next flush');
    await wait(2 * SYNC_WINDOW_MS);
    expect(files.flushes).toBe(2);
  });

  it('flushes what is left when the journal is closed', () => {
    const opened = journal as Journal;
    opened.append(chat(1));
    files.failFlushes('EIO');
    opened.close();
    journal = null;
    expect(reported).toEqual(['the journal could not be flushed on closing: EIO: i/o error, fdatasync']);
  });
});

describe("a snapshot's rename", () => {
  it('is made durable by flushing the directory, then the older generation is deleted', () => {
    const opened = journal as Journal;
    opened.append(chat(1));
    opened.compact(snapshot(opened.nextGeneration));
    expect(files.directoryFlushes).toBe(1);
    expect(existsSync(join(data.dir, 'journal-0.jsonl'))).toBe(false);
    expect(existsSync(join(data.dir, 'snapshot-1.json'))).toBe(true);
    expect(reported).toEqual([]);
  });

  for (const code of ['EISDIR', 'EPERM'] as const) {
    it(`takes ${code} from the directory's flush as a platform that cannot, and goes on`, () => {
      const opened = journal as Journal;
      files.failDirectoryFlushes(code);
      opened.compact(snapshot(opened.nextGeneration));
      expect(files.directoryFlushes).toBe(1);
      expect(existsSync(join(data.dir, 'journal-0.jsonl'))).toBe(false);
      expect(reported).toEqual([]);
    });
  }

  it('keeps the older generation when the directory cannot be flushed, until a compaction can', () => {
    const opened = journal as Journal;
    files.failDirectoryFlushes('EIO');
    opened.compact(snapshot(opened.nextGeneration));
    expect(existsSync(join(data.dir, 'journal-0.jsonl'))).toBe(true);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/could not be flushed; the older files stay until the next compaction/);

    files.heal();
    opened.compact(snapshot(opened.nextGeneration));
    expect(
      ['journal-0.jsonl', 'snapshot-1.json', 'journal-1.jsonl'].map((f) => existsSync(join(data.dir, f))),
    ).toEqual([false, false, false]);
    expect(existsSync(join(data.dir, 'snapshot-2.json'))).toBe(true);
  });
});
