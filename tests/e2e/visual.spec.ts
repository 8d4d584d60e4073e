import { expect } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { goInApp } from './battleSupport.ts';
import {
  baselinesFor,
  hideDrift,
  openSignedInPaused,
  openPaused,
  prepareStillPage,
  settle,
  reveal,
  startBattlePaused,
  STILL_SHOT,
  waitForBattleArt,
} from './visualSupport.ts';

// Player 1 (Kidlat) moves first with this seed, so the hand on screen is the same every run.
const SEED = 3;

test.describe('visual snapshots', () => {
  // The paused clock makes every step run the canvas's frames by hand; busy machines need time.
  test.describe.configure({ timeout: 90_000 });
  test.use({ start: GUEST });

  // Pixels compare only in the browser and on the OS that made the baselines (snapshotBrowser.ts);
  // anywhere else every shot is skipped, with the reason printed once.
  test.beforeAll(({ browser }, testInfo) => {
    const verdict = baselinesFor(browser, testInfo);
    test.skip(!verdict.compare, verdict.compare ? undefined : verdict.reason);
  });

  test.beforeEach(async ({ page }) => {
    await prepareStillPage(page);
    await openSignedInPaused(page);
  });

  test('character select', async ({ page }) => {
    await openPaused(page, `/select_character_ai?seed=${SEED}`, page.getByTestId('character-select'));
    // No loading bar in the picture: the battle's art is in before the shot.
    await waitForBattleArt(page);
    // The preview's strike pose lasts 650 ms after a choice; then the fighter stands in its stance.
    await settle(page, 1000);
    await hideDrift(page, { hideStage: true });
    await expect(page).toHaveScreenshot('character-select.png', STILL_SHOT);
  });

  test('battle with the hand, the card dialog and the pause dialog', async ({ page }) => {
    await startBattlePaused(page, SEED);
    await settle(page);
    await expect(page.getByTestId('hand-list').locator('li')).toHaveCount(5);
    await hideDrift(page, { hideStage: false });
    await expect(page).toHaveScreenshot('battle-hand.png', STILL_SHOT);

    await page.keyboard.press('1');
    const dialog = page.getByTestId('card-dialog');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await settle(page, 100);
    await hideDrift(page, { hideStage: false });
    await expect(page).toHaveScreenshot('card-dialog.png', STILL_SHOT);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByTestId('pause-dialog').getByRole('heading', { name: 'Game Paused' }),
    ).toBeVisible();
    await page.mouse.move(2, 2);
    await settle(page, 100);
    await hideDrift(page, { hideStage: false });
    await expect(page).toHaveScreenshot('pause.png', STILL_SHOT);
  });

  test("time's up", async ({ page }) => {
    await startBattlePaused(page, SEED);
    await page.clock.runFor(60_500);
    const dialog = page.getByTestId('time-up-dialog');
    await expect(dialog.getByText('You are out of time!')).toBeVisible();
    await settle(page, 100);
    await hideDrift(page, { hideStage: false });
    await expect(page).toHaveScreenshot('time-up.png', STILL_SHOT);
  });

  test('victory', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('winner', 'Kidlat'));
    await goInApp(page, '/victory');
    await reveal(page, page.getByTestId('victory-screen'));
    await expect(page.getByTestId('winner-name')).toHaveText('Kidlat');
    await expect(page.locator('.victory-figure')).toBeVisible();
    await settle(page, 4500);
    await hideDrift(page, { hideStage: true });
    await expect(page).toHaveScreenshot('victory.png', STILL_SHOT);
  });

  test('card gallery', async ({ page }) => {
    await openPaused(page, '/cards', page.getByTestId('card-gallery'));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('gallery-count')).toHaveText('2 / 44');
    await settle(page, 500);
    await hideDrift(page, { hideStage: true });
    await expect(page).toHaveScreenshot('gallery.png', STILL_SHOT);
  });
});
