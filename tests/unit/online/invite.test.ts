// Invite links on the game's own server, over real WebSockets: a room's code is told to its members
// only, opens the room to whoever holds it, and every way a link can fail says so in words. The
// same flows on Supabase are in supabaseTransport.test.ts and tests/unit/sql/onlineInvites.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { INVITE_CODE_PATTERN, INVITE_TEXT } from '../../../src/protocol/index.ts';
import type { TestClient } from './support.ts';
import { ManualClock, helloClient, startServer, tempDir } from './support.ts';

let server: ListeningOnline;
let clock: ManualClock;
const clients: TestClient[] = [];

async function player(name: string, url = server.url): Promise<TestClient> {
  const c = await helloClient(url, name);
  clients.push(c);
  return c;
}

async function roomOf(owner: TestClient, name = 'Sinawali Hall') {
  owner.send({ type: 'createRoom', name });
  return (await owner.takeType('room')).room;
}

beforeEach(async () => {
  clock = new ManualClock();
  server = await startServer({ clock });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

describe('invite links', () => {
  it('gives each room its own code of 12 random characters, told to the members and never listed', async () => {
    const a = await player('Maria');
    const b = await player('Jose');
    const watcher = await player('Ana');
    watcher.send({ type: 'listRooms' });
    await watcher.takeType('rooms');
    const first = await roomOf(a, 'Sinawali Hall');
    const second = await roomOf(b, 'Espada y Daga');
    expect(first.inviteCode).toMatch(INVITE_CODE_PATTERN);
    expect(second.inviteCode).toMatch(INVITE_CODE_PATTERN);
    expect(first.inviteCode).not.toBe(second.inviteCode);
    expect(first.inviteCode).not.toBe(first.roomId);
    const listed = await watcher.takeType('rooms', (m) => m.rooms.length === 2);
    expect(JSON.stringify(listed)).not.toContain(first.inviteCode);
    expect(JSON.stringify(listed)).not.toContain(second.inviteCode);
  });

  it('seats whoever opens the link, as Join Room does; the owner following it again just sees the room', async () => {
    const a = await player('Maria');
    const b = await player('Jose');
    const room = await roomOf(a);
    b.send({ type: 'joinInvite', code: room.inviteCode });
    const joined = await b.takeType('room');
    expect(joined.room).toMatchObject({ roomId: room.roomId, inviteCode: room.inviteCode });
    expect(joined.room.members.map((m) => [m.name, m.you])).toEqual([
      ['Maria', false],
      ['Jose', true],
    ]);
    await a.takeType('room', (m) => m.room.members.length === 2);

    const ref = 'again';
    a.send({ type: 'joinInvite', code: room.inviteCode, ref });
    const again = await a.takeType('room', (m) => m.room.members.length === 2 && m !== joined);
    expect(again.room.roomId).toBe(room.roomId);
    expect(a.messages.some((m) => m.type === 'error' && m.ref === ref)).toBe(false);
  });

  it('refuses a full room, a player in another room, an unknown code and a malformed one, in words', async () => {
    const a = await player('Maria');
    const b = await player('Jose');
    const c = await player('Ana');
    const room = await roomOf(a);
    b.send({ type: 'joinInvite', code: room.inviteCode });
    await b.takeType('room');
    expect(await c.refused({ type: 'joinInvite', code: room.inviteCode })).toMatchObject({
      code: 'room_full',
      message: 'That room is full: two players are already in it.',
    });
    const elsewhere = await roomOf(c, 'Bahay Kubo');
    const d = await player('Lito');
    expect(await b.refused({ type: 'joinInvite', code: elsewhere.inviteCode })).toMatchObject({
      code: 'in_room',
      message: 'You are already in the room "Sinawali Hall". Leave it first.',
    });
    expect(await d.refused({ type: 'joinInvite', code: 'AAAAAAAAAAAA' })).toMatchObject({
      code: 'no_room',
      message: INVITE_TEXT.unknown,
    });
    expect(await d.refused({ type: 'joinInvite', code: 'short' })).toMatchObject({
      code: 'invalid',
      message: 'That invite link is not whole: its code should be 12 letters, digits, - or _.',
    });
  });

  it('says a room has closed once its players left, and a new room gets a new code', async () => {
    const a = await player('Maria');
    const b = await player('Jose');
    const room = await roomOf(a);
    a.send({ type: 'leaveRoom', roomId: room.roomId });
    await a.takeType('rooms');
    expect(await b.refused({ type: 'joinInvite', code: room.inviteCode })).toMatchObject({
      code: 'room_closed',
      message: INVITE_TEXT.closed,
    });
    const reopened = await roomOf(a);
    expect(reopened.inviteCode).not.toBe(room.inviteCode);
  });
});

describe('invite links across a restart', () => {
  it('keeps a room\u2019s code, so a link sent before the restart still opens the room', async () => {
    const data = tempDir();
    const durable = await startServer({ clock, dataDir: data.dir });
    try {
      const a = await player('Maria', durable.url);
      const room = await roomOf(a);
      await a.close();
      await durable.close();
      const again = await startServer({ clock, dataDir: data.dir });
      try {
        const b = await player('Jose', again.url);
        b.send({ type: 'joinInvite', code: room.inviteCode });
        expect((await b.takeType('room')).room.roomId).toBe(room.roomId);
      } finally {
        await Promise.all(clients.splice(0).map((c) => c.close()));
        await again.close();
      }
    } finally {
      data.remove();
    }
  });
});
