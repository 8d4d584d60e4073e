import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { expectUncovered, openSignedIn, toast } from './support.ts';
import { createAdventure } from './adventureSupport.ts';
import { TWO_ADVENTURES } from './adventureStarts.ts';

// Screens arrive through dynamic imports and reloads: on a busy machine they need more than the
// default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const MAX_MESSAGE = "You've reached the maximum of 4 personality choices.";

// Making a hero and the story intro are tested here through the screens, from a guest signed in
// (fixtures.ts); the tests of the list start from two adventures made once (adventureStarts.ts).
test.use({ start: GUEST });

/** From the main menu, the Adventure choice: the adventure list. */
async function openList(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Adventure/ }).click();
  await expect(page).toHaveURL(/\/save$/);
  await expect(page.getByRole('heading', { name: 'Your Adventures' })).toBeVisible();
}

async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The value a bar of the hero sheet shows, as a meter and as the number beside it. */
async function expectBar(section: Locator, label: string, value: number): Promise<void> {
  const meter = section.getByRole('meter', { name: label, exact: true });
  await expect(meter).toHaveAttribute('aria-valuenow', String(value));
  await expect(meter.locator('..').locator('.forge-bar-value')).toHaveText(new RegExp(`^${value}(\\D|$)`));
}

function traitsOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Traits' });
}

function statsOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Battle stats' });
}

function adventureCard(page: Page, number: number): Locator {
  return page.getByRole('article', { name: `Adventure ${number}`, exact: true });
}

/** Muted, at an animation speed; 'instant' tells backgrounds at once and skips the navigation delay. */
async function useSpeed(page: Page, speed: 'normal' | 'instant'): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('sinawali:settings', JSON.stringify({ muted: true, speed: s }));
  }, speed);
}

// Several screens and reloads per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('adventure start: a background told word by word', () => {
  test.beforeEach(async ({ page }) => {
    await useSpeed(page, 'normal');
    await openSignedIn(page);
  });

  test('creating an adventure: job, four personalities at most, Reset, a told background, Start', async ({
    page,
  }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Create New Adventure' }).click();
    await expect(page).toHaveURL(/\/story_character$/);
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await expect(start).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate Background' })).toBeDisabled();
    await expect(page.getByLabel('Hero name')).toHaveValue('Kidlat');

    // A job sets the six traits; each personality adds its points; the fourth closes the rest.
    await page.getByRole('radio', { name: 'Warrior', exact: true }).click();
    await expectBar(traitsOf(page), 'Strength', 86);
    await expectBar(traitsOf(page), 'Charisma', 10);
    for (const name of ['Brave', 'Clever', 'Honest']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(toast(page, MAX_MESSAGE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Curious', exact: true }).click();
    await expect(toast(page, MAX_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lazy', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Self-sufficient', exact: true })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Chosen personalities' }).getByRole('listitem')).toHaveText([
      /Brave/,
      /Clever/,
      /Honest/,
      /Curious/,
    ]);
    // A chosen personality can be taken back, which opens the others again.
    await page.getByRole('button', { name: 'Remove Curious' }).click();
    await expect(page.getByRole('button', { name: 'Lazy', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Curious', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Reset: no job, no personalities, every trait 0.
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    for (const trait of ['Strength', 'Wisdom', 'Dexterity', 'Charisma', 'Constitution', 'Intelligence'])
      await expectBar(traitsOf(page), trait, 0);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);

    // The background is told word by word; Start shows only once it is whole.
    await page.getByRole('radio', { name: 'Soldier', exact: true }).click();
    await page.getByRole('button', { name: 'Brave', exact: true }).click();
    await page.getByTestId('hero-background').evaluate((element) => {
      const lengths: number[] = [];
      (window as unknown as { toldLengths: number[] }).toldLengths = lengths;
      new MutationObserver(() => lengths.push((element.textContent ?? '').length)).observe(element, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.getByRole('button', { name: 'Generate Background' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(start).toHaveCount(0);
    await expect(start).toBeVisible({ timeout: 30_000 });
    const told = (await page.getByTestId('hero-background').textContent()) ?? '';
    expect(told.trim().length).toBeGreaterThan(40);
    expect(told).toContain('Kidlat');
    const lengths = await page.evaluate(() => (window as unknown as { toldLengths: number[] }).toldLengths);
    const growing = lengths.filter((length, i) => i === 0 || length > (lengths[i - 1] ?? 0));
    expect(growing.length).toBeGreaterThan(10);
    await expect(page.getByRole('button', { name: 'Generate again' })).toBeVisible();
    // In a short window the screen scrolls as a whole, its footer clear of the background's scroll.
    await page.setViewportSize({ width: 1024, height: 640 });
    for (const name of ['Go Back', 'Reset', 'Start'])
      await expectUncovered(page.getByRole('button', { name, exact: true }));
    await page.setViewportSize({ width: 1280, height: 720 });

    await start.click();
    await expect(page).toHaveURL(/\/story_intro$/, { timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: 'Greetings' })).toBeVisible();
    const ids = await page.evaluate(() => [
      localStorage.getItem('adventure_id'),
      localStorage.getItem('character_id'),
    ]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  test('a background being told can be cancelled, and then told again', async ({ page }) => {
    await goInApp(page, '/story_character');
    await page.getByRole('radio', { name: 'Chef', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Background' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Generate Background' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate Background' }).click();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('adventure start', () => {
  test.beforeEach(async ({ page }) => {
    await useSpeed(page, 'instant');
    await openSignedIn(page);
  });

  test('a new player finds an empty list that says how to begin, also after a reload', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('heading', { name: 'No adventures yet' })).toBeVisible();
    await expect(page.getByText('The islands are waiting for a hero.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No adventures yet' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create New Adventure' }).click();
    await expect(page).toHaveURL(/\/story_character$/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/save$/);
    await page.getByRole('button', { name: 'Main Menu' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('a list that cannot be read says why and offers Retry', async ({ page }) => {
    const userId = await page.evaluate(() => localStorage.getItem('user_id'));
    await page.evaluate(() => localStorage.removeItem('user_id'));
    await openList(page);
    await expect(page.getByRole('alert')).toHaveText('User ID is not found in localStorage.');
    await page.evaluate((id) => localStorage.setItem('user_id', id ?? ''), userId);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'No adventures yet' })).toBeVisible();
  });

  test('Soldier with Brave has the traits of the job table and the stats they give', async ({ page }) => {
    await goInApp(page, '/story_character');
    await page.getByRole('radio', { name: 'Soldier', exact: true }).click();
    await page.getByRole('button', { name: 'Brave', exact: true }).click();
    const traits = traitsOf(page);
    await expectBar(traits, 'Strength', 70);
    await expectBar(traits, 'Wisdom', 55);
    await expectBar(traits, 'Dexterity', 45);
    await expectBar(traits, 'Charisma', 50);
    await expectBar(traits, 'Constitution', 60);
    await expectBar(traits, 'Intelligence', 50);
    const stats = statsOf(page);
    await expectBar(stats, 'Health', 60);
    await expectBar(stats, 'Energy', 50);
    await expectBar(stats, 'Agility', 23);
    await expectBar(stats, 'Critical Rate', 35);
    await expectBar(stats, 'Wisdom', 55);
  });

  test('a reload on character creation keeps the draft', async ({ page }) => {
    await goInApp(page, '/story_character');
    await page.getByRole('radio', { name: 'Farmer', exact: true }).click();
    await page.getByRole('button', { name: 'Shy', exact: true }).click();
    await page.getByRole('button', { name: 'Witty', exact: true }).click();
    await page.getByLabel('Hero name').fill('Bagyo');
    await page.getByRole('button', { name: 'Generate Background' }).click();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible({ timeout: 30_000 });
    const told = await page.getByTestId('hero-background').textContent();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Farmer', exact: true })).toBeChecked({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Shy', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Witty', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Hero name')).toHaveValue('Bagyo');
    await expect(page.getByTestId('hero-background')).toHaveText(told ?? '');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await expectBar(traitsOf(page), 'Strength', 85);
  });

  test('the story intro grants the starter card once, then sends the hero to build a deck', async ({
    page,
  }) => {
    await createAdventure(page, { job: 'Musician', personalities: ['Romantic'], name: 'Alon' });
    const greeting = page.getByRole('dialog', { name: 'Greetings' });
    await expect(greeting).toContainText('Mabuhay, Alon!');
    await expect(greeting.getByRole('region', { name: 'How your story begins' })).not.toBeEmpty();
    await greeting.getByRole('button', { name: 'Close' }).click();
    await expect(toast(page, 'Hampas ng Baston is yours')).toBeVisible();
    const freshStart = page.getByRole('dialog', { name: 'Fresh Start' });
    await expect(freshStart.getByRole('img', { name: 'Hampas ng Baston, your starter card' })).toBeVisible();

    // A reload comes back to the greeting; the card is not granted twice.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Greetings' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(toast(page, 'You already own this card!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Fresh Start' })).toContainText('Already in your satchel');

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Build your deck first.')).toBeVisible();
    await expect(page).toHaveURL(/\/deck_build$/);
  });
});

test.describe('adventure list', () => {
  test.use({ start: TWO_ADVENTURES });
  test.beforeEach(async ({ page }) => {
    await useSpeed(page, 'instant');
    await openSignedIn(page, '/save', adventureCard(page, 2));
  });

  test('the list shows adventures newest first, and Continue resumes each where it stands', async ({
    page,
  }) => {
    await expect(adventureCard(page, 1)).toBeVisible();
    await expect(adventureCard(page, 1)).toContainText('Kidlat');
    await expect(adventureCard(page, 1).getByRole('button', { name: 'Continue Adventure' })).toBeEnabled();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Adventure 2', 'Adventure 1']);
    await expect(adventureCard(page, 2)).toContainText('Hangin');

    // Arrow keys move between the cards.
    await adventureCard(page, 2).focus();
    await page.keyboard.press('ArrowRight');
    await expect(adventureCard(page, 1)).toBeFocused();

    // Each adventure resumes where it was left: the intro, or the deck builder without a deck.
    await adventureCard(page, 2).getByRole('button', { name: 'Continue Adventure' }).click();
    await expect(page).toHaveURL(/\/story_intro$/);
    await expect(page.getByRole('dialog', { name: 'Greetings' })).toContainText('Hangin');
    await goInApp(page, '/save');
    await adventureCard(page, 1).getByRole('button', { name: 'Continue Adventure' }).click();
    await expect(page).toHaveURL(/\/deck_build$/);
    const stored = await page.evaluate(() => localStorage.getItem('character_id'));
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('Delete asks first and removes only that adventure; the other still continues', async ({ page }) => {
    await expect(page.getByRole('article')).toHaveCount(2);

    await adventureCard(page, 2).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this adventure? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(2);

    await adventureCard(page, 2).getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(adventureCard(page, 2)).toHaveCount(0);
    await expect(adventureCard(page, 1)).toBeVisible();
    await expect(adventureCard(page, 1)).toContainText('Building a deck');

    await page.reload();
    await expect(adventureCard(page, 1)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article')).toHaveCount(1);
    await adventureCard(page, 1).getByRole('button', { name: 'Continue Adventure' }).click();
    await expect(page).toHaveURL(/\/deck_build$/);
  });

  test('the intro on each card is cut to 20, 45 or 70 words as the window narrows', async ({ page }) => {
    const intro = adventureCard(page, 1).locator('.saga-intro');
    const words = async () => ((await intro.textContent()) ?? '').replace('…', '').trim().split(/\s+/).length;
    const whole = await words();
    expect(whole).toBeGreaterThan(20);
    await page.setViewportSize({ width: 700, height: 720 });
    await expect(intro).toHaveText(/…$/);
    expect(await words()).toBe(20);
    await page.setViewportSize({ width: 900, height: 720 });
    await expect.poll(words).toBe(Math.min(45, whole));
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(words).toBe(Math.min(70, whole));
  });
});
