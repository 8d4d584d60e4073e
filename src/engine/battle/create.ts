// Creating a battle from a seed and two sides. A side comes from a fighter template, an adventure
// enemy or an adventure hero; its stats are copied, so templates are never changed by a battle.
import { PLAYABLE_CARDS } from '../../content/index.ts';
import type { Stats } from '../../content/index.ts';
import { ENERGY_CHARGE_CARD_ID, MAX_HEALTH, MAX_MANA, STAT_MAX } from '../constants.ts';
import { Rng } from '../rng.ts';
import { findCard } from './cardTable.ts';
import { fillHand } from './draw.ts';
import { startTurn } from './turn.ts';
import type { BattleEvent, BattleState, SideIndex, SideState } from './types.ts';

export interface SideSetup {
  name: string;
  /** Fighter or enemy id of the template, if any. */
  templateId?: number | null;
  stats: Stats;
  /** Card ids to draw from; defaults to every playable card (versus modes). */
  pool?: readonly number[];
}

export interface BattleSetup {
  seed: number;
  sides: readonly [SideSetup, SideSetup];
  /** Who attacks first; a 50/50 roll from the seed when left out (online rooms: Player 1). */
  first?: SideIndex;
}

const ALL_PLAYABLE_IDS: readonly number[] = PLAYABLE_CARDS.map((c) => c.id);

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Math.round(n)));

function makeSide(setup: SideSetup): SideState {
  const pool = [...new Set(setup.pool ?? ALL_PLAYABLE_IDS)].filter(
    (id) => id !== ENERGY_CHARGE_CARD_ID && findCard(id) !== undefined,
  );
  const s = setup.stats;
  const base = {
    agility: clamp(s.agility, 0, STAT_MAX),
    defense: clamp(s.defense, 0, STAT_MAX),
    critical_rate: clamp(s.critical_rate, 0, STAT_MAX),
  };
  const health = clamp(s.health, 1, MAX_HEALTH);
  const energy = clamp(s.mana, 0, MAX_MANA);
  return {
    name: setup.name,
    templateId: setup.templateId ?? null,
    health,
    maxHealth: MAX_HEALTH,
    energy,
    maxEnergy: MAX_MANA,
    base,
    stats: { ...base },
    hand: [],
    pool,
    effects: [],
    stunned: false,
  };
}

/** A new battle: both hands drawn, the first side decided and its turn started. */
export function createBattle(setup: BattleSetup): { state: BattleState; events: BattleEvent[] } {
  const rng = Rng.fromSeed(setup.seed);
  const first: SideIndex = setup.first ?? (rng.int(0, 1) as SideIndex);
  const sides: [SideState, SideState] = [makeSide(setup.sides[0]), makeSide(setup.sides[1])];
  const events: BattleEvent[] = [];
  for (const index of [0, 1] as const) {
    for (const cardId of fillHand(sides[index].pool, sides[index].hand, rng))
      events.push({ type: 'cardDrawn', side: index, cardId });
  }
  const state: BattleState = {
    version: 1,
    seed: setup.seed | 0,
    rng: rng.state(),
    sides,
    active: first,
    first,
    turn: 1,
    winner: null,
  };
  // The opening turn start draws nothing at random (no effects are active yet).
  startTurn(state, events);
  return { state, events };
}

/** A side made from a fighter or enemy template. */
export function sideFromTemplate(
  template: Stats & { id: number; name: string },
  pool?: readonly number[],
): SideSetup {
  const setup: SideSetup = { name: template.name, templateId: template.id, stats: template };
  if (pool) setup.pool = pool;
  return setup;
}
