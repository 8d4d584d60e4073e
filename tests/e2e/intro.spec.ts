import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { pauseClock, reveal } from './support.ts';

test.describe('intro', () => {
  test('ends by itself after 10 seconds and opens the login dialog', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await page.clock.runFor(2000);
    await reveal(page, page.getByTestId('intro-overlay'));
    // reveal() may overshoot the mount by one 50 ms step, hence 9.8 s and 10.1 s.
    await page.clock.runFor(9800);
    await expect(page.getByTestId('intro-overlay')).toBeVisible();
    await expect(page.getByTestId('login-dialog')).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(page.getByTestId('intro-overlay')).toHaveCount(0);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('skip ends it 0.5 seconds later', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await page.clock.runFor(2000);
    await reveal(page, page.getByTestId('intro-overlay'));
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.clock.runFor(400);
    await expect(page.getByTestId('intro-overlay')).toBeVisible();
    await page.clock.runFor(150);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expect(page.getByTestId('login-dialog')).toHaveCSS('max-width', '390px');
  });
});

test.describe('loader', () => {
  test('runs its sequence on the spec timings, then hides', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await page.clock.runFor(2000);
    await reveal(page, page.getByTestId('intro-overlay'));
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.clock.runFor(500);
    await reveal(page, page.getByTestId('login-dialog'));
    await page.getByRole('button', { name: /Login as Guest/ }).click();
    await expect(page).toHaveURL(/\/landing$/);

    await page.goto('/loader');
    await page.clock.runFor(2000);
    const loader = page.getByTestId('loader');
    await reveal(page, loader);
    await expect(loader).toHaveAttribute('data-step', 'loading');
    await expect(loader).toContainText('Loading...');
    await expect(loader).toContainText('Beta Version 0.0.1');
    await page.clock.runFor(100);
    await expect(page.getByTestId('loader-logo')).toBeVisible();
    await page.clock.runFor(2400);
    await expect(page.getByTestId('loader-title')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByTestId('loader-logo')).toHaveCount(0);
    await expect(page.getByTestId('loader-title')).toContainText('Sinawali Showdown');
    await expect(page.getByTestId('loader-title')).toContainText('A battle of skill and precision in Arnis');
    await page.clock.runFor(1500);
    await expect(page.getByTestId('loader-note')).toContainText('respect, discipline, focus and confidence');
    await expect(page.getByTestId('loader-credit')).toHaveCount(0);
    await page.clock.runFor(1500);
    await expect(page.getByTestId('loader-credit')).toBeVisible();
    await expect(page.getByTestId('loader-credit').getByRole('progressbar')).toBeVisible();
    await page.clock.runFor(4900);
    await expect(loader).toHaveAttribute('data-step', 'credit');
    await page.clock.runFor(100);
    await expect(loader).toHaveAttribute('data-step', 'hidden');
  });
});
