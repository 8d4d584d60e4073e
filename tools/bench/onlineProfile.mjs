// The online server's CPU profile for the load benchmark (online.mjs --profile FILE): taken with
// the inspector's Profiler from inside the server's own process over the measurement window only
// (so neither the setup nor tsx compiling the server counts), written to FILE, and summarised by
// where the time went. Also a command for a profile taken otherwise (node --cpu-prof):
//   node tools/bench/onlineProfile.mjs FILE.cpuprofile
import { Session } from 'node:inspector/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Starts profiling this process; stop(file) writes the profile and resolves to its summary. */
export function startProfile() {
  // JSON.stringify and JSON.parse are builtins V8 inlines into their callers, whose self time then
  // hides them; wrapped in named functions of this file they show up as frames of their own.
  const { stringify, parse } = JSON;
  JSON.stringify = function benchStringify(...args) {
    return stringify.apply(JSON, args);
  };
  JSON.parse = function benchParse(...args) {
    return parse.apply(JSON, args);
  };
  const session = new Session();
  session.connect();
  const started = session.post('Profiler.enable').then(() => session.post('Profiler.start'));
  let summary = null;
  return {
    stop(file) {
      summary = started
        .then(() => session.post('Profiler.stop'))
        .then(({ profile }) => {
          Object.assign(JSON, { stringify, parse });
          session.disconnect();
          writeFileSync(file, JSON.stringify(profile));
          return summarise(profile);
        });
      return summary;
    },
    get summary() {
      return summary;
    },
  };
}

const isNative = (f) => f.url === '';
const NATIVE_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);
const socketWrite = (f) =>
  f.url.includes('ws/lib/sender') ||
  (f.url.includes('ws/lib/websocket') && f.functionName === 'send') ||
  ((f.url === 'node:net' || f.url === 'node:internal/stream_base_commons') &&
    /write/i.test(f.functionName)) ||
  (isNative(f) && NATIVE_WRITES.has(f.functionName));

// The journal's share is everything under its code (its records' JSON included). Every other
// sample goes to the group of the frame nearest its leaf that belongs to one: a view's JSON or
// write inside the authority's step is serialising or writing, not the authority. (Socket reads
// cannot go by any frame of the stack: every message handled sits under ws's receiver.)
const JOURNAL = (f) => f.url.includes('/gameServer/journal');
const NEAREST = [
  ['socket writes', socketWrite],
  ['serialising views (JSON)', (f) => f.functionName === 'benchStringify'],
  [
    'other: reading and checking messages',
    (f) =>
      f.functionName === 'benchParse' ||
      f.url.includes('ws/lib/') ||
      f.url.includes('/src/protocol/') ||
      f.url.includes('valibot') ||
      f.functionName === 'onStreamRead',
  ],
  [
    'the match engine and authority',
    (f) => f.url.includes('/src/engine/') || f.url.includes('/matchService/'),
  ],
  [
    'timers',
    (f) =>
      f.url.startsWith('node:internal/timers') ||
      f.url.includes('/gameServer/clock') ||
      f.url.includes('/gameServer/matchTimers'),
  ],
  ['other: garbage collection', (f) => f.functionName === '(garbage collector)'],
  ["other: the benchmark's own sampling", (f) => f.url.includes('/tools/bench/')],
  ['other: the rest of the server', (f) => f.url.includes('/gameServer/')],
];

/** The group of a sample's stack (leaf first); null for time that is not the server's. */
function groupOf(stack) {
  const leaf = stack[0];
  if (leaf.functionName === '(idle)') return null;
  // Profiler.stop builds the profile inside the last samples.
  if (stack.some((f) => f.url === 'node:inspector' || f.url === 'node:inspector/promises')) return null;
  if (stack.some(JOURNAL)) return 'the journal';
  for (const f of stack) for (const [group, test] of NEAREST) if (test(f)) return group;
  return 'other: runtime and the rest';
}

/** Busy time by group and the costliest functions (self time), as printable lines. */
export function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const groups = new Map();
  const functions = new Map();
  let busy = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const leaf = byId.get(id).callFrame;
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at).callFrame);
    const group = groupOf(stack);
    if (group === null) {
      idle += us;
      continue;
    }
    busy += us;
    groups.set(group, (groups.get(group) ?? 0) + us);
    const name = `${leaf.functionName || '(anonymous)'} ${leaf.url.replace(/^.*\//, '')}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const pct = (us) => `${((us / Math.max(1, busy)) * 100).toFixed(1)}%`;
  const lines = [
    `Server CPU profile over the window: ${(busy / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle or profiling`,
  ];
  for (const [group, us] of [...groups].sort((x, y) => y[1] - x[1]))
    lines.push(`  ${group}: ${pct(us)} (${(us / 1e6).toFixed(2)} s)`);
  lines.push('  Costliest functions (self time):');
  for (const [name, us] of [...functions].sort((x, y) => y[1] - x[1]).slice(0, 12))
    lines.push(`    ${pct(us)} ${name}`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(summarise(JSON.parse(readFileSync(process.argv[2], 'utf8'))).join('\n'));
