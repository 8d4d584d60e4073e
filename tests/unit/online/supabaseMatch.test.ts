// Online play on Supabase, message by message: the rooms and chat functions through supabase-js as
// the authenticated role, and the `match` Edge Function's handler called directly, both against the
// emulation of Supabase over PGlite with every migration (row-level security decides what each
// player reads). The same flows the game's own server has: rooms, chat, the start, fighter picks,
// moves with every refusal, time's up through the scheduled tick, forfeits, a whole match, a rematch,
// and what a third player cannot see.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCard } from '../../../src/content/index.ts';
import { TURN_TIMER_MS } from '../../../src/engine/constants.ts';
import type { MatchAction, MatchView } from '../../../src/engine/match/index.ts';
import type { ServerMessage, ServerMessageOf } from '../../../src/protocol/index.ts';
import { abandon, viewFor } from '../../../src/engine/match/index.ts';
import { findLeaks, secretsFor } from '../../../src/engine/match/testing.ts';
import {
  lastSeen,
  matchState,
  newPlayer,
  type Player,
  type Project,
  send,
  startProject,
  tick,
} from './supabaseSupport.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });

let project: Project;

beforeAll(async () => {
  project = await startProject();
}, 240_000);

afterAll(async () => {
  await project?.close();
});

interface RoomAnswer {
  id: string;
  name: string;
  phase: string;
  status: string;
  match_id: string | null;
  picked: [boolean, boolean];
  members: { name: string; away_ms: number; you: boolean }[];
}

async function rpc<T>(player: Player, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await player.client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as T;
}

/** The refusal of a database call: its protocol code (in the hint) and sentence. */
async function refusal(player: Player, fn: string, args: Record<string, unknown>) {
  const { error } = await player.client.rpc(fn, args);
  if (!error) throw new Error(`${fn} was not refused`);
  return { code: error.hint, message: error.message };
}

const errorOf = (messages: ServerMessage[]): ServerMessageOf<'error'> => {
  const error = messages.find((m): m is ServerMessageOf<'error'> => m.type === 'error');
  if (!error) throw new Error(`no error in ${JSON.stringify(messages).slice(0, 300)}`);
  return error;
};

const viewOf = (messages: ServerMessage[]): MatchView => {
  const view = messages.find((m): m is ServerMessageOf<'matchView'> => m.type === 'matchView');
  if (!view) throw new Error(`no view in ${JSON.stringify(messages).slice(0, 300)}`);
  return view.view;
};

/** Marks players as just seen, so a slow test run never makes them look away. */
async function present(...players: Player[]): Promise<void> {
  for (const player of players) await lastSeen(project, player, 0);
}

/** The player's view rows after `rev`, read as that player (row-level security applies). */
async function viewRows(player: Player, matchId: string, afterRev = -1): Promise<MatchView[]> {
  const { data, error } = await player.client
    .from('match_views')
    .select('rev,view')
    .eq('match_id', matchId)
    .gt('rev', afterRev)
    .order('rev');
  if (error) throw new Error(error.message);
  return (data as { view: MatchView }[]).map((row) => row.view);
}

let rooms = 0;
const roomName = (label: string): string => `${label} ${(rooms += 1)}`;

/** Two players in a new room, the match started and both fighters picked. */
async function liveMatch(seed = 424_242): Promise<{ a: Player; b: Player; roomId: string; matchId: string }> {
  const a = await newPlayer(project, 'ana');
  const b = await newPlayer(project, 'ben');
  const room = await rpc<RoomAnswer>(a, 'create_room', { p_name: roomName('Arena') });
  await rpc(b, 'join_room', { p_room_id: room.id });
  expect((await send(project, a, { type: 'startMatch', roomId: room.id })).messages).toEqual([]);
  const started = await rpc<RoomAnswer>(a, 'room_heartbeat', { p_room_id: room.id });
  const matchId = started.match_id ?? '';
  project.seeds.push(seed);
  await send(project, a, { type: 'pickFighter', matchId, fighterId: 1 });
  await send(project, b, { type: 'pickFighter', matchId, fighterId: 2 });
  return { a, b, roomId: room.id, matchId };
}

/** A cheap legal move from the player's own view: the first card they can pay for, else a charge. */
function cheapMove(view: MatchView): MatchAction {
  const card = view.hand.find((id) => getCard(id).mana_cost <= view.you.energy);
  return card === undefined ? { type: 'chargeEnergy' } : { type: 'playCard', cardId: card };
}

describe('rooms (database functions, as the signed-in player)', () => {
  it('creates, lists and joins rooms; refuses bad and taken names, unknown, full and own rooms, a second seat', async () => {
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const c = await newPlayer(project, 'cora');
    const room = await rpc<RoomAnswer>(a, 'create_room', { p_name: 'Sala ng Kidlat' });
    expect(room).toMatchObject({
      name: 'Sala ng Kidlat',
      phase: 'waiting',
      status: 'waiting',
      match_id: null,
      members: [{ name: a.name, you: true }],
    });
    for (const [name, message] of [
      ['ab', 'A room name needs at least 3 characters.'],
      ['x'.repeat(25), 'A room name can have at most 24 characters.'],
      [' Kidlat', 'A room name cannot begin or end with a space.'],
      ['<b>Kidlat</b>', "A room name can only use letters, digits, spaces, - _ and '."],
    ] as const) {
      expect(await refusal(c, 'create_room', { p_name: name })).toEqual({ code: 'invalid', message });
    }
    expect(await refusal(c, 'create_room', { p_name: 'SALA NG KIDLAT' })).toEqual({
      code: 'name_taken',
      message: 'A room named "SALA NG KIDLAT" already exists. Choose another name.',
    });
    expect(await refusal(a, 'join_room', { p_room_id: room.id })).toMatchObject({ code: 'own_room' });
    expect(await refusal(a, 'create_room', { p_name: 'Another hall' })).toMatchObject({ code: 'in_room' });
    expect(await refusal(b, 'join_room', { p_room_id: crypto.randomUUID() })).toEqual({
      code: 'no_room',
      message: 'That room does not exist any more.',
    });

    // The list: every signed-in player sees it, with the players' names but not their accounts.
    const listed = await c.client.from('rooms').select('id,name,status,player_1_name,player_2_name');
    expect(listed.data).toContainEqual({
      id: room.id,
      name: 'Sala ng Kidlat',
      status: 'waiting',
      player_1_name: a.name,
      player_2_name: null,
    });
    expect((await c.client.from('rooms').select('player_1').eq('id', room.id)).error?.code).toBe('42501');

    const joined = await rpc<RoomAnswer>(b, 'join_room', { p_room_id: room.id });
    expect(joined.members.map((m) => [m.name, m.you])).toEqual([
      [a.name, false],
      [b.name, true],
    ]);
    expect(await refusal(c, 'join_room', { p_room_id: room.id })).toEqual({
      code: 'room_full',
      message: 'That room is full: two players are already in it.',
    });
    expect(await refusal(b, 'create_room', { p_name: 'Second hall' })).toMatchObject({ code: 'in_room' });
    expect(await rpc<RoomAnswer | null>(c, 'my_room')).toBeNull();
    expect((await rpc<RoomAnswer>(b, 'my_room')).id).toBe(room.id);
  });

  it("keeps chat to the room's members: trimmed, 1 to 200 characters, at most 5 lines in 10 seconds", async () => {
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const c = await newPlayer(project, 'cora');
    const room = await rpc<RoomAnswer>(a, 'create_room', { p_name: roomName('Chat') });
    await rpc(b, 'join_room', { p_room_id: room.id });
    const said = await rpc<{ text: string; name: string }>(a, 'send_chat', {
      p_room_id: room.id,
      p_text: '  Magandang gabi!  ',
    });
    expect(said).toMatchObject({ text: 'Magandang gabi!', name: a.name });
    const read = (who: Player) => who.client.from('room_chat').select('text,name').eq('room_id', room.id);
    expect((await read(b)).data).toEqual([{ text: 'Magandang gabi!', name: a.name }]);
    expect((await read(c)).data).toEqual([]);
    expect(await refusal(c, 'send_chat', { p_room_id: room.id, p_text: 'hello' })).toEqual({
      code: 'not_in_room',
      message: 'You are not in that room.',
    });
    expect(await refusal(a, 'send_chat', { p_room_id: room.id, p_text: 'x'.repeat(201) })).toEqual({
      code: 'invalid',
      message: 'A chat message can have at most 200 characters.',
    });
    expect(await refusal(a, 'send_chat', { p_room_id: room.id, p_text: ' \n ' })).toMatchObject({
      code: 'invalid',
    });
    expect(
      (await rpc<{ text: string }>(a, 'send_chat', { p_room_id: room.id, p_text: 'é'.repeat(200) })).text,
    ).toHaveLength(200);
    for (let i = 0; i < 3; i += 1) await rpc(a, 'send_chat', { p_room_id: room.id, p_text: `line ${i}` });
    expect(await refusal(a, 'send_chat', { p_room_id: room.id, p_text: 'one too many' })).toEqual({
      code: 'rate_limited',
      message: 'You are sending messages too fast: at most 5 every 10 seconds.',
    });
    // Another player's pace is their own.
    await rpc(b, 'send_chat', { p_room_id: room.id, p_text: 'Salamat!' });
    expect((await read(b)).data).toHaveLength(6);
  });
});

describe('the match function', () => {
  it('refuses callers without a session, messages that do not parse and messages that are not its own', async () => {
    const a = await newPlayer(project, 'ana');
    const resync = { type: 'resync', matchId: 'm1' } as const;
    expect(await send(project, null, resync)).toEqual({
      status: 401,
      messages: [{ type: 'error', code: 'no_hello', message: 'Sign in to play online.' }],
    });
    const forged = { ...a, token: async () => 'not-a-session' };
    expect((await send(project, forged, resync)).status).toBe(401);
    expect(await send(project, a, '{"type":')).toMatchObject({
      status: 400,
      messages: [{ code: 'malformed' }],
    });
    expect(
      await send(
        project,
        a,
        JSON.stringify({ type: 'move', matchId: 'm', seq: 0, action: {}, pad: 'x'.repeat(5000) }),
      ),
    ).toMatchObject({
      status: 400,
      messages: [{ code: 'too_large' }],
    });
    expect(await send(project, a, { type: 'chat', roomId: 'r1', text: 'hi', ref: 'c1' })).toMatchObject({
      status: 400,
      messages: [{ code: 'malformed', ref: 'c1' }],
    });
    expect(
      await send(project, a, JSON.stringify({ type: 'pickFighter', matchId: 'm1', fighterId: 3 })),
    ).toMatchObject({
      status: 400,
      messages: [{ code: 'malformed', message: 'Choose fighter 1 (Kidlat) or 2 (Alon).' }],
    });
    const get = await project.deps.store.room(crypto.randomUUID());
    expect(get).toBeNull();
  });

  it('starts the game only for Player 1 of a full room, and only once', async () => {
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const c = await newPlayer(project, 'cora');
    const room = await rpc<RoomAnswer>(a, 'create_room', { p_name: roomName('Start') });
    const start = (who: Player, roomId = room.id) =>
      send(project, who, { type: 'startMatch', roomId, ref: 's' });
    expect(errorOf((await start(a)).messages)).toEqual({
      type: 'error',
      code: 'not_ready',
      message: 'Wait for a second player to join before starting.',
      ref: 's',
    });
    await rpc(b, 'join_room', { p_room_id: room.id });
    expect(errorOf((await start(b)).messages)).toMatchObject({
      code: 'not_owner',
      message: 'Only Player 1, who created the room, can start the game.',
    });
    expect(errorOf((await start(c)).messages)).toMatchObject({ code: 'not_in_room' });
    expect(errorOf((await start(a, crypto.randomUUID())).messages)).toMatchObject({ code: 'no_room' });
    expect((await start(a)).messages).toEqual([]);
    const picking = await rpc<RoomAnswer>(b, 'room_heartbeat', { p_room_id: room.id });
    expect(picking).toMatchObject({ phase: 'picking', status: 'playing', picked: [false, false] });
    expect(picking.match_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(errorOf((await start(a)).messages)).toMatchObject({ code: 'not_ready' });
  });

  it('keeps the picks hidden until both are in, then starts the match with a seed drawn on the server', async () => {
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const c = await newPlayer(project, 'cora');
    const room = await rpc<RoomAnswer>(a, 'create_room', { p_name: roomName('Pick') });
    await rpc(b, 'join_room', { p_room_id: room.id });
    await send(project, a, { type: 'startMatch', roomId: room.id });
    const matchId = (await rpc<RoomAnswer>(a, 'room_heartbeat', { p_room_id: room.id })).match_id ?? '';
    expect(
      errorOf((await send(project, c, { type: 'pickFighter', matchId, fighterId: 1 })).messages),
    ).toMatchObject({
      code: 'not_seated',
    });
    expect((await send(project, a, { type: 'pickFighter', matchId, fighterId: 2 })).messages).toEqual([]);
    // Changing one's mind is allowed until both have picked.
    expect((await send(project, a, { type: 'pickFighter', matchId, fighterId: 1 })).messages).toEqual([]);
    expect((await rpc<RoomAnswer>(b, 'room_heartbeat', { p_room_id: room.id })).picked).toEqual([
      true,
      false,
    ]);
    expect((await b.client.from('matches').select('fighter_1').eq('id', matchId)).error?.code).toBe('42501');
    expect(await viewRows(a, matchId)).toEqual([]);

    project.seeds.push(777_001);
    const view = viewOf((await send(project, b, { type: 'pickFighter', matchId, fighterId: 1 })).messages);
    expect(view).toMatchObject({
      matchId,
      seat: 1,
      seq: 0,
      rev: 0,
      status: 'live',
      fighters: [1, 1],
      active: 0,
    });
    expect(view.names).toEqual([a.name, b.name]);
    expect((await matchState(project, matchId)).battle.seed).toBe(777_001);
    const [first] = await viewRows(a, matchId);
    expect(first).toMatchObject({ seat: 0, rev: 0, logFrom: 0, fighters: [1, 1] });
    expect(await rpc<RoomAnswer>(a, 'room_heartbeat', { p_room_id: room.id })).toMatchObject({
      phase: 'playing',
      status: 'playing',
    });
    expect(
      errorOf((await send(project, a, { type: 'pickFighter', matchId, fighterId: 2 })).messages),
    ).toMatchObject({
      code: 'not_live',
    });
  });

  it("checks every move in the authority's order and applies a legal one once", async () => {
    const { a, b, roomId, matchId } = await liveMatch();
    const c = await newPlayer(project, 'cora');
    const move = (who: Player, seq: number, action: MatchAction = { type: 'chargeEnergy' }, id = matchId) =>
      send(project, who, { type: 'move', matchId: id, seq, action, ref: 'mv' });
    const state = await matchState(project, matchId);
    const notHeld =
      [60, 61, 62, 63, 64, 65, 66, 67].find((id) => !state.battle.sides[0].hand.includes(id)) ?? 60;

    expect(errorOf((await move(c, 0)).messages)).toMatchObject({ code: 'not_seated', matchId, ref: 'mv' });
    expect(errorOf((await move(a, 0, undefined, crypto.randomUUID())).messages)).toMatchObject({
      code: 'no_match',
    });
    expect(errorOf((await move(b, 0)).messages)).toMatchObject({
      code: 'not_your_turn',
      message: 'It is not your turn.',
    });
    expect(errorOf((await move(a, 5)).messages)).toMatchObject({
      code: 'stale',
      seq: 0,
      message: 'That move is out of date: the match is at move 0.',
    });
    expect(errorOf((await move(a, 0, { type: 'playCard', cardId: notHeld })).messages)).toMatchObject({
      code: 'illegal',
    });
    expect((await matchState(project, matchId)).log).toEqual([]);

    const after = viewOf((await move(a, 0)).messages);
    expect(after).toMatchObject({ seat: 0, seq: 1, rev: 1, active: 1 });
    // Sent again (a double click, a retried request), it is refused and changes nothing.
    expect(errorOf((await move(a, 0)).messages)).toMatchObject({ code: 'not_your_turn' });
    expect((await matchState(project, matchId)).log).toHaveLength(1);

    // Player 2 hears of it by reading its own rows: the new entry, with Player 1's draw hidden.
    const [seen] = await viewRows(b, matchId, 0);
    expect(seen).toMatchObject({ seat: 1, seq: 1, rev: 1, logFrom: 0 });
    expect(seen?.log[0]?.action).toEqual({ type: 'chargeEnergy', side: 0 });
    const draws = seen?.log[0]?.events.filter((e) => e.type === 'cardDrawn') ?? [];
    expect(draws.every((e) => 'hidden' in e && !('cardId' in e))).toBe(true);
    expect(viewOf((await move(b, 1)).messages)).toMatchObject({ seat: 1, seq: 2, active: 0 });
    expect(errorOf((await send(project, b, { type: 'rematch', roomId })).messages)).toEqual({
      type: 'error',
      code: 'not_ready',
      message: 'The match is not over yet.',
    });
  });

  it('applies racing requests one after the other: the same move sent twice counts once', async () => {
    const { a, matchId } = await liveMatch();
    const answers = await Promise.all([
      send(project, a, { type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } }),
      send(project, a, { type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } }),
    ]);
    const kinds = answers.map((answer) => answer.messages[0]?.type).sort();
    expect(kinds).toEqual(['error', 'matchView']);
    expect((await matchState(project, matchId)).log).toHaveLength(1);
  });

  it("passes the turn when its 60 s run out, through the scheduled tick, with nobody's request", async () => {
    const { a, b, matchId } = await liveMatch();
    expect((await tick(project, 'wrong')).status).toBe(401);
    await present(a, b);
    const quiet = (await (await tick(project)).json()) as { changed: number };
    expect(quiet.changed).toBe(0);
    expect((await matchState(project, matchId)).log).toEqual([]);

    project.clock.advance(TURN_TIMER_MS + 1000);
    await present(a, b);
    const ticked = (await (await tick(project)).json()) as { due: number; changed: number };
    expect(ticked.changed).toBeGreaterThanOrEqual(1);
    const state = await matchState(project, matchId);
    expect(state.log.map((entry) => entry.action)).toEqual([{ type: 'timeUp', side: 0 }]);
    expect(state.battle.active).toBe(1);
    const rows = await viewRows(b, matchId, 0);
    expect(rows.at(-1)).toMatchObject({ seq: 1, active: 1 });
    expect(
      errorOf(
        (await send(project, a, { type: 'move', matchId, seq: 1, action: { type: 'chargeEnergy' } }))
          .messages,
      ),
    ).toMatchObject({
      code: 'not_your_turn',
    });
    // A player's own resync brings an overdue match up to date too.
    project.clock.advance(TURN_TIMER_MS + 1000);
    await present(a, b);
    expect(viewOf((await send(project, a, { type: 'resync', matchId })).messages)).toMatchObject({
      seq: 2,
      active: 0,
      logFrom: 0,
    });
  });

  it('forfeits a player who leaves mid-match: the other wins at once and keeps the room', async () => {
    const { a, b, roomId, matchId } = await liveMatch();
    expect((await send(project, a, { type: 'leaveRoom', roomId })).messages).toEqual([]);
    expect(await matchState(project, matchId)).toMatchObject({
      status: 'finished',
      winner: 1,
      endReason: 'forfeit',
    });
    expect((await viewRows(b, matchId)).at(-1)).toMatchObject({ status: 'finished', winner: 1 });
    const room = await rpc<RoomAnswer>(b, 'room_heartbeat', { p_room_id: roomId });
    expect(room).toMatchObject({ phase: 'waiting', members: [{ name: b.name, you: true }] });
    expect(await rpc<RoomAnswer | null>(a, 'my_room')).toBeNull();
    expect(errorOf((await send(project, a, { type: 'leaveRoom', roomId })).messages)).toMatchObject({
      code: 'not_in_room',
    });
    await send(project, b, { type: 'leaveRoom', roomId });
    expect(errorOf((await send(project, b, { type: 'leaveRoom', roomId })).messages)).toMatchObject({
      code: 'no_room',
    });
  });

  it('marks a player away after 25 s without a sign of life, resumes them within the grace, forfeits them at 60 s', async () => {
    const { a, b, roomId, matchId } = await liveMatch();
    await present(a);
    await lastSeen(project, b, 30_000);
    await tick(project);
    const away = await matchState(project, matchId);
    expect(away.status).toBe('live');
    expect(away.disconnectedSince[1]).toBeGreaterThan(project.clock.now() - 31_000);
    expect(away.disconnectedSince[1]).toBeLessThan(project.clock.now() - 29_000);
    expect((await viewRows(a, matchId)).at(-1)?.disconnectedSince[1]).toBe(away.disconnectedSince[1]);

    // Back (a heartbeat), the next look resumes the same match at the same move.
    await rpc(b, 'room_heartbeat', { p_room_id: roomId });
    await tick(project);
    expect(await matchState(project, matchId)).toMatchObject({
      status: 'live',
      disconnectedSince: [null, null],
    });

    await present(a);
    await lastSeen(project, b, 61_000);
    await tick(project);
    expect(await matchState(project, matchId)).toMatchObject({
      status: 'finished',
      winner: 0,
      endReason: 'forfeit',
    });
    expect((await viewRows(a, matchId)).at(-1)).toMatchObject({
      status: 'finished',
      winner: 0,
      endReason: 'forfeit',
    });
    // With the match over, a player gone for a minute no longer holds a seat: the room waits again.
    expect(await rpc<RoomAnswer>(a, 'room_heartbeat', { p_room_id: roomId })).toMatchObject({
      phase: 'waiting',
      members: [{ name: a.name, you: true }],
    });
    expect(await rpc<RoomAnswer | null>(b, 'my_room')).toBeNull();
  });

  it('plays a whole match to a winner without showing either player the other hand, the seed or the generator', async () => {
    const { a, b, roomId, matchId } = await liveMatch(31_337);
    const players = [a, b] as const;
    let views: [MatchView, MatchView] = [
      (await viewRows(a, matchId))[0] as MatchView,
      (await viewRows(b, matchId))[0] as MatchView,
    ];
    const leaks: string[] = [];
    for (let turn = 0; turn < 400; turn += 1) {
      const state = await matchState(project, matchId);
      if (state.status !== 'live') break;
      const seat = state.battle.active;
      const mover = players[seat];
      const answer = await send(project, mover, {
        type: 'move',
        matchId,
        seq: views[seat].seq,
        action: cheapMove(views[seat]),
      });
      const after = await matchState(project, matchId);
      for (const s of [0, 1] as const) {
        const rows = await viewRows(players[s], matchId, views[s].rev);
        const received = s === seat ? [...answer.messages, ...rows] : rows;
        for (const message of received) {
          // A view's own hand is the one hand it may hold: scan views from their top.
          const scanned = 'type' in message && message.type === 'matchView' ? message.view : message;
          leaks.push(...findLeaks(scanned, secretsFor(after, s)));
        }
        const latest = rows.at(-1);
        if (latest) views[s] = latest;
      }
      expect(views[0].seq).toBe(after.log.length);
      views = [views[0], views[1]];
    }
    const end = await matchState(project, matchId);
    expect(end).toMatchObject({ status: 'finished', endReason: 'knockout' });
    expect(leaks).toEqual([]);
    expect(views[0]).toMatchObject({ status: 'finished', winner: end.winner });
    expect(views[1]).toMatchObject({ status: 'finished', winner: end.winner });

    // The action log holds every move in order, for the service role only.
    const log = await project.db.query<{ seq: number }>(
      `select seq from public.match_actions where match_id = $1 order by seq`,
      [matchId],
    );
    expect(log.rows.map((row) => row.seq)).toEqual(end.log.map((entry) => entry.seq));

    // A rematch: a new match in the same room, the loser now Player 1.
    const winner = players[end.winner ?? 0];
    const loser = players[end.winner === 0 ? 1 : 0];
    expect((await send(project, winner, { type: 'rematch', roomId })).messages).toEqual([]);
    const again = await rpc<RoomAnswer>(loser, 'room_heartbeat', { p_room_id: roomId });
    expect(again).toMatchObject({
      phase: 'picking',
      members: [{ name: loser.name, you: true }, { name: winner.name }],
    });
    expect(again.match_id).not.toBe(matchId);
    // Asked by both players, it is one rematch.
    expect((await send(project, loser, { type: 'rematch', roomId })).messages).toEqual([]);
    expect((await rpc<RoomAnswer>(loser, 'room_heartbeat', { p_room_id: roomId })).match_id).toBe(
      again.match_id,
    );
  }, 120_000);
});

describe('after a match', () => {
  /** Ends the match with nobody winning (as when both players stay away), through the service role. */
  async function abandonMatch(matchId: string): Promise<void> {
    const state = await matchState(project, matchId);
    const ended = abandon(state, project.clock.now());
    await project.deps.store.commit({
      matchId,
      revBefore: state.rev,
      state: ended,
      wakeAt: null,
      entries: [],
      views: [0, 1].map((seat) => ({
        seat: seat as 0 | 1,
        view: viewFor(ended, seat as 0 | 1, { since: state.log.length }),
      })),
    });
  }

  it('lets Player 1 start a new game from a finished one, the seats as they are', async () => {
    const { a, b, roomId, matchId } = await liveMatch();
    await abandonMatch(matchId);
    expect(await rpc<RoomAnswer>(b, 'room_heartbeat', { p_room_id: roomId })).toMatchObject({
      phase: 'over',
    });
    expect(errorOf((await send(project, b, { type: 'startMatch', roomId })).messages)).toMatchObject({
      code: 'not_owner',
    });
    expect((await send(project, a, { type: 'startMatch', roomId })).messages).toEqual([]);
    const next = await rpc<RoomAnswer>(b, 'room_heartbeat', { p_room_id: roomId });
    expect(next).toMatchObject({
      phase: 'picking',
      members: [{ name: a.name }, { name: b.name, you: true }],
    });
    expect(next.match_id).not.toBe(matchId);
  });

  it('swaps the seats for a rematch of a match nobody won; asked by both, it is one rematch', async () => {
    const { a, b, roomId, matchId } = await liveMatch();
    await abandonMatch(matchId);
    expect((await send(project, b, { type: 'rematch', roomId })).messages).toEqual([]);
    const swapped = await rpc<RoomAnswer>(a, 'room_heartbeat', { p_room_id: roomId });
    expect(swapped.members.map((m) => m.name)).toEqual([b.name, a.name]);
    expect((await send(project, a, { type: 'rematch', roomId })).messages).toEqual([]);
    expect((await rpc<RoomAnswer>(a, 'room_heartbeat', { p_room_id: roomId })).match_id).toBe(
      swapped.match_id,
    );
    // The new match's seats follow the room: Ben is Player 1 and attacks first.
    project.seeds.push(99);
    await send(project, a, { type: 'pickFighter', matchId: swapped.match_id ?? '', fighterId: 2 });
    const view = viewOf(
      (await send(project, b, { type: 'pickFighter', matchId: swapped.match_id ?? '', fighterId: 1 }))
        .messages,
    );
    expect(view).toMatchObject({ seat: 0, active: 0, names: [b.name, a.name], fighters: [1, 2] });
  });

  it('refuses a rematch where no match was played', async () => {
    const a = await newPlayer(project, 'ana');
    const b = await newPlayer(project, 'ben');
    const room = await rpc<RoomAnswer>(a, 'create_room', { p_name: roomName('Fresh') });
    await rpc(b, 'join_room', { p_room_id: room.id });
    expect(errorOf((await send(project, b, { type: 'rematch', roomId: room.id })).messages)).toMatchObject({
      code: 'not_ready',
      message: 'There is no finished match here to play again: start a new game.',
    });
  });
});

describe('what a third player cannot reach', () => {
  it("keeps them out of a match's state, log and views, the room's chat and its Realtime topic", async () => {
    const { a, b, roomId, matchId } = await liveMatch();
    const c = await newPlayer(project, 'cora');
    await rpc(a, 'send_chat', { p_room_id: roomId, p_text: 'Only for Ben.' });
    await send(project, a, { type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } });

    expect((await c.client.from('matches').select('state').eq('id', matchId)).error?.code).toBe('42501');
    expect((await c.client.from('match_actions').select('seq').eq('match_id', matchId)).error?.code).toBe(
      '42501',
    );
    expect(await viewRows(c, matchId)).toEqual([]);
    expect((await c.client.from('room_chat').select('text').eq('room_id', roomId)).data).toEqual([]);
    expect(errorOf((await send(project, c, { type: 'resync', matchId })).messages)).toMatchObject({
      code: 'not_seated',
    });
    // Even the seated players never read each other's views or the match's own rows.
    expect((await viewRows(a, matchId)).every((view) => view.seat === 0)).toBe(true);
    expect((await a.client.from('matches').select('state').eq('id', matchId)).error?.code).toBe('42501');

    const join = (who: Player, topic: string) =>
      new Promise<string>((resolve) => {
        let channel: RealtimeChannel | null = null;
        void who.client.realtime.setAuth().then(() => {
          channel = who.client.channel(topic, { config: { private: true } }).subscribe((status) => {
            if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR') {
              resolve(status);
              if (channel) void who.client.removeChannel(channel);
            }
          });
        });
      });
    expect(await join(b, `room:${roomId}`)).toBe('SUBSCRIBED');
    expect(await join(c, `room:${roomId}`)).toBe('CHANNEL_ERROR');
    expect(await join(c, 'lobby')).toBe('SUBSCRIBED');
  });
});
