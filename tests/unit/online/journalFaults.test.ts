// The journal when the disk fails under a running server: a full disk (ENOSPC) or a process out of
// file descriptors (EMFILE) on a move or on a turn's time-up, writes that take part of the bytes,
// a torn write that cannot be cut back at once, a failed flush. No fault crashes the server or
// splits what it holds from what is on disk: the change is not made (a move's player is told in
// words, the other player sees nothing), the server turns read-only and says so, leaves read-only
// once the disk takes a write again, and a restart on the same directory finds what the players
// were told.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { SAVE_RETRY_MS, SAVE_TEXT } from '../../../server/gameServer/readOnly.ts';
import { FaultyFiles } from './faultyFiles.ts';
import type { FaultCode } from './faultyFiles.ts';
import { DataDirectory, expectSameMatch, expectWholeLines, moveAndSee, playMoves } from './journalSupport.ts';
import { helloClient, roomWithTwo, until } from './support.ts';
import type { Pair } from './support.ts';

let directory: DataDirectory;
let files: FaultyFiles;

beforeEach(() => {
  directory = new DataDirectory();
  files = new FaultyFiles();
});

afterEach(async () => {
  await directory.end();
});

const READ_ONLY = /^online journal: a change could not be written \((ENOSPC|EMFILE|EIO)/;
const WRITING_AGAIN =
  /^online journal: writing again after [\d.]+ s read-only; (\d+) change\(s\) were refused/;

/** A server on the faulty files with a match two moves in. */
async function matchOnFaultyDisk(): Promise<{ server: ListeningOnline; pair: Pair; matchId: string }> {
  const server = await directory.serve({ journalFiles: files });
  const { pair, matchId } = await playMoves(directory, server, 2);
  return { server, pair, matchId };
}

/** B asks for the room list and gets it (no change): every frame the server sent B before is in by then. */
async function settle(pair: Pair): Promise<void> {
  pair.b.send({ type: 'listRooms' });
  await pair.b.takeType('rooms');
}

/** A crash and a restart on the same directory: the match is the one the players last saw. */
async function expectRestartAsTold(server: ListeningOnline, pair: Pair, matchId: string): Promise<void> {
  const held = structuredClone(server.online.state.matches.get(matchId));
  expect(held?.log.length).toBe(pair.a.latestView(matchId)?.seq);
  expect(held?.log.length).toBe(pair.b.latestView(matchId)?.seq);
  await directory.crash(server);
  expectWholeLines(directory.read(directory.journalName()));
  const again = await directory.serve();
  expect(directory.logged).toEqual([]);
  expectSameMatch(again.online.state.matches.get(matchId), held);
}

describe('a write that fails on a move', () => {
  for (const code of ['ENOSPC', 'EMFILE'] as FaultCode[]) {
    it(`(${code}) is refused in words, sent to nobody else, and the server is read-only until a write succeeds`, async () => {
      const { server, pair, matchId } = await matchOnFaultyDisk();
      const before = structuredClone(server.online.state.matches.get(matchId));
      const seenByB = pair.b.messages.length;
      files.failWrites(code);
      directory.clock.advance(2_000);

      const refused = await pair.a.refused({
        type: 'move',
        matchId,
        seq: 2,
        action: { type: 'chargeEnergy' },
      });
      expect(refused).toMatchObject({ code: 'server_error', message: SAVE_TEXT.move, matchId, seq: 2 });
      await settle(pair);
      expect(pair.b.messages.slice(seenByB).map((m) => m.type)).toEqual(['rooms']);
      expect(server.online.state.matches.get(matchId)).toEqual(before);
      expect(directory.logged.filter((l) => READ_ONLY.test(l))).toHaveLength(1);

      // Read-only: within the second nothing touches the disk, whatever is asked.
      const calls = files.writeCalls;
      const chat = await pair.b.refused({ type: 'chat', roomId: pair.roomId, text: 'Ano na?' });
      expect(chat).toMatchObject({ code: 'server_error', message: SAVE_TEXT.change });
      expect(files.writeCalls).toBe(calls);

      // The disk is well again: the next change a second later is written, and read-only ends.
      files.heal();
      directory.clock.advance(SAVE_RETRY_MS);
      pair.a.send({ type: 'move', matchId, seq: 2, action: { type: 'chargeEnergy' } });
      await pair.a.takeType('matchView', (m) => m.seq === 3);
      await pair.b.takeType('matchView', (m) => m.seq === 3);
      const again = directory.logged.filter((l) => WRITING_AGAIN.test(l));
      expect(again).toHaveLength(1);
      expect(WRITING_AGAIN.exec(again[0] ?? '')?.[1]).toBe('2');
      await expectRestartAsTold(server, pair, matchId);
    });
  }

  it('keeps trying while the disk stays full, and every try is refused the same way', async () => {
    const { server, pair, matchId } = await matchOnFaultyDisk();
    files.failWrites('ENOSPC');
    for (let attempt = 0; attempt < 3; attempt++) {
      directory.clock.advance(SAVE_RETRY_MS);
      const calls = files.writeCalls;
      const refused = await pair.a.refused({
        type: 'move',
        matchId,
        seq: 2,
        action: { type: 'chargeEnergy' },
      });
      expect(refused.message).toBe(SAVE_TEXT.move);
      expect(files.writeCalls).toBe(calls + 1);
    }
    expect(directory.logged.filter((l) => READ_ONLY.test(l))).toHaveLength(1);
    await expectRestartAsTold(server, pair, matchId);
  });
});

describe('a player coming back while the server is read-only', () => {
  it('is let in with the room and the match as they stand; what the hello notes down waits for the disk', async () => {
    const { server, pair, matchId } = await matchOnFaultyDisk();
    files.failWrites('ENOSPC');
    await pair.a.refused({ type: 'move', matchId, seq: 2, action: { type: 'chargeEnergy' } });
    const before = structuredClone(server.online.state.matches.get(matchId));
    const record = structuredClone(server.online.state.players.get(pair.a.key ?? ''));
    await pair.a.drop();
    directory.clock.advance(SAVE_RETRY_MS);

    // A new connection with the key, under a new name: welcomed, the room and the whole view sent.
    const back = await helloClient(server.url, 'Maria Clara', pair.a.key ?? '');
    expect(back.key).toBe(pair.a.key);
    await back.takeType('room', (m) => m.room.roomId === pair.roomId);
    expect((await back.takeType('matchView')).seq).toBe(2);
    // Nothing was written, so nothing changed in memory either: the name waits for the next hello.
    expect(server.online.state.players.get(pair.a.key ?? '')).toEqual(record);
    expect(server.online.state.matches.get(matchId)?.log).toEqual(before?.log);
    await back.close();
    await pair.b.close();
  });
});

describe('a write that takes part of the bytes', () => {
  it('is finished by writing the rest: a whole match of short writes loses nothing', async () => {
    files.shortWrites(7);
    const server = await directory.serve({ journalFiles: files });
    const { pair, matchId } = await playMoves(directory, server, 6);
    expect(files.writeCalls).toBeGreaterThan(files.bytesWritten / 7 - 1);
    await expectRestartAsTold(server, pair, matchId);
  });

  it('that then fails is cut back, so no torn record sits in the journal', async () => {
    const { server, pair, matchId } = await matchOnFaultyDisk();
    const name = directory.journalName();
    const length = directory.read(name).length;
    files.failWrites('ENOSPC', 25);
    directory.clock.advance(2_000);
    const refused = await pair.a.refused({ type: 'move', matchId, seq: 2, action: { type: 'chargeEnergy' } });
    expect(refused.message).toBe(SAVE_TEXT.move);
    expect(directory.read(name).length).toBe(length);
    await expectRestartAsTold(server, pair, matchId);
  });

  it('whose cut fails too is cut before the next write, once the disk is well again', async () => {
    const { server, pair, matchId } = await matchOnFaultyDisk();
    const name = directory.journalName();
    const length = directory.read(name).length;
    files.failWrites('EIO', 25);
    files.failTruncates('EIO');
    directory.clock.advance(2_000);
    await pair.a.refused({ type: 'move', matchId, seq: 2, action: { type: 'chargeEnergy' } });
    expect(directory.read(name).length).toBe(length + 25);

    files.heal();
    directory.clock.advance(SAVE_RETRY_MS);
    await moveAndSee(directory, pair, matchId, 2);
    expectWholeLines(directory.read(name));
    await expectRestartAsTold(server, pair, matchId);
  });
});

describe("a turn's time-up when the disk is full", () => {
  for (const code of ['ENOSPC', 'EMFILE'] as FaultCode[]) {
    it(`(${code}) throws nothing, changes nothing, and comes again until it is saved`, async () => {
      const { server, pair, matchId } = await matchOnFaultyDisk();
      const before = structuredClone(server.online.state.matches.get(matchId));
      const deadline = before?.deadline as number;
      const [seenByA, seenByB] = [pair.a.messages.length, pair.b.messages.length];
      files.failWrites(code);

      directory.clock.advance(deadline - directory.clock.now());
      directory.clock.advance(3 * SAVE_RETRY_MS);
      expect(server.online.state.matches.get(matchId)).toEqual(before);
      await settle(pair);
      expect(pair.a.messages.length).toBe(seenByA);
      expect(pair.b.messages.slice(seenByB).map((m) => m.type)).toEqual(['rooms']);
      expect(directory.logged.filter((l) => READ_ONLY.test(l))).toHaveLength(1);
      expect(directory.logged.filter((l) => !READ_ONLY.test(l))).toEqual([]);

      files.heal();
      directory.clock.advance(SAVE_RETRY_MS);
      const timeUp = await pair.a.takeType('matchView', (m) => m.seq === 3);
      await pair.b.takeType('matchView', (m) => m.seq === 3);
      expect(timeUp.view.log.at(-1)?.action).toEqual({ type: 'timeUp', side: 0 });
      expect(directory.logged.filter((l) => WRITING_AGAIN.test(l))).toHaveLength(1);
      await expectRestartAsTold(server, pair, matchId);
    });
  }
});

describe("an away player's leaving when the disk is full", () => {
  it('throws nothing: the place stays until leaving can be saved', async () => {
    const server = await directory.serve({ journalFiles: files });
    const { a, b, roomId } = await roomWithTwo(server.url);
    directory.keep(a, b);
    await b.close();
    await a.takeType('room', (m) => m.room.members[1]?.connected === false);
    const before = structuredClone(server.online.state.rooms.get(roomId));
    files.failWrites('ENOSPC');
    directory.clock.advance(60_000 + 3 * SAVE_RETRY_MS);
    expect(server.online.state.rooms.get(roomId)).toEqual(before);
    expect(directory.logged.filter((l) => !READ_ONLY.test(l))).toEqual([]);

    files.heal();
    directory.clock.advance(SAVE_RETRY_MS);
    await a.takeType('room', (m) => m.room.members.length === 1);
    await directory.crash(server);
    const again = await directory.serve();
    expect(again.online.state.rooms.get(roomId)?.members.map((m) => m.name)).toEqual(['Maria']);
  });
});

describe('a flush to disk that fails', () => {
  it('makes the server read-only until a whole new snapshot is written', async () => {
    const { server, pair, matchId } = await matchOnFaultyDisk();
    const snapshots = () => directory.files().filter((f) => /^snapshot-\d+\.json$/.test(f));
    const [first] = snapshots();
    files.failFlushes('EIO');
    await moveAndSee(directory, pair, matchId, 2);
    await until(
      () => directory.logged.some((l) => /could not be flushed to disk \(EIO/.test(l)),
      'the flush',
    );
    const refused = await pair.b.refused({ type: 'move', matchId, seq: 3, action: { type: 'chargeEnergy' } });
    expect(refused.message).toBe(SAVE_TEXT.move);

    files.heal();
    directory.clock.advance(SAVE_RETRY_MS);
    await moveAndSee(directory, pair, matchId, 3);
    expect(snapshots()).not.toEqual([first]);
    expect(directory.logged.filter((l) => WRITING_AGAIN.test(l))).toHaveLength(1);
    await expectRestartAsTold(server, pair, matchId);
  });
});

describe('a compaction that fails', () => {
  it('leaves the journal going on, and the start after finds everything', async () => {
    files.failOpens('EMFILE', /snapshot-\d+\.json\.tmp$/);
    const server = await directory.serve({ journalFiles: files });
    expect(directory.logged.join('\n')).toMatch(/compaction on starting failed \(EMFILE/);
    const { pair, matchId } = await playMoves(directory, server, 3);
    expect(directory.logged.filter((l) => READ_ONLY.test(l))).toEqual([]);
    await expectRestartAsTold(server, pair, matchId);
  });
});
