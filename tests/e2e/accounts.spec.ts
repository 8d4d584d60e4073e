import { expect } from '@playwright/test';
import { GUEST, test, type Start } from './fixtures.ts';
import { enterAsGuest, logIn, newPlayer, openHome, openSignedIn, signUp, toast } from './support.ts';

/** The account REGISTERED holds (each test's browser has its own copy of the local backend). */
const PLAYER = { email: 'tala.bituin@example.com', username: 'tala_bituin', password: 'rattan-sticks-42' };

/**
 * A player who signed up on this browser earlier and is signed out: the login dialog is one load
 * away, and the account is in the browser's IndexedDB.
 */
const REGISTERED: Start = {
  name: 'registered',
  from: GUEST,
  prepare: async (page) => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Skip' }).click();
    await signUp(page, PLAYER);
    await expect(toast(page, 'Signup successful!')).toBeVisible({ timeout: 20_000 });
  },
};

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

  test.describe('a registered player', () => {
    test.use({ start: REGISTERED });

    test('the account survives a reload of the page', async ({ page }) => {
      await openHome(page);
      await logIn(page, PLAYER.email, PLAYER.password);
      await expect(page).toHaveURL(/\/landing$/);
      await page.reload();
      await page.clock.runFor(2000);
      await expect(page.getByText(`Mabuhay, ${PLAYER.username}`)).toBeVisible();
    });

    test('a wrong password is refused with the auth message and no session', async ({ page }) => {
      await openHome(page);
      await logIn(page, PLAYER.email, 'not-the-password');
      await expect(toast(page, 'Invalid login credentials')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });

    test('a duplicate sign-up is refused and keeps what was typed', async ({ page }) => {
      await openHome(page);
      await signUp(page, { ...PLAYER, username: `${PLAYER.username.slice(0, 16)}x` });
      await expect(toast(page, 'An error occurred during sign-up. Please try again.')).toBeVisible();
      const dialog = page.getByTestId('signup-dialog');
      await expect(
        dialog.getByText('An account with this email already exists. Try logging in.'),
      ).toBeVisible();
      await expect(dialog.getByLabel('Email')).toHaveValue(PLAYER.email);

      await dialog.getByLabel('Email').fill(`other.${PLAYER.email}`);
      await dialog.getByLabel('Username').fill(PLAYER.username.toUpperCase());
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(dialog.getByText('That username is taken. Please choose another.')).toBeVisible();
    });
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

  test('a login waiting on the game says which button waits; the others are not allowed', async ({
    page,
  }) => {
    // The sign-in waits for the local backend's script: held here, the wait lasts until released.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/local-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openHome(page);
    // Its name changes while it waits: "Login as Guest", then "Logging in as guest…".
    const guest = page.getByRole('button', { name: /as guest/i });
    await guest.click();
    await expect(guest).toBeDisabled();
    await expect(guest).toHaveAttribute('aria-busy', 'true');
    await expect(guest).toHaveCSS('cursor', 'progress');
    await expect(guest).toContainText('Logging in as guest…');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await expect(login).toBeDisabled();
    await expect(login).toHaveAttribute('aria-busy', 'false');
    await expect(login).toHaveCSS('cursor', 'not-allowed');
    await expect(page.getByRole('button', { name: 'SignUp', exact: true })).toHaveCSS(
      'cursor',
      'not-allowed',
    );
    release();
    await expect(page).toHaveURL(/\/landing$/);
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

  test.describe('a signed-in guest', () => {
    test.use({ start: GUEST });

    test('logout asks first, then clears storage and returns to /', async ({ page }) => {
      await openSignedIn(page);
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
});
