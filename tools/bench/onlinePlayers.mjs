// The players of the online load benchmark (online.mjs), run by it in child processes of their own
// so that the server's process measures the server alone (onlineClients.mjs forks them and shares
// the pairs out). Each match is a pair of computer players, each a real WebSocket client: they say
// hello, one creates a room and the other joins it, and once every pair is in its room all start
// at once. Each player moves when its turn comes (the engine's 'easy' computer player choosing from
// its own view): at once (flat-out), or in think mode 1 to 3 s later, as a person would, and then
// the picks and the rematch wait as long too. When a match ends both ask for its replay, as a
// browser does (at once: the page asks, not the person), and the pair asks for a rematch, so the
// matches stay in play for the whole window. A match stops at TURN_LIMIT moves (the pair leaves,
// counted as cut).
//
// Messages from the benchmark: the settings first ({ url, pairs, offset, seed, think, graceMs }),
// then 'go' (start every match), 'windowStart' and 'windowOver'. The players answer 'ready' once
// every pair is in its room, 'live' once every match is in play (at once when flat-out: the first
// move is made the moment it starts), and the result once the window is over and every pair has
// stopped (flat-out: each finishes its match, or graceMs after the window whatever happens; think
// mode stops at once, since a match of people takes longer than any grace worth waiting).
import { register } from 'tsx/esm/api';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { TURN_LIMIT } from './onlineReport.mjs';
import { openPair, openSpectators } from './onlinePair.mjs';

// The engine is TypeScript.
register();

/** Think mode: how long the slowest match may take to be in play before the window starts anyway. */
const LIVE_WAIT_MS = 30_000;

const nextMessage = (type) =>
  new Promise((resolve) => {
    const on = (m) => {
      if (m.type !== type) return;
      process.off('message', on);
      resolve(m);
    };
    process.on('message', on);
  });

async function runPlayers({ url, pairs, offset, seed, think, graceMs, spectators = 0 }) {
  const { seatMove } = await import('../../src/engine/match/index.ts');
  const { Rng, randomFloats } = await import('../../src/engine/rng.ts');
  // The first process keeps the flat-out benchmark's seed, so its figures stay comparable.
  const rng = Rng.fromSeed(seed + offset);
  const thinkRandom = randomFloats(seed + 1 + offset);
  const thinkMs = () => think.minMs + thinkRandom() * (think.maxMs - think.minMs);
  // A person's action waits thinkMs; flat-out it happens at once.
  const later = (fn) => (think ? setTimeout(fn, thinkMs()) : fn());
  let rtts = [];
  /** Spectators: from a move sent to its entry reaching each spectator (ms), and the frames they got. */
  let watchLags = [];
  let watchFrames = 0;
  let moves = 0;
  let completed = 0;
  let cut = 0;
  const refusals = {};
  const started = performance.now();
  let windowOpen = false;
  let windowOver = false;
  let stopped = false;
  let live = 0;
  let liveReported = false;

  let settled = 0;
  let resolveAll;
  const allDone = new Promise((resolve) => (resolveAll = resolve));
  const done = (pair) => {
    if (pair.done) return;
    pair.done = true;
    if (++settled === pairs) resolveAll();
  };
  const reportLive = () => {
    if (liveReported) return;
    liveReported = true;
    process.send({ type: 'live', live });
  };

  const onWatch = (pair, m) => {
    if (stopped) return;
    if (m.type === 'error') {
      refusals[m.code] = (refusals[m.code] ?? 0) + 1;
      return;
    }
    if (m.type !== 'watchView') return;
    watchFrames++;
    const now = performance.now();
    for (const entry of m.view.log) {
      const sentAt = pair.moveSentAt?.get(`${m.matchId}:${entry.seq}`);
      if (sentAt !== undefined) watchLags.push(now - sentAt);
    }
  };

  const onEvent = (pair, p, m) => {
    if (stopped) return;
    if (m.type === 'error') {
      refusals[m.code] = (refusals[m.code] ?? 0) + 1;
      return;
    }
    if (m.type === 'room') {
      pair.roomId = m.room.roomId;
      if (p === pair.a && m.room.phase === 'waiting' && m.room.members.length === 2) pair.ready();
      if (m.room.phase === 'picking' && p.pickedFor !== m.room.matchId) {
        const matchId = (p.pickedFor = m.room.matchId);
        later(() => !stopped && p.send({ type: 'pickFighter', matchId, fighterId: rng.int(1, 2) }));
      }
      return;
    }
    if (m.type !== 'matchView') return;
    const view = m.view;
    if (p.sentSeq >= 0 && view.seq > p.sentSeq && view.matchId === pair.matchId) {
      rtts.push(performance.now() - p.sentAt);
      moves++;
      if (windowOpen && !windowOver) pair.moved = true;
      p.sentSeq = -1;
    }
    if (view.matchId !== pair.matchId) {
      pair.matchId = view.matchId;
      p.sentSeq = -1;
    }
    // The pair's spectators watch each new match of the pair as it starts.
    if (pair.watch && view.status === 'live' && pair.watched !== view.matchId) {
      pair.watched = view.matchId;
      pair.moveSentAt = new Map();
      pair.watch(view.matchId);
    }
    if (view.status === 'live' && !pair.live) {
      pair.live = true;
      if (++live === pairs && think) reportLive();
    }
    if (view.status !== 'live') {
      // As a browser does: each player asks for the ended match's replay the moment it sees the
      // end (the server keeps a match its room moved on from until both have had it).
      if (p.replayed !== view.matchId) {
        p.replayed = view.matchId;
        p.send({ type: 'replay', matchId: view.matchId });
      }
      if (p !== pair.a || pair.ended === view.matchId) return;
      pair.ended = view.matchId;
      if (view.endReason === 'knockout' && windowOpen && !windowOver) completed++;
      if (windowOver) done(pair);
      else later(() => !stopped && p.send({ type: 'rematch', roomId: pair.roomId }));
      return;
    }
    if (view.active !== view.seat || p.sentSeq >= 0 || p.thinkingAt === view.seq) return;
    if (view.seq >= TURN_LIMIT) {
      cut++;
      pair.ended = view.matchId;
      p.send({ type: 'leaveRoom', roomId: pair.roomId });
      done(pair);
      return;
    }
    p.thinkingAt = view.seq;
    later(() => {
      if (stopped) return;
      p.sentSeq = view.seq;
      p.sentAt = performance.now();
      pair.moveSentAt?.set(`${view.matchId}:${view.seq}`, p.sentAt);
      p.send({ type: 'move', matchId: view.matchId, seq: view.seq, action: seatMove(view, rng) });
    });
  };

  const list = [];
  // Connect in batches so the setup does not measure a thundering herd.
  for (let i = 0; i < pairs; i += 50)
    list.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, pairs - i) }, (_, j) => openPair(url, offset + i + j, onEvent)),
      )),
    );
  if (spectators > 0)
    for (let i = 0; i < list.length; i += 50)
      await Promise.all(
        list
          .slice(i, i + 50)
          .map((pair, j) => openSpectators(url, pair, offset + i + j, spectators, onWatch)),
      );
  const setupMs = performance.now() - started;
  const go = nextMessage('go');
  process.send({ type: 'ready', setupMs });
  await go;
  for (const pair of list) pair.a.send({ type: 'startMatch', roomId: pair.roomId });
  if (think) setTimeout(reportLive, LIVE_WAIT_MS);
  else reportLive();

  await nextMessage('windowStart');
  windowOpen = true;
  const windowStart = performance.now();
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  // A client's own stalls lengthen the round trips it measures.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  rtts = [];
  watchLags = [];
  watchFrames = 0;
  moves = 0;
  await nextMessage('windowOver');
  windowOver = true;
  const windowEnd = performance.now();
  const cpu = process.cpuUsage(cpu0);
  const elu = performance.eventLoopUtilization(elu0);
  loopDelay.disable();
  const movesInWindow = moves;
  const rttsInWindow = rtts.slice();
  const watchLagsInWindow = watchLags.slice();
  const watchFramesInWindow = watchFrames;
  const movedInWindow = list.filter((pair) => pair.moved).length;
  if (!think) await Promise.race([allDone, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  stopped = true;
  for (const pair of list) {
    pair.a.ws.terminate();
    pair.b.ws.terminate();
    for (const ws of pair.spectators ?? []) ws.terminate();
  }
  return {
    setupMs,
    windowMs: windowEnd - windowStart,
    movesInWindow,
    moves,
    completed,
    cut,
    refusals,
    live: movedInWindow,
    unfinished: think ? 0 : pairs - settled,
    cpuMs: (cpu.user + cpu.system) / 1000,
    busy: elu.utilization,
    loopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    rtts: rttsInWindow,
    watchLags: watchLagsInWindow,
    watchFrames: watchFramesInWindow,
  };
}

process.once('message', (settings) => {
  runPlayers(settings).then(
    (result) => process.send({ type: 'result', result }, () => process.exit(0)),
    (error) => process.send({ type: 'failed', error: String(error?.stack ?? error) }, () => process.exit(1)),
  );
});
