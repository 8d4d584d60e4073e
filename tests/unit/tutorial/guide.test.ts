// How to Play's guided battle through the state the screens use (docs/tutorial.md), over the local
// backend on fake IndexedDB at instant speed: the guide starts the battle of the fixed seed at its
// first pointer, holds the turn clock while a pointer speaks, lets only the card the pointer asks
// for be played (with a toast naming it), moves on when that card lands, remembers the pointer per
// profile so a reload resumes there, and lets go of everything on Skip guide.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENERGY_CHARGE_CARD_ID } from '../../../src/engine/index.ts';
import { LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';
import {
  GUIDE_ATTACK_CARD_ID,
  GUIDE_BUFF_CARD_ID,
  GUIDE_START,
  GUIDE_STEPS,
  refusalFor,
} from '../../../src/engine/tutorial/steps.ts';
import { tutorialPlan } from '../../../src/engine/tutorial/plan.ts';
import { confirmCard, openCard, setBattleAside } from '../../../src/state/battle/commands.ts';
import { onNotice } from '../../../src/state/battle/notices.ts';
import { battleWritesDone, loadBattleRecord } from '../../../src/state/battle/persistence.ts';
import { INITIAL_BATTLE, useBattleStore } from '../../../src/state/battle/store.ts';
import type { Notice } from '../../../src/state/battle/types.ts';
import { setSignedIn, setSignedOut } from '../../../src/state/session.ts';
import { useSettingsStore } from '../../../src/state/settings.ts';
import {
  closeSkippedNotice,
  guideEvent,
  guideUserId,
  pointerShowing,
  resumeGuidedBattle,
  startGuidedBattle,
  stopGuide,
  useGuideStore,
} from '../../../src/state/tutorial/guide.ts';
import { readGuideMemory } from '../../../src/state/tutorial/memory.ts';
import { browserStorage, installLocalBackend, signInAsGuest, until } from '../state/fakes.ts';

let userId: string;
const battle = () => useBattleStore.getState();
const guide = () => useGuideStore.getState();
const memory = () => readGuideMemory(userId);

/** Waits for the player's turn to choose (the computer's turns run by themselves). */
async function myTurn(): Promise<void> {
  await until(() => battle().phase === 'choosing' && battle().state?.active === 0, "the player's turn");
}

/** The card dialog's Confirm on `cardId`. */
function play(cardId: number): void {
  openCard(cardId);
  confirmCard();
}

beforeAll(() => {
  vi.stubGlobal('window', globalThis);
  useSettingsStore.setState({ speed: 'instant' });
  // Node has no audio: each sound says once (later, as it fails to load) that it could not load.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

beforeEach(async () => {
  browserStorage();
  const test = installLocalBackend('guide');
  ({ userId } = await signInAsGuest(test.backend));
  setSignedIn(userId, 'guest', false);
  useBattleStore.setState({ ...INITIAL_BATTLE });
});

afterEach(() => {
  stopGuide();
  setBattleAside();
});

describe('the guided battle', () => {
  it('starts at the first pointer, holds the clock while it speaks and keeps to the script', async () => {
    const notices: Notice[] = [];
    const off = onNotice((notice) => notices.push(notice));
    await startGuidedBattle();
    expect(battle().plan).toEqual(tutorialPlan());
    expect(guide()).toEqual({ progress: GUIDE_START, skippedNotice: false });
    expect(memory()).toMatchObject({ offered: true, battleId: battle().battleId, progress: GUIDE_START });
    await myTurn();
    expect(pointerShowing(battle(), guide().progress)).toBe(true);
    expect(battle().clockHeld).toBe(true);

    // An information pointer waits for Next: no card may be played yet.
    const turn = battle().state?.turn;
    play(GUIDE_ATTACK_CARD_ID);
    expect(notices.at(-1)?.text).toBe(refusalFor(GUIDE_START, GUIDE_ATTACK_CARD_ID));
    expect(battle().state?.turn).toBe(turn);
    guideEvent({ type: 'next' });
    guideEvent({ type: 'next' });
    expect(guide().progress).toEqual({ step: 2, status: 'guiding' });
    expect(memory().progress).toEqual({ step: 2, status: 'guiding' });

    // The play pointer: Charge Energy and other cards are refused by name, Redonda is played.
    play(ENERGY_CHARGE_CARD_ID);
    expect(notices.at(-1)?.text).toContain('Not Charge Energy yet');
    expect(battle().state?.turn).toBe(turn);
    play(GUIDE_ATTACK_CARD_ID);
    await until(() => guide().progress?.step === 3, 'the pointer after Redonda');
    await battleWritesDone();
    await until(() => memory().progress?.step === 3, 'the pointer remembered');
    const stored = await loadBattleRecord(battle().battleId ?? '');
    expect(stored?.actions[0]).toEqual({ type: 'playCard', side: 0, cardId: GUIDE_ATTACK_CARD_ID });
    off();
  });

  it('a reload resumes the stored battle at the pointer it was on', async () => {
    await startGuidedBattle();
    const battleId = battle().battleId;
    await myTurn();
    guideEvent({ type: 'next' });
    guideEvent({ type: 'next' });
    play(GUIDE_ATTACK_CARD_ID);
    await until(() => memory().progress?.step === 3, 'the pointer remembered');

    // The page reloads: nothing on screen, the memory in this browser.
    stopGuide();
    setBattleAside();
    useBattleStore.setState({ ...INITIAL_BATTLE });
    await resumeGuidedBattle();
    expect(battle().battleId).toBe(battleId);
    expect(guide().progress).toEqual({ step: 3, status: 'guiding' });
    await myTurn();
    expect(battle().clockHeld).toBe(true);
    // Entering the route again with the battle on screen changes nothing.
    await resumeGuidedBattle();
    expect(guide().progress).toEqual({ step: 3, status: 'guiding' });
  });

  it('is missing when no guided battle is remembered', async () => {
    await resumeGuidedBattle();
    expect(battle().missing).toBe(true);
    expect(guide().progress).toBeNull();
  });

  it('Skip guide lets every card be played and lets the clock run; the notice closes', async () => {
    await startGuidedBattle();
    await myTurn();
    guideEvent({ type: 'skip' });
    expect(guide()).toEqual({ progress: { step: 0, status: 'skipped' }, skippedNotice: true });
    expect(memory().progress).toEqual({ step: 0, status: 'skipped' });
    expect(pointerShowing(battle(), guide().progress)).toBe(false);
    expect(battle().clockHeld).toBe(false);
    const turn = battle().state?.turn ?? 0;
    play(ENERGY_CHARGE_CARD_ID);
    await until(() => (battle().state?.turn ?? 0) > turn, 'Charge Energy played');
    closeSkippedNotice();
    expect(guide().skippedNotice).toBe(false);
    // Events after the guide ended change nothing.
    guideEvent({ type: 'next' });
    expect(guide().progress).toEqual({ step: 0, status: 'skipped' });
  });

  it('every pointer seen is remembered as done; How to Play starts a new battle from the first', async () => {
    await startGuidedBattle();
    const first = battle().battleId;
    await myTurn();
    guideEvent({ type: 'next' });
    guideEvent({ type: 'next' });
    play(GUIDE_ATTACK_CARD_ID);
    await until(() => guide().progress?.step === 3, 'the ticks pointer');
    await myTurn();
    guideEvent({ type: 'next' });
    play(GUIDE_BUFF_CARD_ID);
    await until(() => guide().progress?.step === 5, 'the timer pointer');
    await myTurn();
    guideEvent({ type: 'next' });
    guideEvent({ type: 'next' });
    expect(guide().progress).toEqual({ step: GUIDE_STEPS.length, status: 'done' });
    expect(memory()).toMatchObject({ completed: true, progress: { status: 'done' } });
    expect(battle().clockHeld).toBe(false);

    await startGuidedBattle();
    expect(battle().battleId).not.toBe(first);
    expect(guide().progress).toEqual(GUIDE_START);
    expect(memory()).toMatchObject({ completed: true, offered: true, progress: GUIDE_START });
  });

  it('knows the profile after a reload from the stored user id', () => {
    expect(guideUserId()).toBe(userId);
    // After a reload the session store does not know the player yet; the stored key does.
    setSignedOut();
    expect(guideUserId()).toBe(userId);
    localStorage.removeItem(LOCAL_KEYS.userId);
    expect(guideUserId()).toBeNull();
  });
});
