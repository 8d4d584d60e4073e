import { expect, type Locator, type Page } from '@playwright/test';

let counter = 0;

/** A fresh identity per call: tests share one game server but each page has its own storage. */
export function newPlayer(prefix = 'player') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `${prefix}.${id}@example.com`,
    username: `${prefix}_${id}`.slice(0, 20),
    password: 'rattan-sticks-42',
  };
}

/** Opens / with Playwright's clock, so the 2 s loading screen and the 10 s intro need no sleeping. */
export async function openHome(page: Page): Promise<void> {
  await pauseClock(page);
  await page.goto('/');
  await page.clock.runFor(2000);
  await reveal(page, page.getByTestId('intro-overlay'));
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.clock.runFor(500);
  await reveal(page, page.getByTestId('login-dialog'));
  // From here on time flows normally; tests jump ahead with runFor where the spec's delays are long.
  await page.clock.resume();
}

/**
 * Opens `path` for a player whose sign-in is in the context's saved state (fixtures.ts's `start`):
 * the 2 s loading screen is passed on Playwright's clock, then time flows normally and the page is
 * ready once `ready` shows (the main menu by default).
 */
export async function openSignedIn(page: Page, path = '/landing', ready?: Locator): Promise<void> {
  await pauseClock(page);
  await page.goto(path);
  await page.clock.runFor(2000);
  await page.clock.resume();
  await expect(ready ?? page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 15_000 });
}

export async function signUp(page: Page, player: { email: string; username: string; password: string }) {
  await page.getByRole('button', { name: 'SignUp' }).click();
  const dialog = page.getByTestId('signup-dialog');
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

export async function logIn(page: Page, email: string, password: string) {
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function enterAsGuest(page: Page) {
  await openHome(page);
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * Keeps the text of every toast the page shows, in the order they appear (read with toastsShown):
 * at instant speed the victory screen follows the final blow at once and takes the battle's toasts
 * with it, too soon to be seen by polling.
 */
export async function keepToasts(page: Page): Promise<void> {
  const watch = () => {
    const page = window as { keepingToasts?: boolean };
    if (page.keepingToasts) return;
    page.keepingToasts = true;
    const seen = new WeakSet<Element>();
    const note = () => {
      for (const shown of document.querySelectorAll('[role="status"]')) {
        if (seen.has(shown)) continue;
        // The message alone: the close button's × is not part of it.
        const copy = shown.cloneNode(true) as Element;
        copy.querySelectorAll('button').forEach((button) => button.remove());
        const text = (copy.textContent ?? '').trim();
        if (!text) continue;
        seen.add(shown);
        const kept = JSON.parse(sessionStorage.getItem('test:toasts') ?? '[]') as string[];
        sessionStorage.setItem('test:toasts', JSON.stringify([...kept, text]));
      }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  };
  // For pages opened from now on, and for the one already open (moving in the app keeps its document).
  await page.addInitScript(watch);
  await page.evaluate(watch);
}

/** The toasts shown since keepToasts, oldest first. */
export async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('test:toasts') ?? '[]') as string[]);
}

/**
 * The toast settles below `control`, leaving it in sight and in reach (a toast slides in from
 * above, so its place is read until it stops moving down).
 */
export async function expectToastBelow(shown: Locator, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box, 'the control is on the screen').not.toBeNull();
  const bottom = (box?.y ?? 0) + (box?.height ?? 0);
  await expect.poll(async () => (await shown.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bottom);
}

/** `inner` lies wholly inside `outer` on the screen (nothing of it spills over the edge). */
export async function expectWithin(inner: Locator, outer: Locator): Promise<void> {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(box, 'the element is on the screen').not.toBeNull();
  expect(frame, 'its container is on the screen').not.toBeNull();
  if (!box || !frame) return;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.y).toBeGreaterThanOrEqual(frame.y);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
}

/** The two lie apart on the screen: no part of one covers the other (polled: layouts may glide). */
export async function expectApart(one: Locator, other: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([one.boundingBox(), other.boundingBox()]);
      if (!a || !b) return 'not both on the screen';
      const apart =
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      return apart ? 'apart' : `overlapping: ${JSON.stringify(a)} and ${JSON.stringify(b)}`;
    })
    .toBe('apart');
}

/**
 * What lies over the middle of `shown`, where a pointer would press it: the covering element's
 * class, or null when `shown` itself (or a part of it) is on top there.
 */
export function whatLiesOver(shown: Locator): Promise<string | null> {
  return shown.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found === element || element.contains(found) ? null : (found?.className ?? 'nothing');
  });
}

/** Nothing lies over `control` where a pointer would press it, once it is scrolled into view. */
export async function expectUncovered(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  expect(await whatLiesOver(control), 'what lies over the control').toBeNull();
}

/**
 * Installs Playwright's clock and stops it, so that time moves only when a test says so (the clock
 * otherwise keeps flowing in real time between steps). The pause survives navigations.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

/**
 * Waits for a screen that arrives through a dynamic import while the clock is paused: React needs
 * a few timer ticks to reveal a screen after its chunk has loaded, so the clock moves in 50 ms steps
 * until the element shows. Timers of the screen itself start once it is mounted, so a test that
 * checks them allows for at most one step of overshoot.
 */
export async function reveal(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    if (!(await locator.isVisible())) {
      await page.clock.runFor(50);
      await expect(locator).toBeVisible({ timeout: 50 });
    }
  }).toPass({ timeout: 20_000, intervals: [25] });
}
