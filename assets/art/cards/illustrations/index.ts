// Every card's picture, by the card's slug (the part of `card.img` after "card.").
import type { Illustration } from '../illustration.ts';
import { BLESSINGS } from './blessings.ts';
import { BURNS } from './burns.ts';
import { ENERGIES } from './energies.ts';
import { GUARDS } from './guards.ts';
import { STRIKES } from './strikes.ts';
import { VENOMS } from './venoms.ts';

export const ILLUSTRATIONS: Readonly<Record<string, Illustration>> = {
  ...STRIKES,
  ...BURNS,
  ...VENOMS,
  ...GUARDS,
  ...BLESSINGS,
  ...ENERGIES,
};
