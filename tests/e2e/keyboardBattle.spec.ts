// The keyboard alone, no click and no tap: from the intro through the login dialog, the main menu
// and the character select to the battle, then a battle near its end won with the number keys and
// Tab, and back to the main menu from the victory screen. The player reaches each control with Tab
// (what the focus ring shows) and presses Enter or Space. The whole battle played with the keys is
// in the soak tier (tests/e2e/soak/keyboardBattle.soak.spec.ts).
import { expect } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { goInApp, useSettings, waitForChoice } from './battleSupport.ts';
import { nearItsEnd, seedBattle } from './battleSeed.ts';
import { confirmWithKeys, playTurnWithKeys, tabTo } from './keyboardSupport.ts';
import { openSignedIn, pauseClock, reveal } from './support.ts';
import { makePlan } from '../../src/engine/plan/plan.ts';

// Kidlat beats the Easy computer on this seed with the strongest affordable attack each turn (the
// same seed and player as the mouse-driven battle test).
const SEED_COMPUTER_WIN = 3;

test('from the intro to the battle with the keyboard alone, and two turns played with the keys', async ({
  page,
}) => {
  await useSettings(page, { speed: 'instant', reducedMotion: true });
  await pauseClock(page);
  await page.goto('/');
  await page.clock.runFor(2000);
  await reveal(page, page.getByTestId('intro-overlay'));
  await tabTo(page, /^Skip$/, 5);
  await page.keyboard.press('Enter');
  await page.clock.runFor(500);
  await reveal(page, page.getByTestId('login-dialog'));
  await page.clock.resume();

  await tabTo(page, /Login as Guest/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/landing$/);

  await tabTo(page, /Player vs\. Computer/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/select_character_ai$/);
  // The seed comes in the address (typed, not clicked), so the battle's draws are the test's own.
  await page.goto(`/select_character_ai?seed=${SEED_COMPUTER_WIN}`);
  await expect(page.getByTestId('character-select')).toBeVisible();

  // The arrows stop at the ends: Left twice still leaves Kidlat chosen.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.select-name')).toHaveText('Kidlat');
  await tabTo(page, /^Easy$/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Easy' })).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, /^Select$/);
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('confirm-fighter');
  await expect(confirm).toBeVisible();
  await tabTo(page, /^Sure$/, 6);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/battle_area_ai$/);
  await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready');
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
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready');
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
