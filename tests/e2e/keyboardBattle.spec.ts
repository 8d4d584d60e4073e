// The keyboard alone, no click and no tap: from the intro through the login dialog, the main menu
// and the character select to the battle, then a battle near its end won with the number keys and
// Tab, and back to the main menu from the victory screen. The player reaches each control with Tab
// (what the focus ring shows) and presses Enter or Space. The whole battle played with the keys is
// in the soak tier (tests/e2e/soak/keyboardBattle.soak.spec.ts).
import { expect } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { goInApp, useSettings, waitForChoice } from './battleSupport.ts';
import { nearItsEnd, seedBattle } from './battleSeed.ts';
import { confirmWithKeys, playTurnWithKeys, tabTo, walkToBattleByKeys } from './keyboardSupport.ts';
import { openSignedIn } from './support.ts';
import { makePlan } from '../../src/engine/plan/plan.ts';

// Kidlat beats the Easy computer on this seed with the strongest affordable attack each turn (the
// same seed and player as the mouse-driven battle test).
const SEED_COMPUTER_WIN = 3;

test('from the intro to the battle with the keyboard alone, and two turns played with the keys', async ({
  page,
}) => {
  await walkToBattleByKeys(page, SEED_COMPUTER_WIN);
  // The first turn: the strongest attack with its number key (the purse is full); the next: Charge
  // Energy reached with Tab and confirmed with Enter.
  expect(await waitForChoice(page)).toBe('choosing');
  await playTurnWithKeys(page);
  expect(await waitForChoice(page)).toBe('choosing');
  const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
  await tabTo(page, /charge Energy/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-dialog').getByRole('heading', { name: 'Charge Energy' })).toBeVisible();
  await confirmWithKeys(page, turn);
  expect(await waitForChoice(page)).toBe('choosing');
});

test.describe('signed in', () => {
  test.use({ start: GUEST });

  test('a battle near its end won with the keys, and back to the main menu from the victory', async ({
    page,
  }) => {
    await useSettings(page, { speed: 'instant', reducedMotion: true });
    await openSignedIn(page);
    const plan = makePlan('versus_computer', 1, 'easy', SEED_COMPUTER_WIN);
    await seedBattle(page, plan, nearItsEnd(plan, 4).actions);
    await goInApp(page, '/battle_area_ai');
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', {
      timeout: 60_000,
    });
    for (let turn = 0; turn < 10; turn += 1) {
      if ((await waitForChoice(page)) === 'over') break;
      await playTurnWithKeys(page);
    }
    await expect(page).toHaveURL(/\/victory$/);
    await expect(page.getByTestId('winner-name')).toHaveText('Kidlat');

    await tabTo(page, /Back to main Menu/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/landing$/);
  });
});
