// The browser tests' clock (server/gameServer/testClock.ts): each match has its own, moved by
// POST /api/online/test/clock?match=<matchId>&advance=<ms>. Moving one match's clock runs that
// match's timers (its turn's 60 s, its absent player's 60 s grace) in time order and leaves every
// other match running at the same time alone; a malformed or unknown request is refused. Players'
// servers never get the route.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import {
  MatchTestClocks,
  ShiftedClock,
  TEST_CLOCK_ROUTE,
  TEST_CLOCK_TEXT,
  testClockControl,
} from '../../../server/gameServer/testClock.ts';
import { T0, roomWithTwo, startMatch, startServer, tempDir } from './support.ts';
import type { Pair, TestClient } from './support.ts';
import { callControl, controlsOfTheServers, listenControl } from './controlSupport.ts';

describe('a shifted clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves forward, running the timers due on the way in time order, each at its own moment', () => {
    const clock = new ShiftedClock();
    const ran: Array<[string, number]> = [];
    clock.at(T0 + 50_000, () => ran.push(['late', clock.now()]));
    clock.at(T0 + 10_000, () => ran.push(['early', clock.now()]));
    clock.at(T0 + 70_000, () => ran.push(['after', clock.now()]));
    const cancel = clock.at(T0 + 20_000, () => ran.push(['cancelled', clock.now()]));
    cancel();
    expect(clock.advance(60_000)).toBe(T0 + 60_000);
    expect(ran).toEqual([
      ['early', T0 + 10_000],
      ['late', T0 + 50_000],
    ]);
    // From there it runs with the wall clock, 60 s ahead of it.
    vi.advanceTimersByTime(9_999);
    expect(ran).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(ran.at(-1)).toEqual(['after', T0 + 70_000]);
    expect(clock.now()).toBe(T0 + 70_000);
  });

  it('never goes back', () => {
    const clock = new ShiftedClock();
    clock.advance(5_000);
    expect(clock.advance(-1_000)).toBe(T0 + 5_000);
  });

  it('is one per match: moving one match’s clock leaves the others at the wall clock', () => {
    const clocks = new MatchTestClocks();
    expect(clocks.of('match-a')).toBe(clocks.of('match-a'));
    clocks.of('match-a').advance(60_000);
    expect(clocks.of('match-a').now()).toBe(T0 + 60_000);
    expect(clocks.of('match-b').now()).toBe(T0);
  });
});

describe('the test clock of each match, on a running server', () => {
  let server: ListeningOnline;
  let control: { url: string; close(): Promise<void> };
  let controlUrl: string;
  const clients: TestClient[] = [];

  beforeEach(async () => {
    const clocks = new MatchTestClocks();
    // The wall clock for rooms and chat; each match its own clock, as on the browser tests' server.
    server = await startServer({ matchClock: clocks.of });
    const handle = testClockControl(clocks, (matchId) => server.online.state.matches.has(matchId));
    control = await listenControl(handle, 'Not the clock.');
    controlUrl = control.url;
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();
    await control.close();
  });

  async function pair(roomName: string): Promise<Pair> {
    const p = await roomWithTwo(server.url, roomName);
    clients.push(p.a, p.b);
    return p;
  }

  async function post(query: string, path = TEST_CLOCK_ROUTE, method = 'POST') {
    const response = await fetch(`${controlUrl}${path}?${query}`, { method });
    return { status: response.status, text: await response.text() };
  }

  const held = (matchId: string) => server.online.state.matches.get(matchId);

  it("times out one match's turn and forfeits its absent player, while the other match goes on untouched", async () => {
    const p = await pair('Sala Uno');
    const q = await pair('Sala Dos');
    const first = await startMatch(p);
    const second = await startMatch(q);
    const secondAtStart = held(second);
    expect(secondAtStart).toMatchObject({ status: 'live', log: [] });

    // A's 60 s in the first match run out: the turn passes to B there, and only there.
    const moved = await post(`match=${first}&advance=60000`);
    expect(moved.status).toBe(200);
    expect(JSON.parse(moved.text)).toMatchObject({ matchId: first, now: expect.any(Number) });
    const timeUp = await p.b.takeType('matchView', (m) => m.matchId === first && m.seq === 1);
    expect(timeUp.view).toMatchObject({ active: 1, status: 'live' });
    expect(timeUp.view.log.map((e) => e.action)).toEqual([{ type: 'timeUp', side: 0 }]);
    expect(held(second)).toBe(secondAtStart);

    // B leaves the first match: 60 s later on its clock, B's turn has passed and B has forfeited.
    await p.b.drop();
    await p.a.takeType('matchView', (m) => m.matchId === first && m.view.disconnectedSince[1] !== null);
    expect((await post(`match=${first}&advance=59000`)).status).toBe(200);
    expect(held(first)?.status).toBe('live');
    expect((await post(`match=${first}&advance=1000`)).status).toBe(200);
    const end = await p.a.takeType('matchView', (m) => m.matchId === first && m.view.status !== 'live');
    expect(end.view).toMatchObject({ status: 'finished', winner: 0, endReason: 'forfeit' });
    expect(held(first)?.log.map((e) => e.action)).toEqual([
      { type: 'timeUp', side: 0 },
      { type: 'timeUp', side: 1 },
    ]);

    // The second match, running all along, was not touched: same state, nobody told anything new,
    // both its players still connected.
    expect(held(second)).toBe(secondAtStart);
    for (const c of [q.a, q.b]) {
      expect(c.latestView(second)).toMatchObject({ seq: 0, status: 'live', disconnectedSince: [null, null] });
      expect(c.messages.filter((m) => m.type === 'matchView')).toHaveLength(1);
    }
    // Its own clock moves it alone, the first match staying as it ended.
    const firstAtEnd = held(first);
    expect((await post(`match=${second}&advance=60000`)).status).toBe(200);
    const secondTimeUp = await q.b.takeType('matchView', (m) => m.matchId === second && m.seq === 1);
    expect(secondTimeUp.view.log.map((e) => e.action)).toEqual([{ type: 'timeUp', side: 0 }]);
    expect(held(first)).toBe(firstAtEnd);
  });

  it('refuses a request without a known match or a good advance, and moves nothing', async () => {
    const p = await pair('Sala Tres');
    const matchId = await startMatch(p);
    const before = held(matchId);
    const usage = TEST_CLOCK_TEXT.usage;

    expect(await post(`match=${matchId}&advance=1000`, TEST_CLOCK_ROUTE, 'GET')).toEqual({
      status: 405,
      text: usage,
    });
    expect(await post('advance=60000')).toEqual({ status: 400, text: `${TEST_CLOCK_TEXT.noMatch} ${usage}` });
    expect(await post('match=&advance=60000')).toEqual({
      status: 400,
      text: `The match id is not a valid id. ${usage}`,
    });
    expect(await post('match=no%20such%20id&advance=60000')).toEqual({
      status: 400,
      text: `The match id is not a valid id. ${usage}`,
    });
    expect(await post('match=no-such-match&advance=60000')).toEqual({
      status: 404,
      text: `${TEST_CLOCK_TEXT.unknownMatch} (no-such-match)`,
    });
    for (const advance of ['', '%20']) {
      expect(await post(`match=${matchId}&advance=${advance}`)).toEqual({
        status: 400,
        text: `${TEST_CLOCK_TEXT.noAdvance} ${usage}`,
      });
    }
    expect(await post(`match=${matchId}`)).toEqual({
      status: 400,
      text: `${TEST_CLOCK_TEXT.noAdvance} ${usage}`,
    });
    for (const advance of ['soon', '-1', '1.5', '86400001', 'Infinity', 'NaN']) {
      expect(await post(`match=${matchId}&advance=${advance}`), advance).toEqual({
        status: 400,
        text: `${TEST_CLOCK_TEXT.advance} ${usage}`,
      });
    }
    // Another path is not the control's.
    expect(await post(`match=${matchId}&advance=60000`, '/api/online/test/other')).toEqual({
      status: 404,
      text: 'Not the clock.',
    });
    expect(held(matchId)).toBe(before);
    expect(p.a.messages.filter((m) => m.type === 'matchView')).toHaveLength(1);
  });
});

describe('the test clock in the game’s servers', () => {
  it('is there only with ONLINE_TEST_CLOCK=1, and knows only the matches the server holds', async () => {
    const data = tempDir();
    try {
      const servers = controlsOfTheServers(data.dir, TEST_CLOCK_ROUTE);
      expect(servers.playersRoutes).toEqual([]);
      expect(servers.testsRoutes).toContain(TEST_CLOCK_ROUTE);
      const answer = await callControl(servers.control, '/?match=no-such-match&advance=1000');
      expect(answer).toEqual({ status: 404, text: `${TEST_CLOCK_TEXT.unknownMatch} (no-such-match)` });
      servers.close();
    } finally {
      data.remove();
    }
  });
});
