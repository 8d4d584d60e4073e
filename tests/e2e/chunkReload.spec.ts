import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { openHome } from './support.ts';

test('a screen that fails to load reloads the page once, then only logs', async ({ page }) => {
  let requests = 0;
  await page.route(/\/assets\/DiagnosticsScreen-[^/]+\.js$/, (route) => {
    requests += 1;
    return route.abort('failed');
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // Playwright's clock, flowing as usual until the end, where it runs ahead: a reload on a timer
  // would come then.
  await page.clock.install();
  await page.goto('/Test');
  await expect(page.getByTestId('screen-unavailable')).toBeVisible({ timeout: 15_000 });
  expect(loads).toBe(2);
  expect(requests).toBe(2);
  expect(errors.some((text) => text.includes('A screen failed to load after a reload'))).toBe(true);
  // No third reload follows, however long the page stays.
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('screen-unavailable')).toBeVisible();
  expect(loads).toBe(2);
});

test('a sign-up form that fails to load says so and leaves the login form up; a later click opens it', async ({
  page,
}) => {
  let refuse = true;
  await page.route(/\/assets\/SignUpDialog-[^/]+\.js$/, (route) =>
    refuse ? route.abort('failed') : route.continue(),
  );
  await openHome(page);
  await page.getByRole('button', { name: 'SignUp', exact: true }).click();
  await expect(
    page.getByText('The sign-up form could not be loaded. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  refuse = false;
  await page.getByRole('button', { name: 'SignUp', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /sign up/i })).toBeVisible();
});
