// An online battle through the battle pipeline, fed by a fake match authority: the player's moves
// go to it, its answers come back as applied moves (the engine's, here) and are shown by the same
// presenter as a local battle's; a refused move, time's up on either side, the authority's deadline
// on the turn clock, and the end, by knockout or by a match that ends without one.
import { afterEach, describe, expect, it } from 'vitest';
import {
  BATTLE_TOAST_MS,
  ENERGY_CHARGE_CARD_ID,
  MSG,
  TURN_TIMER_SECONDS,
  VICTORY_DELAY_MS,
  apply,
} from '../../../src/engine/index.ts';
import type { BattleAction, BattleState } from '../../../src/engine/index.ts';
import { createBattleCommands } from '../../../src/state/battle/battleCommands.ts';
import type { BattleCommands } from '../../../src/state/battle/battleCommands.ts';
import type { PlayerMove, RemoteAuthority } from '../../../src/state/battle/commands.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { openingState } from '../../../src/engine/plan/plan.ts';
import { useBattleStore } from '../../../src/state/battle/store.ts';
import type { BattlePlan } from '../../../src/state/battle/types.ts';
import { fakeServices, settle } from './fakes.ts';

const store = useBattleStore;
let battle: BattleCommands | null = null;
afterEach(() => battle?.setBattleAside());

const PLAN: BattlePlan = {
  mode: 'online',
  seed: 0,
  sides: [
    { kind: 'fighter', fighterId: 1 },
    { kind: 'fighter', fighterId: 2 },
  ],
  level: 'classic',
  place: 'arena',
  first: 0,
  online: { matchId: 'match-1', seat: 0, names: ['Ana', 'Ben'] },
};

/** The match authority: its own truth (a seeded battle), the moves it was sent, and its clock. */
function fakeAuthority() {
  const sent: PlayerMove[] = [];
  let leaves = 0;
  let truth: BattleState = openingState({ ...PLAN, seed: 31337 });
  const authority: RemoteAuthority = {
    send: (move) => void sent.push(move),
    leave: () => void (leaves += 1),
    clockOffset: () => 0,
  };
  /** Applies `action` and answers the browser with it, as the match would. */
  function applies(commands: BattleCommands, action: BattleAction, turnEndsAt: number | null) {
    const result = apply(truth, action);
    if (!result.ok) throw new Error(result.reason);
    truth = result.state;
    return commands.showAuthorityMoves([{ action, events: result.events }], truth, turnEndsAt, false);
  }
  return { authority, sent, applies, truth: () => truth, leaves: () => leaves };
}

describe('an online battle fed by the match authority', () => {
  it('from the first move to the knockout, with a refusal and time running out on both sides', async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    const match = fakeAuthority();
    const deadline = () => fakes.services.clock.now() + TURN_TIMER_SECONDS * 1000;

    commands.beginAuthorityBattle(PLAN, match.truth(), match.authority, deadline(), {
      fresh: true,
      over: false,
    });
    expect(store.getState()).toMatchObject({ source: 'online', battleId: 'match-1', phase: 'choosing' });
    expect(store.getState().secondsLeft).toBe(TURN_TIMER_SECONDS);
    expect(fakes.sounds).toEqual(['battleStart']);

    // The clock counts to the authority's deadline, four times a second.
    fakes.advance(1000);
    expect(store.getState().secondsLeft).toBe(TURN_TIMER_SECONDS - 1);

    // A move goes to the authority; the battle waits for its answer. A refusal gives the turn back.
    commands.openCard(ENERGY_CHARGE_CARD_ID);
    commands.confirmCard();
    expect(match.sent).toEqual([{ type: 'chargeEnergy' }]);
    expect(store.getState().phase).toBe('waiting');
    commands.refuseMove('That move came too late.');
    expect(fakes.notices.at(-1)).toEqual({
      text: 'That move came too late.',
      kind: 'error',
      side: 0,
      ms: BATTLE_TOAST_MS,
    });
    expect(store.getState().phase).toBe('choosing');

    // Accepted this time: shown as an applied move, then the foe's turn.
    commands.openCard(ENERGY_CHARGE_CARD_ID);
    commands.confirmCard();
    await match.applies(commands, { type: 'chargeEnergy', side: 0 }, deadline());
    expect(store.getState().shown?.active).toBe(1);
    expect(store.getState().log.at(-1)?.kind).toBe('charge');
    expect(fakes.recorded.actions).toEqual([]);

    // The foe runs out of time: the authority says so, the browser tells it.
    await match.applies(commands, { type: 'timeUp', side: 1 }, deadline());
    expect(fakes.notices.at(-1)).toEqual({
      text: 'Ben is out of time: the turn passes.',
      kind: 'info',
      side: 1,
      ms: BATTLE_TOAST_MS,
    });
    expect(store.getState()).toMatchObject({ phase: 'choosing', secondsLeft: TURN_TIMER_SECONDS });

    // The player's own deadline passes: the dialog opens; OK waits for the authority to pass the turn.
    fakes.advance(TURN_TIMER_SECONDS * 1000);
    expect(store.getState()).toMatchObject({ secondsLeft: 0, timeUpOpen: true });
    expect(fakes.notices.at(-1)).toEqual({ text: MSG.timeUp, kind: 'error', side: 0, ms: BATTLE_TOAST_MS });
    commands.acknowledgeTimeUp();
    expect(store.getState()).toMatchObject({ timeUpOpen: false, phase: 'waiting' });
    expect(match.sent.length).toBe(2);
    await match.applies(commands, { type: 'timeUp', side: 0 }, deadline());
    expect(store.getState().shown?.active).toBe(1);

    // Then on to the knockout: the player through the dialog, the foe through the authority.
    for (let moves = 0; match.truth().winner === null; moves += 1) {
      expect(moves).toBeLessThan(400);
      const truth = match.truth();
      const action = computerAction(truth, 'normal');
      if (truth.active === 0) {
        expect(store.getState().phase).toBe('choosing');
        commands.openCard(action.type === 'playCard' ? action.cardId : ENERGY_CHARGE_CARD_ID);
        commands.confirmCard();
        expect(store.getState().phase).toBe('waiting');
        expect(match.sent.at(-1)).toEqual(
          action.type === 'playCard' ? { type: 'playCard', cardId: action.cardId } : { type: 'chargeEnergy' },
        );
      }
      await match.applies(commands, action, deadline());
    }
    await settle(() => store.getState().victoryReady, 'the victory screen');
    const winner = match.truth().winner;
    if (winner === null) throw new Error('no winner');
    expect(store.getState()).toMatchObject({ phase: 'over', victoryReady: true });
    expect(store.getState().state).toEqual(match.truth());
    expect(store.getState().log.at(-1)?.kind).toBe('knockout');
    expect(store.getState().cues.at(-1)).toMatchObject({ type: 'knockout', winner });
    expect(fakes.keys.get('winner')).toBe(match.truth().sides[winner].name);
    expect(fakes.sounds.at(-1)).toBe(winner === 0 ? 'victory' : 'defeat');
    expect(fakes.waits.at(-1)).toBe(VICTORY_DELAY_MS);
    // The authority keeps the record, not this browser's backend; an ended match is not forfeited.
    expect(fakes.recorded).toMatchObject({ battles: [], actions: [], ends: [] });
    commands.closeFinishedBattle();
    expect(match.leaves()).toBe(0);
  });

  it('a forfeit ends the battle without a knockout; leaving a live match forfeits it', async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    const match = fakeAuthority();
    commands.beginAuthorityBattle(PLAN, match.truth(), match.authority, null, { fresh: false, over: false });
    expect(fakes.sounds).toEqual([]);
    await commands.showAuthorityMoves([], match.truth(), null, true);
    expect(store.getState()).toMatchObject({ phase: 'over', victoryReady: false });
    expect(fakes.ticking()).toBe(0);

    commands.beginAuthorityBattle(PLAN, match.truth(), match.authority, null, { fresh: false, over: false });
    commands.leaveBattle();
    expect(match.leaves()).toBe(1);
    expect(store.getState()).toMatchObject({ state: null, source: 'local' });

    // A screen resuming a match waits for it, and gives up when it is gone.
    commands.awaitAuthorityBattle();
    expect(store.getState()).toMatchObject({ source: 'online', state: null, missing: false });
    await commands.showAuthorityMoves([], match.truth(), null, false);
    expect(store.getState().state).toBeNull();
    commands.authorityBattleMissing();
    expect(store.getState()).toMatchObject({ source: 'online', missing: true });
  });
});
