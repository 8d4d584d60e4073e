import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/index.ts';
import type { BattleAction, BattleEvent, BattleState } from '../../../src/engine/index.ts';
import { getCard } from '../../../src/content/index.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { openingState } from '../../../src/engine/plan/plan.ts';
import { readPlan, planJson } from '../../../src/engine/plan/planSchema.ts';
import { pointerWords } from '../../../src/engine/tutorial/pointerText.ts';
import { TUTORIAL_SEED, tutorialPlan } from '../../../src/engine/tutorial/plan.ts';
import {
  GUIDE_ATTACK_CARD_ID,
  GUIDE_BUFF_CARD_ID,
  GUIDE_START,
  GUIDE_STEPS,
  advance,
  currentStep,
  refusalFor,
  wasPlayed,
  type GuideProgress,
} from '../../../src/engine/tutorial/steps.ts';

const ids = (progress: GuideProgress) => currentStep(progress)?.id ?? progress.status;

describe('the step machine', () => {
  it('walks the pointers in order: Next for information, the asked card for a play', () => {
    let p = GUIDE_START;
    expect(ids(p)).toBe('hand');
    p = advance(p, { type: 'next' });
    expect(ids(p)).toBe('energy');
    p = advance(p, { type: 'next' });
    expect(ids(p)).toBe('attack');
    // A play pointer ignores Next and any other card.
    expect(advance(p, { type: 'next' })).toBe(p);
    expect(advance(p, { type: 'played', cardId: GUIDE_BUFF_CARD_ID })).toBe(p);
    p = advance(p, { type: 'played', cardId: GUIDE_ATTACK_CARD_ID });
    expect(ids(p)).toBe('ticks');
    // An information pointer ignores a card.
    expect(advance(p, { type: 'played', cardId: GUIDE_ATTACK_CARD_ID })).toBe(p);
    p = advance(p, { type: 'next' });
    expect(ids(p)).toBe('buff');
    p = advance(p, { type: 'played', cardId: GUIDE_BUFF_CARD_ID });
    expect(ids(p)).toBe('timer');
    p = advance(p, { type: 'next' });
    expect(ids(p)).toBe('menu');
    p = advance(p, { type: 'next' });
    expect(p.status).toBe('done');
    expect(currentStep(p)).toBeNull();
    // Finished is finished.
    expect(advance(p, { type: 'next' })).toBe(p);
  });

  it('Skip guide ends it at any pointer, and nothing moves it after', () => {
    for (let step = 0; step < GUIDE_STEPS.length; step += 1) {
      const skipped = advance({ step, status: 'guiding' }, { type: 'skip' });
      expect(skipped).toEqual({ step, status: 'skipped' });
      expect(advance(skipped, { type: 'next' })).toBe(skipped);
      expect(refusalFor(skipped, 60)).toBeNull();
    }
  });

  it('lets through only the card the pointer asks for', () => {
    const hand = GUIDE_START;
    expect(refusalFor(hand, GUIDE_ATTACK_CARD_ID)).toMatch(/press Next/);
    const attack = { step: 2, status: 'guiding' } as const;
    expect(refusalFor(attack, GUIDE_ATTACK_CARD_ID)).toBeNull();
    expect(refusalFor(attack, 91)).toBe(
      'Not Charge Energy yet: the guide asks for Redonda (or press Skip guide).',
    );
    expect(refusalFor(attack, GUIDE_BUFF_CARD_ID)).toMatch(/^Not Utos ng Datu yet/);
  });

  it('the plan survives the stored setup', () => {
    expect(readPlan(planJson(tutorialPlan()))).toEqual(tutorialPlan());
  });
});

/** The guided battle as the screen plays it: the player's asked cards, the easy computer's answers. */
function playGuide(): { states: BattleState[]; events: BattleEvent[][]; actions: BattleAction[] } {
  const plan = tutorialPlan();
  let state = openingState(plan);
  const states = [state];
  const events: BattleEvent[][] = [];
  const actions: BattleAction[] = [];
  const mine = [GUIDE_ATTACK_CARD_ID, GUIDE_BUFF_CARD_ID];
  while (mine.length > 0 || state.active === 1) {
    const action: BattleAction =
      state.active === 1
        ? computerAction(state, plan.level)
        : { type: 'playCard', side: 0, cardId: mine.shift() ?? 0 };
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    events.push(result.events);
    state = result.state;
    states.push(state);
  }
  return { states, events, actions };
}

describe(`the guided battle on seed ${TUTORIAL_SEED}`, () => {
  const { states, events, actions } = playGuide();
  const opening = states[0]!;

  it('the player (Kidlat) attacks first, holding both asked cards', () => {
    expect(opening.first).toBe(0);
    expect(opening.sides[0].name).toBe('Kidlat');
    expect(opening.sides[1].name).toBe('Alon');
    expect(opening.sides[0].hand).toContain(GUIDE_ATTACK_CARD_ID);
    expect(opening.sides[0].hand).toContain(GUIDE_BUFF_CARD_ID);
  });

  it('Redonda hits and burns; the computer answers with poison; both tick; then the buff', () => {
    expect(actions.map((a) => (a.type === 'playCard' ? getCard(a.cardId).name : a.type))).toEqual([
      'Redonda',
      'Saksak',
      'Utos ng Datu',
      'Hakbang',
    ]);
    const [attack, answer, buff] = events;
    expect(attack!.some((e) => e.type === 'damaged' && e.target === 1)).toBe(true);
    expect(attack!.some((e) => e.type === 'effectApplied' && e.kind === 'burn' && e.target === 1)).toBe(true);
    // Burn ticks on Alon as his turn starts (the end of Redonda's move).
    expect(attack!.some((e) => e.type === 'effectTicked' && e.kind === 'burn' && e.side === 1)).toBe(true);
    expect(answer!.some((e) => e.type === 'effectApplied' && e.kind === 'poison' && e.target === 0)).toBe(
      true,
    );
    // Poison ticks on Kidlat as the player's second turn starts.
    expect(answer!.some((e) => e.type === 'effectTicked' && e.kind === 'poison' && e.side === 0)).toBe(true);
    expect(buff!.some((e) => e.type === 'effectApplied' && e.kind === 'critAmp' && e.target === 0)).toBe(
      true,
    );
    expect(buff!.some((e) => e.type === 'effectApplied' && e.kind === 'defAmp' && e.target === 0)).toBe(true);
    // The player's third turn has come, with the battle still on: the timer and menu pointers.
    const last = states.at(-1)!;
    expect(last.active).toBe(0);
    expect(last.winner).toBeNull();
  });

  it('tells each move apart from the others', () => {
    expect(wasPlayed(states[0]!, states[1]!, GUIDE_ATTACK_CARD_ID)).toBe(true);
    expect(wasPlayed(states[0]!, states[1]!, GUIDE_BUFF_CARD_ID)).toBe(false);
    // The computer's move is not the player's.
    expect(wasPlayed(states[1]!, states[2]!, GUIDE_ATTACK_CARD_ID)).toBe(false);
    expect(wasPlayed(states[2]!, states[3]!, GUIDE_BUFF_CARD_ID)).toBe(true);
  });

  it("the pointers' words name the real cards and numbers", () => {
    const step = (id: string) => GUIDE_STEPS.find((s) => s.id === id)!;
    expect(pointerWords(step('attack'), opening).ask).toBe(
      `Play Redonda: press ${opening.sides[0].hand.indexOf(71) + 1} (or pick it in the fan), then Confirm.`,
    );
    expect(pointerWords(step('attack'), opening).text).toContain('costs 30 energy and strikes for 22');
    const ticks = pointerWords(step('ticks'), states[2]!).text;
    expect(ticks).toContain('Burn (Redonda) takes 4 HP from Alon, 1 turn more.');
    expect(ticks).toContain('Poison (Saksak) takes 6 HP from Kidlat, 2 turns more.');
    expect(pointerWords(step('buff'), states[2]!).text).toContain('defense rises by 20');
  });
});
