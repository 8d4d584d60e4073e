import { expect } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { openSignedIn, pauseClock, reveal } from './support.ts';

test.describe('routes and guard', () => {
  test('shows the 2-second loading screen, then the screen', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/Test');
    await expect(page.getByTestId('startup-loading')).toBeVisible();
    await expect(page.getByTestId('startup-loading')).toContainText('Loading...');
    await page.clock.runFor(1900);
    await expect(page.getByTestId('startup-loading')).toBeVisible();
    await page.clock.runFor(150);
    await expect(page.getByTestId('startup-loading')).toHaveCount(0);
    await reveal(page, page.getByRole('heading', { name: 'Diagnostics' }));
  });

  test('an unknown path shows the television, NOT FOUND and 404', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/no/such/place');
    await page.clock.runFor(2000);
    await reveal(page, page.getByText('404', { exact: true }));
    await expect(page.getByText('NOT FOUND', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /television/i })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/place$/);
  });

  test('a protected path without an access token goes to /', async ({ page }) => {
    await pauseClock(page);
    for (const path of ['/landing', '/loader', '/Landing']) {
      await page.goto(path);
      await page.clock.runFor(2000);
      await reveal(page, page.getByTestId('intro-overlay'));
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('/Test is open to visitors and names the backend in use', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/Test');
    await page.clock.runFor(2000);
    await reveal(page, page.getByTestId('diag-backend'));
    await expect(page.getByTestId('diag-backend')).toContainText('local');
    await expect(page.getByTestId('diag-version')).toHaveText('0.0.1');
  });

  test.describe('signed in', () => {
    test.use({ start: GUEST });

    test('/ with an access token goes to /landing, and an alias spelling reaches its screen', async ({
      page,
    }) => {
      await openSignedIn(page);
      await page.goto('/');
      await page.clock.runFor(2000);
      await expect(page).toHaveURL(/\/landing$/);
      await page.goto('/Landing');
      await page.clock.runFor(2000);
      await expect(page).toHaveURL(/\/landing$/);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    });
  });
});
