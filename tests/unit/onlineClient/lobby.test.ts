// The online lobby, rooms and chat as the online screens use them (docs/game-design.md §6.1, §6.3,
// docs/online.md), with a plain transport that plays the server: the link opens once the player's
// name is known and says when it drops and comes back, the room list stays live, Create Room checks
// the name as the server does, Join, Leave, Start Game, the pick and Rematch wait for the server,
// chat keeps its limits, and each refusal reaches the screen that asked, in the server's words.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LIMIT, INVITE_TEXT, ROOM_NAME_RULES } from '../../../src/protocol/index.ts';
import type { ChatMessage, ClientMessage, Room, ServerMessage } from '../../../src/protocol/index.ts';
import { provideOnlineTransport } from '../../../src/services/online/index.ts';
import type { ConnectionState, OnlineTransport } from '../../../src/services/online/transport.ts';
import {
  ROOMS_ERROR_MS,
  UNREACHABLE,
  closeLobby,
  createRoom,
  joinByInvite,
  joinRoom,
  leaveRoom,
  onOnlineNotice,
  openLobby,
  openRoom,
  pickFighter,
  requestRematch,
  roomsErrorText,
  sendChat,
  startGame,
} from '../../../src/state/online/lobby.ts';
import type { OnlineNotice } from '../../../src/state/online/lobby.ts';
import { readMemory } from '../../../src/state/online/memory.ts';
import { cancelQuickMatch, findQuickMatch, receiveQueue } from '../../../src/state/online/quickMatch.ts';
import {
  CHAT_KEPT,
  INITIAL_ONLINE,
  mySeat,
  statusOf,
  useOnlineStore,
} from '../../../src/state/online/store.ts';
import { setSignedIn, setSignedOut } from '../../../src/state/session.ts';
import { CHAT_TEXT } from '../../../server/gameServer/chat.ts';
import { ROOM_TEXT } from '../../../server/gameServer/lobby.ts';
import { browserStorage } from '../state/fakes.ts';

/** A transport whose other end is the test: what the client sends is kept, the test answers. */
function serverPlayedByTheTest() {
  const sent: (ClientMessage & { ref?: string })[] = [];
  const connects: string[] = [];
  const messages = new Set<(message: ServerMessage) => void>();
  const states = new Set<(state: ConnectionState) => void>();
  let closed = 0;
  const transport: OnlineTransport = {
    kind: 'server',
    connect: (name) => void connects.push(name),
    send: (message) => void sent.push(message),
    onMessage: (listener) => {
      messages.add(listener);
      return () => messages.delete(listener);
    },
    onState: (listener) => {
      states.add(listener);
      return () => states.delete(listener);
    },
    close: () => void (closed += 1),
  };
  provideOnlineTransport(transport);
  return {
    sent,
    connects,
    closed: () => closed,
    listening: () => messages.size + states.size,
    says: (message: ServerMessage) => {
      for (const listener of messages) listener(message);
    },
    link: (state: ConnectionState) => {
      for (const listener of states) listener(state);
    },
    /** The last message sent of `type`. */
    last<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }> & { ref?: string } {
      const found = sent.filter((m) => m.type === type).at(-1);
      if (!found) throw new Error(`nothing of type ${type} was sent`);
      return found as Extract<ClientMessage, { type: T }> & { ref?: string };
    },
    /** A refusal answering the message `ref`. */
    refuses: (ref: string | undefined, code: string, message: string, extra: { matchId?: string } = {}) => {
      const error = { type: 'error' as const, code, message, ...(ref ? { ref } : {}), ...extra };
      for (const listener of messages) listener(error as ServerMessage);
    },
  };
}

type Server = ReturnType<typeof serverPlayedByTheTest>;
let server: Server;
let notices: OnlineNotice[];
let stopNotices: () => void;
const online = () => useOnlineStore.getState();

function room(change: Partial<Room> = {}): Room {
  return {
    roomId: 'room-1',
    name: 'Sala',
    phase: 'waiting',
    inviteCode: 'invite-code1',
    matchId: null,
    picked: [false, false],
    members: [{ name: 'Tala', seat: null, connected: true, you: true }],
    ...change,
  };
}

function chatLine(id: string, text: string, roomId = 'room-1'): ChatMessage {
  return { id, roomId, name: 'Alon-player', text, at: 1_800_000_000_000 };
}

/** Signed in, the lobby open and the link open, welcomed as Tala. */
function inTheLobby(): void {
  setSignedIn('profile-1', 'Tala', false);
  openLobby();
  server.link('open');
  server.says({ type: 'welcome', playerKey: 'key-of-tala-aaaaaaaaaa', name: 'Tala' });
}

/** In the lobby and sitting in room-1. */
function inTheRoom(): void {
  inTheLobby();
  server.says({ type: 'room', room: room(), chat: [] });
}

beforeEach(() => {
  browserStorage();
  setSignedOut();
  server = serverPlayedByTheTest();
  notices = [];
  stopNotices = onOnlineNotice((notice) => notices.push(notice));
});

afterEach(() => {
  stopNotices();
  closeLobby();
  setSignedOut();
});

describe('the link', () => {
  it("opens once the player's name is known, as that player, and lists the rooms", () => {
    openLobby();
    expect(server.connects).toEqual([]);
    expect(online().connection).toBe('idle');
    setSignedIn('profile-1', 'Tala', false);
    expect(server.connects).toEqual(['Tala']);
    expect(online().connection).toBe('connecting');
    openLobby();
    openRoom();
    expect(server.connects).toEqual(['Tala']);

    server.link('open');
    expect(online().connection).toBe('open');
    expect(server.last('listRooms').ref).toMatch(/^rooms-/);
    server.says({ type: 'welcome', playerKey: 'key-of-tala-aaaaaaaaaa', name: 'Tala' });
    expect(online().me).toBe('Tala');
    const rooms = [
      { roomId: 'r1', name: 'Sala', players: 1, capacity: 2 as const, phase: 'waiting' as const },
    ];
    server.says({ type: 'rooms', rooms });
    expect(online().rooms).toEqual(rooms);
  });

  it("says 'Error fetching rooms' when the list is refused or the server cannot be reached at first", () => {
    setSignedIn('profile-1', 'Tala', false);
    openLobby();
    server.link('reconnecting');
    expect(notices).toEqual([{ text: roomsErrorText(UNREACHABLE), kind: 'error', ms: ROOMS_ERROR_MS }]);
    expect(notices[0]?.text).toBe('Error fetching rooms: The game server cannot be reached.');
    server.link('open');
    server.refuses(server.last('listRooms').ref, 'server_error', 'The lobby is busy.');
    expect(notices.at(-1)).toEqual({
      text: 'Error fetching rooms: The lobby is busy.',
      kind: 'error',
      ms: 3000,
    });
  });

  it('after a drop with the rooms known says nothing, and on coming back lists them and resyncs the match', () => {
    inTheLobby();
    server.says({ type: 'rooms', rooms: [] });
    server.link('reconnecting');
    expect(online().connection).toBe('reconnecting');
    server.link('reconnecting');
    expect(notices).toEqual([]);
    const listed = server.sent.filter((m) => m.type === 'listRooms').length;
    useOnlineStore.setState({ view: { matchId: 'match-7' } as never });
    server.link('open');
    expect(server.sent.filter((m) => m.type === 'listRooms')).toHaveLength(listed + 1);
    expect(server.last('resync')).toMatchObject({ matchId: 'match-7' });
    // Dropped again before any list came: the screen is told.
    useOnlineStore.setState({ rooms: null });
    server.link('reconnecting');
    expect(notices.map((n) => n.text)).toEqual([roomsErrorText(UNREACHABLE)]);
  });

  it('resyncs the match this browser was in when it first opens after a reload', () => {
    localStorage.setItem('sinawali:online', JSON.stringify({ roomId: 'room-1', matchId: 'match-3' }));
    inTheLobby();
    expect(server.last('resync')).toMatchObject({ matchId: 'match-3' });
  });

  it('is closed and forgotten when the player signs out', () => {
    inTheRoom();
    expect(online().room).not.toBeNull();
    setSignedOut();
    expect(server.closed()).toBe(1);
    expect(server.listening()).toBe(0);
    expect(online()).toEqual(INITIAL_ONLINE);
    // Nothing is sent on a closed link.
    expect(createRoom('Bagong Sala')).toBe('You are not connected to the game server yet.');
  });
});

describe('rooms', () => {
  it('Create Room checks the name as the server does before sending it', () => {
    const m = ROOM_NAME_RULES.messages;
    expect(createRoom('Sala')).toBe('You are not connected to the game server yet.');
    inTheLobby();
    expect(createRoom('ab')).toBe(m.tooShort);
    expect(createRoom('x'.repeat(25))).toBe(m.tooLong);
    expect(createRoom(' Sala')).toBe(m.edgeSpace);
    expect(createRoom('Sala<b>')).toBe(m.characters);
    expect(server.sent.some((s) => s.type === 'createRoom')).toBe(false);
    expect(createRoom("Bahay ni Kuya-2'")).toBeNull();
    expect(online().pending).toBe('create');
    expect(server.last('createRoom')).toMatchObject({ name: "Bahay ni Kuya-2'" });
  });

  it("a refused Create Room shows the server's reason under the name field", () => {
    inTheLobby();
    createRoom('Sala');
    server.refuses(server.last('createRoom').ref, 'name_taken', ROOM_TEXT.nameTaken('Sala'));
    expect(online().pending).toBeNull();
    expect(online().createProblem).toMatchObject({
      code: 'name_taken',
      message: ROOM_TEXT.nameTaken('Sala'),
    });
    createRoom('Sala Dos');
    expect(online().createProblem).toBeNull();
  });

  it('the room arrives with its chat, and this browser remembers it for a reload', () => {
    inTheLobby();
    createRoom('Sala');
    server.says({ type: 'room', room: room(), chat: [chatLine('c1', 'Mabuhay!')] });
    expect(online()).toMatchObject({ pending: null, room: room(), chat: [chatLine('c1', 'Mabuhay!')] });
    expect(readMemory()).toEqual({ roomId: 'room-1', matchId: null });
    expect(mySeat(online().room)).toBe(0);
  });

  it('Join waits for the server and shows its refusal', () => {
    joinRoom('room-9');
    expect(server.sent).toEqual([]);
    inTheLobby();
    joinRoom('room-9');
    expect(online().pending).toBe('join');
    expect(server.last('joinRoom')).toMatchObject({ roomId: 'room-9' });
    server.refuses(server.last('joinRoom').ref, 'room_full', ROOM_TEXT.roomFull);
    expect(online()).toMatchObject({
      pending: null,
      problem: { code: 'room_full', message: ROOM_TEXT.roomFull },
    });
  });

  it('Leave sends the room away and forgets it here at once', () => {
    leaveRoom();
    expect(server.sent).toEqual([]);
    inTheRoom();
    useOnlineStore.setState({ chatProblem: { id: 1, code: 'x', message: 'x', text: 'x' } });
    leaveRoom();
    expect(server.last('leaveRoom')).toMatchObject({ roomId: 'room-1' });
    expect(online()).toMatchObject({ room: null, chat: [], view: null, chatProblem: null, problem: null });
    expect(readMemory()).toBeNull();
  });

  it('Start Game, the pick and Rematch wait for the server; a refusal is shown', () => {
    inTheRoom();
    pickFighter(1);
    expect(server.sent.some((s) => s.type === 'pickFighter')).toBe(false);
    startGame();
    expect(online().pending).toBe('start');
    expect(server.last('startMatch')).toMatchObject({ roomId: 'room-1' });
    server.refuses(server.last('startMatch').ref, 'not_ready', 'Both seats must be filled first.');
    expect(online()).toMatchObject({
      pending: null,
      problem: { message: 'Both seats must be filled first.' },
    });

    server.says({ type: 'room', room: room({ phase: 'picking', matchId: 'match-1' }), chat: [] });
    expect(readMemory()).toEqual({ roomId: 'room-1', matchId: 'match-1' });
    pickFighter(2);
    expect(online().pending).toBe('pick');
    expect(server.last('pickFighter')).toMatchObject({ matchId: 'match-1', fighterId: 2 });
    requestRematch();
    expect(online().pending).toBe('rematch');
    expect(server.last('rematch')).toMatchObject({ roomId: 'room-1' });
  });

  it('reads the Status column and the seat from the room', () => {
    expect(statusOf('waiting')).toBe('Waiting');
    expect(statusOf('picking')).toBe('Playing');
    expect(statusOf('playing')).toBe('Playing');
    expect(statusOf('over')).toBe('Finished');
    expect(mySeat(null)).toBeNull();
    const second = room({
      members: [
        { name: 'Alon-player', seat: null, connected: true, you: false },
        { name: 'Tala', seat: null, connected: true, you: true },
      ],
    });
    expect(mySeat(second)).toBe(1);
    expect(
      mySeat({ ...second, members: second.members.map((m, i) => ({ ...m, seat: i === 1 ? 0 : 1 })) }),
    ).toBe(0);
    expect(mySeat({ ...second, members: second.members.map((m) => ({ ...m, you: false })) })).toBeNull();
  });
});

describe('chat', () => {
  it('says why a line cannot be sent: no room, nothing written, too long, no link', () => {
    expect(sendChat('Hello')).toBe('Join a room to chat.');
    inTheRoom();
    expect(sendChat('   ')).toBe('Write a message first.');
    expect(sendChat('x'.repeat(CHAT_LIMIT + 1))).toBe(
      `A chat message can have at most ${CHAT_LIMIT} characters.`,
    );
    // Characters, not UTF-16 units: 200 emoji fit.
    expect(sendChat('🥢'.repeat(CHAT_LIMIT))).toBeNull();
    server.link('reconnecting');
    expect(sendChat('Hello')).toBe('You are not connected to the game server.');
  });

  it('sends the trimmed line and shows each message once, for this room only, the last 100', () => {
    inTheRoom();
    expect(sendChat('  Mabuhay!  ')).toBeNull();
    expect(server.last('chat')).toMatchObject({ roomId: 'room-1', text: 'Mabuhay!' });
    server.says({ type: 'chatMessage', roomId: 'room-1', message: chatLine('c1', 'Mabuhay!') });
    server.says({ type: 'chatMessage', roomId: 'room-1', message: chatLine('c1', 'Mabuhay!') });
    server.says({ type: 'chatMessage', roomId: 'room-2', message: chatLine('c2', 'Elsewhere', 'room-2') });
    expect(online().chat.map((c) => c.text)).toEqual(['Mabuhay!']);
    for (let i = 0; i < CHAT_KEPT + 5; i += 1)
      server.says({ type: 'chatMessage', roomId: 'room-1', message: chatLine(`m${i}`, `line ${i}`) });
    expect(online().chat).toHaveLength(CHAT_KEPT);
    expect(online().chat.at(-1)?.text).toBe(`line ${CHAT_KEPT + 4}`);
  });

  it("a flood is refused in the server's words, with the line kept to offer again", () => {
    inTheRoom();
    sendChat('one more');
    const tooFast = CHAT_TEXT.tooFast(5, 10_000);
    server.refuses(server.last('chat').ref, 'rate_limited', tooFast);
    expect(online().chatProblem).toMatchObject({ code: 'rate_limited', message: tooFast, text: 'one more' });
    expect(online().problem).toBeNull();
    sendChat('later');
    expect(online().chatProblem).toBeNull();
  });
});

describe('invite links', () => {
  it('joins by the code as soon as the link is open, once, and takes the room it leads to', () => {
    setSignedIn('profile-1', 'Tala', false);
    openLobby();
    joinByInvite('AbCdEfGh_-12');
    expect(online().pending).toBe('join');
    expect(server.sent.filter((m) => m.type === 'joinInvite')).toEqual([]);
    server.link('open');
    expect(server.last('joinInvite')).toMatchObject({ code: 'AbCdEfGh_-12' });
    server.link('reconnecting');
    server.link('open');
    expect(server.sent.filter((m) => m.type === 'joinInvite')).toHaveLength(1);
    server.says({ type: 'room', room: room({ inviteCode: 'AbCdEfGh_-12' }), chat: [] });
    expect(online().room?.inviteCode).toBe('AbCdEfGh_-12');
    expect(online().pending).toBeNull();
  });

  it("shows a refused link in the server's words: unknown, closed or full", () => {
    inTheLobby();
    for (const [code, message] of [
      ['no_room', INVITE_TEXT.unknown],
      ['room_closed', INVITE_TEXT.closed],
      ['room_full', ROOM_TEXT.roomFull],
    ] as const) {
      joinByInvite('AbCdEfGh_-12');
      server.refuses(server.last('joinInvite').ref, code, message);
      expect(online().problem).toMatchObject({ code, message });
      expect(online().pending).toBeNull();
    }
  });
});

describe('Quick Match', () => {
  it('joins the queue, counts the time waited from the server, and leaves it by Cancel', () => {
    inTheLobby();
    findQuickMatch(1_000);
    expect(server.last('quickMatch')).toBeDefined();
    expect(online().queue).toEqual({ since: 1_000, looking: 1 });
    receiveQueue({ type: 'queue', queued: true, waitedMs: 2_500, looking: 3 }, 10_000);
    expect(online().queue).toEqual({ since: 7_500, looking: 3 });
    cancelQuickMatch();
    expect(server.last('leaveQueue')).toBeDefined();
    expect(online().queue).toBeNull();
  });

  it('is left with the rooms screen, joined again after a dropped link, and refused in words', () => {
    inTheLobby();
    findQuickMatch();
    closeLobby();
    expect(server.sent.filter((m) => m.type === 'leaveQueue')).toHaveLength(1);
    expect(online().queue).toBeNull();

    openLobby();
    findQuickMatch();
    server.link('reconnecting');
    server.link('open');
    expect(server.sent.filter((m) => m.type === 'quickMatch')).toHaveLength(3);

    const message = 'You are already in the room "Sala". Leave it first.';
    server.refuses(server.last('quickMatch').ref, 'in_room', message);
    expect(online().queue).toBeNull();
    expect(online().problem).toMatchObject({ code: 'in_room', message });
  });

  it('ends when the server pairs the player: the room follows at its fighter select', () => {
    inTheLobby();
    findQuickMatch();
    server.says({ type: 'queue', queued: false, waitedMs: 0, looking: 0 });
    server.says({ type: 'room', room: room({ phase: 'picking', matchId: 'm-1' }), chat: [] });
    expect(online().queue).toBeNull();
    expect(online().room).toMatchObject({ phase: 'picking', matchId: 'm-1' });
    findQuickMatch();
    expect(server.sent.filter((m) => m.type === 'quickMatch')).toHaveLength(1);
  });
});
