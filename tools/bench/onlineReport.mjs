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
