// The soak tier's battles: whole battles played through the battle screen from the first move to
// the victory screen, for each kind of local battle (the default tier starts them near their end,
// tests/e2e/battle.spec.ts).
import { expect, type Page } from '@playwright/test';
import { GUEST, test } from '../fixtures.ts';
import { keepToasts, openSignedIn, toastsShown } from '../support.ts';
import { chargeOnly, computerAnnouncements, playedBattle } from '../battleSeed.ts';
import { makePlan } from '../../../src/engine/plan/plan.ts';
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
  await keepToasts(page);
  await startBattle(page, { mode: 'computer', seed: 1, level: 'Easy' });
  await playToTheEnd(page, () => chargeEnergy(page));
  await expect(page.getByTestId('winner-name')).toHaveText('Alon');
  // Every move the computer made was announced, in order, by its card's name.
  const plan = makePlan('versus_computer', 1, 'easy', 1);
  const announced = (await toastsShown(page)).filter((text) => text.startsWith('Computer Used: '));
  expect(announced).toEqual(computerAnnouncements(plan, playedBattle(plan, chargeOnly).actions));
});

test('a whole two-player battle, won by Player 1', async ({ page }) => {
  await startBattle(page, { mode: 'twoPlayer', seed: 3 });
  await playToTheEnd(page, async (side) => (side === 0 ? playStrongest(page, 0) : chargeEnergy(page)));
  await expect(page.getByTestId('winner-name')).toHaveText('Kidlat');
});
