import { expect } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { openSignedIn } from './support.ts';
import { readHand, startBattle, useSettings } from './battleSupport.ts';

// Seed 12, two players: Player 2 moves first, holding Redonda (71), whose video is in the manifest
// (video.redonda, recorded by `npm run assets:build -- videos`).
const SEED_VIDEO_CARD = 12;
const REDONDA = 71;

test.use({ start: GUEST });

test('an attack card with a video in the manifest plays it full screen, held by a pause, then the battle goes on', async ({
  page,
}) => {
  await useSettings(page, { speed: 'fast' });
  await openSignedIn(page);
  await startBattle(page, { mode: 'twoPlayer', seed: SEED_VIDEO_CARD });
  await expect(page).toHaveURL(/\/next_phase$/);
  const hand = await readHand(page);
  const slot = hand.findIndex((card) => card.id === REDONDA);
  expect(slot).toBeGreaterThanOrEqual(0);

  await page.keyboard.press(String(slot + 1));
  await page.getByTestId('card-dialog').getByRole('button', { name: 'Confirm' }).click();

  const overlay = page.getByTestId('attack-video');
  await expect(overlay).toBeVisible();
  const video = overlay.locator('video');
  await expect(video).toHaveAttribute('src', /redonda.*\.webm$/);
  // The browser decoded the file and the picture moves.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(1280);
  // It covers the screen only once it has a picture (no black frame while the file loads).
  await expect(overlay).toHaveClass(/is-playing/);
  await expect(overlay).toHaveCSS('opacity', '1');

  // A pause holds the cinematic: the video stands still, and the overlay stays however long the
  // pause lasts (ten seconds on the page's clock, past the cinematic's own time).
  await page.keyboard.press('Escape');
  const pause = page.getByTestId('pause-dialog');
  await expect(pause.getByRole('heading', { name: 'Game Paused' })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.clock.runFor(10_000);
  await expect(overlay).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(page).toHaveURL(/\/next_phase$/);

  // Resume plays it on.
  await pause.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await page.clock.resume();

  // The overlay leaves with the cinematic, and the turn passes to Player 1.
  await expect(overlay).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/battle_area$/, { timeout: 15_000 });
});
