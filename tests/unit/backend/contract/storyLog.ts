// Story battles for the contract, played by the engine so that a backend judging the log (the
// strict replay) finds it fair: the enemy makes the computer's own choices, the hero plays as the
// `hard` computer would to win, or lets the clock run out every turn to lose. The logs depend on
// nothing but the seed, so each outcome is played once and reused.
import { apply } from '../../../../src/engine/index.ts';
import type { BattleAction } from '../../../../src/engine/index.ts';
import { computerAction } from '../../../../src/engine/ai/computerMove.ts';
import { openingState } from '../../../../src/engine/plan/plan.ts';
import type { BattlePlan } from '../../../../src/engine/plan/planSchema.ts';

const HERO_ID = '00000000-0000-4000-8000-000000000000';

/** The plan of a story battle of `heroId`, as the game stores one. */
export function storyPlan(heroId: string, seed: number, deck: readonly number[]): BattlePlan {
  return {
    mode: 'adventure',
    seed,
    sides: [
      {
        kind: 'hero',
        heroId,
        name: 'Tala',
        stats: { health: 100, mana: 100, agility: 20, defense: 20, critical_rate: 20 },
        deck: [...deck],
      },
      { kind: 'enemy', enemyId: 4, figure: 1 },
    ],
    level: 'classic',
    place: 'woods',
    first: 0,
  };
}

function play(plan: BattlePlan, heroPlays: boolean): { winner: 0 | 1 | null; actions: BattleAction[] } {
  let state = openingState(plan);
  const actions: BattleAction[] = [];
  while (state.winner === null && actions.length < 400) {
    const action: BattleAction =
      state.active === 1
        ? computerAction(state, plan.level)
        : heroPlays
          ? computerAction(state, 'hard')
          : { type: 'timeUp', side: 0 };
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
  }
  return { winner: state.winner, actions };
}

const played = new Map<string, { seed: number; actions: BattleAction[] }>();

/** A seed and a fair log that ends with `winner` for a hero with `deck`. */
export function storyLog(winner: 0 | 1, deck: readonly number[]): { seed: number; actions: BattleAction[] } {
  const key = `${winner}:${deck.join(',')}`;
  const known = played.get(key);
  if (known) return known;
  for (let seed = 1; seed < 500; seed += 1) {
    const game = play(storyPlan(HERO_ID, seed, deck), winner === 0);
    if (game.winner === winner) {
      const found = { seed, actions: game.actions };
      played.set(key, found);
      return found;
    }
  }
  throw new Error(`no seed under 500 ends with winner ${winner}`);
}
