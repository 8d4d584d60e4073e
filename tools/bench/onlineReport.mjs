// How the online load benchmark (online.mjs) prints what it measured: a line per size, then a
// Markdown table to paste into docs/online.md.

/** A match stops at this many moves (the pair leaves, counted as cut). */
export const TURN_LIMIT = 400;

export function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

const cpuPerMove = (r) => ((r.serverCpuMs * 1000) / Math.max(1, r.movesInWindow)).toFixed(0);

/** One size's figures, on one line. */
export function printSize(r) {
  const n = r.pairs;
  console.log(
    `N=${n}: setup ${(r.setupMs / 1000).toFixed(1)} s; ${r.completed} matches completed in the window ` +
      `(${r.cut} cut at ${TURN_LIMIT} moves, ${r.unfinished} unfinished at the stop); ` +
      `${r.movesInWindow} moves in ${(r.windowMs / 1000).toFixed(0)} s = ${r.movesPerSecond.toFixed(0)} moves/s; ` +
      `round trip p50 ${r.rtt.p50.toFixed(2)} ms, p95 ${r.rtt.p95.toFixed(2)} ms, p99 ${r.rtt.p99.toFixed(2)} ms, ` +
      `max ${r.rtt.max.toFixed(1)} ms; server heap ${mb(r.heapIdle)} MB idle, ${mb(r.heldHeap)} MB after GC with ` +
      `${r.heldMatches} live matches (peak ${mb(r.peakHeap)} MB), RSS peak ${mb(r.peakRss)} MB; server CPU ` +
      `${cpuPerMove(r)} µs per move ` +
      `(${((r.serverCpuMs / r.windowMs) * 100).toFixed(0)}% of a core), event loop busy ${(r.serverBusy * 100).toFixed(0)}%; ` +
      `journal ${mb(r.journalBytes)} MB; refusals ${r.refused}`,
  );
}

/** Every size as a Markdown table. */
export function printTable(rows) {
  console.log('');
  console.log(
    '| Concurrent matches | Completed | Moves/s | Round trip p50 / p95 | Server CPU per move | Server heap after GC | Server RSS peak |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.pairs} | ${r.completed} in ${(r.windowMs / 1000).toFixed(0)} s | ${r.movesPerSecond.toFixed(0)} | ` +
        `${r.rtt.p50.toFixed(1)} / ${r.rtt.p95.toFixed(1)} ms | ` +
        `${cpuPerMove(r)} µs | ${mb(r.heldHeap)} MB | ${mb(r.peakRss)} MB |`,
    );
}

const pct = (x) => `${(x * 100).toFixed(0)}%`;
const refusalText = (r) =>
  r.refused === 0
    ? 'none'
    : Object.entries(r.refusals)
        .map(([code, n]) => `${n} ${code}`)
        .join(', ');

/** Think mode: who was saturated, from the event loops' and the machine's busy time. */
function verdict(r) {
  const clientBusy = Math.max(...r.clients.map((c) => c.busy));
  const found = [];
  if (clientBusy >= 0.9) found.push('the clients were saturated (round trips include their own lateness)');
  // A loop busy all the time on little CPU was waiting for a core, not working.
  const serverCore = r.serverCpuMs / r.windowMs;
  if (r.serverBusy >= 0.9 && serverCore < 0.7)
    found.push(`the server's loop was busy on ${pct(serverCore)} of a core: it waited for a core`);
  else if (r.serverBusy >= 0.9) found.push('the server was saturated');
  if (r.machineBusy >= 0.95) found.push("the machine's cores were all busy");
  return found.length ? found.join('; ') : 'nobody was saturated';
}

/** Think mode: one size's figures. */
export function printThinkSize(r) {
  const clients = r.clients
    .map(
      (c) =>
        `${pct(c.cpuMs / r.windowMs)} of a core, loop ${pct(c.busy)} ` +
        `(late by ${c.loopDelay.p99.toFixed(0)} ms at p99, ${c.loopDelay.max.toFixed(0)} ms at most)`,
    )
    .join('; ');
  console.log(
    `N=${r.pairs}: setup ${(r.setupMs / 1000).toFixed(1)} s, ${r.liveAtStart} matches in play at the start; ` +
      `in ${(r.windowMs / 1000).toFixed(0)} s: ${r.live} matches made moves (${r.heldMatches} live on the server at the end, ` +
      `${r.connections} connections), ${r.completed} completed; ` +
      `${r.movesInWindow} moves = ${r.movesPerSecond.toFixed(0)} moves/s; ` +
      `round trip p50 ${r.rtt.p50.toFixed(2)} ms, p95 ${r.rtt.p95.toFixed(2)} ms, p99 ${r.rtt.p99.toFixed(2)} ms, ` +
      `max ${r.rtt.max.toFixed(1)} ms; server CPU ${cpuPerMove(r)} µs per move ` +
      `(${pct(r.serverCpuMs / r.windowMs)} of a core), event loop busy ${pct(r.serverBusy)}, ` +
      `late by ${r.serverLoopDelay.p99.toFixed(0)} ms at p99 and ${r.serverLoopDelay.max.toFixed(0)} ms at most; ` +
      `server heap ${mb(r.heapIdle)} MB idle, ${mb(r.heldHeap)} MB after GC with the matches held ` +
      `(peak ${mb(r.peakHeap)} MB), RSS peak ${mb(r.peakRss)} MB; journal ${mb(r.journalBytes)} MB; ` +
      `refusals: ${refusalText(r)}; clients (${r.clients.length} processes): ${clients}; ` +
      `machine ${pct(r.machineBusy)} busy: ${verdict(r)}`,
  );
}

/** Think mode: every size as a Markdown table. */
export function printThinkTable(rows) {
  console.log('');
  console.log(
    '| Concurrent matches | Moves/s | Round trip p50 / p95 / p99 | Server CPU per move | Server loop busy | Server heap after GC | Server RSS peak | Clients (CPU of a core, loop busy) | Refusals |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.pairs} | ${r.movesPerSecond.toFixed(0)} | ` +
        `${r.rtt.p50.toFixed(1)} / ${r.rtt.p95.toFixed(1)} / ${r.rtt.p99.toFixed(1)} ms | ` +
        `${cpuPerMove(r)} µs | ${pct(r.serverBusy)} | ${mb(r.heldHeap)} MB | ${mb(r.peakRss)} MB | ` +
        `${r.clients.map((c) => `${pct(c.cpuMs / r.windowMs)}, ${pct(c.busy)}`).join('; ')} | ${refusalText(r)} |`,
    );
}

/** The spectators' side: the frames they were sent, and how long a move took to reach them. */
export function printSpectators(r, perMatch) {
  const perSecond = r.watchFrames / (r.windowMs / 1000);
  console.log(
    `  spectators: ${perMatch} per match (${perMatch * r.pairs} sockets); ${r.watchFrames} spectator views in the ` +
      `window (${perSecond.toFixed(0)}/s); a move sent → on every spectator's screen: p50 ${r.watchLag.p50.toFixed(2)} ms, ` +
      `p95 ${r.watchLag.p95.toFixed(2)} ms, p99 ${r.watchLag.p99.toFixed(2)} ms (${r.watchLag.count} deliveries)`,
  );
}
