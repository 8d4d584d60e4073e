import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { enterAsGuest, logIn, newPlayer, openHome, signUp, toast } from './support.ts';

test.describe('accounts', () => {
  test('sign up, log in and reach the main menu', async ({ page }) => {
    const player = newPlayer();
    await openHome(page);
    await signUp(page, player);
    await expect(toast(page, 'Signup successful!')).toBeVisible();
    await expect(page.getByTestId('signup-dialog')).toHaveCount(0);
    await logIn(page, player.email, player.password);
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByText(`Mabuhay, ${player.username}`)).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('access_token'),
      refresh: localStorage.getItem('refresh_token'),
      auth: localStorage.getItem('auth_id'),
      user: localStorage.getItem('user_id'),
      role: localStorage.getItem('Role'),
    }));
    expect(stored.access).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.refresh).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.auth).toBeTruthy();
    expect(stored.user).toBeTruthy();
    expect(stored.role).toBe('false');
  });

  test('the account survives a reload of the page', async ({ page }) => {
    const player = newPlayer();
    await openHome(page);
    await signUp(page, player);
    await expect(toast(page, 'Signup successful!')).toBeVisible();
    await page.reload();
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.clock.runFor(500);
    await logIn(page, player.email, player.password);
    await expect(page).toHaveURL(/\/landing$/);
    await page.reload();
    await page.clock.runFor(2000);
    await expect(page.getByText(`Mabuhay, ${player.username}`)).toBeVisible();
  });

  test('a wrong password is refused with the auth message and no session', async ({ page }) => {
    const player = newPlayer();
    await openHome(page);
    await signUp(page, player);
    await expect(toast(page, 'Signup successful!')).toBeVisible();
    await logIn(page, player.email, 'not-the-password');
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('a duplicate sign-up is refused and keeps what was typed', async ({ page }) => {
    const player = newPlayer();
    await openHome(page);
    await signUp(page, player);
    await expect(toast(page, 'Signup successful!')).toBeVisible();
    await signUp(page, { ...player, username: `${player.username.slice(0, 16)}x` });
    await expect(toast(page, 'An error occurred during sign-up. Please try again.')).toBeVisible();
    const dialog = page.getByTestId('signup-dialog');
    await expect(
      dialog.getByText('An account with this email already exists. Try logging in.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(player.email);

    await dialog.getByLabel('Email').fill(`other.${player.email}`);
    await dialog.getByLabel('Username').fill(player.username.toUpperCase());
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('That username is taken. Please choose another.')).toBeVisible();
  });

  test('bad sign-up input gets a clear message', async ({ page }) => {
    await openHome(page);
    await signUp(page, { email: 'not-an-email', username: 'ok_name', password: 'long-enough' });
    const dialog = page.getByTestId('signup-dialog');
    await expect(
      dialog.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await dialog.getByLabel('Email').fill('fine@example.com');
    await dialog.getByLabel('Username').fill('a b');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      dialog.getByText('Usernames may use letters, digits, underscores (_) and hyphens (-) only.'),
    ).toBeVisible();
    await dialog.getByLabel('Username').fill('ok_name');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Passwords need at least 8 characters.')).toBeVisible();
    await expect(toast(page, 'An error occurred during sign-up. Please try again.').first()).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await openHome(page);
    const password = page.getByTestId('login-dialog').getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('guest login creates one private guest account per browser', async ({ page }) => {
    await enterAsGuest(page);
    await expect(toast(page, 'Login successful!')).toBeVisible();
    const first = await page.locator('.main-menu-greeting strong').textContent();
    expect(first).toMatch(/^guest-[0-9a-f]{6}$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(10_000);
    await page.getByRole('button', { name: /Login as Guest/ }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.locator('.main-menu-greeting strong')).toHaveText(first ?? '');
  });

  test('logout asks first, then clears storage and returns to /', async ({ page }) => {
    await enterAsGuest(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByTestId('logout-dialog');
    await expect(dialog).toContainText('Are you sure you want to logout?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/landing$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logout Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});
