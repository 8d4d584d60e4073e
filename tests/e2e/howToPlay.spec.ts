// How to Play: the guided battle followed with the keyboard alone (no mouse from the main menu on),
// skipping, resuming after a reload and replaying from the menu, and the first-login offer. (The
// guided battle played on to its victory is in the soak tier.)
import { expect } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { useSettings } from './battleSupport.ts';
import { expectApart, openSignedIn } from './support.ts';
import {
  REDONDA,
  expectPointer,
  followTheGuideByKeys,
  openGuidedBattleByKeys,
  playByKeys,
  pointer,
  tabTo,
} from './guideSupport.ts';

test.describe('How to Play', () => {
  test.use({ start: GUEST });

  test.beforeEach(async ({ page }) => {
    await useSettings(page, { speed: 'instant', reducedMotion: true });
  });

  test('the guided battle from the first pointer to the last, with the keyboard only; then remembered as done', async ({
    page,
  }) => {
    await openSignedIn(page);
    await followTheGuideByKeys(page);

    // Remembered as done: How to Play says so.
    await page.goto('/how_to_play');
    await expect(page.getByTestId('guide-completed')).toBeVisible({ timeout: 15_000 });
  });

  test('the first-login offer once; skipping, resuming after a reload and replaying from the menu', async ({
    page,
  }) => {
    await openSignedIn(page);
    const offer = page.getByTestId('guide-offer');
    await expect(offer).toContainText('New to Arnis duels?');
    // In a window 1024 px wide the menu steps aside: none of its choices lies under the offer.
    await page.setViewportSize({ width: 1024, height: 640 });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const choice of await menu.getByRole('button').all()) await expectApart(choice, offer);
    await page.setViewportSize({ width: 1280, height: 720 });
    await tabTo(page, 'Not now');
    await page.keyboard.press('Enter');
    await expect(offer).toBeHidden();
    // Offered once: not again after a reload.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 15_000 });
    await page.clock.runFor(500);
    await expect(offer).toBeHidden();

    await openGuidedBattleByKeys(page);
    await expectPointer(page, 'hand', /Your hand/);
    await page.keyboard.press('Enter');
    await expectPointer(page, 'energy', /Energy/);
    await page.keyboard.press('Enter');
    await expectPointer(page, 'attack', /Play Redonda/);
    await playByKeys(page, REDONDA);
    await expectPointer(page, 'ticks', /Burn and poison/);

    // A reload resumes the guided battle at the same pointer, on the same turn.
    const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
    await page.reload();
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', {
      timeout: 60_000,
    });
    await expectPointer(page, 'ticks', /Burn \(Redonda\)/);
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-turn', turn ?? '');

    // Skip guide (Shift+Tab from Next), then leave the battle.
    await expect(pointer(page).getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(pointer(page).getByRole('button', { name: 'Skip guide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pointer(page)).toBeHidden();
    const skipped = page.getByTestId('guide-skipped');
    await expect(skipped.getByRole('button', { name: 'Keep fighting' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/how_to_play$/);
    await expect(page.getByTestId('guide-completed')).toBeHidden();

    // Replayed from How to Play: a new guided battle from the first pointer.
    await expect(page.getByRole('button', { name: /Play the guided battle/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/how_to_play\/battle$/);
    await expectPointer(page, 'hand', /Your hand/);
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-turn', '1');
  });

  test('the rules open from the pause dialog over the paused battle, and from How to Play', async ({
    page,
  }) => {
    await openSignedIn(page);
    await openGuidedBattleByKeys(page);
    await expectPointer(page, 'hand', /Your hand/);
    await page.keyboard.press('Escape');
    const pause = page.getByTestId('pause-dialog');
    await expect(pause).toBeVisible();
    await tabTo(page, 'Rules');
    await page.keyboard.press('Enter');
    const rules = page.getByTestId('rules-dialog');
    await expect(rules).toContainText("⌊power × (1 − foe's defense ÷ 100)⌋");
    await expect(rules).toContainText('Charge Energy');
    await page.keyboard.press('Escape');
    await expect(pause).toBeVisible();
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-turn', '1');
    await tabTo(page, 'Resume');
    await page.keyboard.press('Enter');
    await expect(pointer(page)).toHaveAttribute('data-step', 'hand');

    await page.goto('/how_to_play');
    await expect(page.getByTestId('how-to-play')).toBeVisible({ timeout: 15_000 });
    await tabTo(page, 'Rules');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByTestId('rules-screen')).toContainText('Every card');
  });
});
