// An ended match's replay on Supabase: the `match` Edge Function's handler called directly, against
// the emulation of Supabase over PGlite with every migration. Refused while the match runs and to a
// third player (who cannot read the matches or their moves either: no privilege, no policy);
// once the match is over, each player gets the seed and every move, which rebuild the battle the
// authority ended with, a knockout or a forfeit alike, and still after the room's rematch; a
// spectator who watched it gets it too (the store remembers who watched: MatchStore.watched).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCard } from '../../../src/content/index.ts';
import { apply } from '../../../src/engine/battle/apply.ts';
import { REPLAY_REFUSAL_TEXT, openingBattle } from '../../../src/engine/match/index.ts';
import type { MatchAction, MatchReplay, MatchState } from '../../../src/engine/match/index.ts';
import type { ServerMessage } from '../../../src/protocol/index.ts';
import { matchState, newPlayer, type Player, type Project, send, startProject } from './supabaseSupport.ts';

// PGlite with every migration starts in seconds, but minutes when the whole suite shares two busy cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

let project: Project;

beforeAll(async () => {
  project = await startProject();
}, 240_000);

afterAll(async () => {
  await project?.close();
});

let rooms = 0;

async function rpc<T>(player: Player, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await player.client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as T;
}

/** Two players in a new room, the match started and both fighters picked. */
async function liveMatch(seed: number): Promise<{ a: Player; b: Player; roomId: string; matchId: string }> {
  const a = await newPlayer(project, 'ana');
  const b = await newPlayer(project, 'ben');
  const room = await rpc<{ id: string }>(a, 'create_room', { p_name: `Replay Hall ${(rooms += 1)}` });
  await rpc(b, 'join_room', { p_room_id: room.id });
  await send(project, a, { type: 'startMatch', roomId: room.id });
  const started = await rpc<{ match_id: string }>(a, 'room_heartbeat', { p_room_id: room.id });
  project.seeds.push(seed);
  await send(project, a, { type: 'pickFighter', matchId: started.match_id, fighterId: 1 });
  await send(project, b, { type: 'pickFighter', matchId: started.match_id, fighterId: 2 });
  return { a, b, roomId: room.id, matchId: started.match_id };
}

/** A cheap legal move for the side to move: the first card it can pay for, else a charge. */
function cheapMove(state: MatchState): MatchAction {
  const side = state.battle.sides[state.battle.active];
  const card = side.hand.find((id) => getCard(id).mana_cost <= side.energy);
  return card === undefined ? { type: 'chargeEnergy' } : { type: 'playCard', cardId: card };
}

function replayOf(messages: ServerMessage[]): MatchReplay {
  const answer = messages.find((m) => m.type === 'replay');
  if (!answer || answer.type !== 'replay')
    throw new Error(`no replay in ${JSON.stringify(messages).slice(0, 300)}`);
  return answer.replay;
}

function rebuilt(replay: MatchReplay) {
  let state = openingBattle(replay.seed, replay.fighters);
  for (const action of replay.actions) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

describe('the replay of an ended match, on Supabase', () => {
  it('is refused while the match runs and to a third player, who cannot read matches at all', async () => {
    const { a, matchId } = await liveMatch(77_001);
    const live = await send(project, a, { type: 'replay', matchId, ref: 'early' });
    expect(live.status).toBe(200);
    expect(live.messages).toEqual([
      { type: 'error', code: 'not_over', message: REPLAY_REFUSAL_TEXT.notOver, matchId, ref: 'early' },
    ]);
    const third = await newPlayer(project, 'cat');
    // A third player learns nothing of the match, not even that it still runs.
    expect((await send(project, third, { type: 'replay', matchId })).messages).toMatchObject([
      { type: 'error', code: 'not_seated', message: REPLAY_REFUSAL_TEXT.notSeated },
    ]);
    // Nor while its fighters are still being picked, before the battle exists.
    const picker = await newPlayer(project, 'pia');
    const other = await newPlayer(project, 'odo');
    const hall = await rpc<{ id: string }>(picker, 'create_room', { p_name: `Replay Hall ${(rooms += 1)}` });
    await rpc(other, 'join_room', { p_room_id: hall.id });
    await send(project, picker, { type: 'startMatch', roomId: hall.id });
    const picking = (await rpc<{ match_id: string }>(picker, 'room_heartbeat', { p_room_id: hall.id }))
      .match_id;
    for (const ask of [
      { type: 'replay', matchId: picking },
      { type: 'resync', matchId: picking },
    ] as const) {
      expect((await send(project, third, ask)).messages).toMatchObject([
        { type: 'error', code: 'not_seated' },
      ]);
    }
    expect((await send(project, picker, { type: 'replay', matchId: picking })).messages).toMatchObject([
      { type: 'error', code: 'not_over' },
    ]);
    const unknown = await send(project, a, { type: 'replay', matchId: crypto.randomUUID() });
    expect(unknown.messages).toMatchObject([{ type: 'error', code: 'no_match' }]);
    // Row-level security: the matches and their moves are the Edge Function's alone.
    for (const table of ['matches', 'match_actions']) {
      const { data, error } = await third.client.from(table).select('*');
      expect(error !== null || (data ?? []).length === 0).toBe(true);
      const own = await a.client.from(table).select('*');
      expect(own.error !== null || (own.data ?? []).length === 0).toBe(true);
    }
    expect((await send(project, null, { type: 'replay', matchId })).status, 'without a session').toBe(401);
  });

  it('gives both players a knocked-out match, which rebuilds the final battle, still after the rematch', async () => {
    const { a, b, roomId, matchId } = await liveMatch(424_243);
    const players = [a, b] as const;
    for (let turn = 0; turn < 400; turn += 1) {
      const state = await matchState(project, matchId);
      if (state.status !== 'live') break;
      const answer = await send(project, players[state.battle.active], {
        type: 'move',
        matchId,
        seq: state.log.length,
        action: cheapMove(state),
      });
      expect(answer.messages.map((m) => m.type)).toEqual(['matchView']);
    }
    const end = await matchState(project, matchId);
    expect(end).toMatchObject({ status: 'finished', endReason: 'knockout' });

    const mine = replayOf((await send(project, a, { type: 'replay', matchId })).messages);
    const theirs = replayOf((await send(project, b, { type: 'replay', matchId })).messages);
    expect(mine).toMatchObject({
      matchId,
      seat: 0,
      seed: 424_243,
      fighters: [1, 2],
      names: [a.name, b.name],
      winner: end.winner,
      ending: 'knockout',
      turns: end.battle.turn,
    });
    expect(theirs).toEqual({ ...mine, seat: 1 });
    expect(rebuilt(mine)).toEqual(end.battle);

    const third = await newPlayer(project, 'dan');
    expect((await send(project, third, { type: 'replay', matchId })).messages).toMatchObject([
      { type: 'error', code: 'not_seated', message: REPLAY_REFUSAL_TEXT.notSeated },
    ]);

    // The room plays on; the ended match stays with its room, and so does its replay.
    await send(project, players[end.winner ?? 0], { type: 'rematch', roomId });
    expect(replayOf((await send(project, b, { type: 'replay', matchId })).messages)).toEqual(theirs);
  });

  it('keeps the winner of a match its loser left, although the battle has none', async () => {
    const { a, b, roomId, matchId } = await liveMatch(9_191);
    await send(project, a, { type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } });
    await send(project, a, { type: 'leaveRoom', roomId });
    const replay = replayOf((await send(project, b, { type: 'replay', matchId })).messages);
    expect(replay).toMatchObject({
      seat: 1,
      winner: 1,
      ending: 'forfeit',
      actions: [{ type: 'chargeEnergy', side: 0 }],
    });
    expect(rebuilt(replay).winner).toBeNull();
    expect(rebuilt(replay)).toEqual((await matchState(project, matchId)).battle);
  });

  it('gives a spectator who watched the match its replay from Player 1’s side, still after they stopped', async () => {
    const { a, b, roomId, matchId } = await liveMatch(31_337);
    const fan = await newPlayer(project, 'fan');
    const stranger = await newPlayer(project, 'gil');
    const watched = await send(project, fan, { type: 'watchMatch', matchId, ref: 'w' });
    expect(watched.messages).toMatchObject([
      { type: 'watchView', matchId, seq: 0, watchers: 1, view: { spectator: true, hand: [], logFrom: 0 } },
    ]);
    expect(await project.deps.store.watched(matchId, fan.id)).toBe(true);
    expect(await project.deps.store.watched(matchId, stranger.id)).toBe(false);
    expect(await project.deps.store.watched(matchId, a.id)).toBe(false);
    expect(await project.deps.store.watched('not-a-match', fan.id)).toBe(false);
    // While it runs, the spectator is told it is not over, as its players are.
    expect((await send(project, fan, { type: 'replay', matchId })).messages).toMatchObject([
      { type: 'error', code: 'not_over', message: REPLAY_REFUSAL_TEXT.notOver },
    ]);
    // Stopping leaves the record that they watched.
    await rpc(fan, 'stop_watching', { p_match_id: matchId });
    expect(await project.deps.store.watched(matchId, fan.id)).toBe(true);

    await send(project, a, { type: 'move', matchId, seq: 0, action: { type: 'chargeEnergy' } });
    await send(project, b, { type: 'leaveRoom', roomId });
    const mine = replayOf((await send(project, a, { type: 'replay', matchId })).messages);
    const theirs = replayOf((await send(project, fan, { type: 'replay', matchId, ref: 'r' })).messages);
    expect(theirs).toEqual({ ...mine, seat: 0, watched: true });
    expect(mine).not.toHaveProperty('watched');
    expect(theirs).toMatchObject({ seed: 31_337, winner: 0, ending: 'forfeit' });
    expect((await send(project, stranger, { type: 'replay', matchId })).messages).toMatchObject([
      { type: 'error', code: 'not_seated', message: REPLAY_REFUSAL_TEXT.notSeated },
    ]);
  });
});
