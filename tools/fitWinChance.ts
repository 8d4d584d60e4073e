// Fits the expert's `winChance` weights (src/engine/ai/winChance.ts): battles of the expert's own
// rollout policy against itself, Kidlat and Alon in both seats, every position before a move
// labelled with whether side 0 went on to win, and a logistic model of the position's features
// fitted by Newton's method on the log loss. Prints the weights, ready for WIN_CHANCE_WEIGHTS, and
// the log loss of the fitted and the shipped weights on the same positions.
//   npm run fit:win-chance -- [--battles 200000] [--seed 1]
import { FIGHTER_BY_ID } from '../src/content/index.ts';
import { playRolloutMove } from '../src/engine/ai/expert.ts';
import {
  WIN_CHANCE_WEIGHTS,
  WIN_FEATURES,
  logOdds,
  winFeatures,
  type WinChanceWeights,
} from '../src/engine/ai/winChance.ts';
import { Rng, createBattle, sideFromTemplate } from '../src/engine/index.ts';

const K = WIN_FEATURES.length;

function arg(flag: string, fallback: number): number {
  const i = process.argv.indexOf(flag);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} takes a positive whole number`);
  return value;
}

interface Positions {
  /** n × K features, row after row, from side 0's point of view. */
  x: Float64Array;
  /** 1 when side 0 won the battle the position came from. */
  y: Uint8Array;
  n: number;
}

/** Every position before a move in `battles` battles (half with each fighter as side 0). */
function collect(battles: number, seed0: number): Positions {
  const kidlat = FIGHTER_BY_ID.get(1);
  const alon = FIGHTER_BY_ID.get(2);
  if (!kidlat || !alon) throw new Error('the catalogue lost its first two fighters');
  const rows: number[] = [];
  const labels: number[] = [];
  const row = new Float64Array(K);
  for (let b = 0; b < battles; b++) {
    const seed = (seed0 * 1_000_003 + (b >> 1)) | 0;
    const fighters = b % 2 === 0 ? [kidlat, alon] : [alon, kidlat];
    const { state } = createBattle({
      seed,
      sides: [sideFromTemplate(fighters[0] ?? kidlat), sideFromTemplate(fighters[1] ?? alon)],
    });
    const rng = Rng.fromState(state.rng);
    const start = labels.length;
    while (state.winner === null && state.turn < 400) {
      rows.push(...winFeatures(state, 0, row));
      labels.push(0);
      playRolloutMove(state, rng);
    }
    labels.fill(state.winner === 0 ? 1 : 0, start);
  }
  return { x: Float64Array.from(rows), y: Uint8Array.from(labels), n: labels.length };
}

function asWeights(w: readonly number[]): WinChanceWeights {
  return Object.fromEntries(WIN_FEATURES.map((name, k) => [name, w[k] ?? 0])) as WinChanceWeights;
}

function logLoss(data: Positions, weights: WinChanceWeights): number {
  let sum = 0;
  for (let r = 0; r < data.n; r++) {
    const p = 1 / (1 + Math.exp(-logOdds(data.x.subarray(r * K, r * K + K), weights)));
    sum -= Math.log(data.y[r] === 1 ? p : 1 - p);
  }
  return sum / data.n;
}

/** Solves a · s = b by Gaussian elimination with partial pivoting (a is K × K, row after row). */
function solve(a: Float64Array, b: Float64Array): Float64Array {
  const m = Float64Array.from(a);
  const s = Float64Array.from(b);
  for (let c = 0; c < K; c++) {
    let pivot = c;
    for (let r = c + 1; r < K; r++)
      if (Math.abs(m[r * K + c] ?? 0) > Math.abs(m[pivot * K + c] ?? 0)) pivot = r;
    for (let k = 0; k < K; k++) [m[c * K + k], m[pivot * K + k]] = [m[pivot * K + k] ?? 0, m[c * K + k] ?? 0];
    [s[c], s[pivot]] = [s[pivot] ?? 0, s[c] ?? 0];
    for (let r = c + 1; r < K; r++) {
      const f = (m[r * K + c] ?? 0) / (m[c * K + c] ?? 1);
      for (let k = c; k < K; k++) m[r * K + k] = (m[r * K + k] ?? 0) - f * (m[c * K + k] ?? 0);
      s[r] = (s[r] ?? 0) - f * (s[c] ?? 0);
    }
  }
  for (let c = K - 1; c >= 0; c--) {
    let v = s[c] ?? 0;
    for (let k = c + 1; k < K; k++) v -= (m[c * K + k] ?? 0) * (s[k] ?? 0);
    s[c] = v / (m[c * K + c] ?? 1);
  }
  return s;
}

/** Newton's method on the mean log loss, from all weights 0, until a step changes no weight by 1e-9. */
function fit(data: Positions): number[] {
  const w = new Array<number>(K).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Float64Array(K);
    const hessian = new Float64Array(K * K);
    const weights = asWeights(w);
    for (let r = 0; r < data.n; r++) {
      const x = data.x.subarray(r * K, r * K + K);
      const p = 1 / (1 + Math.exp(-logOdds(x, weights)));
      const e = p - (data.y[r] as number);
      const v = p * (1 - p);
      for (let i = 0; i < K; i++) {
        gradient[i] = (gradient[i] as number) + e * (x[i] as number);
        for (let j = 0; j < K; j++)
          hessian[i * K + j] = (hessian[i * K + j] as number) + v * (x[i] as number) * (x[j] as number);
      }
    }
    const step = solve(hessian, gradient);
    let largest = 0;
    for (let i = 0; i < K; i++) {
      w[i] = (w[i] as number) - (step[i] as number);
      largest = Math.max(largest, Math.abs(step[i] as number));
    }
    if (largest < 1e-9) break;
  }
  return w;
}

const battles = arg('--battles', 200_000);
const seed = arg('--seed', 1);
const data = collect(battles, seed);
const fitted = asWeights(fit(data).map((v) => Number(v.toFixed(3))));
console.log(
  `${battles} battles of the expert's rollout policy against itself, seed ${seed}: ${data.n} positions`,
);
console.log(
  `log loss: fitted ${logLoss(data, fitted).toFixed(4)}, shipped ${logLoss(data, WIN_CHANCE_WEIGHTS).toFixed(4)}`,
);
console.log('WIN_CHANCE_WEIGHTS:');
for (const name of WIN_FEATURES) console.log(`  ${name}: ${fitted[name]},`);
