// Load benchmark (not a test) of the game's own online server: N matches at once between computer
// players, each player a real WebSocket client, for N = 10, 100 and 500 in turn.
//   npm run bench:online            (node --expose-gc tools/bench/online.mjs)
//   npm run bench:online -- --sizes 10,100 --seconds 10
// The server runs in this process on 127.0.0.1 with a journal in a temporary directory; the clients
// run in a child process (onlinePlayers.mjs), so the server has a core of its own and this
// process's CPU time and memory are the server's alone. Every player moves the moment its turn
// comes (the engine's 'easy' computer player choosing from its own view), and when a match ends
// both ask for its replay and the pair asks for a rematch, so N matches stay in play for the whole
// window. The message rate limit (20 at once, 10 a second per connection) is lifted: a player
// moving at once sends far more than a person can, and the limit is not what is measured. So are
// the limits per network (64 connections and 32 rooms): every player here comes from 127.0.0.1,
// and 500 matches are a thousand connections and 500 rooms.
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
import { printSize, printTable } from './onlineReport.mjs';

// The server is TypeScript.
register();

/** The players' script, run in a child process. */
const PLAYERS = fileURLToPath(new URL('./onlinePlayers.mjs', import.meta.url));
/** Everything stops this long after the window, whatever happens (the players are told it too). */
const GRACE_AFTER_WINDOW_MS = 15_000;

function arg(flag, fallback) {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

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
  const clients = fork(PLAYERS, [], { execArgv: [], stdio: 'inherit' });
  clients.send({ url: server.url, pairs, windowMs, graceMs: GRACE_AFTER_WINDOW_MS });
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

const { listenOnline } = await import('../../server/gameServer/listen.ts');
const sizes = arg('--sizes', '10,100,500').split(',').map(Number);
const seconds = arg('--seconds', null);
const windowFor = (n) => (seconds ? Number(seconds) * 1000 : n >= 500 ? 20_000 : n >= 100 ? 15_000 : 10_000);
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
