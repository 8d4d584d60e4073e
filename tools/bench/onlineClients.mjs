// The online load benchmark's players, shared out over one or more child processes
// (onlinePlayers.mjs). One process is enough flat-out (its figures are the documented ones); in
// think mode 10,000 sockets can be more than one process's event loop keeps up with, and a client
// that is late to read its views would count its own lateness as the server's round trip, so the
// pairs can be spread over several. This module keeps them in step: every process sets its pairs
// up, then all start at once, and the window opens only when every process has every match in play.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { quantile } from './onlineReport.mjs';

/** The players' script, run in each child process. */
const PLAYERS = fileURLToPath(new URL('./onlinePlayers.mjs', import.meta.url));
/** The seed of the players' choices (and, one on, of their think times). */
const SEED = 20_250;

function child(settings, onFailure) {
  const proc = fork(PLAYERS, [], { execArgv: [], stdio: 'inherit' });
  // Messages kept until asked for, so none is lost between two waits.
  const inbox = [];
  const waiting = [];
  proc.on('message', (m) => {
    if (m.type === 'failed') return onFailure(new Error(m.error));
    const i = waiting.findIndex((w) => w.type === m.type);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(m);
    else inbox.push(m);
  });
  let finished = false;
  proc.on('error', onFailure);
  proc.on('exit', (code) => finished || onFailure(new Error(`the clients stopped (${code})`)));
  proc.send(settings);
  return {
    proc,
    send: (m) => proc.send(m),
    next: (type) => {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]);
      if (type === 'result') finished = true;
      return new Promise((resolve) => waiting.push({ type, resolve }));
    },
  };
}

/**
 * Plays `pairs` matches over `processes` child processes. `hooks.windowStart()` and
 * `hooks.windowOver()` run as the window opens and closes (the server's measurements).
 */
export async function runClients({ url, pairs, processes, think, windowMs, graceMs, hooks, spectators = 0 }) {
  let fail;
  const failed = new Promise((_resolve, reject) => (fail = reject));
  const count = Math.max(1, Math.min(processes, pairs));
  const children = [];
  for (let k = 0, offset = 0; k < count; k++) {
    const share = Math.floor(pairs / count) + (k < pairs % count ? 1 : 0);
    children.push(child({ url, pairs: share, offset, seed: SEED, think, graceMs, spectators }, fail));
    offset += share;
  }
  const all = (type) => Promise.race([failed, Promise.all(children.map((c) => c.next(type)))]);
  const hardStop = setTimeout(() => children.forEach((c) => c.proc.kill()), windowMs + graceMs + 30 * 60_000);
  try {
    const ready = await all('ready');
    children.forEach((c) => c.send({ type: 'go' }));
    const live = await all('live');
    hooks.windowStart();
    children.forEach((c) => c.send({ type: 'windowStart' }));
    const windowStart = performance.now();
    await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, windowMs))]);
    children.forEach((c) => c.send({ type: 'windowOver' }));
    const measuredMs = performance.now() - windowStart;
    hooks.windowOver();
    const results = (await all('result')).map((m) => m.result);
    return merge(results, {
      setupMs: Math.max(...ready.map((m) => m.setupMs)),
      liveAtStart: live.reduce((sum, m) => sum + m.live, 0),
      windowMs: measuredMs,
    });
  } finally {
    clearTimeout(hardStop);
  }
}

function merge(results, extra) {
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const refusals = {};
  for (const r of results)
    for (const [code, n] of Object.entries(r.refusals)) refusals[code] = (refusals[code] ?? 0) + n;
  const sorted = results.flatMap((r) => r.rtts).sort((x, y) => x - y);
  const lags = results.flatMap((r) => r.watchLags ?? []).sort((x, y) => x - y);
  return {
    ...extra,
    movesInWindow: sum('movesInWindow'),
    moves: sum('moves'),
    completed: sum('completed'),
    cut: sum('cut'),
    live: sum('live'),
    unfinished: sum('unfinished'),
    refusals,
    refused: Object.values(refusals).reduce((total, n) => total + n, 0),
    clients: results.map((r) => ({ cpuMs: r.cpuMs, busy: r.busy, loopDelay: r.loopDelay })),
    watchFrames: sum('watchFrames'),
    watchLag: {
      p50: quantile(lags, 0.5),
      p95: quantile(lags, 0.95),
      p99: quantile(lags, 0.99),
      count: lags.length,
    },
    rtt: {
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    },
  };
}
