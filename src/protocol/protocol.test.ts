// The protocol's edge: every client message is checked (size first, then JSON, type and fields)
// and bad input gets a clear message.
import { describe, expect, it } from 'vitest';
import { createMatch, submitMove, viewFor } from '../engine/match/index.ts';
import {
  CHAT_LIMIT,
  CLIENT_MESSAGE_TYPES,
  MAX_CLIENT_MESSAGE_CHARS,
  ROOM_NAME_RULES,
  matchViewMessage,
  parseClientMessage,
  parseErrorMessage,
  parseServerMessage,
  refusalMessage,
  plainText,
  roomNameProblem,
} from './index.ts';

const parse = (value: unknown) => parseClientMessage(JSON.stringify(value));
const refused = (raw: string) => {
  const r = parseClientMessage(raw);
  if (r.ok) throw new Error('accepted');
  return r;
};
const KEY = 'abcdefghijklmnop-1234';

describe('parseClientMessage: the checks before the fields', () => {
  it('refuses an oversized message before reading it', () => {
    const big = 'x'.repeat(MAX_CLIENT_MESSAGE_CHARS + 1);
    expect(refused(big)).toEqual({
      ok: false,
      code: 'too_large',
      message: 'That message is too large (at most 4096 characters).',
    });
    // Even a well-formed chat that is too long as a whole.
    const padded = JSON.stringify({ type: 'listRooms', pad: 'y'.repeat(MAX_CLIENT_MESSAGE_CHARS) });
    expect(refused(padded).code).toBe('too_large');
  });

  it('refuses what is not JSON, not an object, or has no type', () => {
    expect(refused('{"type": "hello",')).toMatchObject({
      code: 'malformed',
      message: 'That message is not valid JSON.',
    });
    expect(refused('')).toMatchObject({ code: 'malformed' });
    expect(refused('[1,2]')).toMatchObject({
      code: 'malformed',
      message: 'A message must be a JSON object with a type.',
    });
    expect(refused('null')).toMatchObject({ code: 'malformed' });
    expect(refused('"hello"')).toMatchObject({ code: 'malformed' });
    expect(refused('{"roomId": "a"}')).toMatchObject({
      code: 'malformed',
      message: 'A message needs a type.',
    });
    expect(parseClientMessage(42)).toMatchObject({
      ok: false,
      code: 'malformed',
      message: 'A message must be text.',
    });
  });

  it('refuses an unknown type, naming it', () => {
    expect(refused('{"type": "cheat"}')).toEqual({
      ok: false,
      code: 'malformed',
      message: 'Unknown message type "cheat".',
    });
    expect(refused('{"type": "toString"}').message).toBe('Unknown message type "toString".');
    expect(refused('{"type": "__proto__"}').code).toBe('malformed');
  });

  it('names a missing field', () => {
    expect(refused('{"type": "joinRoom"}')).toEqual({
      ok: false,
      code: 'malformed',
      message: 'The message is missing "roomId".',
    });
    expect(refused('{"type": "move", "matchId": "m1", "action": {"type": "chargeEnergy"}}').message).toBe(
      'The message is missing "seq".',
    );
  });
});

describe('parseClientMessage: each message', () => {
  it('accepts every message type in its simplest form', () => {
    const samples = {
      hello: { type: 'hello', name: 'Maria' },
      listRooms: { type: 'listRooms' },
      createRoom: { type: 'createRoom', name: 'Sinawali Hall' },
      joinRoom: { type: 'joinRoom', roomId: 'r1' },
      joinInvite: { type: 'joinInvite', code: 'AbCdEfGh_-12' },
      quickMatch: { type: 'quickMatch' },
      leaveQueue: { type: 'leaveQueue' },
      watchMatch: { type: 'watchMatch', matchId: 'm1' },
      stopWatching: { type: 'stopWatching', matchId: 'm1' },
      leaveRoom: { type: 'leaveRoom', roomId: 'r1' },
      chat: { type: 'chat', roomId: 'r1', text: 'Mabuhay!' },
      startMatch: { type: 'startMatch', roomId: 'r1' },
      pickFighter: { type: 'pickFighter', matchId: 'm1', fighterId: 2 },
      move: { type: 'move', matchId: 'm1', seq: 0, action: { type: 'playCard', cardId: 73 } },
      resync: { type: 'resync', matchId: 'm1' },
      rematch: { type: 'rematch', roomId: 'r1' },
      replay: { type: 'replay', matchId: 'm1' },
    };
    expect(Object.keys(samples).sort()).toEqual([...CLIENT_MESSAGE_TYPES].sort());
    for (const sample of Object.values(samples)) expect(parse(sample)).toEqual({ ok: true, message: sample });
  });

  it('hello: an optional player key and a trimmed name', () => {
    expect(parse({ type: 'hello', playerKey: KEY, name: '  Jose ' })).toEqual({
      ok: true,
      message: { type: 'hello', playerKey: KEY, name: 'Jose' },
    });
    expect(parse({ type: 'hello', playerKey: 'short', name: 'Jose' })).toMatchObject({
      ok: false,
      code: 'invalid',
      message: 'The player key is not valid.',
    });
    expect(parse({ type: 'hello', name: '   ' })).toMatchObject({
      code: 'invalid',
      message: 'Your name cannot be empty.',
    });
    expect(parse({ type: 'hello', name: 'x'.repeat(25) })).toMatchObject({ code: 'invalid' });
    expect(parse({ type: 'hello', name: 'a\u0007b' })).toEqual({
      ok: true,
      message: { type: 'hello', name: 'a b' },
    });
    expect(parse({ type: 'hello', name: 7 })).toMatchObject({
      code: 'malformed',
      message: 'Your name must be text.',
    });
  });

  it('move: a card play or an energy charge; the side and a time-up never come from the client', () => {
    const withSide = parse({
      type: 'move',
      matchId: 'm1',
      seq: 3,
      action: { type: 'chargeEnergy', side: 1 },
    });
    expect(withSide).toEqual({
      ok: true,
      message: { type: 'move', matchId: 'm1', seq: 3, action: { type: 'chargeEnergy' } },
    });
    expect(parse({ type: 'move', matchId: 'm1', seq: 3, action: { type: 'timeUp' } })).toMatchObject({
      ok: false,
      message: 'A move is playCard (with a cardId) or chargeEnergy.',
    });
    expect(parse({ type: 'move', matchId: 'm1', seq: 3, action: { type: 'playCard' } })).toMatchObject({
      ok: false,
      message: 'The message is missing "cardId".',
    });
    expect(parse({ type: 'move', matchId: 'm1', seq: -1, action: { type: 'chargeEnergy' } })).toMatchObject({
      code: 'invalid',
      message: 'The move number (seq) cannot be negative.',
    });
    expect(parse({ type: 'move', matchId: 'm1', seq: 1.5, action: { type: 'chargeEnergy' } })).toMatchObject({
      message: 'The move number (seq) must be a whole number.',
    });
    expect(parse({ type: 'move', matchId: 'm1', seq: '1', action: { type: 'chargeEnergy' } })).toMatchObject({
      code: 'malformed',
      message: 'The move number (seq) must be a number.',
    });
    expect(parse({ type: 'move', matchId: 'm 1', seq: 1, action: { type: 'chargeEnergy' } })).toMatchObject({
      message: 'The match id is not a valid id.',
    });
  });

  it('pickFighter: fighter 1 or 2 only', () => {
    expect(parse({ type: 'pickFighter', matchId: 'm1', fighterId: 3 })).toMatchObject({
      ok: false,
      message: 'Choose fighter 1 (Kidlat) or 2 (Alon).',
    });
  });

  it('an optional ref travels with any message', () => {
    expect(parse({ type: 'listRooms', ref: 'req-7' })).toEqual({
      ok: true,
      message: { type: 'listRooms', ref: 'req-7' },
    });
    expect(parse({ type: 'listRooms', ref: 'r'.repeat(65) })).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('room names', () => {
  const cases: [string, string | null][] = [
    ['Sinawali Hall', null],
    ["Lolo's_dojo-2", null],
    ['Arnisadór Niño', null],
    ['abc', null],
    ['x'.repeat(24), null],
    ['ab', ROOM_NAME_RULES.messages.tooShort],
    ['', ROOM_NAME_RULES.messages.tooShort],
    ['x'.repeat(25), ROOM_NAME_RULES.messages.tooLong],
    [' Hall', ROOM_NAME_RULES.messages.edgeSpace],
    ['Hall ', ROOM_NAME_RULES.messages.edgeSpace],
    ['Hall!', ROOM_NAME_RULES.messages.characters],
    ['<script>', ROOM_NAME_RULES.messages.characters],
    ['Hall\t', ROOM_NAME_RULES.messages.edgeSpace],
    ['\u2066ab\u2069', ROOM_NAME_RULES.messages.tooShort],
  ];

  it.each(cases)('%j', (name, problem) => {
    expect(roomNameProblem(name)).toBe(problem);
    const r = parse({ type: 'createRoom', name });
    if (problem === null) expect(r).toEqual({ ok: true, message: { type: 'createRoom', name } });
    else expect(r).toEqual({ ok: false, code: 'invalid', message: problem });
  });

  it('messages say what is allowed', () => {
    expect(ROOM_NAME_RULES.messages.characters).toBe(
      "A room name can only use letters, digits, spaces, - _ and '.",
    );
    expect(ROOM_NAME_RULES.description).toMatch(/3 to 24/);
    expect(parse({ type: 'createRoom', name: 12 })).toMatchObject({
      code: 'malformed',
      message: 'The room name must be text.',
    });
  });
});

describe('chat', () => {
  it(`is trimmed and holds 1 to ${CHAT_LIMIT} characters`, () => {
    expect(parse({ type: 'chat', roomId: 'r1', text: '  hello  ' })).toEqual({
      ok: true,
      message: { type: 'chat', roomId: 'r1', text: 'hello' },
    });
    expect(parse({ type: 'chat', roomId: 'r1', text: 'y'.repeat(CHAT_LIMIT) }).ok).toBe(true);
    expect(parse({ type: 'chat', roomId: 'r1', text: ` ${'y'.repeat(CHAT_LIMIT)} ` }).ok).toBe(true);
    expect(parse({ type: 'chat', roomId: 'r1', text: 'y'.repeat(CHAT_LIMIT + 1) })).toEqual({
      ok: false,
      code: 'invalid',
      message: 'A chat message can have at most 200 characters.',
    });
    expect(parse({ type: 'chat', roomId: 'r1', text: '   ' })).toEqual({
      ok: false,
      code: 'invalid',
      message: 'A chat message cannot be empty.',
    });
    // Characters, not UTF-16 units: 200 emoji fit.
    expect(parse({ type: 'chat', roomId: 'r1', text: '🥢'.repeat(CHAT_LIMIT) }).ok).toBe(true);
  });
});

describe('names and chat, made plain', () => {
  // Bidirectional embeddings, overrides and isolates, zero-width spaces, joiners and marks, the
  // byte order mark, a soft hyphen, a word joiner, a tag.
  const FORMAT = [
    ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
    ...'\u200b\u200c\u200d\u200e\u200f\ufeff\u00ad\u2060',
    '\u{e0041}',
  ];

  it('drops every format character and turns control characters into spaces', () => {
    for (const c of FORMAT)
      expect(plainText(`Ana${c}Cruz`), `U+${c.codePointAt(0)?.toString(16)}`).toBe('AnaCruz');
    expect(plainText('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(plainText('a\tb\nc\r\u0000d\u0085e\u2028f\u2029g\u007fh')).toBe('a b c  d e f g h');
    // What draws stays: accents, other alphabets, emoji with their variation selectors.
    expect(plainText('Niño 안녕 🥢 ❤️')).toBe('Niño 안녕 🥢 ❤️');
  });

  it('player names: stripped, then trimmed; nothing left is the empty name', () => {
    expect(parse({ type: 'hello', name: '\u202eMaria\u200b ' })).toEqual({
      ok: true,
      message: { type: 'hello', name: 'Maria' },
    });
    for (const name of [FORMAT.join(''), '\u200b \u2066\u2069', '\u0000\n']) {
      expect(parse({ type: 'hello', name })).toEqual({
        ok: false,
        code: 'invalid',
        message: 'Your name cannot be empty.',
      });
    }
    // The length counts what is shown.
    expect(parse({ type: 'hello', name: `${'x'.repeat(24)}${FORMAT.join('')}` }).ok).toBe(true);
  });

  it('room names: stripped before their rules are checked', () => {
    expect(parse({ type: 'createRoom', name: 'Sinawali\u200b Hall\u202e' })).toEqual({
      ok: true,
      message: { type: 'createRoom', name: 'Sinawali Hall' },
    });
    expect(roomNameProblem('Sinawali\u200b Hall\u202e')).toBeNull();
    expect(parse({ type: 'createRoom', name: 'Hall\tOne' })).toEqual({
      ok: true,
      message: { type: 'createRoom', name: 'Hall One' },
    });
  });

  it('chat: stripped, then trimmed; nothing left is the empty message', () => {
    expect(parse({ type: 'chat', roomId: 'r1', text: '\u2067Laban\u2069\nna!' })).toEqual({
      ok: true,
      message: { type: 'chat', roomId: 'r1', text: 'Laban na!' },
    });
    expect(parse({ type: 'chat', roomId: 'r1', text: '\u200b\u200d\ufeff' })).toEqual({
      ok: false,
      code: 'invalid',
      message: 'A chat message cannot be empty.',
    });
  });
});

describe('server messages', () => {
  const match = createMatch({ id: 'm1', seats: [KEY, `${KEY}-2`], fighters: [1, 2], seed: 5, now: 1000 });

  it('a view message carries the match id, seq and rev, and reads back', () => {
    const msg = matchViewMessage(viewFor(match, 0), 1234);
    expect(msg).toMatchObject({ type: 'matchView', matchId: 'm1', seq: 0, rev: 0, serverNow: 1234 });
    expect(parseServerMessage(JSON.stringify(msg))).toEqual({ ok: true, message: msg });
    const forged = { ...msg, seq: 3 };
    expect(parseServerMessage(JSON.stringify(forged))).toMatchObject({ ok: false, code: 'malformed' });
  });

  it('a refused move becomes an error with the match id and the expected seq', () => {
    const r = submitMove(
      match,
      { matchId: 'm1', actor: KEY, seq: 4, action: { type: 'chargeEnergy' } },
      1000,
    );
    if (r.ok) throw new Error('accepted');
    const msg = refusalMessage(r, 'm1', 'req-1');
    expect(msg).toEqual({
      type: 'error',
      code: 'stale',
      message: r.reason,
      matchId: 'm1',
      seq: 0,
      ref: 'req-1',
    });
    expect(parseServerMessage(JSON.stringify(msg))).toEqual({ ok: true, message: msg });
  });

  it('a parse failure becomes an error', () => {
    const failure = refused('nope');
    expect(parseErrorMessage(failure)).toEqual({
      type: 'error',
      code: 'malformed',
      message: 'That message is not valid JSON.',
    });
  });

  it('the client refuses what it cannot read', () => {
    expect(parseServerMessage('{')).toMatchObject({ ok: false, code: 'malformed' });
    expect(parseServerMessage('{"type":"surprise"}')).toMatchObject({ ok: false, code: 'malformed' });
    expect(parseServerMessage('{"type":"welcome","playerKey":3,"name":"x"}')).toMatchObject({ ok: false });
  });
});
