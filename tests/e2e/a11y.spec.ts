// Every screen and every dialog a player can open, scanned with axe-core: no serious or critical
// violation of WCAG 2.0 / 2.1 A and AA (tags wcag2a, wcag2aa, wcag21a, wcag21aa).
import { expect, type Page } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { openHome, openSignedIn } from './support.ts';
import { goInApp, playStrongest, startBattle, waitForChoice } from './battleSupport.ts';
import { nearItsEnd, seedBattle } from './battleSeed.ts';
import { makePlan } from '../../src/engine/plan/plan.ts';
import { createAdventure } from './adventureSupport.ts';
import {
  STORY_SEED,
  answerFight,
  chargeOnly,
  playOut,
  resumeNearItsEnd,
  toldAftermath,
} from './storySupport.ts';
import { STORY_MAP } from './adventureStarts.ts';
import { chargeOnly as chargeRule } from './battleSeed.ts';
import { expectAccessible, settleForScans } from './a11ySupport.ts';

// Several screens, each scanned and its contrast photographed: more than the default on two busy
// cores.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await settleForScans(page);
});

/** Waits for a screen reached through a dynamic import (slow on a busy machine). */
async function shown(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 20_000 });
}

test('public pages: the login and sign-up dialogs, diagnostics and the not-found page', async ({ page }) => {
  await openHome(page);
  await expectAccessible(page, 'login dialog');
  await page.getByRole('button', { name: 'SignUp' }).click();
  await expect(page.getByTestId('signup-dialog')).toBeVisible();
  await expectAccessible(page, 'sign-up dialog');

  await goInApp(page, '/Test');
  await shown(page, 'diagnostics');
  await expectAccessible(page, 'diagnostics');

  await goInApp(page, '/no-such-place');
  await expect(page.getByText('404').first()).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'not-found page');
});

test.describe('signed in', () => {
  test.use({ start: GUEST });

  test('main menu, settings and logout dialogs, gallery, online rooms, replays list', async ({ page }) => {
    await openSignedIn(page);
    await expectAccessible(page, 'main menu');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'settings dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'logout dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await goInApp(page, '/cards');
    await shown(page, 'card-gallery');
    await expectAccessible(page, 'card gallery');

    await goInApp(page, '/multiplayer');
    await expect(page.getByRole('button', { name: 'Create Room' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'online rooms');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await expect(page.getByTestId('create-room-dialog')).toBeVisible();
    await expectAccessible(page, 'create room dialog');
    await page.keyboard.press('Escape');

    await goInApp(page, '/replays');
    await shown(page, 'replays-screen');
    await expectAccessible(page, 'replays list');
  });

  test('character selects and their confirmation, the battle with its dialogs', async ({ page }) => {
    await openSignedIn(page);
    await goInApp(page, '/select_character_ai');
    await shown(page, 'character-select');
    await expectAccessible(page, 'computer character select');
    await page.getByRole('button', { name: 'Select' }).click();
    await expect(page.getByTestId('confirm-fighter')).toBeVisible();
    await expectAccessible(page, 'computer character select: confirmation');
    await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Cancel' }).click();

    await goInApp(page, '/select_character');
    await shown(page, 'character-select');
    await expectAccessible(page, 'two-player character select');

    await startBattle(page, { mode: 'twoPlayer', seed: 3 });
    await waitForChoice(page);
    await expectAccessible(page, 'battle screen with hand');
    await page.keyboard.press('1');
    await expect(page.getByTestId('card-dialog')).toBeVisible();
    await expectAccessible(page, 'card dialog');
    await page.getByTestId('card-dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('pause-dialog')).toBeVisible();
    await expectAccessible(page, 'pause dialog');
    await page.getByTestId('pause-dialog').getByRole('button', { name: 'Resume' }).click();

    await page.clock.runFor(61_000);
    await expect(page.getByTestId('time-up-dialog')).toBeVisible();
    await expectAccessible(page, "time's up dialog");
  });

  test('a battle won against the computer: victory, then its replay in the list and the viewer', async ({
    page,
  }) => {
    await openSignedIn(page);
    // The battle of seed 3 a few moves before its end (tests/e2e/soak plays it whole).
    const plan = makePlan('versus_computer', 1, 'easy', 3);
    await seedBattle(page, plan, nearItsEnd(plan, 3).actions);
    await goInApp(page, '/battle_area_ai');
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', {
      timeout: 60_000,
    });
    await expectAccessible(page, 'battle screen versus the computer');
    for (let turn = 0; turn < 80; turn += 1) {
      if ((await waitForChoice(page)) === 'over') break;
      await playStrongest(page, 0);
    }
    await expect(page).toHaveURL(/\/victory$/);
    await expect(page.getByText('has won the battle!')).toBeVisible();
    await expectAccessible(page, 'victory');

    await goInApp(page, '/replays');
    const watch = page.getByTestId('replay-card').first().getByRole('button', { name: '▶ Watch' });
    await expect(watch).toBeEnabled({ timeout: 20_000 });
    await expectAccessible(page, 'replays list with a replay');
    await watch.click();
    await expect(page.getByTestId('replay-viewer')).toHaveAttribute('data-stage', 'ready', {
      timeout: 60_000,
    });
    await expectAccessible(page, 'replay viewer');

    await goInApp(page, '/replays');
    const card = page.getByTestId('replay-card').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('delete-replay-dialog')).toBeVisible();
    await expectAccessible(page, 'delete replay dialog');
  });

  test('How to Play, the guided battle with a pointer, the rules, the loader', async ({ page }) => {
    await openSignedIn(page);
    await goInApp(page, '/how_to_play');
    await shown(page, 'how-to-play');
    await expectAccessible(page, 'How to Play');
    await page.getByRole('button', { name: /Play the guided battle/ }).click();
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('guide-pointer')).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'guided battle with a pointer');

    await goInApp(page, '/rules');
    await shown(page, 'rules-screen');
    await expectAccessible(page, 'rules');

    await goInApp(page, '/loader');
    await expect(page.locator('main').first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'loader');
  });
});

test.describe('adventure, from a signed-in guest', () => {
  test.use({ start: GUEST });

  test('adventure: list, creation, intro, deck builder', async ({ page }) => {
    await openSignedIn(page);
    await goInApp(page, '/save');
    await expect(page.getByRole('button', { name: 'Create New Adventure' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'adventure list, empty');

    await goInApp(page, '/story_character');
    await expect(page.getByRole('radio', { name: 'Soldier', exact: true })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'character creation');

    await createAdventure(page, { seed: STORY_SEED, job: 'Warrior' });
    await expectAccessible(page, 'story intro: greetings');
    await page.getByRole('dialog', { name: 'Greetings' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Fresh Start' })).toBeVisible();
    await expectAccessible(page, 'story intro: fresh start');
    await page.getByRole('dialog', { name: 'Fresh Start' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/deck_build$/);
    await shown(page, 'deck-grid');
    await expectAccessible(page, 'deck builder');
  });
});

test.describe('adventure, from a hero on the map', () => {
  test.use({ start: STORY_MAP });

  test('adventure: map with its dialogs, the list with an adventure, store', async ({ page }) => {
    await openSignedIn(page, '/story_base', page.getByTestId('story-map'));
    await expectAccessible(page, 'story map');
    await page.getByRole('button', { name: 'MENU' }).click();
    await expect(page.getByRole('dialog', { name: 'Game Paused' })).toBeVisible();
    await expectAccessible(page, 'story map: pause dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'The Village', exact: true }).click();
    const scene = page.getByRole('dialog').filter({ has: page.getByTestId('scenario-story') });
    await expect(scene.getByRole('radio')).toHaveCount(3, { timeout: 15_000 });
    await expectAccessible(page, 'scenario dialog');
    await page.keyboard.press('Escape');

    await goInApp(page, '/save');
    await expect(page.getByRole('article')).toHaveCount(1, { timeout: 20_000 });
    await expectAccessible(page, 'adventure list with an adventure');
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Deletion' })).toBeVisible();
    await expectAccessible(page, 'confirm deletion dialog');
    await page
      .getByRole('dialog', { name: 'Confirm Deletion' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await goInApp(page, '/story_base');
    await shown(page, 'story-map');
    await page.getByRole('link', { name: 'SHOP' }).click();
    await expect(page.getByTestId('store-card')).toHaveCount(5, { timeout: 20_000 });
    await expectAccessible(page, 'store');
    await page
      .getByTestId('store-card')
      .first()
      .getByRole('button', { name: /View Description/i })
      .click();
    await expect(page.getByTestId('card-description')).toBeVisible();
    await expectAccessible(page, 'store: card description dialog');
  });

  test('adventure: a story battle lost, its aftermath and the jail', async ({ page }) => {
    await openSignedIn(page, '/story_base', page.getByTestId('story-map'));
    await answerFight(page, 'The Village');
    // The fight a few moves before the hero's defeat (the soak tier plays story battles whole).
    expect(await resumeNearItsEnd(page, 3, chargeRule)).toBe(1);
    await expectAccessible(page, 'story battle');
    await playOut(page, chargeOnly);
    const dialog = await toldAftermath(page);
    await expectAccessible(page, 'aftermath: scenario dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/jail$/);
    await expect(page.getByRole('button', { name: 'Proceed Adventure' })).toBeEnabled({ timeout: 20_000 });
    await expectAccessible(page, 'jail');
  });
});
