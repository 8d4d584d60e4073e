// The soak tier's guided battle: How to Play's battle from the first pointer to the victory, with
// the keyboard only (the default tier follows every pointer in tests/e2e/howToPlay.spec.ts).
import { expect } from '@playwright/test';
import { GUEST, test } from '../fixtures.ts';
import { energyOf, readHand, useSettings, waitForChoice } from '../battleSupport.ts';
import { openSignedIn } from '../support.ts';
import { followTheGuideByKeys, playByKeys, tabTo } from '../guideSupport.ts';

test.use({ start: GUEST });

test.beforeEach(async ({ page }) => {
  await useSettings(page, { speed: 'instant', reducedMotion: true });
});

test('the guided battle from the first pointer to the victory, with the keyboard only', async ({ page }) => {
  await openSignedIn(page);
  await followTheGuideByKeys(page);

  // The rest of the duel, from the keyboard: the dearest attack the energy pays for, else Charge Energy.
  for (let move = 0; move < 40; move += 1) {
    if ((await waitForChoice(page)) === 'over') break;
    const energy = await energyOf(page, 0);
    const attack = (await readHand(page))
      .filter((card) => card.type === 'attack' && card.cost <= energy)
      .sort((a, b) => b.cost - a.cost)[0];
    const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
    if (attack && energy > 40) await playByKeys(page, attack.name);
    else {
      await tabTo(page, /charge Energy/);
      await page.keyboard.press('Enter');
      await expect(
        page.getByTestId('card-dialog').getByRole('heading', { name: 'Charge Energy' }),
      ).toBeVisible();
      await tabTo(page, 'Confirm');
      await page.keyboard.press('Enter');
    }
    await expect(async () => {
      if (page.url().endsWith('/victory')) return;
      const screen = page.getByTestId('battle-screen');
      const now = await screen.getAttribute('data-turn', { timeout: 500 });
      const phase = await screen.getAttribute('data-phase', { timeout: 500 });
      expect(now !== turn || phase === 'over').toBe(true);
    }).toPass({ timeout: 15_000 });
  }
  await expect(page).toHaveURL(/\/victory$/, { timeout: 15_000 });

  // Remembered as done: How to Play says so.
  await page.goto('/how_to_play');
  await expect(page.getByTestId('guide-completed')).toBeVisible({ timeout: 15_000 });
});
