// Reading the journal back after a fault: a line that is not a record is skipped and reported, the
// file that held it is kept as .bad (and compaction leaves that copy), and nothing that was whole
// is lost: a torn write glued to the next record still gives that record, so no match rewinds.
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJournalText } from '../../../server/gameServer/journalRead.ts';
import type { JournalRecord } from '../../../server/gameServer/journalRecords.ts';
import { DataDirectory, expectSameMatch, moveAndSee, playMoves } from './journalSupport.ts';
import { helloClient } from './support.ts';
import type { Pair } from './support.ts';

const chat = (id: string, text: string): JournalRecord => ({
  k: 'chat',
  message: { id, roomId: 'r1', name: 'Maria', text, at: 1 },
});
const line = (record: JournalRecord): string => JSON.stringify(record);

describe('a journal line that is not one record', () => {
  const a = chat('c1', 'Mabuhay!');
  const b = chat('c2', 'Tara, laban {"k":"op"} na!');

  it('gives back both records of two glued together (a newline lost)', () => {
    const problems: string[] = [];
    expect(readJournalText(`${line(a)}${line(b)}\n`, 'journal-1.jsonl', problems)).toEqual([a, b]);
    expect(problems).toEqual([]);
  });

  it('gives back the record after a torn write on the same line, and reports the torn part', () => {
    const problems: string[] = [];
    const text = `${line(a)}\n{"k":"op","op":{"ty${line(b)}\n`;
    expect(readJournalText(text, 'journal-1.jsonl', problems)).toEqual([a, b]);
    expect(problems).toEqual([
      'line 2 of journal-1.jsonl holds 19 characters that are not a whole record; skipped "{\\"k\\":\\"op\\",\\"op\\":{\\"ty", and the 1 whole record(s) in it were kept',
    ]);
  });

  it('skips what is before, between and after whole records (zeros from a crash, a torn tail)', () => {
    const problems: string[] = [];
    const text = `\u0000\u0000${line(a)}garbage${line(b)}{"k":"chat","mess`;
    expect(readJournalText(text, 'journal-2.jsonl', problems)).toEqual([a, b]);
    expect(problems).toHaveLength(3);
    expect(problems[2]).toMatch(/^the last line of journal-2.jsonl was cut short/);
  });

  it('skips a corrupt or wrong-shaped line in the middle and keeps every whole one', () => {
    const problems: string[] = [];
    const wrong = '{"k":"op","op":{"type":"teleport","matchId":"m1"},"rev":1}';
    const text = [line(a), 'not json at all', wrong, line(b), ''].join('\n');
    expect(readJournalText(text, 'journal-3.jsonl', problems)).toEqual([a, b]);
    expect(problems).toEqual([
      'line 2 of journal-3.jsonl holds 15 characters that are not a whole record; skipped "not json at all"',
      `line 3 of journal-3.jsonl is JSON but not a journal record; skipped ${JSON.stringify(wrong)}`,
    ]);
  });
});

describe('a restart after a fault in the journal', () => {
  let directory: DataDirectory;

  beforeEach(() => {
    directory = new DataDirectory();
  });

  afterEach(async () => {
    await directory.end();
  });

  /** Four moves, then a crash; `spoil` changes the journal's lines; then a restart. */
  async function spoilThenRestart(spoil: (lines: string[]) => string[]) {
    const first = await directory.serve();
    const { pair, matchId } = await playMoves(directory, first, 4);
    const before = structuredClone(first.online.state.matches.get(matchId));
    await directory.crash(first);
    const name = directory.journalName();
    const text = spoil(directory.read(name).split('\n')).join('\n');
    writeFileSync(join(directory.dir, name), text);
    const second = await directory.serve();
    return { second, pair, matchId, before, name, text, logged: [...directory.logged] };
  }

  /** Both players connect to the restarted server and get their match's whole view. */
  async function comeBack(url: string, pair: Pair): Promise<Pair> {
    const a = await helloClient(url, 'Maria', pair.a.key as string);
    const b = await helloClient(url, 'Jose', pair.b.key as string);
    directory.keep(a, b);
    await a.takeType('matchView', (m) => m.view.logFrom === 0);
    await b.takeType('matchView', (m) => m.view.logFrom === 0);
    return { a, b, roomId: pair.roomId };
  }

  const ops = (lines: string[]): number[] =>
    lines.flatMap((l, i) => (l.startsWith('{"k":"op","op":{"type":"move"') ? [i] : []));

  const faults: [string, (lines: string[]) => string[], RegExp][] = [
    [
      'a torn write glued to the next move',
      (lines) => lines.map((l, i) => (i === ops(lines)[1] ? `${l.slice(0, 30)}${l}` : l)),
      /holds 30 characters that are not a whole record; skipped .*1 whole record\(s\) in it were kept/,
    ],
    [
      'a corrupt line between two moves',
      (lines) => lines.flatMap((l, i) => (i === ops(lines)[2] ? ['\u0000\u0000\u0000\u0000', l] : [l])),
      /holds 4 characters that are not a whole record/,
    ],
    [
      'a wrong-shaped line between two moves',
      (lines) => lines.flatMap((l, i) => (i === ops(lines)[2] ? ['{"k":"room","room":{"id":1}}', l] : [l])),
      /is JSON but not a journal record; skipped/,
    ],
    [
      'a torn last line',
      (lines) => [...lines.slice(0, -1), '{"k":"op","op":{"type":"move","matchId'],
      /the last line of journal-\d+\.jsonl was cut short/,
    ],
  ];

  for (const [what, spoil, reported] of faults) {
    it(`keeps every whole record after ${what}, reports it and keeps the file as .bad`, async () => {
      const { second, pair, matchId, before, name, text, logged } = await spoilThenRestart(spoil);
      expect(logged.join('\n')).toMatch(reported);
      expect(logged).toContain(`online journal: ${name} is kept as ${name}.bad`);
      expectSameMatch(second.online.state.matches.get(matchId), before);
      expect(second.online.state.chat.get(pair.roomId)?.map((m) => m.text)).toEqual(['Laban!']);
      // The start compacted: generation N is gone, its .bad copy stays as it was.
      expect(existsSync(join(directory.dir, name))).toBe(false);
      expect(directory.read(`${name}.bad`)).toBe(text);

      // The match goes on, and the next start finds nothing wrong (and still keeps the .bad file).
      await moveAndSee(directory, await comeBack(second.url, pair), matchId, 4);
      const after = structuredClone(second.online.state.matches.get(matchId));
      await directory.crash(second);
      const third = await directory.serve();
      expect(directory.logged).toEqual([]);
      expect(directory.files()).toContain(`${name}.bad`);
      expectSameMatch(third.online.state.matches.get(matchId), after);
      expect(after?.log).toHaveLength(5);
    });
  }

  it('skips a snapshot that cannot be read, keeps it as .bad and replays the journals it has', async () => {
    const first = await directory.serve();
    const { pair, matchId } = await playMoves(directory, first, 2);
    await directory.crash(first);
    // Generation N as it stands: its snapshot (read first) and its journal (the moves so far).
    const older = directory.files().filter((f) => /^(snapshot|journal)-\d+\.jsonl?$/.test(f));
    for (const f of older) copyFileSync(join(directory.dir, f), join(directory.dir, `${f}.saved`));

    // Generation N+1: two more moves, then its snapshot is spoilt and generation N put back.
    const second = await directory.serve();
    const back = await comeBack(second.url, pair);
    for (const seq of [2, 3]) await moveAndSee(directory, back, matchId, seq);
    const before = structuredClone(second.online.state.matches.get(matchId));
    await directory.crash(second);
    const snapshot = directory.files().find((f) => /^snapshot-\d+\.json$/.test(f)) as string;
    writeFileSync(join(directory.dir, snapshot), '{"version":1,"generation":');
    for (const f of older) copyFileSync(join(directory.dir, `${f}.saved`), join(directory.dir, f));

    const third = await directory.serve();
    expect(directory.logged).toContain(`online journal: ${snapshot} is kept as ${snapshot}.bad`);
    expect(directory.logged.join('\n')).toMatch(new RegExp(`${snapshot} cannot be read`));
    expectSameMatch(third.online.state.matches.get(matchId), before);
    expect(third.online.state.matches.get(matchId)?.log).toHaveLength(4);
    expect(directory.files()).toContain(`${snapshot}.bad`);
  });
});
