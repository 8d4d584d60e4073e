// Keyboard and screen-reader play: dialogs keep the focus inside while open and hand it back when
// they close, Escape closes only the dismissable ones, and the battle says how it stands.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { enterAsGuest, openHome } from './support.ts';
import { chargeEnergy, goInApp, startBattle, useSettings, waitForChoice } from './battleSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await useSettings(page, { speed: 'instant', reducedMotion: true });
});

const focusInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) more times than the dialog has controls; the focus never leaves it. */
async function expectTabStaysIn(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} #${press + 1} left the dialog`).toBe(true);
    }
  }
}

test('settings: focus inside, Tab cycles, Escape closes and the focus goes back to Settings', async ({
  page,
}) => {
  await enterAsGuest(page);
  const opener = page.getByRole('button', { name: 'Settings' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog).toBeVisible();
  expect(await focusInside(dialog)).toBe(true);
  await expectTabStaysIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the login dialog stays on Escape and keeps Tab inside', async ({ page }) => {
  await openHome(page);
  const dialog = page.getByTestId('login-dialog');
  await expectTabStaysIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
});

test('character select: the confirmation closes on Escape and gives the focus back to Select', async ({
  page,
}) => {
  await enterAsGuest(page);
  await goInApp(page, '/select_character');
  await expect(page.getByTestId('character-select')).toBeVisible({ timeout: 20_000 });
  const select = page.getByRole('button', { name: 'Select' });
  await select.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('confirm-fighter');
  await expect(dialog).toBeVisible();
  await expectTabStaysIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(select).toBeFocused();
});

test('battle: the live region tells energy, turns and the last 10 s; time’s up stays on Escape', async ({
  page,
}) => {
  await enterAsGuest(page);
  await startBattle(page, { mode: 'twoPlayer', seed: 3 });
  await waitForChoice(page);
  const announcer = page.getByTestId('battle-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');

  // The pause dialog: Escape resumes and the focus returns to the Menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const pause = page.getByTestId('pause-dialog');
  await expect(pause).toBeVisible();
  await expectTabStaysIn(page, pause);
  await page.keyboard.press('Escape');
  await expect(pause).toBeHidden();
  await expect(menu).toBeFocused();

  await chargeEnergy(page);
  await expect(announcer).toContainText("Player 2's turn: Alon");
  await waitForChoice(page);

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const left = Number(await page.getByTestId('turn-timer').textContent());
  await page.clock.runFor((left - 10) * 1000 + 300);
  await expect(announcer).toHaveText('10 seconds left');

  await page.clock.runFor(10_500);
  const timeUp = page.getByTestId('time-up-dialog');
  await expect(timeUp).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(timeUp).toBeVisible();
  await page.clock.resume();
});
