// The online server's lobby over real WebSockets: player keys, rooms (create, list, join, leave)
// and every refusal a player can run into there.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { ManualClock, TestClient, helloClient, roomWithTwo, startServer, until } from './support.ts';

let server: ListeningOnline;
let clock: ManualClock;
const clients: TestClient[] = [];

async function player(name: string, key?: string): Promise<TestClient> {
  const c = await helloClient(server.url, name, key);
  clients.push(c);
  return c;
}

beforeEach(async () => {
  clock = new ManualClock();
  server = await startServer({ clock });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

describe('hello', () => {
  it('issues a new player key of 32 random characters, and recognises it when the player returns', async () => {
    const first = await player('Maria');
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Remembered from the moment they enter a room (remembering.test.ts).
    first.send({ type: 'createRoom', name: 'Sinawali Hall' });
    await first.takeType('room');
    await first.close();
    const again = await player('Maria R', first.key as string);
    expect(again.key).toBe(first.key);
    expect(server.online.state.players.get(first.key as string)?.name).toBe('Maria R');
    const other = await player('Jose');
    expect(other.key).not.toBe(first.key);
  });

  it('gives a key the server never issued a new one (nobody chooses their own key)', async () => {
    const c = await player('Maria', 'a-key-i-made-up-myself-0000');
    expect(c.key).not.toBe('a-key-i-made-up-myself-0000');
  });

  it('answers anything before hello with no_hello, and refuses a bad name', async () => {
    const c = await TestClient.open(server.url);
    clients.push(c);
    expect(await c.refused({ type: 'listRooms' })).toMatchObject({ code: 'no_hello' });
    expect(await c.refused({ type: 'hello', name: '   ' })).toMatchObject({
      code: 'invalid',
      message: 'Your name cannot be empty.',
    });
    expect(await c.refused({ type: 'hello', name: 'x'.repeat(25) })).toMatchObject({ code: 'invalid' });
  });
});

describe('rooms', () => {
  it('creates, lists (with the names), joins and leaves; the list follows every change', async () => {
    const a = await player('Maria');
    const b = await player('Jose');
    const watcher = await player('Ana');
    watcher.send({ type: 'listRooms' });
    expect((await watcher.takeType('rooms')).rooms).toEqual([]);

    a.send({ type: 'createRoom', name: 'Sinawali Hall' });
    const created = await a.takeType('room');
    expect(created.room).toMatchObject({
      name: 'Sinawali Hall',
      phase: 'waiting',
      matchId: null,
      picked: [false, false],
      members: [{ name: 'Maria', seat: null, connected: true, you: true }],
    });
    expect(created.chat).toEqual([]);
    const roomId = created.room.roomId;
    expect((await watcher.takeType('rooms', (m) => m.rooms.length === 1)).rooms[0]).toEqual({
      roomId,
      name: 'Sinawali Hall',
      players: 1,
      capacity: 2,
      phase: 'waiting',
      names: ['Maria'],
    });

    b.send({ type: 'joinRoom', roomId });
    const joined = await b.takeType('room');
    expect(joined.room.members.map((m) => [m.name, m.you])).toEqual([
      ['Maria', false],
      ['Jose', true],
    ]);
    await a.takeType('room', (m) => m.room.members.length === 2);
    expect((await watcher.takeType('rooms', (m) => m.rooms[0]?.players === 2)).rooms[0]?.names).toEqual([
      'Maria',
      'Jose',
    ]);

    // Player 1 leaves: Jose stays and becomes Player 1 (he may start the next game).
    a.send({ type: 'leaveRoom', roomId });
    expect((await a.takeType('rooms')).rooms[0]).toMatchObject({ roomId, players: 1, names: ['Jose'] });
    const left = await b.takeType('room', (m) => m.room.members.length === 1);
    expect(left.room.members[0]).toMatchObject({ name: 'Jose', you: true });

    // The last one out closes the room.
    b.send({ type: 'leaveRoom', roomId });
    expect((await b.takeType('rooms')).rooms).toEqual([]);
    await watcher.takeType('rooms', (m) => m.rooms.length === 0);
    expect(server.online.state.rooms.size).toBe(0);
  });

  it('refuses an unknown room, a full room, your own room and a second room, with reasons', async () => {
    const { a, b, roomId } = await roomWithTwo(server.url);
    clients.push(a, b);
    const c = await player('Ana');
    expect(await c.refused({ type: 'joinRoom', roomId: 'no-such-room' })).toMatchObject({
      code: 'no_room',
      message: 'That room does not exist any more.',
    });
    expect(await c.refused({ type: 'joinRoom', roomId })).toMatchObject({
      code: 'room_full',
      message: 'That room is full: two players are already in it.',
    });
    expect(await a.refused({ type: 'joinRoom', roomId })).toMatchObject({
      code: 'own_room',
      message: 'You are already in this room.',
    });
    expect(await a.refused({ type: 'createRoom', name: 'Another Room' })).toMatchObject({
      code: 'in_room',
      message: 'You are already in the room "Sinawali Hall". Leave it first.',
    });
    c.send({ type: 'createRoom', name: 'Third' });
    const third = await c.takeType('room');
    expect(await b.refused({ type: 'joinRoom', roomId: third.room.roomId })).toMatchObject({
      code: 'in_room',
    });
    expect(await c.refused({ type: 'leaveRoom', roomId })).toMatchObject({
      code: 'not_in_room',
      message: 'You are not in that room.',
    });
    expect(await c.refused({ type: 'leaveRoom', roomId: 'gone' })).toMatchObject({ code: 'no_room' });
  });

  it('refuses a room name already taken (whatever its case) and names that break the rules', async () => {
    const a = await player('Maria');
    const b = await player('Jose');
    a.send({ type: 'createRoom', name: 'Arnis Club' });
    await a.takeType('room');
    expect(await b.refused({ type: 'createRoom', name: 'arnis club' })).toMatchObject({
      code: 'name_taken',
      message: 'A room named "arnis club" already exists. Choose another name.',
    });
    expect(await b.refused({ type: 'createRoom', name: 'ab' })).toMatchObject({
      code: 'invalid',
      message: 'A room name needs at least 3 characters.',
    });
    expect(await b.refused({ type: 'createRoom', name: '<b>x</b>' })).toMatchObject({
      code: 'invalid',
      message: "A room name can only use letters, digits, spaces, - _ and '.",
    });
  });

  it('lets only Player 1 start, and only with both seats filled', async () => {
    const a = await player('Maria');
    a.send({ type: 'createRoom', name: 'Solo' });
    const roomId = (await a.takeType('room')).room.roomId;
    expect(await a.refused({ type: 'startMatch', roomId })).toMatchObject({
      code: 'not_ready',
      message: 'Wait for a second player to join before starting.',
    });
    const b = await player('Jose');
    b.send({ type: 'joinRoom', roomId });
    await b.takeType('room');
    expect(await b.refused({ type: 'startMatch', roomId })).toMatchObject({
      code: 'not_owner',
      message: 'Only Player 1, who created the room, can start the game.',
    });
    expect(await b.refused({ type: 'startMatch', roomId: 'nope' })).toMatchObject({ code: 'no_room' });
    a.send({ type: 'startMatch', roomId });
    const picking = await b.takeType('room', (m) => m.room.phase === 'picking');
    expect(picking.room.members.map((m) => m.seat)).toEqual([0, 1]);
    expect(picking.room.matchId).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await a.refused({ type: 'startMatch', roomId })).toMatchObject({
      code: 'not_ready',
      message: 'The game has already started.',
    });
  });

  it('shows who is connected, resumes a player in their room after a reload, and frees the seat of one away for 60 s', async () => {
    const { a, b, roomId } = await roomWithTwo(server.url);
    clients.push(a, b);
    a.send({ type: 'chat', roomId, text: 'Kumusta!' });
    await b.takeType('chatMessage');
    await b.close();
    const seen = await a.takeType('room', (m) => m.room.members[1]?.connected === false);
    expect(seen.room.members[1]?.name).toBe('Jose');

    // Back within the minute (a reload): same room, its chat, connected again.
    const again = await player('Jose', b.key as string);
    const resumed = await again.takeType('room');
    expect(resumed.room.roomId).toBe(roomId);
    expect(resumed.chat.map((m) => m.text)).toEqual(['Kumusta!']);
    await a.takeType('room', (m) => m.room.members[1]?.connected === true);

    // Away for a minute: the seat is freed.
    await again.close();
    await a.takeType('room', (m) => m.room.members[1]?.connected === false);
    clock.advance(59_999);
    expect(server.online.state.rooms.get(roomId)?.members).toHaveLength(2);
    clock.advance(1);
    const alone = await a.takeType('room', (m) => m.room.members.length === 1);
    expect(alone.room.members[0]?.name).toBe('Maria');

    // Nobody left at all: the room closes a minute later.
    await a.close();
    await until(() => server.online.stats().connections === 0, 'the server to see the close');
    clock.advance(60_000);
    expect(server.online.state.rooms.size).toBe(0);
  });
});
