// Battles that start near their end: the engine plays a battle from its seed in Node (the computer
// with the game's own decision, the player as battleSupport's playStrongest), and the moves up to a
// few before the end are written into the local backend's IndexedDB the way the game records them.
// The battle screen then resumes that battle (as after a reload) and the test plays the last moves
// through the screen: the victory, the reward or the jail are seen without playing 20 turns first.
// A story battle's seed is the backend's: its plan is read back from the stored battle
// (recordedBattle), and a story battle to win follows a line found to win it (storySupport.ts).
// The whole battles stay played through the screens in the soak tier (tests/e2e/soak).
import type { Page } from '@playwright/test';
import { getCard } from '../../src/content/cards.ts';
import { computerAction } from '../../src/engine/ai/computerMove.ts';
import { ENERGY_CHARGE_CARD_ID } from '../../src/engine/constants.ts';
import { computerUsedText } from '../../src/engine/messages.ts';
import { apply } from '../../src/engine/battle/apply.ts';
import type { BattleAction, BattleState, SideIndex } from '../../src/engine/battle/types.ts';
import { openingState } from '../../src/engine/plan/plan.ts';
import { planJson, readPlan, type BattlePlan } from '../../src/engine/plan/planSchema.ts';
import { contentVersion } from '../../src/engine/replay/contentVersion.ts';
import type { BattleActionRow, BattleRow } from '../../src/services/backend/local/db.ts';

/** The move battleSupport's playStrongest makes: the dearest attack it can pay for above 40 energy. */
export function strongestMove(state: BattleState): BattleAction {
  const side = state.active;
  const { hand, energy } = state.sides[side];
  const attacks = hand
    .map((id) => getCard(id))
    .filter((card) => card.type === 'attack' && card.mana_cost <= energy)
    .sort((a, b) => b.mana_cost - a.mana_cost);
  const best = attacks[0];
  if (best && energy > 40) return { type: 'playCard', side, cardId: best.id };
  return { type: 'chargeEnergy', side };
}

/** The side the computer plays in this plan's battle, if any (the computer and story enemies). */
function computerSide(plan: BattlePlan): SideIndex | null {
  return plan.mode === 'versus_computer' || plan.mode === 'adventure' ? 1 : null;
}

/** How a test's player chooses a move in the engine's state (the same rule its screen steps follow). */
export type Player = (state: BattleState) => BattleAction;

/** A player who only ever charges energy. */
export const chargeOnly: Player = (state) => ({ type: 'chargeEnergy', side: state.active });

/** What the battle screen announces for each of the computer's moves among `actions`, in order. */
export function computerAnnouncements(plan: BattlePlan, actions: readonly BattleAction[]): string[] {
  const computer = computerSide(plan);
  return actions
    .filter((action) => action.side === computer)
    .map((action) =>
      computerUsedText(getCard(action.type === 'playCard' ? action.cardId : ENERGY_CHARGE_CARD_ID).name),
    );
}

export interface PlayedBattle {
  /** Every action from the first move to the final blow. */
  readonly actions: BattleAction[];
  readonly winner: SideIndex;
}

/**
 * The moves from the start until `stop` says a player (not the computer) stands where the test
 * begins, or the battle is won: the computer as the game decides, every player as `player`.
 */
export function movesUntil(
  plan: BattlePlan,
  player: Player,
  stop: (state: BattleState) => boolean,
  maxMoves = 400,
): { actions: BattleAction[]; state: BattleState } {
  let state = openingState(plan);
  const actions: BattleAction[] = [];
  const computer = computerSide(plan);
  while (state.winner === null && (state.active === computer || !stop(state))) {
    if (actions.length >= maxMoves) throw new Error(`Nothing to stop at after ${maxMoves} moves`);
    const action = state.active === computer ? computerAction(state, plan.level) : player(state);
    const result = apply(state, action);
    if (!result.ok) throw new Error(`The engine refused ${JSON.stringify(action)}`);
    actions.push(action);
    state = result.state;
  }
  return { actions, state };
}

/** The battle played to its end. */
export function playedBattle(plan: BattlePlan, player: Player = strongestMove): PlayedBattle {
  const { actions, state } = movesUntil(plan, player, () => false);
  if (state.winner === null) throw new Error('The battle did not end');
  return { actions, winner: state.winner };
}

/**
 * The actions of the battle up to the point where `movesLeft` moves remain, cut so that a player
 * (not the computer) is on the move: the test plays the rest through the screen.
 */
export function nearItsEnd(
  plan: BattlePlan,
  movesLeft: number,
  player: Player = strongestMove,
): PlayedBattle {
  const whole = playedBattle(plan, player);
  const computer = computerSide(plan);
  let cut = Math.max(0, whole.actions.length - movesLeft);
  while (cut > 0 && whole.actions[cut]?.side === computer) cut -= 1;
  return { actions: whole.actions.slice(0, cut), winner: whole.winner };
}

/**
 * Records a new battle of `plan` with `actions` already made, for the signed-in player of the page
 * (the local backend), and names it as the battle in progress, as the character select does.
 * The page must be on the game's origin; open the battle screen next (battleSupport's goInApp).
 */
export async function seedBattle(
  page: Page,
  plan: BattlePlan,
  actions: readonly BattleAction[],
): Promise<string> {
  const setup = { ...(planJson(plan) as object), content: contentVersion() };
  const mode = plan.mode === 'tutorial' ? 'versus_computer' : plan.mode;
  return page.evaluate(
    async ({ setup, mode, seed, actions }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('sinawali-showdown');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const done = (request: IDBRequest) =>
        new Promise<unknown>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const read = db.transaction(['device', 'sessions'], 'readonly');
      const pointer = (await done(read.objectStore('device').get('current_session'))) as
        { access_token: string } | undefined;
      if (!pointer) throw new Error('No player is signed in on this page.');
      const session = (await done(read.objectStore('sessions').get(pointer.access_token))) as {
        user_id: string;
      };
      const now = new Date().toISOString();
      const row: BattleRow = {
        id: crypto.randomUUID(),
        user_id: session.user_id,
        mode: mode as BattleRow['mode'],
        seed,
        setup: setup as BattleRow['setup'],
        status: 'active',
        winner: null,
        action_count: actions.length,
        created_at: now,
        updated_at: now,
      };
      const write = db.transaction(['battles', 'battle_actions'], 'readwrite');
      write.objectStore('battles').add(row);
      actions.forEach((action, seq) => {
        const entry: BattleActionRow = { battle_id: row.id, seq, action };
        write.objectStore('battle_actions').add(entry);
      });
      await new Promise<void>((resolve, reject) => {
        write.oncomplete = () => resolve();
        write.onerror = () => reject(write.error);
      });
      db.close();
      localStorage.setItem('battleId', row.id);
      return row.id;
    },
    { setup, mode, seed: plan.seed, actions: actions.map((action) => ({ ...action })) },
  );
}

/** The plan and the number of actions of a battle the game recorded (a story battle, say). */
export async function recordedBattle(
  page: Page,
  battleId: string,
): Promise<{ plan: BattlePlan; count: number }> {
  const found = await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sinawali-showdown');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<BattleRow | undefined>((resolve, reject) => {
      const request = db.transaction('battles').objectStore('battles').get(id);
      request.onsuccess = () => resolve(request.result as BattleRow | undefined);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return row ? { setup: row.setup, count: row.action_count } : null;
  }, battleId);
  const plan = found ? readPlan(found.setup) : null;
  if (!found || !plan) throw new Error(`No battle ${battleId} is recorded on this page.`);
  return { plan, count: found.count };
}

/** Adds moves to a recorded battle that has none yet (then reload: the screen resumes from them). */
export async function appendActions(
  page: Page,
  battleId: string,
  actions: readonly BattleAction[],
): Promise<void> {
  await page.evaluate(
    async ({ id, actions }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('sinawali-showdown');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['battles', 'battle_actions'], 'readwrite');
      const battles = tx.objectStore('battles');
      const get = battles.get(id);
      get.onsuccess = () => {
        const row = get.result as BattleRow;
        if (row.action_count !== 0) {
          tx.abort();
          return;
        }
        actions.forEach((action, seq) => {
          const entry: BattleActionRow = { battle_id: id, seq, action };
          tx.objectStore('battle_actions').add(entry);
        });
        battles.put({ ...row, action_count: actions.length, updated_at: new Date().toISOString() });
      };
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onabort = () => reject(new Error('The battle already has moves.'));
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { id: battleId, actions: actions.map((action) => ({ ...action })) },
  );
}
