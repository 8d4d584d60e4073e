// Building battle positions for scenario tests (and for showcase screens): a fresh battle with a
// forced hand, forced stats and a known turn, as in Duelyst's card tests.
import { FIGHTER_BY_ID } from '../../content/index.ts';
import type { Fighter } from '../../content/index.ts';
import { createBattle, sideFromTemplate } from '../battle/create.ts';
import type { BattleState, CombatStats, SideIndex } from '../battle/types.ts';

export interface SideOverrides {
  hand?: number[];
  health?: number;
  energy?: number;
  stats?: Partial<CombatStats>;
  pool?: number[];
}

export interface ScenarioSetup {
  seed?: number;
  active?: SideIndex;
  sides?: [SideOverrides?, SideOverrides?];
}

const fighter = (id: number): Fighter => {
  const f = FIGHTER_BY_ID.get(id);
  if (!f) throw new Error(`no fighter ${id}`);
  return f;
};

/** Kidlat (side 0) against Alon (side 1), with the given overrides applied after creation. */
export function scenario(setup: ScenarioSetup = {}): BattleState {
  const active = setup.active ?? 0;
  const { state } = createBattle({
    seed: setup.seed ?? 7,
    sides: [sideFromTemplate(fighter(1)), sideFromTemplate(fighter(2))],
    first: active,
  });
  for (const index of [0, 1] as const) {
    const o = setup.sides?.[index];
    if (!o) continue;
    const side = state.sides[index];
    if (o.pool) side.pool = o.pool.slice();
    if (o.hand) side.hand = o.hand.slice();
    if (o.health !== undefined) side.health = o.health;
    if (o.energy !== undefined) side.energy = o.energy;
    if (o.stats) {
      side.base = { ...side.base, ...o.stats };
      side.stats = { ...side.base };
    }
  }
  return state;
}

/** Stats that make every roll certain: no dodging, no critical hits. */
export const NO_LUCK: CombatStats = Object.freeze({ agility: 0, defense: 0, critical_rate: 0 });
