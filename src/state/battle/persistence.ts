// Keeps the battle's action log in the backend, so a reload replays the same battle (spec key
// 'battleId'). Appends go one after another: each expects the count the previous one returned.
import { getBackend } from '../../services/backend/index.ts';
import type { BattleStatus, JsonValue } from '../../services/backend/index.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../services/storage/localKeys.ts';
import type { BattleAction } from '../../engine/index.ts';
import { contentVersion } from '../../engine/replay/contentVersion.ts';
import { planJson, readPlan } from '../../engine/plan/planSchema.ts';
import type { StoredBattle } from './services.ts';
import type { BattlePlan } from './types.ts';

export type { StoredBattle };

let chain: Promise<unknown> = Promise.resolve();
let count = 0;

export async function recordNewBattle(plan: BattlePlan): Promise<{ battleId: string; plan: BattlePlan }> {
  const record = await getBackend().battles.startBattle({
    // The guided battle is a battle against the computer to the backend (its schema knows four
    // modes); the plan in the setup still says 'tutorial'.
    mode: plan.mode === 'tutorial' ? 'versus_computer' : plan.mode,
    seed: plan.seed,
    // The content version beside the plan: a replay knows the card rules it was played under.
    setup: { ...(planJson(plan) as { [key: string]: JsonValue }), content: contentVersion() },
  });
  count = 0;
  writeLocal(LOCAL_KEYS.battleId, record.id);
  // The backend draws a story battle's seed itself: the battle on screen is the one it stored.
  return { battleId: record.id, plan: { ...plan, seed: Number(record.seed) } };
}

export function recordAction(battleId: string, action: BattleAction): void {
  chain = chain
    .then(async () => {
      count = await getBackend().battles.appendBattleAction(battleId, count, { ...action });
    })
    .catch((error: unknown) => console.warn('A battle action could not be saved:', error));
}

export function recordEnd(battleId: string, status: 'finished' | 'abandoned', winner: 0 | 1 | null): void {
  chain = chain
    .then(() => getBackend().battles.endBattle(battleId, status, winner))
    .catch((error: unknown) => console.warn('The battle could not be closed:', error));
  if (readLocal(LOCAL_KEYS.battleId) === battleId) localStorage.removeItem(LOCAL_KEYS.battleId);
}

/** Resolves once every queued write of the battle log (actions, its end) has been made. */
export async function battleWritesDone(): Promise<void> {
  await chain;
}

/** A stored battle as it stands (or ended), whatever its status; null when it cannot be read. */
export async function loadBattleRecord(
  battleId: string,
): Promise<(StoredBattle & { status: BattleStatus; winner: 0 | 1 | null }) | null> {
  await chain;
  const loaded = await getBackend()
    .battles.loadBattle(battleId)
    .catch(() => null);
  const plan = loaded ? readPlan(loaded.battle.setup) : null;
  if (!loaded || !plan) return null;
  const { status, winner } = loaded.battle;
  return { battleId, plan, actions: loaded.actions.filter(isAction), status, winner };
}

/** The battle named by `wanted` or else by the stored battleId, if it is still being fought. */
export async function loadStoredBattle(wanted?: string): Promise<StoredBattle | null> {
  const battleId = wanted ?? readLocal(LOCAL_KEYS.battleId);
  if (!battleId) return null;
  await chain;
  const loaded = await getBackend()
    .battles.loadBattle(battleId)
    .catch(() => null);
  if (!loaded || loaded.battle.status !== 'active') return null;
  const plan = readPlan(loaded.battle.setup);
  if (!plan) return null;
  const actions = loaded.actions.filter(isAction);
  count = loaded.actions.length;
  return { battleId, plan, actions };
}

function isAction(value: JsonValue): value is BattleAction & { [key: string]: JsonValue } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const side = value.side;
  if (side !== 0 && side !== 1) return false;
  if (value.type === 'playCard') return typeof value.cardId === 'number';
  return value.type === 'chargeEnergy' || value.type === 'timeUp';
}
