// Moves made for the seat on turn (server/gameServer/testMoves.ts), the browser tests' way to start
// a match near its end: POST /api/online/test/moves?match=<matchId> with a JSON array of moves.
// Each is made through the match service's own move as if the seat on turn had sent it, so the
// players receive the very views, the log and the journal a played match gives; the players then
// play on from there. Moves the authority would refuse make nothing; a malformed or unknown request
// is refused. Players' servers never get the route.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAYABLE_CARDS } from '../../../src/content/cards.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { apply } from '../../../src/engine/battle/apply.ts';
import type { BattleState } from '../../../src/engine/battle/types.ts';
import { submitMove, viewFor } from '../../../src/engine/match/index.ts';
import type { MatchAction, MatchState } from '../../../src/engine/match/index.ts';
import { matchViewMessage } from '../../../src/protocol/index.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { TEST_CLOCK_ROUTE } from '../../../server/gameServer/testClock.ts';
import {
  MAX_TEST_MOVES,
  MAX_TEST_MOVES_BYTES,
  TEST_MOVES_ROUTE,
  TEST_MOVES_TEXT,
  testMovesControl,
} from '../../../server/gameServer/testMoves.ts';
import { ManualClock, T0, roomWithTwo, startMatch, startServer, tempDir } from './support.ts';
import type { Pair, TestClient } from './support.ts';
import { callControl, controlsOfTheServers, listenControl } from './controlSupport.ts';

/** The whole battle from `battle` on, both seats playing the normal computer's move. */
function wholeBattle(battle: BattleState): { moves: MatchAction[]; winner: 0 | 1 } {
  let state = battle;
  const moves: MatchAction[] = [];
  while (state.winner === null) {
    if (moves.length > 400) throw new Error('The battle did not end');
    const action = computerAction(state, 'normal');
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    moves.push(
      action.type === 'playCard' ? { type: 'playCard', cardId: action.cardId } : { type: 'chargeEnergy' },
    );
    state = result.state;
  }
  return { moves, winner: state.winner };
}

describe('moves made for the seat on turn', () => {
  let data: { dir: string; remove(): void };
  let clock: ManualClock;
  let server: ListeningOnline;
  let control: { url: string; close(): Promise<void> };
  let controlUrl: string;
  const clients: TestClient[] = [];

  async function serve(): Promise<void> {
    // A clock that stands still: every view of this server is known to the millisecond.
    server = await startServer({ clock, dataDir: data.dir, movesOnTurn: true });
    const play = server.online.playOnTurn;
    if (!play) throw new Error('The server offers no moves on turn.');
    const handle = testMovesControl(play);
    control = await listenControl(handle, 'Not the moves.');
    controlUrl = control.url;
  }

  beforeEach(async () => {
    data = tempDir();
    clock = new ManualClock();
    await serve();
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();
    await control.close();
    data.remove();
  });

  async function pair(roomName: string): Promise<Pair> {
    const p = await roomWithTwo(server.url, roomName);
    clients.push(p.a, p.b);
    return p;
  }

  async function post(query: string, body: unknown, options: { path?: string; method?: string } = {}) {
    const method = options.method ?? 'POST';
    const response = await fetch(`${controlUrl}${options.path ?? TEST_MOVES_ROUTE}?${query}`, {
      method,
      ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    return { status: response.status, text: await response.text() };
  }

  const held = (matchId: string) => server.online.state.matches.get(matchId) as MatchState;

  it('makes each move as its seat’s player would: the same log, the same views, the journal', async () => {
    const p = await pair('Sala Uno');
    const matchId = await startMatch(p);
    const start = structuredClone(held(matchId));
    const { moves } = wholeBattle(start.battle);
    // The match's seed is the server's: a run of critical hits can end its battle in five moves.
    // Every move but the last three is made, so at least one is.
    expect(moves.length).toBeGreaterThan(3);
    const made = moves.slice(0, -3);

    const answer = await post(`match=${matchId}`, made);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      matchId,
      applied: made.length,
      seq: made.length,
      active: held(matchId).battle.active,
      status: 'live',
    });

    // What the authority makes of these moves, sent by the seat on turn one after another...
    const steps: MatchState[] = [start];
    for (const action of made) {
      const before = steps.at(-1) as MatchState;
      const actor = before.seats[before.battle.active];
      const result = submitMove(before, { matchId, actor, seq: before.log.length, action }, T0);
      if (!result.ok) throw new Error(result.reason);
      steps.push(result.match);
    }
    // ...is the match the server holds,
    expect(held(matchId)).toEqual(steps.at(-1));
    // and each player received, for every move, the very view a played match sends that seat.
    for (const [seat, client] of [p.a, p.b].entries()) {
      await client.takeType('matchView', (m) => m.matchId === matchId && m.seq === made.length);
      const received = client.frames.map((f) => JSON.parse(f) as { type: string; matchId?: string });
      const views = received.filter((m) => m.type === 'matchView' && m.matchId === matchId).slice(1);
      expect(views).toEqual(
        steps.slice(1).map((match, k) => matchViewMessage(viewFor(match, seat as 0 | 1, { since: k }), T0)),
      );
    }

    // The journal holds them: a server started again on the same data has the same match.
    const before = structuredClone(held(matchId));
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close({ compact: false });
    await control.close();
    await serve();
    expect(held(matchId).log).toEqual(before.log);
    expect(held(matchId).battle).toEqual(before.battle);
  });

  it('leaves the last moves to the players, whose own moves end the match as the engine said', async () => {
    const p = await pair('Sala Dos');
    const matchId = await startMatch(p);
    const { moves, winner } = wholeBattle(held(matchId).battle);
    const last = moves.length - 3;
    expect((await post(`match=${matchId}`, moves.slice(0, last))).status).toBe(200);
    for (let seq = last; seq < moves.length; seq += 1) {
      const seat = held(matchId).battle.active;
      const mover = seat === 0 ? p.a : p.b;
      mover.send({ type: 'move', matchId, seq, action: moves[seq] as MatchAction });
      await p.a.takeType('matchView', (m) => m.matchId === matchId && m.seq === seq + 1);
      await p.b.takeType('matchView', (m) => m.matchId === matchId && m.seq === seq + 1);
    }
    for (const client of [p.a, p.b])
      expect(client.latestView(matchId)).toMatchObject({ status: 'finished', winner, endReason: 'knockout' });
    // An ended match takes no more moves.
    expect(await post(`match=${matchId}`, [{ type: 'chargeEnergy' }])).toEqual({
      status: 409,
      text: TEST_MOVES_TEXT.notLive('This match is over.'),
    });
  });

  it('refuses a malformed request, an unknown match and moves the authority refuses, and makes nothing', async () => {
    const p = await pair('Sala Tres');
    const matchId = await startMatch(p);
    const before = held(matchId);
    const usage = TEST_MOVES_TEXT.usage;
    const charge = [{ type: 'chargeEnergy' }];

    expect(await post(`match=${matchId}`, charge, { method: 'GET' })).toEqual({ status: 405, text: usage });
    expect(await post('', charge)).toEqual({ status: 400, text: `${TEST_MOVES_TEXT.noMatch} ${usage}` });
    expect(await post('match=no%20such%20id', charge)).toEqual({
      status: 400,
      text: `The match id is not a valid id. ${usage}`,
    });
    expect(await post('match=no-such-match', charge)).toEqual({
      status: 404,
      text: `${TEST_MOVES_TEXT.unknownMatch} (no-such-match)`,
    });
    for (const body of ['', 'charge', '{"type":"chargeEnergy"']) {
      expect(await post(`match=${matchId}`, body), body).toEqual({
        status: 400,
        text: `${TEST_MOVES_TEXT.json} ${usage}`,
      });
    }
    expect(await post(`match=${matchId}`, { type: 'chargeEnergy' })).toEqual({
      status: 400,
      text: `${TEST_MOVES_TEXT.json} ${usage}`,
    });
    expect(await post(`match=${matchId}`, [])).toEqual({
      status: 400,
      text: `${TEST_MOVES_TEXT.fewMoves} ${usage}`,
    });
    expect(await post(`match=${matchId}`, Array(MAX_TEST_MOVES + 1).fill(charge[0]))).toEqual({
      status: 400,
      text: `${TEST_MOVES_TEXT.manyMoves} ${usage}`,
    });
    expect(await post(`match=${matchId}`, [...charge, { type: 'timeUp' }])).toEqual({
      status: 400,
      text: `moves.1.type: A move is playCard (with a cardId) or chargeEnergy. ${usage}`,
    });
    expect((await post(`match=${matchId}`, [{ type: 'playCard', cardId: 'one' }])).text).toMatch(
      /^moves\.0\.cardId: /,
    );
    expect(await post(`match=${matchId}`, ' '.repeat(MAX_TEST_MOVES_BYTES + 1))).toEqual({
      status: 413,
      text: `${TEST_MOVES_TEXT.tooLarge} ${usage}`,
    });

    // A card the seat on turn does not hold, after two good moves: none of the three is made.
    let trial = structuredClone(before);
    for (const action of [charge[0], charge[0]] as MatchAction[]) {
      const result = submitMove(
        trial,
        { matchId, actor: trial.seats[trial.battle.active], seq: trial.log.length, action },
        T0,
      );
      if (!result.ok) throw new Error(result.reason);
      trial = result.match;
    }
    const missing = PLAYABLE_CARDS.find(
      (card) => !trial.battle.sides[trial.battle.active].hand.includes(card.id),
    )?.id;
    const refused = await post(`match=${matchId}`, [
      ...charge,
      ...charge,
      { type: 'playCard', cardId: missing },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.text).toMatch(/^Move 3 of 3 was refused: .+ No move was made\.$/);

    // Another path is not the control's.
    expect(await post(`match=${matchId}`, charge, { path: '/api/online/test/other' })).toEqual({
      status: 404,
      text: 'Not the moves.',
    });
    expect(held(matchId)).toBe(before);
    expect(p.a.messages.filter((m) => m.type === 'matchView')).toHaveLength(1);
    expect(p.b.messages.filter((m) => m.type === 'matchView')).toHaveLength(1);
  });
});

describe('moves on turn in the game’s servers', () => {
  it('are there only with ONLINE_TEST_CLOCK=1, beside the test clock, and know only the matches the server holds', async () => {
    const data = tempDir();
    try {
      const servers = controlsOfTheServers(data.dir, TEST_MOVES_ROUTE);
      expect(servers.playersRoutes).toEqual([]);
      expect(servers.testsRoutes).toEqual([TEST_CLOCK_ROUTE, TEST_MOVES_ROUTE]);
      const answer = await callControl(servers.control, '/?match=no-such-match', '[{"type":"chargeEnergy"}]');
      expect(answer).toEqual({ status: 404, text: `${TEST_MOVES_TEXT.unknownMatch} (no-such-match)` });
      servers.close();
    } finally {
      data.remove();
    }
  });
});
