// A local battle through the battle pipeline with plain fakes for its services: played from the
// first turn to the knockout through the card dialog, the computer taking its own turns; the store's
// phases, the battle log, the backend's record, the storage keys, the toasts, cues and sounds are
// the ones the screens and the scene rely on.
import { afterEach, describe, expect, it } from 'vitest';
import {
  BATTLE_TOAST_MS,
  COMPUTER_ACTION_MS,
  ENERGY_CHARGE_CARD_ID,
  MSG,
  TURN_TIMER_SECONDS,
  VICTORY_DELAY_MS,
} from '../../../src/engine/index.ts';
import { createBattleCommands } from '../../../src/state/battle/battleCommands.ts';
import type { BattleCommands } from '../../../src/state/battle/battleCommands.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { openingLines } from '../../../src/engine/log/logLines.ts';
import { makePlan, openingState, replayBattle, replayBattleLog } from '../../../src/engine/plan/plan.ts';
import { useBattleStore } from '../../../src/state/battle/store.ts';
import { fakeServices, settle, watchPhases } from './fakes.ts';

const store = useBattleStore;
let battle: BattleCommands | null = null;

afterEach(() => battle?.setBattleAside());

/** The player's turn, through the card dialog: the move a normal computer would choose. */
function playMyTurn(commands: BattleCommands): void {
  const state = store.getState().state;
  if (!state) throw new Error('no battle');
  const action = computerAction(state, 'normal');
  commands.openCard(action.type === 'playCard' ? action.cardId : ENERGY_CHARGE_CARD_ID);
  expect(store.getState().dialogCardId).not.toBeNull();
  commands.confirmCard();
}

describe('a local battle fed by the engine', () => {
  it('versus the computer: from the first turn to the victory screen', async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    const watch = watchPhases();
    const plan = makePlan('versus_computer', 1, 'easy', 4242);
    const opening = openingState(plan);

    const first = await commands.beginBattle(plan);
    expect(first).toBe(opening.first);
    expect(fakes.recorded.battles).toEqual([{ id: 'battle-1', plan }]);
    expect(store.getState().battleId).toBe('battle-1');
    const opened = openingLines(opening);
    expect(store.getState().log.slice(0, opened.length)).toEqual(opened);
    expect(fakes.sounds[0]).toBe('battleStart');
    expect(fakes.keys.get('player1')).toBe(opening.sides[0].name);
    expect(fakes.keys.get('player2')).toBe(opening.sides[1].name);
    expect(fakes.keys.get('selectedCharacter')).toBe('1');
    expect(fakes.keys.get('character_id')).toBe('1');
    expect(fakes.keys.get('enemy_id')).toBe('2');
    expect(store.getState().secondsLeft).toBe(TURN_TIMER_SECONDS);

    for (let moves = 0; !store.getState().victoryReady; moves += 1) {
      expect(moves).toBeLessThan(400);
      await settle(() => {
        const s = store.getState();
        return s.phase === 'choosing' || s.victoryReady;
      }, 'the player choosing, or the victory');
      if (store.getState().phase === 'choosing') playMyTurn(commands);
    }
    watch.stop();

    const end = store.getState();
    const winner = end.state?.winner;
    expect(winner === 0 || winner === 1).toBe(true);
    if (winner !== 0 && winner !== 1) return;
    const actions = fakes.recorded.actions.map((a) => a.action);
    expect(fakes.recorded.actions.every((a) => a.battleId === 'battle-1')).toBe(true);
    expect(end.state).toEqual(replayBattle(plan, actions));
    expect(end.shown).toEqual(end.state);
    expect(end.log).toEqual(replayBattleLog(plan, actions));
    expect(end.log.at(-1)?.kind).toBe('knockout');
    expect(fakes.recorded.ends).toEqual([{ battleId: 'battle-1', status: 'finished', winner }]);
    expect(fakes.keys.get('winner')).toBe(end.state?.sides[winner].name);
    expect(end.phase).toBe('over');
    expect(end.cues.at(-1)).toMatchObject({ type: 'knockout', winner, loser: winner === 0 ? 1 : 0 });
    expect(fakes.sounds.at(-1)).toBe(winner === 0 ? 'victory' : 'defeat');
    expect(fakes.waits.at(-1)).toBe(VICTORY_DELAY_MS);
    expect(watch.phases.slice(0, 3)).toEqual([
      'loading',
      opening.first === 0 ? 'choosing' : 'computer',
      'resolving',
    ]);
    expect(new Set(watch.phases)).toEqual(new Set(['loading', 'choosing', 'computer', 'resolving', 'over']));

    // The computer's turns: announced and toasted, taunted, spoken, then played 5 s on.
    const computerMoves = actions.filter((a) => a.side === 1);
    expect(computerMoves.length).toBeGreaterThan(0);
    const announced = fakes.notices.filter((n) => n.text.startsWith('Computer Used: '));
    expect(announced.length).toBe(computerMoves.length);
    expect(announced.every((n) => n.kind === 'info' && n.side === 1 && n.ms === BATTLE_TOAST_MS)).toBe(true);
    expect(fakes.taunts.length).toBe(computerMoves.length);
    expect(fakes.taunts[0]).toEqual({ speaker: opening.sides[1].name, opponent: opening.sides[0].name });
    expect(fakes.sounds.filter((s) => s.startsWith('voice:')).length).toBe(computerMoves.length);
    expect(fakes.waits.filter((ms) => ms === COMPUTER_ACTION_MS).length).toBeGreaterThanOrEqual(
      computerMoves.length,
    );
    // The player's own moves: the card flips open, the confirm clicks.
    const myMoves = actions.filter((a) => a.side === 0).length;
    expect(fakes.sounds.filter((s) => s === 'cardFlip').length).toBe(myMoves);
    expect(fakes.sounds.filter((s) => s === 'click').length).toBe(myMoves);

    // Back to the menu: a finished battle is let go, not abandoned.
    commands.closeFinishedBattle();
    expect(fakes.recorded.ends.length).toBe(1);
    expect(store.getState().state).toBeNull();
  });

  it("two players: the clock runs out, the time's-up dialog passes the turn, leaving abandons", async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    const plan = makePlan('local_two_player', 2, 'normal', 77);
    await commands.beginBattle(plan);
    const side = store.getState().shown?.active;
    expect(store.getState().phase).toBe('choosing');

    // Paused, or held by a pointer, the clock stands still.
    commands.pauseBattle();
    fakes.advance(5000);
    expect(store.getState().secondsLeft).toBe(TURN_TIMER_SECONDS);
    commands.resumeBattle();
    commands.holdTurnClock(true);
    fakes.advance(5000);
    expect(store.getState().secondsLeft).toBe(TURN_TIMER_SECONDS);
    commands.holdTurnClock(false);

    fakes.advance(TURN_TIMER_SECONDS * 1000);
    expect(store.getState()).toMatchObject({ secondsLeft: 0, timeUpOpen: true, dialogCardId: null });
    expect(fakes.notices.at(-1)).toEqual({ text: MSG.timeUp, kind: 'error', side, ms: BATTLE_TOAST_MS });
    expect(fakes.ticking()).toBe(0);
    commands.openCard(ENERGY_CHARGE_CARD_ID);
    expect(store.getState().dialogCardId).toBeNull();

    commands.acknowledgeTimeUp();
    await settle(() => store.getState().phase === 'choosing', 'the next turn');
    expect(fakes.recorded.actions.map((a) => a.action)).toEqual([{ type: 'timeUp', side }]);
    expect(store.getState().shown?.active).toBe(side === 0 ? 1 : 0);
    expect(store.getState().log.at(-1)?.kind).toBe('timeUp');

    // How to Play's gate refuses a card the pointer does not ask for: a toast, nothing played.
    commands.setMoveGate(() => 'Charge Energy first.');
    commands.openCard(ENERGY_CHARGE_CARD_ID);
    commands.confirmCard();
    expect(fakes.notices.at(-1)?.text).toBe('Charge Energy first.');
    expect(fakes.recorded.actions.length).toBe(1);

    commands.leaveBattle();
    expect(fakes.recorded.ends).toEqual([{ battleId: 'battle-1', status: 'abandoned', winner: null }]);
    expect(store.getState().phase).toBe('loading');
  });

  it('resumes a stored battle where it stood, and restarts with a new seed', async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    const plan = makePlan('local_two_player', 1, 'normal', 5);
    const opening = openingState(plan);
    const actions = [{ type: 'chargeEnergy' as const, side: opening.active }];
    fakes.recorded.stored = { battleId: 'stored-1', plan, actions };
    await commands.resumeStoredBattle();
    expect(store.getState()).toMatchObject({ battleId: 'stored-1', phase: 'choosing' });
    expect(store.getState().state).toEqual(replayBattle(plan, actions));
    expect(store.getState().log).toEqual(replayBattleLog(plan, actions));

    await commands.restartBattle();
    expect(fakes.recorded.ends).toEqual([{ battleId: 'stored-1', status: 'abandoned', winner: null }]);
    expect(fakes.recorded.battles[0]?.plan.seed).not.toBe(plan.seed);
    expect(store.getState().battleId).toBe('battle-1');
  });
});
