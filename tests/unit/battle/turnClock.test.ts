// The turn clock and the player's hand focus with plain fakes: the local 60 s wait for the
// battleground to be on screen, the online countdown reads the authority's deadline corrected for
// skew, and the keyboard's focus wraps around the hand.
import { afterEach, describe, expect, it } from 'vitest';
import { TURN_TIMER_SECONDS } from '../../../src/engine/index.ts';
import { makePlan } from '../../../src/engine/plan/plan.ts';
import { createBattleCommands } from '../../../src/state/battle/battleCommands.ts';
import type { BattleCommands } from '../../../src/state/battle/battleCommands.ts';
import { useBattleStore } from '../../../src/state/battle/store.ts';
import { secondsUntil } from '../../../src/state/battle/turnClock.ts';
import { fakeServices } from './fakes.ts';

const store = useBattleStore;
let battle: BattleCommands | null = null;
afterEach(() => battle?.setBattleAside());

describe('the turn clock', () => {
  it('counts whole seconds to a deadline, seen through the clock offset, within 0..60', () => {
    expect(secondsUntil(null, 0, 0)).toBe(TURN_TIMER_SECONDS);
    expect(secondsUntil(10_500, 0, 0)).toBe(11);
    expect(secondsUntil(10_500, 0, 2_000)).toBe(9);
    expect(secondsUntil(500_000, 0, 0)).toBe(TURN_TIMER_SECONDS);
    expect(secondsUntil(1_000, 5_000, 0)).toBe(0);
  });

  it('starts the local 60 s only once the battleground is on screen', async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    fakes.stage.ready = false;
    await commands.beginBattle(makePlan('local_two_player', 1, 'normal', 9));
    fakes.advance(10_000);
    expect(store.getState().secondsLeft).toBe(TURN_TIMER_SECONDS);
    fakes.stage.ready = true;
    fakes.advance(3_000);
    expect(store.getState().secondsLeft).toBe(TURN_TIMER_SECONDS - 3);
    // Setting the battle aside stops the clock.
    commands.setBattleAside();
    expect(fakes.ticking()).toBe(0);
  });
});

describe("the player's hand focus", () => {
  it('wraps around the hand and opens the focused card', async () => {
    const fakes = fakeServices();
    const commands = (battle = createBattleCommands(fakes.services));
    await commands.beginBattle(makePlan('local_two_player', 1, 'normal', 9));
    const s = store.getState();
    const hand = s.shown?.sides[s.shown.active].hand ?? [];
    expect(hand.length).toBeGreaterThan(1);
    commands.moveFocus(-1);
    expect(store.getState().focusedSlot).toBe(hand.length - 1);
    commands.moveFocus(1);
    expect(store.getState().focusedSlot).toBe(0);
    commands.openFocused();
    expect(store.getState().dialogCardId).toBe(hand[0]);
    expect(fakes.sounds.at(-1)).toBe('cardFlip');
    commands.closeCard();
    expect(store.getState().dialogCardId).toBeNull();
    // Paused, no card opens.
    commands.pauseBattle();
    commands.openFocused();
    expect(store.getState().dialogCardId).toBeNull();
  });
});
