// What the versus-computer select says about each difficulty: its name on the radio and one line on
// how it plays, so a player can tell that Classic (the original game's computer, listed last) is the
// gentle one and Expert the strongest. The lines follow docs/game-design.md §4.9.
import { COMPUTER_CHARGE_AT_MANA, EXPERT_BUDGET, SEARCH_BUDGETS } from '../../../engine/index.ts';
import type { ComputerLevel } from '../../../state/battle/index.ts';

export const LEVEL_LABELS: Readonly<Record<ComputerLevel, string>> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
  expert: 'Expert',
  classic: 'Classic',
};

const { normal, hard } = SEARCH_BUDGETS;
const chargesAt = `charges at ${COMPUTER_CHARGE_AT_MANA} energy or less`;

/** Each level's line, its numbers read from the computer players themselves. */
export const LEVEL_HINTS: Readonly<Record<ComputerLevel, string>> = {
  easy: `A beginner: ${chargesAt}, otherwise plays a card it can pay for, picked by chance.`,
  normal: `Plays each move out to the end of the battle against ${normal.worlds} guesses at your hand.`,
  hard: `Plays each move out against ${hard.worlds} guesses at your hand and the draws to come.`,
  expert: `The strongest: ${EXPERT_BUDGET.worlds} guesses at your hand and the dice, each weighed by its chance to win ${EXPERT_BUDGET.horizon} turns on.`,
  classic: `The original game's computer: ${chargesAt}, else plays a random card, affordable or not.`,
};
