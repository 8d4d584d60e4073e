import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { GUEST, SECOND_GUEST, test } from './fixtures.ts';
import type { SavedStates } from './savedStates.ts';
import { expectApart, openSignedIn } from './support.ts';
import { nearItsEnd, seedBattle } from './battleSeed.ts';
import { makePlan } from '../../src/engine/plan/plan.ts';
import { goInApp, healthOf, playStrongest, useSettings, waitForChoice } from './battleSupport.ts';

// Kidlat beats the Easy computer within a few turns with this seed (see battle.spec.ts).
const SEED = 3;

// A battle's end, its replay played twice and a second browser: more than the default on two busy
// cores.
test.describe.configure({ timeout: 150_000 });

test.use({ start: GUEST });

/**
 * Keeps the last health values the battle header showed in session storage: at instant speed the
 * victory screen follows the final blow at once, so the test reads them from there afterwards.
 */
async function watchHealth(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const note = () => {
      const values = [0, 1].map((side) =>
        document.querySelector(`[data-testid="battle-screen"] [data-testid="health-value-${side}"]`),
      );
      if (values[0] && values[1])
        sessionStorage.setItem('test:last-health', JSON.stringify(values.map((v) => Number(v?.textContent))));
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * A battle against the Easy computer, started a few moves before its end (the soak tier plays it
 * whole) and played to its end; returns the winner and both final healths.
 */
async function finishComputerBattle(page: Page): Promise<{ winner: string; health: number[] }> {
  const plan = makePlan('versus_computer', 1, 'easy', SEED);
  await seedBattle(page, plan, nearItsEnd(plan, 3).actions);
  await goInApp(page, '/battle_area_ai');
  for (let turn = 0; turn < 80; turn += 1) {
    if ((await waitForChoice(page)) === 'over') break;
    await playStrongest(page, 0);
  }
  await expect(page).toHaveURL(/\/victory$/);
  const winner = (await page.getByTestId('winner-name').textContent()) ?? '';
  const health = JSON.parse((await page.evaluate(() => sessionStorage.getItem('test:last-health'))) ?? '[]');
  expect(health).toHaveLength(2);
  expect(Math.min(...health)).toBe(0);
  return { winner, health };
}

const viewer = (page: Page) => page.getByTestId('replay-viewer');

/** Plays the open replay to its end at instant speed. */
async function playToTheEnd(page: Page): Promise<void> {
  // A browser seeing the battle for the first time loads the battle's art first.
  await expect(viewer(page)).toHaveAttribute('data-stage', 'ready', { timeout: 60_000 });
  await page.getByRole('radio', { name: 'Instant' }).check();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('replay-result')).toBeVisible({ timeout: 20_000 });
  const moves = await viewer(page).getAttribute('data-moves');
  await expect(viewer(page)).toHaveAttribute('data-position', moves ?? '');
}

async function expectEnd(page: Page, end: { winner: string; health: number[] }): Promise<void> {
  await expect(page.getByTestId('replay-result')).toContainText(`${end.winner} has won the battle!`);
  expect([await healthOf(page, 0), await healthOf(page, 1)]).toEqual(end.health);
  await expect(page.getByTestId('battle-log-lines').locator('li.log-line').last()).toHaveText(
    new RegExp(`${end.winner} wins the battle!$`),
  );
}

/** Another computer: a browser context of another guest, signed in. */
async function guestIn(browser: Browser, savedStates: SavedStates): Promise<Page> {
  const { path } = await savedStates.get(SECOND_GUEST);
  const context = await browser.newContext({ acceptDownloads: true, storageState: path });
  const page = await context.newPage();
  await useSettings(page, { speed: 'instant', reducedMotion: true });
  await openSignedIn(page);
  return page;
}

test.describe('replays', () => {
  test('a finished battle is listed, plays to the same end at instant speed, steps back and forward, survives a reload and can be deleted', async ({
    page,
  }) => {
    await useSettings(page, { speed: 'instant', reducedMotion: true });
    await watchHealth(page);
    await openSignedIn(page);
    const end = await finishComputerBattle(page);

    // From the main menu, as a player goes.
    await goInApp(page, '/landing');
    await page.getByRole('button', { name: /^Replays/ }).click();
    await expect(page).toHaveURL(/\/replays$/);
    const card = page.getByTestId('replay-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Versus computer');
    await expect(card).toContainText('Easy');
    await expect(card.locator('.is-winner')).toContainText(end.winner);
    await expect(card.getByTestId('replay-health-0')).toHaveText(`${end.health[0]} HP`);
    await expect(card.getByTestId('replay-health-1')).toHaveText(`${end.health[1]} HP`);
    await expect(card.getByTestId('replay-turns')).toHaveText(/^\d+ turns$/);

    // The keyboard opens it: the card takes the focus, Enter watches.
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/replays\/[0-9a-f-]{36}$/);
    await expect(viewer(page)).toHaveAttribute('data-position', '0');
    await expect(page.getByTestId('battle-log-lines')).toContainText('attacks first.');
    // In a window 1024 px wide the top bar keeps to one line and the log keeps off its buttons.
    await page.setViewportSize({ width: 1024, height: 640 });
    for (const name of ['‹ Replays', 'Export']) {
      const button = page.getByRole('button', { name, exact: true });
      await expectApart(button, page.getByTestId('battle-log'));
      await expect.poll(async () => (await button.boundingBox())?.height ?? 0).toBeLessThan(40);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await playToTheEnd(page);
    await expectEnd(page, end);

    // One move back: the final blow has not landed; forward again: the same end.
    const moves = Number(await viewer(page).getAttribute('data-moves'));
    await page.getByRole('button', { name: 'One move back' }).click();
    await expect(viewer(page)).toHaveAttribute('data-position', String(moves - 1));
    await expect(page.getByTestId('replay-result')).toBeHidden();
    expect(Math.min(await healthOf(page, 0), await healthOf(page, 1))).toBeGreaterThan(0);
    await expect(page.getByTestId('battle-log-lines')).not.toContainText('wins the battle!');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer(page)).toHaveAttribute('data-position', String(moves - 2));
    await page.getByRole('button', { name: 'One move forward' }).click();
    await expect(viewer(page)).toHaveAttribute('data-position', String(moves - 1));
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page)).toHaveAttribute('data-position', String(moves));
    await expectEnd(page, end);
    // The scrubber jumps to any turn.
    await page.getByTestId('replay-scrubber').fill('1');
    await expect(viewer(page)).toHaveAttribute('data-position', '1');

    // A reload opens the same replay from the start.
    await page.reload();
    await expect(viewer(page)).toHaveAttribute('data-position', '0', { timeout: 15_000 });
    await playToTheEnd(page);
    await expectEnd(page, end);

    // Delete, after a confirmation: the list is empty.
    await page.getByRole('button', { name: '‹ Replays' }).click();
    await expect(page).toHaveURL(/\/replays$/);
    await page.getByTestId('replay-card').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByTestId('delete-replay-dialog');
    await expect(dialog).toContainText('The replay is gone for good.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('replay-card')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No replays yet' })).toBeVisible();
  });

  test('an exported replay opens in another browser to the same end; changed files are refused with their reason', async ({
    page,
    browser,
    savedStates,
  }, testInfo) => {
    await useSettings(page, { speed: 'instant', reducedMotion: true });
    await watchHealth(page);
    await openSignedIn(page);
    const end = await finishComputerBattle(page);
    await goInApp(page, '/replays');
    await page.getByTestId('replay-card').getByRole('button', { name: '▶ Watch' }).click();
    await expect(viewer(page)).toHaveAttribute('data-stage', 'ready', { timeout: 20_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sinawali-replay-\d{4}-\d{2}-\d{2}-kidlat-vs-alon\.json$/);
    const path = testInfo.outputPath('replay.json');
    await download.saveAs(path);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    expect(file).toMatchObject({ format: 'sinawali-showdown-replay', version: 1 });
    // This browser is done: its battle scene leaves the machine to the other one.
    await goInApp(page, '/landing');

    // Another browser, another guest: the file opens and plays to the same end, also after a reload.
    const friend = await guestIn(browser, savedStates);
    await goInApp(friend, '/replays');
    await expect(friend.getByRole('heading', { name: 'No replays yet' })).toBeVisible({ timeout: 15_000 });
    await friend.getByTestId('replay-file-input').setInputFiles(path);
    await expect(friend).toHaveURL(/\/replays\/file$/);
    await playToTheEnd(friend);
    await expectEnd(friend, end);
    await friend.reload();
    await expect(viewer(friend)).toHaveAttribute('data-position', '0', { timeout: 15_000 });
    await playToTheEnd(friend);
    await expectEnd(friend, end);

    // A tampered file: its first move swapped for one that cannot be played there.
    await friend.getByRole('button', { name: '‹ Replays' }).click();
    const refuse = async (name: string, contents: unknown, message: string | RegExp) => {
      const changed = testInfo.outputPath(name);
      writeFileSync(changed, typeof contents === 'string' ? contents : JSON.stringify(contents));
      await friend.getByTestId('replay-file-input').setInputFiles(changed);
      await expect(friend.getByTestId('replay-import-error')).toContainText(message);
      await expect(friend).toHaveURL(/\/replays$/);
    };
    const first = file.battle.actions[0];
    await refuse(
      'tampered.json',
      {
        ...file,
        battle: {
          ...file.battle,
          actions: [{ type: 'playCard', side: first.side, cardId: 91 }, ...file.battle.actions.slice(1)],
        },
      },
      'This replay does not play out from its seed: move 1 (Kidlat plays Charge Energy) is not possible there. The file has been changed.',
    );
    await refuse(
      'result.json',
      { ...file, battle: { ...file.battle, result: { ...file.battle.result, health: [100, 100] } } },
      'its moves do not end the way the file says',
    );
    await refuse(
      'newer.json',
      { ...file, version: 2 },
      'This replay file is in version 2 of the replay format; this game reads version 1.',
    );
    await refuse(
      'notes.json',
      'my notes about the duel',
      'This file is not a Sinawali Showdown replay: it is not JSON.',
    );
    await friend.getByRole('button', { name: 'Dismiss' }).click();
    await expect(friend.getByTestId('replay-import-error')).toBeHidden();
    await friend.context().close();
  });
});
