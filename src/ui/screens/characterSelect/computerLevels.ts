// What the versus-computer select says about each difficulty: its name on the radio and one line on
// how it plays, so a player can tell that Classic (the original game's computer, listed last) is the
// gentle one and Expert the strongest. The lines follow docs/game-design.md §4.9.
import type { ComputerLevel } from '../../../state/battle/index.ts';

export const LEVEL_LABELS: Readonly<Record<ComputerLevel, string>> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
  expert: 'Expert',
  classic: 'Classic',
};

export const LEVEL_HINTS: Readonly<Record<ComputerLevel, string>> = {
  easy: 'A beginner: charges at 50 energy or less, otherwise plays a card it can pay for, picked by chance.',
  normal: 'Plays each move out to the end of the battle against a dozen guesses at your hand.',
  hard: 'Plays each move out against 160 guesses at your hand and the draws to come.',
  expert:
    'The strongest: 288 guesses at your hand and the dice, each weighed by its chance to win two turns on.',
  classic:
    "The original game's computer: charges at 50 energy or less, otherwise plays a card by chance, even one it cannot pay for.",
};
