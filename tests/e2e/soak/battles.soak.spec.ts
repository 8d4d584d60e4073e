// The soak tier's battles: whole battles played through the battle screen from the first move to
// the victory screen, for each kind of local battle (the default tier starts them near their end,
// tests/e2e/battle.spec.ts).
import { expect, type Page } from '@playwright/test';
import { GUEST, test } from '../fixtures.ts';
import { openSignedIn, toast } from '../support.ts';
import {
  activeSide,
  chargeEnergy,
  playStrongest,
  startBattle,
  useSettings,
  waitForChoice,
} from '../battleSupport.ts';

async function playToTheEnd(page: Page, move: (side: 0 | 1) => Promise<void>): Promise<number> {
  let moves = 0;
  for (; moves < 200; moves += 1) {
    if ((await waitForChoice(page)) === 'over') break;
    await move(await activeSide(page));
  }
  await expect(page).toHaveURL(/\/victory$/);
  await expect(page.getByText('has won the battle!')).toBeVisible();
  return moves;
}

test.use({ start: GUEST });

test.beforeEach(async ({ page }) => {
  await useSettings(page, { speed: 'instant', reducedMotion: true });
  await openSignedIn(page);
});

test('a whole battle against the computer, won by the strongest attacks', async ({ page }) => {
  await startBattle(page, { mode: 'computer', seed: 3, level: 'Easy' });
  expect(await playToTheEnd(page, (side) => playStrongest(page, side))).toBeGreaterThan(3);
  await expect(page.getByTestId('winner-name')).toHaveText('Kidlat');
});

test('a whole battle lost to the computer by a player who only charges', async ({ page }) => {
  await startBattle(page, { mode: 'computer', seed: 1, level: 'Easy' });
  await playToTheEnd(page, async () => {
    await chargeEnergy(page);
    await expect(toast(page, /^Computer Used: /).first()).toBeVisible();
  });
  await expect(page.getByTestId('winner-name')).toHaveText('Alon');
});

test('a whole two-player battle, won by Player 1', async ({ page }) => {
  await startBattle(page, { mode: 'twoPlayer', seed: 3 });
  await playToTheEnd(page, async (side) => (side === 0 ? playStrongest(page, 0) : chargeEnergy(page)));
  await expect(page.getByTestId('winner-name')).toHaveText('Kidlat');
});
