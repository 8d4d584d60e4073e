// Load benchmark (not a test) of the game's own online server: N matches at once between computer
// players, each player a real WebSocket client, for N = 10, 100 and 500 in turn.
//   npm run bench:online            (node --expose-gc tools/bench/online.mjs)
//   npm run bench:online -- --sizes 10,100 --seconds 10
// The server runs in this process on 127.0.0.1 with a journal in a temporary directory; the clients
// run in a child process, so the server has a core of its own and this process's CPU time and
// memory are the server's alone. Every player moves the moment its turn comes (the engine's 'easy'
// computer player choosing from its own view), and when a match ends both ask for its replay and
// the pair asks for a rematch, so N matches stay in play for the whole window. The message rate
// limit (20 at once, 10 a second per connection) is lifted: a player moving at once sends far more
// than a person can, and the limit is not what is measured. So are the limits per network (64
// connections and 32 rooms): every player here comes from 127.0.0.1, and 500 matches are a
// thousand connections and 500 rooms.
//
// Bounded: each size plays for --seconds (default 10, 15, 20 s), a match stops at 400 moves (the
// pair leaves, counted as cut), and everything stops 15 s after the window whatever happens.
//
// Prints per size: matches completed, moves per second, the move round trip (a move sent → the
// mover's next view) at p50/p95/p99, the server's heap after a GC with N matches held and its peak
// RSS, the server's CPU time per move (the figure that least depends on what else the machine is
// doing), how busy its event loop was, and the journal's size.
import { register } from 'tsx/esm/api';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TURN_LIMIT, printSize, printTable, quantile } from './onlineReport.mjs';

register();

const GRACE_AFTER_WINDOW_MS = 15_000;

function arg(flag, fallback) {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

// --- Clients (child process) ---

async function runClients({ url, pairs, windowMs }) {
  const { default: WebSocket } = await import('ws');
  const { STRATEGIES } = await import('../../src/engine/index.ts');
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

  const decide = (view) => {
    const action = STRATEGIES.easy.decide(
      {
        side: view.seat,
        active: view.active,
        turn: view.turn,
        winner: view.winner,
        hand: view.hand,
        me: view.you,
        foe: view.foe,
      },
      rng,
    );
    return action.type === 'playCard'
      ? { type: 'playCard', cardId: action.cardId }
      : { type: 'chargeEnergy' };
  };

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
  await Promise.race([allDone, new Promise((resolve) => setTimeout(resolve, GRACE_AFTER_WINDOW_MS))]);
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

const isClients = process.argv.includes('--clients');

if (isClients) {
  process.once('message', (settings) => {
    runClients(settings).then(
      (result) => process.send({ type: 'result', result }, () => process.exit(0)),
      (error) =>
        process.send({ type: 'failed', error: String(error?.stack ?? error) }, () => process.exit(1)),
    );
  });
}

// --- Server (this process) ---

async function runSize(listenOnline, pairs, windowMs) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sinawali-bench-online-'));
  const server = await listenOnline({
    dataDir,
    host: '127.0.0.1',
    limits: {
      messageBurst: 100_000,
      messagesPerSecond: 100_000,
      maxRooms: 10_000,
      connectionsPerAddress: 100_000,
      roomsPerAddress: 100_000,
    },
    log: (line) => console.warn(line),
  });
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let heldHeap = 0;
  let heldMatches = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 250);
  let elu0 = null;
  let elu = null;
  let cpu0 = null;
  let cpu = null;
  const clients = fork(fileURLToPath(import.meta.url), ['--clients'], { execArgv: [], stdio: 'inherit' });
  clients.send({ url: server.url, pairs, windowMs });
  const hardStop = setTimeout(() => clients.kill(), windowMs + GRACE_AFTER_WINDOW_MS + 120_000);
  const result = await new Promise((resolve, reject) => {
    clients.on('message', (m) => {
      if (m.type === 'playing') {
        elu0 = performance.eventLoopUtilization();
        cpu0 = process.cpuUsage();
      }
      if (m.type === 'windowOver') {
        elu = performance.eventLoopUtilization(elu0);
        cpu = process.cpuUsage(cpu0);
        heldMatches = server.online.stats().liveMatches;
        globalThis.gc?.();
        heldHeap = process.memoryUsage().heapUsed;
      }
      if (m.type === 'result') resolve(m.result);
      if (m.type === 'failed') reject(new Error(m.error));
    });
    clients.on('error', reject);
    clients.on('exit', (code) => reject(new Error(`the clients stopped (${code})`)));
  });
  clearTimeout(hardStop);
  clearInterval(sampler);
  const journalBytes = readdirSync(dataDir).reduce((sum, f) => sum + statSync(join(dataDir, f)).size, 0);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    pairs,
    ...result,
    movesPerSecond: result.movesInWindow / (result.windowMs / 1000),
    heldMatches,
    heapIdle: base.heapUsed,
    heldHeap,
    peakHeap,
    peakRss,
    serverBusy: elu ? elu.utilization : 0,
    serverCpuMs: cpu ? (cpu.user + cpu.system) / 1000 : 0,
    journalBytes,
  };
}

if (!isClients) {
  const { listenOnline } = await import('../../server/gameServer/listen.ts');
  const sizes = arg('--sizes', '10,100,500').split(',').map(Number);
  const seconds = arg('--seconds', null);
  const windowFor = (n) =>
    seconds ? Number(seconds) * 1000 : n >= 500 ? 20_000 : n >= 100 ? 15_000 : 10_000;
  if (!globalThis.gc) console.log('(run with node --expose-gc for the heap after GC)');
  console.log('Online server load: computer players on both seats, every move at once, 127.0.0.1');
  console.log(
    `Load average before: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} (${cpus().length} cores)`,
  );
  const rows = [];
  for (const n of sizes) {
    const r = await runSize(listenOnline, n, windowFor(n));
    rows.push(r);
    printSize(r);
  }
  console.log(
    `Load average after: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  printTable(rows);
  const failed = rows.some((r) => r.refused > 0 || r.completed === 0);
  if (failed) console.log('Some moves were refused or no match completed: look above.');
  process.exitCode = failed ? 1 : 0;
}
