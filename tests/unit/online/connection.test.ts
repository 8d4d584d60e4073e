// What a connection may send: size, JSON, known messages, the message rate, the chat rate and
// length, chat made plain, text frames only, pages of this site only, hello in time. Each refusal
// is a readable 'error' and changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Limits } from '../../../server/gameServer/limits.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { ManualClock, TestClient, helloClient, roomWithTwo, startServer, until } from './support.ts';

let server: ListeningOnline;
let clock: ManualClock;
const clients: TestClient[] = [];

// The rate limits' clock stands still too: a slow test machine cannot refill a bucket mid-test.
async function serve(limits: Partial<Limits> = {}): Promise<void> {
  clock = new ManualClock();
  server = await startServer({ clock, monotonic: () => 0, limits });
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

describe('messages', () => {
  it('refuses an oversized message, malformed JSON, an unknown type, a binary frame and bad fields', async () => {
    await serve();
    const c = await helloClient(server.url, 'Maria');
    clients.push(c);
    c.sendRaw(JSON.stringify({ type: 'chat', roomId: 'r', text: 'x'.repeat(5000) }));
    expect(await c.takeType('error')).toEqual({
      type: 'error',
      code: 'too_large',
      message: 'That message is too large (at most 4096 characters).',
    });
    c.sendRaw('{"type": "listRooms",');
    expect(await c.takeType('error')).toMatchObject({
      code: 'malformed',
      message: 'That message is not valid JSON.',
    });
    expect(await c.refused({ type: 'dance' })).toMatchObject({
      code: 'malformed',
      message: 'Unknown message type "dance".',
    });
    c.sendRaw(Buffer.from([1, 2, 3]));
    expect(await c.takeType('error')).toMatchObject({
      code: 'malformed',
      message: 'A message must be text.',
    });
    expect(await c.refused({ type: 'joinRoom', roomId: 'has spaces' })).toMatchObject({
      code: 'invalid',
      message: 'The room id is not a valid id.',
    });
    expect(
      await c.refused({ type: 'move', matchId: 'm', seq: -1, action: { type: 'chargeEnergy' } }),
    ).toMatchObject({ code: 'invalid', message: 'The move number (seq) cannot be negative.' });
    // Still connected and answering.
    c.send({ type: 'listRooms' });
    await c.takeType('rooms');
  });

  it('closes the connection on a frame far beyond the size limit (before reading it)', async () => {
    await serve();
    const c = await helloClient(server.url, 'Maria');
    clients.push(c);
    c.sendRaw('x'.repeat(100_000));
    await expect(c.take(() => false, 'the close')).rejects.toThrow();
    expect(c.closedWith?.code).toBe(1009);
  });

  it('limits messages to a burst of 20 and says so with rate_limited', async () => {
    await serve();
    const c = await helloClient(server.url, 'Maria');
    clients.push(c);
    // hello used one token of the 20.
    for (let i = 0; i < 25; i++) c.send({ type: 'listRooms', ref: `m${i}` });
    const limited = await c.takeType('error');
    expect(limited).toMatchObject({
      code: 'rate_limited',
      message: 'Slow down: at most 20 messages at once and 10 a second.',
      ref: 'm19',
    });
    // Answers come in order: once the last one is in, all are.
    await c.takeType('error', (e) => e.ref === 'm24');
    expect(c.messages.filter((m) => m.type === 'rooms')).toHaveLength(19);
    expect(c.messages.filter((m) => m.type === 'error')).toHaveLength(6);
  });

  it('closes a connection that keeps sending after being refused (a flood)', async () => {
    await serve({ floodClose: 30 });
    const c = await TestClient.open(server.url);
    clients.push(c);
    for (let i = 0; i < 40; i++) c.sendRaw('not json');
    await expect(c.take(() => false, 'the close')).rejects.toThrow();
    expect(c.closedWith).toEqual({ code: 1008, reason: 'Too many refused messages.' });
  });
});

describe('chat', () => {
  it('sends a message to both members, trimmed, as text, with control characters as spaces', async () => {
    await serve();
    const { a, b, roomId } = await roomWithTwo(server.url);
    clients.push(a, b);
    a.send({ type: 'chat', roomId, text: '  <b>Mabuhay!</b>\nTayo na  ' });
    const got = await b.takeType('chatMessage');
    expect(got.message).toMatchObject({ roomId, name: 'Maria', text: '<b>Mabuhay!</b> Tayo na' });
    expect((await a.takeType('chatMessage')).message.id).toBe(got.message.id);
  });

  it('drops format characters from chat and names, so neither can turn text around or hide in it', async () => {
    await serve();
    const a = await helloClient(server.url, '\u202eMaria\u200b');
    clients.push(a);
    expect(a.messages[0]).toMatchObject({ type: 'welcome', name: 'Maria' });
    a.send({ type: 'createRoom', name: '\u2066Sinawali Hall\u2069' });
    const { room } = await a.takeType('room');
    expect(room).toMatchObject({ name: 'Sinawali Hall', members: [{ name: 'Maria' }] });
    a.send({ type: 'chat', roomId: room.roomId, text: 'photo\u202egnp.exe\ufeff' });
    expect((await a.takeType('chatMessage')).message.text).toBe('photognp.exe');
    expect(await a.refused({ type: 'chat', roomId: room.roomId, text: '\u200b\u200d' })).toMatchObject({
      code: 'invalid',
      message: 'A chat message cannot be empty.',
    });
    const b = await TestClient.open(server.url);
    clients.push(b);
    expect(await b.refused({ type: 'hello', name: '\u202a\u200f\u2068' })).toMatchObject({
      code: 'invalid',
      message: 'Your name cannot be empty.',
    });
  });

  it('refuses chat over 200 characters, empty chat, chat outside your room', async () => {
    await serve();
    const { a, b, roomId } = await roomWithTwo(server.url);
    const c = await helloClient(server.url, 'Ana');
    clients.push(a, b, c);
    expect(await a.refused({ type: 'chat', roomId, text: 'x'.repeat(201) })).toMatchObject({
      code: 'invalid',
      message: 'A chat message can have at most 200 characters.',
    });
    expect(await a.refused({ type: 'chat', roomId, text: '   ' })).toMatchObject({
      code: 'invalid',
      message: 'A chat message cannot be empty.',
    });
    expect(await c.refused({ type: 'chat', roomId, text: 'hi' })).toMatchObject({ code: 'not_in_room' });
    expect(await c.refused({ type: 'chat', roomId: 'nowhere', text: 'hi' })).toMatchObject({
      code: 'no_room',
    });
    a.send({ type: 'chat', roomId, text: 'y'.repeat(200) });
    expect((await b.takeType('chatMessage')).message.text).toHaveLength(200);
  });

  it('refuses a sixth message within 10 seconds (chat flooding)', async () => {
    await serve();
    const { a, b, roomId } = await roomWithTwo(server.url);
    clients.push(a, b);
    for (let i = 1; i <= 5; i++) a.send({ type: 'chat', roomId, text: `message ${i}` });
    expect(await a.refused({ type: 'chat', roomId, text: 'message 6' })).toMatchObject({
      code: 'rate_limited',
      message: 'You are sending messages too fast: at most 5 every 10 seconds.',
    });
    // B's own allowance is untouched; B's copy of it comes after everything sent to B before.
    b.send({ type: 'chat', roomId, text: 'ok' });
    await a.takeType('chatMessage', (m) => m.message.text === 'ok');
    await b.takeType('chatMessage', (m) => m.message.text === 'ok');
    const seen = b.messages.filter((m) => m.type === 'chatMessage');
    expect(seen.map((m) => (m.type === 'chatMessage' ? m.message.text : ''))).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
      'ok',
    ]);
  });

  it('keeps the last 100 messages of a room and sends them to a player who joins', async () => {
    await serve({ chatPerWindow: 1000, messageBurst: 1000 });
    const a = await helloClient(server.url, 'Maria');
    clients.push(a);
    a.send({ type: 'createRoom', name: 'Chatty' });
    const roomId = (await a.takeType('room')).room.roomId;
    for (let i = 1; i <= 105; i++) {
      a.send({ type: 'chat', roomId, text: `line ${i}` });
      await a.takeType('chatMessage');
    }
    const b = await helloClient(server.url, 'Jose');
    clients.push(b);
    b.send({ type: 'joinRoom', roomId });
    const joined = await b.takeType('room');
    expect(joined.chat).toHaveLength(100);
    expect(joined.chat[0]?.text).toBe('line 6');
    expect(joined.chat[99]?.text).toBe('line 105');
  });
});

describe('the endpoint', () => {
  it('closes a connection that has not said hello within 10 seconds, saying why', async () => {
    await serve();
    const silent = await TestClient.open(server.url);
    const greeted = await helloClient(server.url, 'Maria');
    clients.push(silent, greeted);
    clock.advance(9_999);
    expect(await silent.refused({ type: 'listRooms' })).toMatchObject({ code: 'no_hello' });
    clock.advance(1);
    await until(() => silent.closedWith !== null, 'the close');
    expect(silent.closedWith).toEqual({
      code: 1008,
      reason: 'No hello within 10 seconds of connecting. Connect again and say hello first.',
    });
    // A connection that said hello has nothing to fear from the time limit.
    clock.advance(60_000);
    greeted.send({ type: 'listRooms' });
    await greeted.takeType('rooms');
    expect(greeted.closedWith).toBeNull();
  });

  it('refuses a page of another site, and leaves other paths alone', async () => {
    await serve();
    const foreign = new WebSocket(server.url, { headers: { origin: 'http://evil.example' } });
    const status = await new Promise<number>((resolve) => {
      foreign.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      foreign.on('error', () => undefined);
    });
    expect(status).toBe(403);
    const same = await TestClient.open(server.url, { origin: `http://127.0.0.1:${server.port}` });
    clients.push(same);
    same.send({ type: 'hello', name: 'Maria' });
    await same.takeType('welcome');
    const other = new WebSocket(server.url.replace('/api/online', '/somewhere-else'));
    const outcome = await new Promise<string>((resolve) => {
      other.on('open', () => resolve('open'));
      other.on('error', () => resolve('error'));
      setTimeout(() => resolve('no answer'), 300);
    });
    expect(outcome).not.toBe('open');
    other.terminate();
  });
});
