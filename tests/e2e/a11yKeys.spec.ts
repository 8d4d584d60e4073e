// Keyboard and screen-reader play: dialogs keep the focus inside while open and hand it back when
// they close, Escape closes only the dismissable ones, and the battle says how it stands.
import { expect, type Locator, type Page } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { openHome, openSignedIn } from './support.ts';
import { goInApp, startBattle, useSettings, waitForChoice } from './battleSupport.ts';

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

test('the login dialog stays on Escape and keeps Tab inside', async ({ page }) => {
  await openHome(page);
  const dialog = page.getByTestId('login-dialog');
  await expectTabStaysIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ start: GUEST });

  test('settings: focus inside, Tab cycles, Escape closes and the focus goes back to Settings', async ({
    page,
  }) => {
    await openSignedIn(page);
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

  test('character select: the confirmation closes on Escape and gives the focus back to Select', async ({
    page,
  }) => {
    await openSignedIn(page);
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
    await openSignedIn(page);
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

    // Time moves only when the test says so from here: the next turn's clock is read at its first
    // 60, which time flowing on a busy machine could have moved between a look and a pause.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const screen = page.getByTestId('battle-screen');
    const turn = await screen.getAttribute('data-turn');
    await page.getByRole('button', { name: 'charge Energy' }).click();
    await page.getByTestId('card-dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(async () => {
      if (
        (await screen.getAttribute('data-phase')) !== 'choosing' ||
        (await screen.getAttribute('data-turn')) === turn
      )
        await page.clock.runFor(50);
      expect(await screen.getAttribute('data-turn')).not.toBe(turn);
      await expect(screen).toHaveAttribute('data-phase', 'choosing', { timeout: 100 });
    }).toPass({ timeout: 20_000, intervals: [25] });
    await expect(announcer).toContainText("Player 2's turn: Alon");
    await expect(page.getByTestId('turn-timer')).toHaveText('60');
    await page.clock.runFor(50_300);
    await expect(announcer).toHaveText('10 seconds left');

    await page.clock.runFor(10_500);
    const timeUp = page.getByTestId('time-up-dialog');
    await expect(timeUp).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(timeUp).toBeVisible();
    await page.clock.resume();
  });
});
