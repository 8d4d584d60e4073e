// The starter card granted when the greeting closes (docs/game-design.md §5.3).
import { STARTER_CARD_ID } from '../constants.ts';
import { MSG } from '../messages.ts';

export function grantStarterCard(
  owned: readonly number[],
): { granted: true; owned: number[] } | { granted: false; message: string } {
  if (owned.includes(STARTER_CARD_ID)) return { granted: false, message: MSG.starterOwned };
  return { granted: true, owned: [...owned, STARTER_CARD_ID] };
}
