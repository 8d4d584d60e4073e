// The game server's journal reads every line back through its record schemas: what the server
// wrote is read as written, and a line that is JSON but not a record is reported and skipped.
import { describe, expect, it } from 'vitest';
import { createMatch, submitMove } from '../../../src/engine/match/index.ts';
import { readRecord, readSnapshotData } from '../../../server/gameServer/journalRecords.ts';
import type { JournalRecord } from '../../../server/gameServer/journalRecords.ts';

const P1 = 'player-one-key-0001';
const P2 = 'player-two-key-0002';

describe('journal records', () => {
  const match = createMatch({ id: 'm1', seats: [P1, P2], fighters: [1, 2], seed: 7, now: 1000 });
  const moved = submitMove(
    match,
    { matchId: 'm1', actor: P1, seq: 0, action: { type: 'chargeEnergy' } },
    2000,
  );
  if (!moved.ok) throw new Error(moved.reason);

  const written: JournalRecord[] = [
    { k: 'player', player: { key: P1, name: 'Maria', createdAt: 1, seenAt: 2 } },
    {
      k: 'room',
      room: {
        id: 'r1',
        name: 'Arnis Hall',
        createdAt: 1,
        members: [{ key: P1, name: 'Maria' }],
        phase: 'waiting',
        matchId: null,
        picks: [null, 2],
        inviteCode: 'invite-code1',
      },
    },
    { k: 'roomClosed', roomId: 'r1' },
    { k: 'chat', message: { id: 'c1', roomId: 'r1', name: 'Maria', text: 'Mabuhay!', at: 3 } },
    { k: 'match', match: moved.match },
    { k: 'matchDropped', matchId: 'm1' },
    {
      k: 'op',
      op: { type: 'move', matchId: 'm1', actor: P1, seq: 0, action: { type: 'playCard', cardId: 4 }, at: 5 },
      rev: 1,
    },
    { k: 'op', op: { type: 'tick', matchId: 'm1', at: 6 }, rev: 2 },
    { k: 'op', op: { type: 'disconnected', matchId: 'm1', seat: 1, at: 7 }, rev: 3 },
    { k: 'op', op: { type: 'abandon', matchId: 'm1', at: 8 }, rev: 4 },
  ];

  it('reads back every record the server writes, as written', () => {
    for (const record of written) {
      const line = JSON.parse(JSON.stringify(record)) as unknown;
      expect(readRecord(line)).toEqual(record);
    }
  });

  it('refuses what is not a record', () => {
    expect(readRecord({ k: 'surprise' })).toBeNull();
    expect(readRecord({ k: 'chat', message: { id: 'x' } })).toBeNull();
    expect(readRecord({ k: 'op', op: { type: 'move', matchId: 'm1', at: 1 }, rev: 1 })).toBeNull();
    expect(readRecord({ k: 'match', match: { ...moved.match, seats: [P1] } })).toBeNull();
    expect(readRecord(null)).toBeNull();
  });

  it('reads a whole snapshot and refuses another version', () => {
    const snapshot = {
      version: 1,
      generation: 3,
      savedAt: 9,
      players: [],
      rooms: [],
      chat: [],
      matches: [moved.match],
    };
    expect(readSnapshotData(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
    expect(readSnapshotData({ ...snapshot, version: 2 })).toBeNull();
  });
});
