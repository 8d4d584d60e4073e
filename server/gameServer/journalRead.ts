// Reading the data directory back when the server starts: the newest snapshot that is whole, then
// every journal from its generation on, each line checked against the record schemas.
//
// A line is skipped when it is not a record, and what was skipped is reported. Nothing whole is
// lost with it: a write that failed half way and was followed, on the same line, by the next
// record (`{"k":"op","op":{"ty{"k":"op",...}`) still holds that next record whole, so a line that
// does not parse is searched for the records inside it, each starting with `{"k":`. (A `{"k":`
// inside a record's text cannot be mistaken for one: quotes in JSON strings are escaped.)
//
// A file that held something skipped is copied beside itself as `<name>.bad` before anything
// else happens; compaction never deletes a .bad file, so the evidence stays for a person to read.
// A snapshot that cannot be read falls back to the one before it, if any, with the journals of
// both generations replayed in turn (snapshot N+1 was written as snapshot N with journal N on it).
import { join } from 'node:path';
import { codeOf } from './journalFiles.ts';
import type { JournalFiles } from './journalFiles.ts';
import { readRecord, readSnapshotData } from './journalRecords.ts';
import type { JournalRecord, Snapshot } from './journalRecords.ts';

const SNAPSHOT = /^snapshot-(\d+)\.json$/;
const JOURNAL = /^journal-(\d+)\.jsonl$/;
/** Every file that names a generation, kept .bad copies included: a new generation is above them all. */
const ANY_GENERATION = /^(?:snapshot|journal)-(\d+)\.jsonl?(?:\.tmp|\.bad)?$/;
const RECORD_START = '{"k":';
const NEWLINE = 0x0a;

/** The records of one journal file, in order. */
export interface JournalRead {
  name: string;
  records: JournalRecord[];
  /** Something in it was skipped, and it was kept as .bad (or that was tried). */
  kept: boolean;
}

export interface Loaded {
  snapshot: Snapshot | null;
  journals: JournalRead[];
  /** What could not be read, and what was done about it (reported, then skipped). */
  problems: string[];
}

export interface DirectoryRead extends Loaded {
  /** The journal appended to until the first compaction: the last one read, or a new one. */
  appendTo: { generation: number; bytes: number; endsMidLine: boolean };
  /** The highest generation any file in the directory names. */
  newest: number;
  /** Files whose .bad copy could not be made: compaction leaves them where they are. */
  unkept: string[];
}

const excerpt = (text: string): string => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * Copies `name` beside itself as `name`.bad. A copy that fails is reported, and the file itself
 * is then left in place (answers false).
 */
export function keepAsBad(files: JournalFiles, dir: string, name: string, problems: string[]): boolean {
  try {
    files.copyFileSync(join(dir, name), join(dir, `${name}.bad`));
    problems.push(`${name} is kept as ${name}.bad`);
    return true;
  } catch (error) {
    problems.push(
      `${name} could not be kept as ${name}.bad (${codeOf(error) || String(error)}): it is left as it is`,
    );
    return false;
  }
}

function parseRecord(text: string): JournalRecord | 'not JSON' | 'not a record' {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  return readRecord(data) ?? 'not a record';
}

/** Where the JSON object opening at `start` closes (just after its brace), or -1: not in this line. */
function objectEnd(line: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < line.length; i++) {
    const c = line[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The whole records inside a line that is not one record, in order, and the pieces around them
 * that are not records. From each record start the object is followed to its closing brace; when
 * that is no record (a torn one), the search goes on from the next start.
 */
function recover(line: string): { records: JournalRecord[]; skipped: { at: number; text: string }[] } {
  const records: JournalRecord[] = [];
  const skipped: { at: number; text: string }[] = [];
  const skip = (at: number, to: number): void => {
    if (line.slice(at, to).trim() !== '') skipped.push({ at, text: line.slice(at, to) });
  };
  let from = 0;
  let start = line.indexOf(RECORD_START);
  while (start >= 0) {
    const end = objectEnd(line, start);
    const record = end < 0 ? 'not JSON' : parseRecord(line.slice(start, end));
    if (typeof record === 'string') {
      start = line.indexOf(RECORD_START, start + 1);
      continue;
    }
    skip(from, start);
    records.push(record);
    from = end;
    start = line.indexOf(RECORD_START, end);
  }
  skip(from, line.length);
  return { records, skipped };
}

/** The records of one journal file's text; what is skipped is reported in `problems`. */
export function readJournalText(text: string, name: string, problems: string[]): JournalRecord[] {
  const lines = text.split('\n');
  const unterminated = lines.length - 1;
  const records: JournalRecord[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `line ${index + 1} of ${name}`;
    const whole = parseRecord(line);
    if (typeof whole !== 'string') {
      records.push(whole);
      return;
    }
    if (whole === 'not a record') {
      problems.push(`${where} is JSON but not a journal record; skipped ${excerpt(line)}`);
      return;
    }
    const found = recover(line);
    records.push(...found.records);
    const kept =
      found.records.length > 0 ? `, and the ${found.records.length} whole record(s) in it were kept` : '';
    for (const piece of found.skipped) {
      const tail = index === unterminated && piece.at + piece.text.length === line.length;
      problems.push(
        tail
          ? `the last line of ${name} was cut short (a crash while writing); skipped ${excerpt(piece.text)}${kept}`
          : `${where} holds ${piece.text.length} characters that are not a whole record; skipped ${excerpt(piece.text)}${kept}`,
      );
    }
  });
  return records;
}

function generations(names: string[], pattern: RegExp): number[] {
  return names
    .map((name) => pattern.exec(name)?.[1])
    .filter((g): g is string => g !== undefined)
    .map(Number);
}

function readSnapshot(
  files: JournalFiles,
  dir: string,
  names: string[],
  problems: string[],
  unkept: string[],
) {
  for (const g of generations(names, SNAPSHOT).sort((a, b) => b - a)) {
    const name = `snapshot-${g}.json`;
    let why: string;
    try {
      const snapshot = readSnapshotData(JSON.parse(files.readFileSync(join(dir, name)).toString('utf8')));
      if (snapshot !== null && snapshot.generation === g) return snapshot;
      why = 'is not a whole snapshot of version 1';
    } catch (error) {
      why = `cannot be read: ${(error as Error).message}`;
    }
    problems.push(`${name} ${why}; skipped`);
    if (!keepAsBad(files, dir, name, problems)) unkept.push(name);
  }
  return null;
}

/** Reads everything the directory holds (see the file comment). */
export function readDirectory(files: JournalFiles, dir: string): DirectoryRead {
  const names = files.readdirSync(dir);
  const problems: string[] = [];
  const unkept: string[] = [];
  const snapshot = readSnapshot(files, dir, names, problems, unkept);
  const from = snapshot?.generation ?? 0;
  const journals: JournalRead[] = [];
  let appendTo = { generation: from, bytes: 0, endsMidLine: false };
  for (const g of generations(names, JOURNAL)
    .filter((n) => n >= from)
    .sort((a, b) => a - b)) {
    const name = `journal-${g}.jsonl`;
    const bytes = files.readFileSync(join(dir, name));
    const before = problems.length;
    const records = readJournalText(bytes.toString('utf8'), name, problems);
    const kept = problems.length > before;
    if (kept && !keepAsBad(files, dir, name, problems)) unkept.push(name);
    journals.push({ name, records, kept });
    appendTo = {
      generation: g,
      bytes: bytes.length,
      endsMidLine: bytes.length > 0 && bytes.at(-1) !== NEWLINE,
    };
  }
  const newest = Math.max(appendTo.generation, ...generations(names, ANY_GENERATION));
  return { snapshot, journals, problems, appendTo, newest, unkept };
}
