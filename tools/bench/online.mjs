// Load benchmark (not a test) of the game's own online server: N matches at once between computer
// players, each player a real WebSocket client.
//   npm run bench:online            (node --expose-gc tools/bench/online.mjs)
//   npm run bench:online -- --sizes 10,100 --seconds 10
//   npm run bench:online -- --think [--sizes 1000,3000,5000] [--seconds 30] [--clients 2]
//       [--profile server.cpuprofile]
//   npm run bench:online -- --sizes 100 --spectators 10   (10 spectators watching every match)
// The server runs in this process on 127.0.0.1 with a journal in a temporary directory; the clients
// run in child processes (onlineClients.mjs, onlinePlayers.mjs), so this process's CPU time and
// memory are the server's alone. When a match ends both players ask for its replay and the pair
// asks for a rematch, so N matches stay in play for the whole window.
//
// Flat-out (the default; N = 10, 100, 500 for 10, 15, 20 s): every player moves the moment its
// turn comes, from one client process. The message rate limit (20 at once, 10 a second per
// connection) is lifted: a player moving at once sends far more than a person can, and the limit
// is not what is measured. A match stops at 400 moves (the pair leaves, counted as cut), and
// everything stops 15 s after the window whatever happens.
//
// Think mode (N = 1,000, 3,000, 5,000 for 30 s): every player moves 1 to 3 s after its turn comes
// (seeded), as a person does, and the server keeps its real message rate limits: at that pace a
// refusal is a finding, not noise. The window opens once every match is in play.
//
// Both modes lift the limits per network (connections, rooms per address, maxRooms): every player
// here comes from 127.0.0.1. Printed per size: moves per second, the move round trip (a move sent
// → the mover's next view) at p50/p95/p99, the server's CPU time per move (the figure that least
// depends on what else the machine is doing), its heap after a GC with N matches held and its peak
// RSS, how busy its event loop was, the refusals, and (think mode) the client processes' CPU and
// the whole machine's, to tell who was saturated. --profile writes the server's CPU profile over
// the last size's window and prints where its time went (onlineProfile.mjs).
import { register } from 'tsx/esm/api';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { runClients } from './onlineClients.mjs';
import { startProfile } from './onlineProfile.mjs';
import { printSize, printSpectators, printTable, printThinkSize, printThinkTable } from './onlineReport.mjs';

// The server is TypeScript.
register();

/** Flat-out: everything stops this long after the window, whatever happens. */
const GRACE_AFTER_WINDOW_MS = 15_000;
/** Think mode: a person's think time per action. */
const THINK = Object.freeze({ minMs: 1000, maxMs: 3000 });
/** Lifted in both modes: every simulated player comes from 127.0.0.1. */
const NETWORK_LIMITS_LIFTED = Object.freeze({
  maxRooms: 100_000,
  connectionsPerAddress: 100_000,
  roomsPerAddress: 100_000,
});

function arg(flag, fallback) {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** The whole machine's CPU times, to tell a saturated machine from a saturated process. */
function machineCpu() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { busy, total };
}

async function runSize(listenOnline, { pairs, windowMs, think, processes, profileFile, spectators }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sinawali-bench-online-'));
  const server = await listenOnline({
    dataDir,
    host: '127.0.0.1',
    limits: think
      ? NETWORK_LIMITS_LIFTED
      : { ...NETWORK_LIMITS_LIFTED, messageBurst: 100_000, messagesPerSecond: 100_000 },
    log: (line) => console.warn(line),
  });
  // Idle means idle: not the garbage the previous size left.
  globalThis.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 250);
  const at = {};
  // How late the server's event loop ran its timers in the window: the longest stalls a move met.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  let profile = null;
  const hooks = {
    windowStart() {
      at.elu0 = performance.eventLoopUtilization();
      loopDelay.enable();
      at.cpu0 = process.cpuUsage();
      at.machine0 = machineCpu();
      if (profileFile) profile = startProfile();
    },
    windowOver() {
      at.elu = performance.eventLoopUtilization(at.elu0);
      loopDelay.disable();
      at.cpu = process.cpuUsage(at.cpu0);
      const machine = machineCpu();
      at.machineBusy = (machine.busy - at.machine0.busy) / Math.max(1, machine.total - at.machine0.total);
      at.heldMatches = server.online.stats().liveMatches;
      at.connections = server.online.stats().connections;
      profile?.stop(profileFile);
      globalThis.gc?.();
      at.heldHeap = process.memoryUsage().heapUsed;
    },
  };
  const result = await runClients({
    url: server.url,
    pairs,
    processes,
    think: think ? THINK : null,
    windowMs,
    graceMs: GRACE_AFTER_WINDOW_MS,
    hooks,
    spectators,
  });
  clearInterval(sampler);
  const summary = await profile?.summary;
  const journalBytes = readdirSync(dataDir).reduce((sum, f) => sum + statSync(join(dataDir, f)).size, 0);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    pairs,
    ...result,
    movesPerSecond: result.movesInWindow / (result.windowMs / 1000),
    heldMatches: at.heldMatches,
    connections: at.connections,
    heapIdle: base.heapUsed,
    heldHeap: at.heldHeap,
    peakHeap,
    peakRss,
    serverBusy: at.elu.utilization,
    serverLoopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    serverCpuMs: (at.cpu.user + at.cpu.system) / 1000,
    machineBusy: at.machineBusy,
    journalBytes,
    profileSummary: summary,
  };
}

const { listenOnline } = await import('../../server/gameServer/listen.ts');
const think = process.argv.includes('--think');
const sizes = arg('--sizes', think ? '1000,3000,5000' : '10,100,500')
  .split(',')
  .map(Number);
const seconds = arg('--seconds', null);
const windowFor = (n) =>
  seconds ? Number(seconds) * 1000 : think ? 30_000 : n >= 500 ? 20_000 : n >= 100 ? 15_000 : 10_000;
// Think mode: a client process for every 2,500 matches (see onlineClients.mjs); flat-out: one.
const processesFor = (n) => Number(arg('--clients', think ? Math.ceil(n / 2500) : 1));
const profileFile = arg('--profile', null);
// --spectators K: K spectators watch every match (the documented case: 10 on 100 matches).
const spectators = Number(arg('--spectators', 0));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
if (!globalThis.gc) console.log('(run with node --expose-gc for the heap after GC)');
console.log(
  think
    ? `Online server load, think mode: computer players on both seats, each action ${THINK.minMs / 1000} to ${THINK.maxMs / 1000} s after its turn, real message rate limits, 127.0.0.1`
    : 'Online server load: computer players on both seats, every move at once, 127.0.0.1',
);
console.log(`Load average before: ${load()} (${cpus().length} cores)`);
const rows = [];
for (const [i, n] of sizes.entries()) {
  const r = await runSize(listenOnline, {
    pairs: n,
    spectators,
    windowMs: windowFor(n),
    think,
    processes: processesFor(n),
    profileFile: i === sizes.length - 1 ? profileFile : null,
  });
  rows.push(r);
  if (think) printThinkSize(r);
  else printSize(r);
  if (spectators > 0) printSpectators(r, spectators);
  if (r.profileSummary) console.log(`${r.profileSummary.join('\n')}\n(profile: ${profileFile})`);
}
console.log(`Load average after: ${load()}`);
if (think) printThinkTable(rows);
else printTable(rows);
const failed = rows.some((r) => r.refused > 0 || (think ? r.movesInWindow === 0 : r.completed === 0));
if (failed) console.log('Some moves were refused or nothing was played: look above.');
process.exitCode = failed ? 1 : 0;
