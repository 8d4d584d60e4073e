import { expect, type Page } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { openSignedIn, reveal, toast } from './support.ts';
import { goInApp, useSettings } from './battleSupport.ts';

// Seeds whose coin toss is known: with 3 Player 1 attacks first, with 2 Player 2 does.
const SEED_PLAYER_1_FIRST = 3;
const SEED_PLAYER_2_FIRST = 2;

const STATS = {
  Kidlat: { Energy: 100, Agility: 10, 'Critical Rate': 30, Defense: 0 },
  Alon: { Energy: 100, Agility: 30, 'Critical Rate': 10, Defense: 0 },
} as const;

type FighterName = keyof typeof STATS;

async function openSelect(page: Page, path: string): Promise<void> {
  await goInApp(page, path);
  await expect(page.getByTestId('character-select')).toBeVisible({ timeout: 20_000 });
}

async function expectChosen(page: Page, name: FighterName): Promise<void> {
  const screen = page.getByTestId('character-select');
  await expect(screen.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(screen.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  // All four bars in one read: label, value and scale of each.
  const bars = () =>
    screen
      .getByRole('meter')
      .evaluateAll((meters) =>
        meters.map((m) => [
          m.getAttribute('aria-label'),
          Number(m.getAttribute('aria-valuenow')),
          Number(m.getAttribute('aria-valuemax')),
        ]),
      );
  await expect.poll(bars).toEqual(Object.entries(STATS[name]).map(([label, value]) => [label, value, 100]));
}

/** The stored battle record (IndexedDB of the local backend) of the battle just started. */
async function storedSetup(page: Page): Promise<{ level?: string; sides?: unknown[] } | null> {
  return page.evaluate(async () => {
    const id = localStorage.getItem('battleId');
    if (!id) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sinawali-showdown');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('no database'));
    });
    const row = await new Promise<{ setup?: { level?: string; sides?: unknown[] } } | undefined>(
      (resolve, reject) => {
        const request = db.transaction('battles').objectStore('battles').get(id);
        request.onsuccess = () => resolve(request.result as { setup?: { level?: string } } | undefined);
        request.onerror = () => reject(new Error('no battle'));
      },
    );
    db.close();
    return row?.setup ?? null;
  });
}

test.describe('character select', () => {
  test.use({ start: GUEST });

  test.beforeEach(async ({ page }) => {
    await useSettings(page, { speed: 'instant', reducedMotion: true });
    await openSignedIn(page);
  });

  test('four portraits, 3 and 4 locked, stat bars and the arrow keys switch only between 1 and 2', async ({
    page,
  }) => {
    await openSelect(page, '/select_character');
    const roster = page.getByRole('region', { name: 'Fighters' });
    await expect(roster.getByRole('button')).toHaveCount(4);
    await expect(roster.getByRole('button', { name: 'Kidlat', exact: true })).toBeEnabled();
    await expect(roster.getByRole('button', { name: 'Alon', exact: true })).toBeEnabled();
    const locked = roster.getByRole('button', { name: 'Locked fighter' });
    await expect(locked).toHaveCount(2);
    for (const portrait of await locked.all()) await expect(portrait).toBeDisabled();
    await expect(page.getByText('Bagyo')).toHaveCount(0);
    await expect(page.getByText('Hangin')).toHaveCount(0);
    // No difficulty in the two-player select.
    await expect(page.getByRole('radiogroup', { name: 'Computer difficulty' })).toHaveCount(0);

    await expectChosen(page, 'Kidlat');
    await page.keyboard.press('ArrowRight');
    await expectChosen(page, 'Alon');
    // The arrows stop at fighters 1 and 2 (no wraparound): the locked fighters are never reached.
    await page.keyboard.press('ArrowRight');
    await expectChosen(page, 'Alon');
    await page.keyboard.press('ArrowLeft');
    await expectChosen(page, 'Kidlat');
    await page.keyboard.press('ArrowLeft');
    await expectChosen(page, 'Kidlat');
    await locked.first().click({ force: true });
    await expectChosen(page, 'Kidlat');
    await roster.getByRole('button', { name: 'Alon', exact: true }).click();
    await expectChosen(page, 'Alon');
  });

  test('versus computer: Left on Kidlat stays on Kidlat, Right on Alon stays on Alon', async ({ page }) => {
    await openSelect(page, '/select_character_ai');
    await expectChosen(page, 'Kidlat');
    await page.keyboard.press('ArrowLeft');
    await expectChosen(page, 'Kidlat');
    await page.keyboard.press('ArrowRight');
    await expectChosen(page, 'Alon');
    await page.keyboard.press('ArrowRight');
    await expectChosen(page, 'Alon');
    await page.keyboard.press('ArrowLeft');
    await expectChosen(page, 'Kidlat');
  });

  test('Back returns to / (the main menu for a signed-in player)', async ({ page }) => {
    await openSelect(page, '/select_character_ai');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('the confirm dialog names the fighter; Cancel closes it and stays', async ({ page }) => {
    await openSelect(page, `/select_character?seed=${SEED_PLAYER_1_FIRST}`);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Select' }).click();
    const dialog = page.getByTestId('confirm-fighter');
    await expect(dialog).toHaveText(/Are you sure you want to proceed with Alon\?/);
    await expect(dialog).toHaveCSS('max-width', '600px');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/select_character\?seed=3$/);
    expect(await page.evaluate(() => localStorage.getItem('battleId'))).toBeNull();
  });

  for (const [seed, first, route] of [
    [SEED_PLAYER_1_FIRST, 'Player 1', /\/battle_area$/],
    [SEED_PLAYER_2_FIRST, 'Player 2', /\/next_phase$/],
  ] as const) {
    test(`two players, seed ${seed}: the coin toss says ${first} attacks first and leads to its route`, async ({
      page,
    }) => {
      await openSelect(page, `/select_character?seed=${seed}`);
      await page.getByRole('button', { name: 'Select' }).click();
      const dialog = page.getByTestId('confirm-fighter');
      await expect(dialog).toContainText('Are you sure you want to proceed with Kidlat?');
      await dialog.getByRole('button', { name: 'Sure' }).click();
      await expect(toast(page, `${first} attacks first!`)).toBeVisible();
      await expect(page).toHaveURL(route);
      await expect(page.getByTestId('battle-screen')).toBeVisible();
      expect(await storedSetup(page)).toMatchObject({
        sides: [
          { kind: 'fighter', fighterId: 1 },
          { kind: 'fighter', fighterId: 2 },
        ],
      });
    });
  }

  test('versus computer, Player 1 first: /battle_area_ai', async ({ page }) => {
    await openSelect(page, `/select_character_ai?seed=${SEED_PLAYER_1_FIRST}`);
    await page.getByRole('button', { name: 'Select' }).click();
    await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Sure' }).click();
    await expect(toast(page, 'Player 1 attacks first!')).toBeVisible();
    await expect(page).toHaveURL(/\/battle_area_ai$/);
    expect(await storedSetup(page)).toMatchObject({
      level: 'normal',
      sides: [
        { kind: 'fighter', fighterId: 1 },
        { kind: 'fighter', fighterId: 2 },
      ],
    });
  });
});

test.describe('character select versus computer at normal speed', () => {
  // At 'instant' speed the computer answers at once and its route is gone before it can be read;
  // at normal speed it waits 5 s, which the paused clock holds off.
  test.use({ start: GUEST });

  test.beforeEach(async ({ page }) => {
    await useSettings(page, { speed: 'normal', reducedMotion: true });
    await openSignedIn(page);
  });

  test('versus computer: difficulty choice, Enter opens the dialog, and the _ai route', async ({ page }) => {
    await openSelect(page, `/select_character_ai?seed=${SEED_PLAYER_2_FIRST}`);
    const levels = page.getByRole('radiogroup', { name: 'Computer difficulty' });
    await expect(levels.getByRole('radio')).toHaveText(['Easy', 'Normal', 'Hard', 'Expert', 'Classic']);
    await expect(levels.getByRole('radio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'true');
    // One line under the levels says how the chosen one plays, and describes the group.
    const hint = page.getByTestId('level-hint');
    await expect(hint).toHaveText(/^Plays each move out to the end of the battle/);
    await expect(levels).toHaveAccessibleDescription(await hint.innerText());
    await levels.getByRole('radio', { name: 'Classic' }).click();
    await expect(hint).toHaveText(/^The original game's computer/);
    await levels.getByRole('radio', { name: 'Expert' }).click();
    await expect(hint).toHaveText(/^The strongest: 288 guesses/);
    await expect(levels.getByRole('radio', { name: 'Expert' })).toHaveAttribute('aria-checked', 'true');
    await expect(levels.getByRole('radio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'false');

    await page.keyboard.press('ArrowRight');
    await expectChosen(page, 'Alon');
    // Enter outside a button opens the confirm dialog, like Select.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('confirm-fighter');
    await expect(dialog).toContainText('Are you sure you want to proceed with Alon?');
    // The computer moves 5 s into its turn and the route then follows; the clock stops here, so the
    // route is read before that.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    await dialog.getByRole('button', { name: 'Sure' }).click();
    await expect(toast(page, 'Player 2 attacks first!')).toBeVisible();
    await reveal(page, page.getByTestId('battle-screen'));
    await expect(page).toHaveURL(/\/next_phase_ai$/);
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-active', '1');
    expect(await storedSetup(page)).toMatchObject({
      level: 'expert',
      sides: [
        { kind: 'fighter', fighterId: 2 },
        { kind: 'fighter', fighterId: 1 },
      ],
    });
  });
});
