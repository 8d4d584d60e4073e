// Headless battles between computer players, for balancing cards and measuring the players.
//   npx tsx tools/simulate.ts --games 2000 --p1 hard --p2 classic --seed 1 [--fighters 1,2] [--json]
// Every battle seed is played twice with the players' seats swapped (fighter and first move go
// with the seat), so seat advantages cancel and the comparison is between players.
import { performance } from 'node:perf_hooks';
import { CARDS, FIGHTER_BY_ID } from '../src/content/index.ts';
import {
  STRATEGIES,
  createBattle,
  isStrategyName,
  playBattle,
  sideFromTemplate,
} from '../src/engine/index.ts';
import type { BattleAction, BattleState, SideIndex, Strategy, StrategyName } from '../src/engine/index.ts';

interface Options {
  games: number;
  p1: StrategyName;
  p2: StrategyName;
  seed: number;
  fighters: [number, number];
  json: boolean;
  timing: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const get = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const strategy = (flag: string, fallback: StrategyName): StrategyName => {
    const v = get(flag) ?? fallback;
    if (!isStrategyName(v))
      throw new Error(`${flag}: unknown strategy '${v}' (choose ${Object.keys(STRATEGIES).join(', ')})`);
    return v;
  };
  const games = Number(get('--games') ?? 1000);
  if (!Number.isInteger(games) || games < 2) throw new Error('--games must be an integer of at least 2');
  const fighters = (get('--fighters') ?? '1,2').split(',').map(Number);
  if (fighters.length !== 2 || fighters.some((id) => !FIGHTER_BY_ID.has(id)))
    throw new Error('--fighters takes two fighter ids, e.g. 1,2');
  return {
    games: games - (games % 2),
    p1: strategy('--p1', 'classic'),
    p2: strategy('--p2', 'classic'),
    seed: Number(get('--seed') ?? 1) | 0,
    fighters: [fighters[0] as number, fighters[1] as number],
    json: argv.includes('--json'),
    // Decision timing costs two clock reads per move; --no-timing measures raw throughput.
    timing: !argv.includes('--no-timing'),
  };
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

const round = (n: number, digits = 3): number => Number(n.toFixed(digits));

function run(o: Options) {
  const players: Record<'p1' | 'p2', Strategy> = { p1: STRATEGIES[o.p1], p2: STRATEGIES[o.p2] };
  const f0 = FIGHTER_BY_ID.get(o.fighters[0]);
  const f1 = FIGHTER_BY_ID.get(o.fighters[1]);
  if (!f0 || !f1) throw new Error('unknown fighter');
  const wins = { p1: 0, p2: 0 };
  const fighterWins: Record<string, number> = { [f0.name]: 0, [f1.name]: 0 };
  let firstMoverWins = 0;
  let draws = 0;
  let turns = 0;
  const decisions: Record<'p1' | 'p2', number[]> = { p1: [], p2: [] };
  // Moves counted by card id (91 is Charge Energy, 0 is time up); arrays keep the count cheap.
  const plays: Record<'p1' | 'p2', Float64Array> = { p1: new Float64Array(1024), p2: new Float64Array(1024) };
  const moves = { p1: 0, p2: 0 };
  const clock = o.timing ? () => performance.now() : undefined;

  const started = performance.now();
  for (let pair = 0; pair < o.games / 2; pair++) {
    const seed = (o.seed * 1_000_003 + pair) | 0;
    const { state } = createBattle({ seed, sides: [sideFromTemplate(f0), sideFromTemplate(f1)] });
    for (const swapped of [false, true]) {
      // Seat 0 holds fighter f0; p1 sits there in the first game of the pair and p2 in the second.
      const seatOwner: readonly ['p1' | 'p2', 'p1' | 'p2'] = swapped ? ['p2', 'p1'] : ['p1', 'p2'];
      const onAction = (action: BattleAction, _s: BattleState): void => {
        const who = seatOwner[action.side];
        moves[who] += 1;
        const id = action.type === 'playCard' ? action.cardId : action.type === 'chargeEnergy' ? 91 : 0;
        plays[who][id] = (plays[who][id] ?? 0) + 1;
      };
      const result = playBattle(state, [players[seatOwner[0]], players[seatOwner[1]]], {
        botSeeds: [seed ^ 0x5bd1e995, seed ^ 0x27d4eb2d],
        ...(clock ? { clock } : {}),
        onAction,
      });
      turns += result.turns;
      for (const side of [0, 1] as const)
        for (const ms of result.decisionMs[side]) decisions[seatOwner[side]].push(ms);
      if (result.winner === null) {
        draws += 1;
        continue;
      }
      wins[seatOwner[result.winner as SideIndex]] += 1;
      fighterWins[(result.winner === 0 ? f0 : f1).name] =
        (fighterWins[(result.winner === 0 ? f0 : f1).name] ?? 0) + 1;
      if (result.winner === state.first) firstMoverWins += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;

  const timing = (who: 'p1' | 'p2') => {
    const sorted = decisions[who].slice().sort((a, b) => a - b);
    return {
      median: round(quantile(sorted, 0.5), 4),
      p95: round(quantile(sorted, 0.95), 4),
      max: round(sorted[sorted.length - 1] ?? 0, 4),
    };
  };
  const playRates = (who: 'p1' | 'p2') => {
    const rows: Record<string, number> = {};
    const entries = [...plays[who].entries()].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
    for (const [id, n] of entries) {
      const name = id === 0 ? 'timeUp' : (CARDS.find((c) => c.id === id)?.name ?? String(id));
      rows[name] = round(n / Math.max(1, moves[who]), 4);
    }
    return rows;
  };
  return {
    games: o.games,
    p1: o.p1,
    p2: o.p2,
    seed: o.seed,
    fighters: [f0.name, f1.name],
    wins,
    winRate: { p1: round(wins.p1 / o.games), p2: round(wins.p2 / o.games) },
    draws,
    fighterWins,
    firstMoverWins,
    avgTurns: round(turns / o.games, 2),
    seconds: round(seconds, 3),
    battlesPerSecond: Math.round(o.games / seconds),
    decisionMs: { p1: timing('p1'), p2: timing('p2') },
    playRates: { p1: playRates('p1'), p2: playRates('p2') },
  };
}

function print(r: ReturnType<typeof run>): void {
  const pct = (n: number) => `${(100 * n).toFixed(1)}%`;
  console.log(
    `${r.games} games (${r.games / 2} seeds x 2 seats), ${r.fighters.join(' vs ')}, seed ${r.seed}`,
  );
  console.log(
    `  p1 ${r.p1.padEnd(8)} wins ${r.wins.p1} (${pct(r.winRate.p1)})   decision median ${r.decisionMs.p1.median} ms, p95 ${r.decisionMs.p1.p95} ms`,
  );
  console.log(
    `  p2 ${r.p2.padEnd(8)} wins ${r.wins.p2} (${pct(r.winRate.p2)})   decision median ${r.decisionMs.p2.median} ms, p95 ${r.decisionMs.p2.p95} ms`,
  );
  console.log(
    `  draws ${r.draws}; by fighter ${Object.entries(r.fighterWins)
      .map(([k, v]) => `${k} ${v} (${pct(v / r.games)})`)
      .join(', ')}; first mover won ${pct(r.firstMoverWins / r.games)}`,
  );
  console.log(`  average turns ${r.avgTurns}; ${r.battlesPerSecond} battles/s (${r.seconds} s)`);
  for (const who of ['p1', 'p2'] as const) {
    const top = Object.entries(r.playRates[who])
      .slice(0, 12)
      .map(([k, v]) => `${k} ${pct(v)}`)
      .join(', ');
    console.log(`  ${who} moves: ${top}`);
  }
}

const options = parseArgs(process.argv.slice(2));
const result = run(options);
if (options.json) console.log(JSON.stringify(result));
else print(result);
