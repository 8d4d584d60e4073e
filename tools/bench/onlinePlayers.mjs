// The players of the online load benchmark (online.mjs), run by it in a child process of their own
// so that the server's process measures the server alone. Each match is a pair of computer players,
// each a real WebSocket client: they say hello, one creates a room and the other joins it, and once
// every pair is in its room all start at once. From then on each player moves the moment its turn
// comes (the engine's 'easy' computer player choosing from its own view); when a match ends both
// ask for its replay, as a browser does, and the pair asks for a rematch, so the matches stay in
// play for the whole window. A match stops at TURN_LIMIT moves (the pair leaves, counted as cut).
//
// The benchmark sends the settings as its first message ({ url, pairs, windowMs, graceMs }); the
// players answer 'playing' once every pair starts, 'windowOver' when the window closes, and the
// result (moves, matches completed, the move round trips) once every pair has stopped, or graceMs
// after the window whatever happens.
import { register } from 'tsx/esm/api';
import { performance } from 'node:perf_hooks';
import { TURN_LIMIT, quantile } from './onlineReport.mjs';

// The engine is TypeScript.
register();

async function runPlayers({ url, pairs, windowMs, graceMs }) {
  const { default: WebSocket } = await import('ws');
  const { seatMove } = await import('../../src/engine/match/index.ts');
  const { Rng } = await import('../../src/engine/rng.ts');
  const rng = Rng.fromSeed(20_250);
  const rtts = [];
  let moves = 0;
  let completed = 0;
  let cut = 0;
  let refused = 0;
  const started = performance.now();
  let windowOver = false;

  const open = () =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });

  const decide = (view) => seatMove(view, rng);

  function player(ws, onEvent) {
    const p = {
      ws,
      sentSeq: -1,
      sentAt: 0,
      pickedFor: null,
      replayed: null,
      send: (m) => ws.send(JSON.stringify(m)),
    };
    ws.on('message', (data) => onEvent(p, JSON.parse(String(data))));
    return p;
  }

  let settled = 0;
  let resolveAll;
  const allDone = new Promise((resolve) => (resolveAll = resolve));
  const done = (pair) => {
    if (pair.done) return;
    pair.done = true;
    if (++settled === pairs) resolveAll();
  };

  async function startPair(i) {
    const pair = { done: false, roomId: null, matchId: null };
    // Every pair waits in its room until all are there; then all start at once.
    pair.joined = new Promise((resolve) => (pair.ready = resolve));
    const onEvent = (p, m) => {
      if (m.type === 'error') {
        refused++;
        return;
      }
      if (m.type === 'room') {
        pair.roomId = m.room.roomId;
        if (p === pair.a && m.room.phase === 'waiting' && m.room.members.length === 2) pair.ready();
        if (m.room.phase === 'picking' && p.pickedFor !== m.room.matchId) {
          p.pickedFor = m.room.matchId;
          p.send({ type: 'pickFighter', matchId: m.room.matchId, fighterId: rng.int(1, 2) });
        }
        return;
      }
      if (m.type !== 'matchView') return;
      const view = m.view;
      if (p.sentSeq >= 0 && view.seq > p.sentSeq && view.matchId === pair.matchId) {
        const t = performance.now();
        rtts.push(t - p.sentAt);
        moves++;
        p.sentSeq = -1;
      }
      if (view.matchId !== pair.matchId) {
        pair.matchId = view.matchId;
        p.sentSeq = -1;
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
        if (view.endReason === 'knockout' && !windowOver) completed++;
        if (windowOver) done(pair);
        else p.send({ type: 'rematch', roomId: pair.roomId });
        return;
      }
      if (view.active !== view.seat || p.sentSeq >= 0) return;
      if (view.seq >= TURN_LIMIT) {
        cut++;
        pair.ended = view.matchId;
        p.send({ type: 'leaveRoom', roomId: pair.roomId });
        done(pair);
        return;
      }
      p.sentSeq = view.seq;
      p.sentAt = performance.now();
      p.send({ type: 'move', matchId: view.matchId, seq: view.seq, action: decide(view) });
    };
    const [wa, wb] = await Promise.all([open(), open()]);
    pair.a = player(wa, onEvent);
    pair.b = player(wb, onEvent);
    const welcomed = (p) =>
      new Promise((resolve) => p.ws.once('message', (d) => resolve(JSON.parse(String(d)))));
    const [wA] = await Promise.all([
      (async () => {
        const w = welcomed(pair.a);
        pair.a.send({ type: 'hello', name: `A${i}` });
        return w;
      })(),
      (async () => {
        const w = welcomed(pair.b);
        pair.b.send({ type: 'hello', name: `B${i}` });
        return w;
      })(),
    ]);
    if (wA.type !== 'welcome') throw new Error(`hello: ${JSON.stringify(wA)}`);
    const room = new Promise((resolve) =>
      pair.a.ws.on('message', function created(d) {
        const m = JSON.parse(String(d));
        if (m.type === 'room') {
          pair.a.ws.off('message', created);
          resolve(m.room.roomId);
        }
      }),
    );
    pair.a.send({ type: 'createRoom', name: `Bench ${i}` });
    pair.b.send({ type: 'joinRoom', roomId: await room });
    await pair.joined;
    return pair;
  }

  const list = [];
  // Connect in batches so the setup does not measure a thundering herd.
  for (let i = 0; i < pairs; i += 50)
    list.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, pairs - i) }, (_, j) => startPair(i + j)))),
    );
  const setupMs = performance.now() - started;
  process.send({ type: 'playing' });
  for (const pair of list) pair.a.send({ type: 'startMatch', roomId: pair.roomId });

  const windowStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  windowOver = true;
  const windowEnd = performance.now();
  process.send({ type: 'windowOver' });
  const movesInWindow = moves;
  const rttsInWindow = rtts.length;
  await Promise.race([allDone, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  for (const pair of list) {
    pair.a.ws.terminate();
    pair.b.ws.terminate();
  }
  const sorted = rtts.slice(0, rttsInWindow).sort((x, y) => x - y);
  return {
    setupMs,
    windowMs: windowEnd - windowStart,
    movesInWindow,
    moves,
    completed,
    cut,
    refused,
    unfinished: pairs - settled,
    rtt: {
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    },
  };
}

process.once('message', (settings) => {
  runPlayers(settings).then(
    (result) => process.send({ type: 'result', result }, () => process.exit(0)),
    (error) => process.send({ type: 'failed', error: String(error?.stack ?? error) }, () => process.exit(1)),
  );
});
