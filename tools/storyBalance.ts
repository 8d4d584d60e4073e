// How hard the story fights are: the hero of each job (no personalities, health and energy as
// created) with a starter-sized deck (the starter card 73 and four random common cards) against
// each story enemy, for the heroes played by a few computer players and by one that does nothing.
//   npx tsx tools/storyBalance.ts [--games 400] [--enemy-level easy] [--json]
import { CARDS, ENEMIES, JOBS, STARTER_CARD_ID } from '../src/content/index.ts';
import {
  Rng,
  STRATEGIES,
  createBattle,
  heroStats,
  isStrategyName,
  playBattle,
  sideFromHero,
  sideFromTemplate,
  traitsFor,
} from '../src/engine/index.ts';
import type { Strategy, StrategyName } from '../src/engine/index.ts';

const argv = process.argv.slice(2);
const get = (flag: string): string | undefined => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const games = Number(get('--games') ?? 400);
const enemyLevel = get('--enemy-level') ?? 'easy';
if (!isStrategyName(enemyLevel)) throw new Error(`--enemy-level: unknown player '${enemyLevel}'`);

/** A player who lets the clock run out every turn. */
const idle: Strategy = { name: 'idle', decide: (view) => ({ type: 'timeUp', side: view.side }) };
const HERO_PLAYERS: ReadonlyArray<[string, Strategy]> = [
  ['idle', idle],
  ['easy', STRATEGIES.easy],
  ['classic', STRATEGIES.classic],
  ['normal', STRATEGIES.normal],
];

const commons = CARDS.filter((c) => c.rarity === 'common' && c.id !== STARTER_CARD_ID && c.id !== 91).map(
  (c) => c.id,
);

interface Row {
  job: string;
  enemy: string;
  hero: string;
  winRate: number;
}

const rows: Row[] = [];
const enemyPlayer = STRATEGIES[enemyLevel as StrategyName];
for (const job of JOBS) {
  const stats = heroStats(traitsFor(job.name, []));
  for (const enemy of ENEMIES) {
    for (const [label, heroPlayer] of HERO_PLAYERS) {
      let wins = 0;
      for (let g = 0; g < games; g++) {
        const rng = Rng.fromSeed(g * 7919 + enemy.id * 104729 + job.name.length);
        const deck = [STARTER_CARD_ID, ...rng.shuffle(commons).slice(0, 4)];
        const { state } = createBattle({
          seed: rng.fork(),
          sides: [sideFromHero('Hero', stats, deck), sideFromTemplate(enemy)],
          first: 0,
        });
        const played = playBattle(state, [heroPlayer, enemyPlayer], { botSeeds: [rng.fork(), rng.fork()] });
        if (played.winner === 0) wins++;
      }
      rows.push({ job: job.name, enemy: enemy.name, hero: label, winRate: wins / games });
    }
  }
}

if (argv.includes('--json')) {
  console.log(JSON.stringify({ games, enemyLevel, rows }, null, 2));
} else {
  const pct = (n: number) => `${Math.round(n * 100)}%`.padStart(5);
  console.log(`Hero win rate over ${games} battles each, enemy played by '${enemyLevel}'`);
  console.log(`hero player: ${HERO_PLAYERS.map(([l]) => l).join(' / ')}`);
  for (const job of JOBS) {
    const cells = ENEMIES.map((enemy) =>
      HERO_PLAYERS.map(([l]) =>
        pct(rows.find((r) => r.job === job.name && r.enemy === enemy.name && r.hero === l)?.winRate ?? 0),
      ).join(' '),
    );
    console.log(`${job.name.padEnd(9)} | ${cells.join(' | ')}`);
  }
  console.log(`columns: ${ENEMIES.map((e) => e.name).join(' | ')}`);
}
