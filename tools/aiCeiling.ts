// How much the expert could gain from what it cannot see: mirrored games of the honest expert, the
// same search handed the foe's true hand, and the same search handed the whole battle (the foe's
// hand and the battle's own generator: every future draw, miss and critical hit), each against one
// opponent. The cheats live here, in a tool, and never in the engine's list of players.
// With --more-thought the rows are honest instead, and only slower: what more worlds, play-outs to
// the end of the battle, play-outs whose every move is itself searched, or (against classic)
// play-outs in which the foe plays exactly as classic does would buy.
//   npm run simulate:ceiling -- --games 2000 --p2 classic [--seed 1] [--more-thought]
// docs/engine.md "What the dice leave" keeps the figures.
import { performance } from 'node:perf_hooks';
import { FIGHTER_BY_ID } from '../src/content/index.ts';
import { determinize } from '../src/engine/ai/determinize.ts';
import { EXPERT_BUDGET, expertDecide, playRolloutMove, type ExpertBudget } from '../src/engine/ai/expert.ts';
import { halvingSearch, type WorldGuess } from '../src/engine/ai/search.ts';
import { winChance } from '../src/engine/ai/winChance.ts';
import { cloneBattle } from '../src/engine/battle/clone.ts';
import { illegalReason, resolveInPlace } from '../src/engine/battle/resolve.ts';
import {
  Rng,
  STRATEGIES,
  createBattle,
  isStrategyName,
  sideFromTemplate,
  viewFor,
} from '../src/engine/index.ts';
import type { BattleAction, BattleState, SideIndex, StrategyName } from '../src/engine/index.ts';

/** A player that may be handed the true battle (the battle's generator state kept current). */
type Player = (battle: BattleState, side: SideIndex, rng: Rng) => BattleAction;

const fair =
  (name: StrategyName): Player =>
  (battle, side, rng) =>
    STRATEGIES[name].decide(viewFor(battle, side), rng);

/** The expert's search over worlds `guess` makes from the true battle instead of from its view. */
const cheating =
  (guess: (battle: BattleState, rng: Rng) => BattleState): Player =>
  (battle, side, rng) => {
    const worlds: WorldGuess = (_view, r) => guess(battle, r);
    return expertDecide(viewFor(battle, side), rng, EXPERT_BUDGET, worlds);
  };

/** Knows the foe's hand; the future is still its own guess. */
const knowsHand = cheating((battle, rng) => {
  const world = cloneBattle(battle);
  world.rng = Rng.fromSeed(rng.fork()).state();
  return world;
});

/** Knows the foe's hand and every roll to come. */
const knowsAll = cheating((battle) => cloneBattle(battle));

/** The honest expert with another budget. */
const thinking =
  (budget: ExpertBudget): Player =>
  (battle, side, rng) =>
    expertDecide(viewFor(battle, side), rng, budget);

/**
 * The expert's search whose play-outs choose every move with a small expert search of their own
 * (in the guessed world, from that world's view): the search on top of a policy as strong as the
 * expert, which is what a better play-out policy could at best give. About 100 times slower.
 */
const searchedPlayOuts: Player = (battle, side, rng) => {
  const view = viewFor(battle, side);
  return halvingSearch(view, rng, 96, determinize, (world, r) => {
    for (let ply = 0; ply < EXPERT_BUDGET.horizon && world.winner === null; ply++) {
      const mover = world.active;
      resolveInPlace(world, expertDecide(viewFor(world, mover), r, { worlds: 24, horizon: 2 }), r, null);
    }
    return winChance(world, side);
  });
};

/**
 * The expert's search whose play-outs run to the end of the battle with the foe playing exactly as
 * `foe` plays (its own rule on the guessed world's view, not the expert's guess of good play), and
 * the searcher as the expert's play-outs do: what knowing the opponent's way of playing is worth.
 * Only for the cheap levels: a search level inside every play-out would take hours.
 */
const modelsFoe =
  (foe: StrategyName): Player =>
  (battle, side, rng) =>
    halvingSearch(viewFor(battle, side), rng, 1152, determinize, (world, r) => {
      while (world.winner === null && world.turn < 400) {
        const mover = world.active;
        if (mover === side) playRolloutMove(world, r);
        else resolveInPlace(world, STRATEGIES[foe].decide(viewFor(world, mover), r), r, null);
      }
      return world.winner === side ? 1 : 0;
    });

function arg(flag: string, fallback: string): string {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/**
 * Wins of `p1` over `games` mirrored games (each seed played with the seats swapped), on the seeds
 * and fighters tools/simulate.ts uses, so the honest row repeats its figure.
 */
function play(p1: Player, p2: Player, games: number, seed0: number): number {
  const f0 = FIGHTER_BY_ID.get(1);
  const f1 = FIGHTER_BY_ID.get(2);
  if (!f0 || !f1) throw new Error('the catalogue lost its first two fighters');
  let wins = 0;
  for (let pair = 0; pair < games / 2; pair++) {
    const seed = (seed0 * 1_000_003 + pair) | 0;
    const { state: start } = createBattle({ seed, sides: [sideFromTemplate(f0), sideFromTemplate(f1)] });
    for (const p1Seat of [0, 1] as const) {
      const seats = p1Seat === 0 ? [p1, p2] : [p2, p1];
      const battle = cloneBattle(start);
      const rng = Rng.fromState(battle.rng);
      const own = [Rng.fromSeed(seed ^ 0x5bd1e995), Rng.fromSeed(seed ^ 0x27d4eb2d)] as const;
      while (battle.winner === null && battle.turn < 400) {
        // The true battle's generator as it stands, for the player that is handed everything.
        battle.rng = rng.state();
        const side = battle.active;
        const action = (seats[side] as Player)(battle, side, own[side]);
        const refused = illegalReason(battle, action);
        if (refused) throw new Error(refused);
        resolveInPlace(battle, action, rng, null);
      }
      if (battle.winner === p1Seat) wins += 1;
    }
  }
  return wins;
}

const asked = Number(arg('--games', '2000'));
const games = Math.max(2, asked - (asked % 2));
const foeName = arg('--p2', 'classic');
if (!isStrategyName(foeName)) throw new Error(`--p2: unknown strategy '${foeName}'`);
const seed = Number(arg('--seed', '1')) | 0;
const players: [string, Player][] = process.argv.includes('--more-thought')
  ? [
      ['expert (its view only)', fair('expert')],
      ['expert with 4 times the worlds (1,152)', thinking({ worlds: 1152, horizon: 2 })],
      ['expert playing out to the end (1,152)', thinking({ worlds: 1152, horizon: 40 })],
      ['expert whose play-outs search each move', searchedPlayOuts],
      ...(foeName === 'classic'
        ? ([['expert whose play-outs face classic', modelsFoe('classic')]] as [string, Player][])
        : []),
    ]
  : [
      ['expert (its view only)', fair('expert')],
      ['expert knowing the foe’s hand', knowsHand],
      ['expert knowing the hand and every roll', knowsAll],
    ];
console.log(`${games} mirrored games against ${foeName}, seed ${seed}`);
for (const [label, player] of players) {
  const started = performance.now();
  const wins = play(player, fair(foeName), games, seed);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${label.padEnd(40)} ${wins} wins (${((100 * wins) / games).toFixed(1)}%), ${seconds} s`);
}
