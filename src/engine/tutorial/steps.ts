// How to Play's guided battle, as a step machine: the pointers in order, what each waits for, and
// which event moves it on. Pure (no store, no storage, no DOM), so the tests can drive it alone.
//
// The battle is fought on a fixed seed (plan.ts), so the moments the pointers speak of all happen:
// the opening hand holds Redonda (an attack that burns) and Utos ng Datu (a buff), the easy
// computer answers Redonda with Saksak (poison), and at the player's second turn burn has ticked
// on Alon and poison on Kidlat. tests/unit/tutorial/steps.test.ts plays it through the engine.
import { getCard } from '../../content/index.ts';
import { apply } from '../battle/apply.ts';
import type { BattleState } from '../battle/types.ts';
import { ENERGY_CHARGE_CARD_ID } from '../constants.ts';

/** Redonda: the attack of the guide (22 power, 30 energy, burn 4 for 2 turns). */
export const GUIDE_ATTACK_CARD_ID = 71;
/** Utos ng Datu: the buff of the guide (defense +20 and critical rate +30 for 3 turns, 40 energy). */
export const GUIDE_BUFF_CARD_ID = 103;

export type StepId = 'hand' | 'energy' | 'attack' | 'ticks' | 'buff' | 'timer' | 'menu';

/** What a pointer points at on the battle screen. */
export type PointerTarget = 'hand' | 'charge' | 'foe' | 'timer' | 'menu';

/** 'next': an information pointer, gone with its Next button. 'play': gone once that card is played. */
export type StepWait = { kind: 'next' } | { kind: 'play'; cardId: number };

export interface GuideStep {
  readonly id: StepId;
  readonly target: PointerTarget;
  readonly wait: StepWait;
}

export const GUIDE_STEPS: readonly GuideStep[] = Object.freeze([
  { id: 'hand', target: 'hand', wait: { kind: 'next' } },
  { id: 'energy', target: 'charge', wait: { kind: 'next' } },
  { id: 'attack', target: 'hand', wait: { kind: 'play', cardId: GUIDE_ATTACK_CARD_ID } },
  { id: 'ticks', target: 'foe', wait: { kind: 'next' } },
  { id: 'buff', target: 'hand', wait: { kind: 'play', cardId: GUIDE_BUFF_CARD_ID } },
  { id: 'timer', target: 'timer', wait: { kind: 'next' } },
  { id: 'menu', target: 'menu', wait: { kind: 'next' } },
]);

/** 'guiding': a pointer is current. 'skipped': the player ended the guide early. 'done': all seen. */
export type GuideStatus = 'guiding' | 'skipped' | 'done';

export interface GuideProgress {
  /** Index into GUIDE_STEPS of the current pointer (while guiding). */
  readonly step: number;
  readonly status: GuideStatus;
}

export const GUIDE_START: GuideProgress = Object.freeze({ step: 0, status: 'guiding' });

/** 'next': a pointer's Next. 'played': the player's card landed. 'skip': Skip guide. */
export type GuideEvent = { type: 'next' } | { type: 'played'; cardId: number } | { type: 'skip' };

export function currentStep(progress: GuideProgress): GuideStep | null {
  if (progress.status !== 'guiding') return null;
  return GUIDE_STEPS[progress.step] ?? null;
}

/** The progress after `event`; an event the current pointer does not wait for changes nothing. */
export function advance(progress: GuideProgress, event: GuideEvent): GuideProgress {
  const step = currentStep(progress);
  if (!step) return progress;
  if (event.type === 'skip') return { step: progress.step, status: 'skipped' };
  const wait = step.wait;
  const answered =
    (event.type === 'next' && wait.kind === 'next') ||
    (event.type === 'played' && wait.kind === 'play' && event.cardId === wait.cardId);
  if (!answered) return progress;
  const next = progress.step + 1;
  return next < GUIDE_STEPS.length ? { step: next, status: 'guiding' } : { step: next, status: 'done' };
}

/**
 * Why a card may not be played while the guide speaks, or null when it may. The battle must follow
 * the pointers (its seed was chosen for them): an information pointer waits for Next, a play
 * pointer for its own card. Once skipped or done, every card is the player's to choose.
 */
export function refusalFor(progress: GuideProgress, cardId: number): string | null {
  const step = currentStep(progress);
  if (!step) return null;
  if (step.wait.kind === 'next') return 'Read the pointer first: press Next (or Skip guide).';
  if (cardId === step.wait.cardId) return null;
  const wanted = getCard(step.wait.cardId).name;
  const chosen = cardId === ENERGY_CHARGE_CARD_ID ? 'Charge Energy' : getCard(cardId).name;
  return `Not ${chosen} yet: the guide asks for ${wanted} (or press Skip guide).`;
}

/**
 * Whether the move from `before` to `after` was the player (side 0) playing `cardId`: the engine
 * plays it again and the results must agree. A hand cannot tell, since a card played may be drawn
 * straight back into its slot.
 */
export function wasPlayed(before: BattleState, after: BattleState, cardId: number): boolean {
  if (before.active !== 0 || before.winner !== null) return false;
  const result = apply(before, { type: 'playCard', side: 0, cardId });
  return result.ok && JSON.stringify(result.state) === JSON.stringify(after);
}
