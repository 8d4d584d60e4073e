// A whole battle against the computer with the keyboard alone: no click, no tap, from the intro to
// the victory screen and back to the main menu. The player reaches each control with Tab (what the
// focus ring shows), presses Enter or Space, and plays cards with their number keys. (The default
// tier plays the same keys in tests/e2e/keyboardBattle.spec.ts, the battle started near its end.)
import { expect } from '@playwright/test';
import { test } from '../fixtures.ts';
import { waitForChoice } from '../battleSupport.ts';
import { playTurnWithKeys, tabTo, walkToBattleByKeys } from '../keyboardSupport.ts';

// Kidlat beats the Easy computer on this seed with the strongest affordable attack each turn (the
// same seed and player as the mouse-driven battle test).
const SEED_COMPUTER_WIN = 3;

test('a whole battle against the computer, won with the keyboard alone', async ({ page }) => {
  await walkToBattleByKeys(page, SEED_COMPUTER_WIN);
  for (let turn = 0; turn < 80; turn += 1) {
    if ((await waitForChoice(page)) === 'over') break;
    await playTurnWithKeys(page);
  }
  await expect(page).toHaveURL(/\/victory$/);
  await expect(page.getByTestId('winner-name')).toHaveText('Kidlat');

  await tabTo(page, /Back to main Menu/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/landing$/);
});
