// The outcomes of a story scenario's choices (docs/game-design.md §5.6, §9.13). Each takes the generator, so
// the adventure screens only show what these functions decided.
import type { LocationId } from '../../content/index.ts';
import {
  CHOICE_A_GOLD_CHANCE,
  CHOICE_A_GOLD_RANGE,
  CHOICE_A_POTION_CHANCE,
  CHOICE_A_POTION_RANGE,
  CHOICE_B_ENEMY_RANGE,
  CHOICE_C_BREAK_CHANCE,
  MANOR_GOLD_CHANCE,
  MANOR_POTION_CHANCE,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import type { Rng } from '../rng.ts';

export type ScenarioChoice = 'A' | 'B' | 'C';

export interface ChoiceAOutcome {
  choice: 'A';
  /** Health points of the energy potion found, or null when none was found. */
  potion: number | null;
  /** Gold found (0 when none). */
  gold: number;
  /** Choice A always continues with a follow-up scenario. */
  followUp: true;
}

export interface ChoiceBOutcome {
  choice: 'B';
  /** The story enemy to fight (4 to 6). */
  enemyId: number;
  /** Which of the two enemy figures to show (1 or 2). */
  randomChoice: 1 | 2;
}

export interface ChoiceCOutcome {
  choice: 'C';
  outcome: 'break' | 'uncomfortable';
  message: string;
  /** A break reloads the map after a pause; the locals' unease leads to a follow-up scenario. */
  followUp: boolean;
}

/** Neutral choice: the manor is richer in gold and poorer in potions. Potion and gold are rolled independently. */
export function rollChoiceA(rng: Rng, location: LocationId): ChoiceAOutcome {
  const manor = location === 'manor';
  const potionFound = rng.percent(manor ? MANOR_POTION_CHANCE : CHOICE_A_POTION_CHANCE);
  const potion = potionFound ? rng.int(CHOICE_A_POTION_RANGE.min, CHOICE_A_POTION_RANGE.max) : null;
  const goldFound = rng.percent(manor ? MANOR_GOLD_CHANCE : CHOICE_A_GOLD_CHANCE);
  const gold = goldFound ? rng.int(CHOICE_A_GOLD_RANGE.min, CHOICE_A_GOLD_RANGE.max) : 0;
  return { choice: 'A', potion, gold, followUp: true };
}

/** What choice A turned up: a potion's health (or null) and gold, never both nothing. */
export interface Find {
  potion: number | null;
  gold: number;
}

/**
 * Choice A's find as the backend rolls it when the choice is saved (docs/architecture.md, "Story
 * battles"), or null when nothing was found. The screen never rolls it: a find is the backend's.
 */
export function rollFind(rng: Rng, location: LocationId): Find | null {
  const { potion, gold } = rollChoiceA(rng, location);
  return potion !== null || gold > 0 ? { potion, gold } : null;
}

/** Aggressive choice: a fight with a random story enemy. */
export function rollChoiceB(rng: Rng): ChoiceBOutcome {
  const enemyId = rng.int(CHOICE_B_ENEMY_RANGE.min, CHOICE_B_ENEMY_RANGE.max);
  const randomChoice = rng.int(1, 2) as 1 | 2;
  return { choice: 'B', enemyId, randomChoice };
}

/** Neglect: mostly a quiet break, sometimes the locals take offence. */
export function rollChoiceC(rng: Rng): ChoiceCOutcome {
  return rng.percent(CHOICE_C_BREAK_CHANCE)
    ? { choice: 'C', outcome: 'break', message: MSG.takeBreak, followUp: false }
    : { choice: 'C', outcome: 'uncomfortable', message: MSG.localsUncomfortable, followUp: true };
}

/** Checks a submitted choice ('Please select an option before confirming.' / 'Please select a valid option.'). */
export function checkChoice(
  choice: string | null | undefined,
): { ok: true; choice: ScenarioChoice } | { ok: false; message: string } {
  if (choice === null || choice === undefined || choice === '')
    return { ok: false, message: MSG.selectOption };
  if (choice === 'A' || choice === 'B' || choice === 'C') return { ok: true, choice };
  return { ok: false, message: MSG.invalidOption };
}
