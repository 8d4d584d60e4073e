// The Supabase transport end to end: two players, each with their own supabase-js client (as on two
// computers), talking to the emulation of Supabase (Auth, REST, Realtime Broadcast and the match
// Edge Function's handler) over real HTTP and WebSocket. What the screens receive is the protocol's
// ServerMessage stream, the same as from the game's own server; a third player watches a match as a
// spectator, as on the game's own server (tests/unit/online/spectators.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCard } from '../../../src/content/index.ts';
import type { MatchAction, MatchState, MatchView } from '../../../src/engine/match/index.ts';
import type { Room, ServerMessage, ServerMessageOf } from '../../../src/protocol/index.ts';
import { INVITE_CODE_PATTERN } from '../../../src/protocol/fields.ts';
import { INVITE_TEXT, QUICK_MATCH_ROOM, WATCH_TEXT } from '../../../src/protocol/rooms.ts';
import { findLeaks, secretsFor } from '../../../src/engine/match/testing.ts';
import { createSupabaseTransport } from '../../../src/services/online/supabaseTransport.ts';
import type { ConnectionState, OnlineTransport } from '../../../src/services/online/transport.ts';
import { matchState, newPlayer, type Player, type Project, startProject } from './supabaseSupport.ts';
import { everyMatchState } from './support.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let project: Project;

beforeAll(async () => {
  project = await startProject();
}, 240_000);

afterAll(async () => {
  await project?.close();
});

/** A player's browser: the transport and everything it has passed on, in order. */
interface Browser {
  player: Player;
  transport: OnlineTransport;
  messages: ServerMessage[];
  states: ConnectionState[];
}

const open: Browser[] = [];

afterAll(() => {
  for (const browser of open) browser.transport.close();
});

function browserOf(player: Player, heartbeatMs = 300): Browser {
  const transport = createSupabaseTransport(player.client, { heartbeatMs });
  const browser: Browser = { player, transport, messages: [], states: [] };
  transport.onMessage((message) => browser.messages.push(message));
  transport.onState((state) => browser.states.push(state));
  open.push(browser);
  return browser;
}

/** Waits until the browser has received a message of `type` that `matches`, after message `from`. */
async function received<K extends ServerMessage['type']>(
  browser: Browser,
  type: K,
  matches: (message: ServerMessageOf<K>) => boolean = () => true,
  from = 0,
  timeoutMs = 20_000,
): Promise<ServerMessageOf<K>> {
  const started = Date.now();
  for (;;) {
    const found = browser.messages
      .slice(from)
      .find((m): m is ServerMessageOf<K> => m.type === type && matches(m as ServerMessageOf<K>));
    if (found) return found;
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `${browser.player.name} did not receive ${type}; got ${JSON.stringify(browser.messages.slice(from).map((m) => (m.type === 'error' ? m : m.type)))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const latestView = (browser: Browser, matchId: string): MatchView | null => {
  let best: MatchView | null = null;
  for (const message of browser.messages) {
    if (message.type === 'matchView' && message.matchId === matchId && (!best || message.rev > best.rev))
      best = message.view;
  }
  return best;
};

function cheapMove(view: MatchView): MatchAction {
  const card = view.hand.find((id) => getCard(id).mana_cost <= view.you.energy);
  return card === undefined ? { type: 'chargeEnergy' } : { type: 'playCard', cardId: card };
}

describe('the Supabase transport', () => {
  it('says who the player is, lists rooms live, seats two players, carries chat both ways and refuses clearly', async () => {
    const ana = browserOf(await newPlayer(project, 'ana'));
    const ben = browserOf(await newPlayer(project, 'ben'));
    ana.transport.connect('ignored: the profile decides');
    ben.transport.connect('ben');
    expect(await received(ana, 'welcome')).toMatchObject({ name: ana.player.name, playerKey: ana.player.id });
    await received(ana, 'rooms');
    await received(ben, 'rooms');
    await until(() => ana.states.at(-1) === 'open');
    expect(ana.states).toEqual(['connecting', 'open']);

    const mark = ben.messages.length;
    ana.transport.send({ type: 'createRoom', name: 'Bahay Kubo', ref: 'r1' });
    const made = await received(ana, 'room');
    expect(made.room).toMatchObject({ name: 'Bahay Kubo', phase: 'waiting', matchId: null });
    expect(made.room.members).toEqual([{ name: ana.player.name, seat: null, connected: true, you: true }]);
    // Ben's list learns of it through the lobby's doorbell.
    const listed = await received(ben, 'rooms', (m) => m.rooms.some((r) => r.name === 'Bahay Kubo'), mark);
    expect(listed.rooms.find((r) => r.name === 'Bahay Kubo')).toEqual({
      roomId: made.room.roomId,
      name: 'Bahay Kubo',
      players: 1,
      capacity: 2,
      phase: 'waiting',
      names: [ana.player.name],
    });

    const anaMark = ana.messages.length;
    ben.transport.send({ type: 'joinRoom', roomId: made.room.roomId });
    const joined = await received(ben, 'room');
    expect(joined.room.members.map((m) => [m.name, m.you])).toEqual([
      [ana.player.name, false],
      [ben.player.name, true],
    ]);
    const seen = await received(ana, 'room', (m) => m.room.members.length === 2, anaMark);
    expect(seen.room.members[1]).toMatchObject({ name: ben.player.name, connected: true, you: false });

    ana.transport.send({ type: 'chat', roomId: made.room.roomId, text: '  Kumusta ka?  ' });
    expect((await received(ben, 'chatMessage')).message).toMatchObject({
      name: ana.player.name,
      text: 'Kumusta ka?',
      roomId: made.room.roomId,
    });
    ben.transport.send({ type: 'chat', roomId: made.room.roomId, text: 'Mabuti naman!' });
    expect((await received(ana, 'chatMessage', (m) => m.message.name === ben.player.name)).message.text).toBe(
      'Mabuti naman!',
    );
    // Each line once, in the order sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = (b: typeof ana) =>
      b.messages
        .filter((m): m is ServerMessageOf<'chatMessage'> => m.type === 'chatMessage')
        .map((m) => m.message.text);
    expect(lines(ana)).toEqual(['Kumusta ka?', 'Mabuti naman!']);
    expect(lines(ben)).toEqual(['Kumusta ka?', 'Mabuti naman!']);

    ben.transport.send({ type: 'createRoom', name: 'Second Hall', ref: 'r2' });
    expect(await received(ben, 'error', (m) => m.ref === 'r2')).toMatchObject({
      code: 'in_room',
      message: 'You are already in the room "Bahay Kubo". Leave it first.',
    });
    ben.transport.send({ type: 'chat', roomId: made.room.roomId, text: 'x'.repeat(201), ref: 'r3' });
    expect(await received(ben, 'error', (m) => m.ref === 'r3')).toMatchObject({ code: 'invalid' });
    ben.transport.send({ type: 'startMatch', roomId: made.room.roomId, ref: 'r4' });
    expect(await received(ben, 'error', (m) => m.ref === 'r4')).toMatchObject({ code: 'not_owner' });

    // Leaving: Ana's room shows her alone again.
    const before = ana.messages.length;
    ben.transport.send({ type: 'leaveRoom', roomId: made.room.roomId });
    await received(ana, 'room', (m) => m.room.members.length === 1, before);
    await received(ben, 'rooms', () => true, ben.messages.length - 1);
  });

  it('plays a whole match to victory through the match function, each side seeing only its own hand', async () => {
    const ana = browserOf(await newPlayer(project, 'ana'));
    const ben = browserOf(await newPlayer(project, 'ben'));
    ana.transport.connect('ana');
    ben.transport.connect('ben');
    await received(ana, 'rooms');
    await received(ben, 'rooms');
    ana.transport.send({ type: 'createRoom', name: 'Kidlat Arena' });
    const { room } = await received(ana, 'room');
    ben.transport.send({ type: 'joinRoom', roomId: room.roomId });
    await received(ana, 'room', (m) => m.room.members.length === 2);

    ana.transport.send({ type: 'startMatch', roomId: room.roomId });
    const picking = await received(ben, 'room', (m) => m.room.phase === 'picking');
    const matchId = picking.room.matchId ?? '';
    expect(picking.room.members.map((m) => m.seat)).toEqual([0, 1]);
    project.seeds.push(2024);
    ana.transport.send({ type: 'pickFighter', matchId, fighterId: 1 });
    await received(ben, 'room', (m) => m.room.picked[0]);
    ben.transport.send({ type: 'pickFighter', matchId, fighterId: 2 });
    const first = [
      await received(ana, 'matchView', (m) => m.matchId === matchId),
      await received(ben, 'matchView', (m) => m.matchId === matchId),
    ];
    expect(first.map((m) => [m.view.seat, m.view.seq, m.view.active])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
    ]);
    await received(ana, 'room', (m) => m.room.phase === 'playing');

    const browsers = [ana, ben] as const;
    const leaks: string[] = [];
    const scanned = [0, 0];
    for (let moves = 0; moves < 300; moves += 1) {
      const state = await matchState(project, matchId);
      // Everything either side received so far, against what it must not know now (its own
      // account id is its player key: only the other's must never arrive).
      for (const s of [0, 1] as const) {
        const secrets = { ...secretsFor(state, s), keys: [state.seats[s === 0 ? 1 : 0]] };
        for (const message of browsers[s].messages.slice(scanned[s])) {
          leaks.push(...findLeaks(message.type === 'matchView' ? message.view : message, secrets));
        }
        scanned[s] = browsers[s].messages.length;
      }
      if (state.status !== 'live') break;
      const mover = browsers[state.battle.active];
      const view = latestView(mover, matchId);
      if (!view || view.seq !== state.log.length) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      mover.transport.send({ type: 'move', matchId, seq: view.seq, action: cheapMove(view) });
      const seq = view.seq + 1;
      await received(ana, 'matchView', (m) => m.matchId === matchId && m.seq >= seq);
      await received(ben, 'matchView', (m) => m.matchId === matchId && m.seq >= seq);
    }
    const end = await matchState(project, matchId);
    expect(end).toMatchObject({ status: 'finished', endReason: 'knockout' });
    await received(ana, 'matchView', (m) => m.view.status === 'finished');
    await received(ben, 'matchView', (m) => m.view.status === 'finished');
    expect(latestView(ana, matchId)).toMatchObject({ winner: end.winner, seq: end.log.length });
    expect(latestView(ben, matchId)).toMatchObject({ winner: end.winner, seq: end.log.length });
    expect(leaks).toEqual([]);
    // Each side's views are a gap-free chain: every rev it applied follows one it had.
    for (const browser of browsers) {
      const views = browser.messages.filter((m): m is ServerMessageOf<'matchView'> => m.type === 'matchView');
      expect(views.every((m) => m.view.logFrom <= (latestView(browser, matchId)?.seq ?? 0))).toBe(true);
    }
    await received(ana, 'room', (m) => m.room.phase === 'over');

    ben.transport.send({ type: 'rematch', roomId: room.roomId });
    const again = await received(
      ana,
      'room',
      (m) => m.room.phase === 'picking' && m.room.matchId !== matchId,
    );
    const loser = end.winner === 0 ? ben.player.name : ana.player.name;
    expect(again.room.members[0]?.name).toBe(loser);
  }, 120_000);

  it('says when the link drops, comes back by itself and catches up on what it missed', async () => {
    const ana = browserOf(await newPlayer(project, 'ana'));
    const ben = browserOf(await newPlayer(project, 'ben'));
    ana.transport.connect('ana');
    ben.transport.connect('ben');
    await received(ana, 'rooms');
    await received(ben, 'rooms');
    ana.transport.send({ type: 'createRoom', name: 'Alon Shore' });
    const { room } = await received(ana, 'room');
    ben.transport.send({ type: 'joinRoom', roomId: room.roomId });
    await received(ana, 'room', (m) => m.room.members.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const mark = ana.messages.length;
    project.emulator.realtime.dropAll();
    // Said while Ana's link is down: she reads it once her channel is back.
    ben.transport.send({ type: 'chat', roomId: room.roomId, text: 'Nandiyan ka pa ba?' });
    await received(ana, 'chatMessage', (m) => m.message.text === 'Nandiyan ka pa ba?', mark, 40_000);
    expect(ana.states).toContain('reconnecting');
    const backAt = ana.states.lastIndexOf('reconnecting');
    expect(ana.states.slice(backAt)).toContain('open');
  }, 90_000);

  it('seats a friend by the invite code, which only members are told, and says why a code leads nowhere', async () => {
    const ana = browserOf(await newPlayer(project, 'ana'));
    const ben = browserOf(await newPlayer(project, 'ben'));
    const cora = browserOf(await newPlayer(project, 'cora'));
    for (const browser of [ana, ben, cora]) browser.transport.connect('x');
    for (const browser of [ana, ben, cora]) await received(browser, 'rooms');

    ana.transport.send({ type: 'createRoom', name: 'Imbitasyon', ref: 'c1' });
    const { room } = await received(ana, 'room', (m) => m.room.name === 'Imbitasyon');
    const code = room.inviteCode;
    expect(code).toMatch(INVITE_CODE_PATTERN);
    // The room list tells others of the room, never its code.
    for (const browser of [ben, cora]) {
      browser.transport.send({ type: 'listRooms', ref: 'l1' });
      await received(browser, 'rooms', (m) => m.rooms.some((r) => r.roomId === room.roomId));
    }
    expect(JSON.stringify([ben.messages, cora.messages])).not.toContain(code);

    const anaMark = ana.messages.length;
    ben.transport.send({ type: 'joinInvite', code, ref: 'i1' });
    const joined = await received(ben, 'room', (m) => m.room.roomId === room.roomId);
    expect(joined.room).toMatchObject({ roomId: room.roomId, name: 'Imbitasyon', inviteCode: code });
    expect(joined.room.members.map((m) => [m.name, m.you])).toEqual([
      [ana.player.name, false],
      [ben.player.name, true],
    ]);
    const seen = await received(ana, 'room', (m) => m.room.members.length === 2, anaMark);
    expect(seen.room.members[1]).toMatchObject({ name: ben.player.name, you: false });
    expect(seen.room.inviteCode).toBe(code);
    // As join_room does, the joiner's list is read again: the room shows both players.
    await received(ben, 'rooms', (m) => m.rooms.some((r) => r.roomId === room.roomId && r.players === 2));

    // Ben following the link again is already where it leads: his room, and no error.
    const benMark = ben.messages.length;
    ben.transport.send({ type: 'joinInvite', code, ref: 'i2' });
    const again = await received(ben, 'room', (m) => m.room.roomId === room.roomId, benMark);
    expect(again.room.members).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ben.messages.slice(benMark).filter((m) => m.type === 'error')).toEqual([]);

    cora.transport.send({ type: 'joinInvite', code, ref: 'i3' });
    expect(await received(cora, 'error', (m) => m.ref === 'i3')).toMatchObject({
      code: 'room_full',
      message: 'That room is full: two players are already in it.',
    });
    cora.transport.send({ type: 'joinInvite', code: 'Zz0-_Zz0-_Zz', ref: 'i4' });
    expect(await received(cora, 'error', (m) => m.ref === 'i4')).toMatchObject({
      code: 'no_room',
      message: INVITE_TEXT.unknown,
    });
    // A code cut short on its way (the screens check it too; the database has the last word).
    cora.transport.send({ type: 'joinInvite', code: code.slice(0, 11), ref: 'i5' });
    expect(await received(cora, 'error', (m) => m.ref === 'i5')).toMatchObject({ code: 'invalid' });

    // Both leave: the room closes, and its link says so.
    const leftMark = ana.messages.length;
    ben.transport.send({ type: 'leaveRoom', roomId: room.roomId });
    await received(ana, 'room', (m) => m.room.members.length === 1, leftMark);
    ana.transport.send({ type: 'leaveRoom', roomId: room.roomId });
    const started = Date.now();
    while ((await project.db.query(`select 1 from public.rooms where id = $1`, [room.roomId])).rows.length) {
      if (Date.now() - started > 20_000) throw new Error('the room did not close');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const [browser, ref] of [
      [cora, 'i6'],
      [ben, 'i7'],
    ] as const) {
      browser.transport.send({ type: 'joinInvite', code, ref });
      expect(await received(browser, 'error', (m) => m.ref === ref)).toMatchObject({
        code: 'room_closed',
        message: INVITE_TEXT.closed,
      });
    }
  });

  it('pairs two players by Quick Match into a room of their own at its fighter select, while a third waits and cancels', async () => {
    // Ana's heartbeat is a minute away: only the doorbell can tell her she was paired.
    const ana = browserOf(await newPlayer(project, 'ana'), 60_000);
    const ben = browserOf(await newPlayer(project, 'ben'));
    const cora = browserOf(await newPlayer(project, 'cora'));
    for (const browser of [ana, ben, cora]) browser.transport.connect('x');
    for (const browser of [ana, ben, cora]) await received(browser, 'rooms');

    ana.transport.send({ type: 'quickMatch', ref: 'q1' });
    const waited = await received(ana, 'queue');
    expect(waited).toMatchObject({ queued: true, looking: 1 });
    expect(waited.waitedMs).toBeGreaterThanOrEqual(0);
    // Her doorbell's channel joins meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 400));

    const [anaMark, benMark] = [ana.messages.length, ben.messages.length];
    ben.transport.send({ type: 'quickMatch', ref: 'q2' });
    // Each hears that they wait no longer, then gets the room, at its fighter select.
    const rooms: Room[] = [];
    for (const [browser, mark] of [
      [ana, anaMark],
      [ben, benMark],
    ] as const) {
      const done = await received(browser, 'queue', (m) => !m.queued, mark);
      expect(done).toEqual({ type: 'queue', queued: false, waitedMs: 0, looking: 0 });
      const { room } = await received(browser, 'room', (m) => m.room.phase === 'picking', mark);
      const after = browser.messages.slice(mark);
      expect(after.indexOf(done)).toBeLessThan(after.findIndex((m) => m.type === 'room'));
      rooms.push(room);
    }
    const [forAna, forBen] = rooms as [Room, Room];
    expect(forAna.name).toMatch(new RegExp(`^${QUICK_MATCH_ROOM} \\d{4}$`));
    expect(forBen).toMatchObject({ roomId: forAna.roomId, name: forAna.name, matchId: forAna.matchId });
    // Ana waited longer: she is Player 1.
    expect(forAna.members.map((m) => [m.name, m.seat, m.you])).toEqual([
      [ana.player.name, 0, true],
      [ben.player.name, 1, false],
    ]);
    expect(forBen.members.map((m) => m.you)).toEqual([false, true]);
    for (const browser of [ana, ben]) expect(browser.messages.filter((m) => m.type === 'error')).toEqual([]);

    // The fighter select is a real one: both pick and the match begins.
    const matchId = forAna.matchId ?? '';
    ana.transport.send({ type: 'pickFighter', matchId, fighterId: 1 });
    await received(ben, 'room', (m) => m.room.picked[0]);
    ben.transport.send({ type: 'pickFighter', matchId, fighterId: 2 });
    await received(ana, 'matchView', (m) => m.matchId === matchId);
    await received(ben, 'matchView', (m) => m.matchId === matchId);

    // Seated, a player is refused Quick Match as the own server refuses them.
    ana.transport.send({ type: 'quickMatch', ref: 'q3' });
    expect(await received(ana, 'error', (m) => m.ref === 'q3')).toMatchObject({
      code: 'in_room',
      message: `You are already in the room "${forAna.name}". Leave it first.`,
    });

    // A third waits alone, then cancels.
    cora.transport.send({ type: 'quickMatch', ref: 'q4' });
    expect(await received(cora, 'queue')).toMatchObject({ queued: true, looking: 1 });
    const coraMark = cora.messages.length;
    cora.transport.send({ type: 'leaveQueue', ref: 'q5' });
    expect(await received(cora, 'queue', () => true, coraMark)).toEqual({
      type: 'queue',
      queued: false,
      waitedMs: 0,
      looking: 0,
    });
    expect((await project.db.query(`select player from public.quick_match_queue`)).rows).toEqual([]);
  }, 120_000);

  it('leaves the queue on entering a room by hand and on close, and keeps the place fresh meanwhile', async () => {
    const dara = browserOf(await newPlayer(project, 'dara'));
    const eli = browserOf(await newPlayer(project, 'eli'));
    for (const browser of [dara, eli]) browser.transport.connect('x');
    for (const browser of [dara, eli]) await received(browser, 'rooms');
    /** How long ago (ms) the player's queue entry was last seen, or null when they are not queued. */
    const seenAgo = async (player: Player): Promise<number | null> =>
      (
        await project.db.query<{ ago: number }>(
          `select (extract(epoch from clock_timestamp() - seen_at) * 1000)::float8 as ago
           from public.quick_match_queue where player = $1`,
          [player.id],
        )
      ).rows[0]?.ago ?? null;
    const eventually = async (condition: () => Promise<boolean>, what: string): Promise<void> => {
      const started = Date.now();
      while (!(await condition())) {
        if (Date.now() - started > 20_000) throw new Error(what);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    dara.transport.send({ type: 'quickMatch' });
    await received(dara, 'queue', (m) => m.queued);
    // Seen every heartbeat (300 ms here): an entry a minute old is fresh again at once.
    await project.db.query(
      `update public.quick_match_queue set seen_at = now() - interval '1 minute' where player = $1`,
      [dara.player.id],
    );
    await eventually(
      async () => ((await seenAgo(dara.player)) ?? Infinity) < 5_000,
      'the queue entry was not refreshed',
    );

    const mark = dara.messages.length;
    dara.transport.send({ type: 'createRoom', name: 'Sariling Silid' });
    await received(dara, 'room', (m) => m.room.name === 'Sariling Silid', mark);
    expect(await received(dara, 'queue', () => true, mark)).toEqual({
      type: 'queue',
      queued: false,
      waitedMs: 0,
      looking: 0,
    });
    expect(await seenAgo(dara.player)).toBeNull();

    eli.transport.send({ type: 'quickMatch' });
    await received(eli, 'queue', (m) => m.queued);
    expect(await seenAgo(eli.player)).not.toBeNull();
    eli.transport.close();
    await eventually(async () => (await seenAgo(eli.player)) === null, 'a closed transport stayed queued');
  });

  it("finds the player's room again after a reload, and a signed-out player cannot play", async () => {
    const anaPlayer = await newPlayer(project, 'ana');
    const first = browserOf(anaPlayer);
    first.transport.connect('ana');
    await received(first, 'rooms');
    first.transport.send({ type: 'createRoom', name: 'Reload Hall' });
    const { room } = await received(first, 'room');
    first.transport.close();

    const reloaded = browserOf(anaPlayer);
    reloaded.transport.connect('ana');
    expect((await received(reloaded, 'room')).room).toMatchObject({
      roomId: room.roomId,
      name: 'Reload Hall',
    });

    const guest = browserOf(await newPlayer(project, 'gone'));
    await guest.player.client.auth.signOut();
    guest.transport.connect('gone');
    expect(await received(guest, 'error')).toMatchObject({
      code: 'no_hello',
      message: 'Sign in to play online.',
    });
    guest.transport.send({ type: 'listRooms', ref: 'l1' });
    expect(await received(guest, 'error', (m) => m.ref === 'l1')).toMatchObject({ code: 'no_hello' });
  });
  it('lets a third player watch a live match to its end: every move, no hand or seed, the counts, refusals in words, and the replay', async () => {
    const ana = browserOf(await newPlayer(project, 'ana'));
    const ben = browserOf(await newPlayer(project, 'ben'));
    const fan = browserOf(await newPlayer(project, 'fan'));
    const cora = browserOf(await newPlayer(project, 'cora'));
    for (const browser of [ana, ben, fan, cora]) browser.transport.connect('x');
    for (const browser of [ana, ben, fan, cora]) await received(browser, 'rooms');
    ana.transport.send({ type: 'createRoom', name: 'Manonood Hall' });
    const { room } = await received(ana, 'room');
    ben.transport.send({ type: 'joinRoom', roomId: room.roomId });
    await received(ana, 'room', (m) => m.room.members.length === 2);
    ana.transport.send({ type: 'startMatch', roomId: room.roomId });
    const matchId = (await received(ben, 'room', (m) => m.room.phase === 'picking')).room.matchId ?? '';
    const seed = 918_273_645;
    project.seeds.push(seed);
    ana.transport.send({ type: 'pickFighter', matchId, fighterId: 1 });
    await received(ben, 'room', (m) => m.room.picked[0]);
    ben.transport.send({ type: 'pickFighter', matchId, fighterId: 2 });
    await received(ana, 'matchView', (m) => m.matchId === matchId);
    await received(ben, 'matchView', (m) => m.matchId === matchId);

    const players = [ana, ben] as const;
    /** Plays cheap moves until `moves` more are made or the match ends. */
    async function play(moves: number): Promise<MatchState> {
      for (let made = 0; made < moves;) {
        const state = await matchState(project, matchId);
        if (state.status !== 'live') return state;
        const mover = players[state.battle.active];
        const view = latestView(mover, matchId);
        if (!view || view.seq !== state.log.length) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        mover.transport.send({ type: 'move', matchId, seq: view.seq, action: cheapMove(view) });
        const seq = view.seq + 1;
        for (const player of players)
          await received(player, 'matchView', (m) => m.matchId === matchId && m.seq >= seq);
        made += 1;
      }
      return matchState(project, matchId);
    }
    await play(2);

    // Refused in the own server's words: a player's own match, a match nobody plays.
    ana.transport.send({ type: 'watchMatch', matchId, ref: 'w0' });
    expect(await received(ana, 'error', (m) => m.ref === 'w0')).toMatchObject({
      code: 'own_match',
      message: WATCH_TEXT.ownMatch,
    });
    fan.transport.send({ type: 'watchMatch', matchId: crypto.randomUUID(), ref: 'w1' });
    expect(await received(fan, 'error', (m) => m.ref === 'w1')).toMatchObject({
      code: 'not_live',
      message: WATCH_TEXT.notLive,
    });
    fan.transport.send({ type: 'watchMatch', matchId: 'no-such-match', ref: 'w2' });
    expect(await received(fan, 'error', (m) => m.ref === 'w2')).toMatchObject({ code: 'not_live' });

    // The list offers the match for watching; a late spectator starts from the current state.
    const listMark = fan.messages.length;
    fan.transport.send({ type: 'listRooms' });
    const listed = await received(fan, 'rooms', () => true, listMark);
    expect(listed.rooms.find((r) => r.roomId === room.roomId)).toMatchObject({
      phase: 'playing',
      matchId,
      watchers: 0,
    });
    const [anaMark, benMark, fanMark] = [ana.messages.length, ben.messages.length, fan.messages.length];
    fan.transport.send({ type: 'watchMatch', matchId, ref: 'w3' });
    const first = await received(fan, 'watchView', (m) => m.matchId === matchId);
    expect(first).toMatchObject({ matchId, seq: 2, watchers: 1 });
    expect(first.view).toMatchObject({ spectator: true, hand: [], logFrom: 0, status: 'live' });
    expect(first.view.log).toHaveLength(2);
    // The players see one watching, and so does the list.
    await received(ana, 'room', (m) => m.room.watchers === 1, anaMark);
    await received(ben, 'room', (m) => m.room.watchers === 1, benMark);
    await received(
      fan,
      'rooms',
      (m) => m.rooms.some((r) => r.roomId === room.roomId && r.watchers === 1),
      fanMark,
    );

    // Fifty watch at most: with 49 more (written straight into the table), Cora is one too many.
    await project.db.query(
      `with fakes as (
         insert into auth.users (email, raw_user_meta_data)
         select 'fake' || g || '.' || $2 || '@example.com', jsonb_build_object('username', 'Fake' || g || $2)
         from generate_series(1, 49) g returning id)
       insert into public.match_watchers (match_id, player) select $1, id from fakes`,
      [matchId, Math.random().toString(36).slice(2, 8)],
    );
    cora.transport.send({ type: 'watchMatch', matchId, ref: 'w4' });
    expect(await received(cora, 'error', (m) => m.ref === 'w4')).toMatchObject({
      code: 'rate_limited',
      message: WATCH_TEXT.full(50),
    });
    await project.db.query(`delete from public.match_watchers where match_id = $1 and player <> $2`, [
      matchId,
      fan.player.id,
    ]);

    // A second spectator comes, sees a move with the new count, and stops.
    cora.transport.send({ type: 'watchMatch', matchId });
    expect(await received(cora, 'watchView', (m) => m.matchId === matchId)).toMatchObject({ watchers: 2 });
    await received(ana, 'room', (m) => m.room.watchers === 2, anaMark);
    await play(1);
    expect(await received(fan, 'watchView', (m) => m.seq === 3)).toMatchObject({ watchers: 2 });
    await received(cora, 'watchView', (m) => m.seq === 3);
    const coraMark = cora.messages.length;
    // Marked before Stop: the players' room may be rung before Cora hears her answer.
    const stoppedMark = ana.messages.length;
    cora.transport.send({ type: 'stopWatching', matchId, ref: 's1' });
    expect(await received(cora, 'unwatched', () => true, coraMark)).toEqual({
      type: 'unwatched',
      matchId,
      ref: 's1',
    });
    await received(ana, 'room', (m) => m.room.watchers === 1, stoppedMark);
    await play(1);
    await received(fan, 'watchView', (m) => m.seq === 4);
    // Cora watches no more: no view after her Stop.
    expect(cora.messages.slice(coraMark).filter((m) => m.type === 'watchView')).toEqual([]);

    // To the end: every move reaches the spectator, each once, in order.
    const end = await play(400);
    expect(end).toMatchObject({ status: 'finished', endReason: 'knockout' });
    const last = await received(fan, 'watchView', (m) => m.view.status !== 'live');
    expect(last.seq).toBe(end.log.length);
    const views = fan.messages.filter((m): m is ServerMessageOf<'watchView'> => m.type === 'watchView');
    expect(views.slice(1).every((m) => m.view.logFrom > 0)).toBe(true);
    const seqs = views.flatMap((m) => m.view.log.map((e) => e.seq));
    expect(seqs).toEqual(Array.from({ length: end.log.length }, (_, i) => i));
    await received(ana, 'room', (m) => m.room.phase === 'over' && m.room.watchers === 0);

    // Nothing the spectator received holds either hand, the seed, the generator or a player's key.
    const parts = fan.messages.flatMap((m): unknown[] =>
      m.type === 'watchView' ? [{ ...m, view: null }, m.view] : [m],
    );
    const leaks: string[] = [];
    for (const state of everyMatchState(end))
      for (const seat of [0, 1] as const)
        for (const [i, part] of parts.entries())
          for (const leak of findLeaks(part, { ...secretsFor(state, seat), keys: [...end.seats] }))
            leaks.push(`${i}: ${leak}`);
    expect(leaks).toEqual([]);
    const all = JSON.stringify(fan.messages);
    expect(all).not.toContain(String(seed));
    expect(all).not.toMatch(/"(seed|rng|seats)"/);
    for (const view of views) expect(view.view.hand).toEqual([]);
    expect(fan.messages.filter((m) => m.type === 'matchView')).toEqual([]);

    // Once it is over, the spectator may take the match home, seen from Player 1's side.
    fan.transport.send({ type: 'replay', matchId, ref: 'r1' });
    const replay = await received(fan, 'replay', (m) => m.ref === 'r1');
    expect(replay.replay).toMatchObject({ matchId, seat: 0, watched: true, seed, winner: end.winner });
    expect(replay.replay.actions).toHaveLength(end.log.length);
    // Stop after the end is answered all the same.
    fan.transport.send({ type: 'stopWatching', matchId, ref: 's2' });
    expect(await received(fan, 'unwatched', (m) => m.ref === 's2')).toEqual({
      type: 'unwatched',
      matchId,
      ref: 's2',
    });
  }, 180_000);
});
