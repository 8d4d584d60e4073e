import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectApart, expectToastBelow, openSignedIn, toast } from './support.ts';
import { useSettings } from './battleSupport.ts';
import { MAP_SEED_1, MAP_SEED_2, MAP_SEED_2_SEVEN_CARDS } from './adventureStarts.ts';

// Screens arrive as chunks and the adventure is read from storage: on a busy machine that takes a
// while, so every expectation waits longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

// What each seed rolls for the first choice C made in the journey (the engine's generator; telling
// scenes does not use it): seed 2 at the village (MAP_SEED_2) a quiet break, seed 1 (MAP_SEED_1)
// the locals' unease. Choice A's find and choice B's enemy are the backend's rolls, not the seed's.
const CHOICE_C_RELOAD_MS = 3000;

const PLACES = ['The Tribe', 'The Remnants', 'The Village', 'The Manor', 'The River', 'The Woods'];

/** The map of the prepared hero (adventureStarts.ts), opened straight from a fresh load. */
async function openMap(page: Page): Promise<void> {
  await openSignedIn(page, '/story_base', page.getByTestId('story-map'));
}

function scenario(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByTestId('scenario-story') });
}

/** Opens a pin and waits until its scene is told and its answers can be chosen. */
async function openPlace(page: Page, place: string): Promise<void> {
  await page.getByRole('button', { name: place, exact: true }).click();
  await expect(scenario(page)).toBeVisible();
  await expect(scenario(page).getByRole('radio')).toHaveCount(3, { timeout: 30_000 });
}

async function storyText(page: Page): Promise<string> {
  return (await page.getByTestId('scenario-story').innerText()).trim();
}

async function answer(page: Page, letter: 'A' | 'B' | 'C'): Promise<void> {
  await scenario(page).getByTestId(`answer-${letter}`).click();
  await scenario(page).getByRole('button', { name: 'Confirm' }).click();
}

/** Stops the page's clock where it stands, so a test moves time itself. */
async function holdClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

// Reloads of screens that arrive as chunks: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  // Muted, and the scenes told at once: the tests read the words, not the pace.
  await useSettings(page, { speed: 'instant' });
});

test.describe('story map with seven cards', () => {
  test.use({ start: MAP_SEED_2_SEVEN_CARDS });

  test('six pins, five thumbnails and +2, gold, CARDS, MENU, and Continue from the list', async ({
    page,
  }) => {
    await openMap(page);
    for (const place of PLACES)
      await expect(page.getByRole('button', { name: place, exact: true })).toBeVisible();
    await expect(page.getByTestId('map-deck-card')).toHaveCount(5);
    await expect(page.getByTestId('map-deck-more')).toHaveText('+2');
    await expect(page.getByTestId('map-gold-count')).toHaveText('0');
    await expect(page.getByRole('link', { name: 'SHOP' })).toHaveAttribute('href', '/store');
    // In a window 1024 px wide the open story log leaves the map little room: the hint keeps off
    // the full deck.
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.getByRole('button', { name: 'STORY' }).click();
    await expect(page.getByTestId('story-log')).toBeVisible();
    await expectApart(
      page.getByText('Choose a place on the map', { exact: true }),
      page.getByTestId('map-deck'),
    );
    await page.getByRole('button', { name: 'Close the story log' }).click();
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByTestId('hero-name')).toHaveText('Kidlat');

    // The pins are buttons for the keyboard too: the arrows move between them.
    await page.getByRole('button', { name: 'The Village', exact: true }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('button', { name: 'The Tribe', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'The Woods', exact: true })).toBeFocused();

    await page.getByRole('button', { name: 'MENU' }).click();
    const pause = page.getByRole('dialog', { name: 'Game Paused' });
    await expect(pause).toBeVisible();
    await pause.getByRole('button', { name: 'Resume' }).click();
    await expect(pause).toBeHidden();
    await page.getByRole('button', { name: 'MENU' }).click();
    await page.keyboard.press('Escape');
    await expect(pause).toBeHidden();

    await page.getByRole('button', { name: 'CARDS' }).click();
    await expect(page).toHaveURL(/\/deck_build$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/story_base$/);
    await page.getByRole('button', { name: 'MENU' }).click();
    await page
      .getByRole('dialog', { name: 'Game Paused' })
      .getByRole('button', { name: 'Main Menu' })
      .click();
    await expect(page).toHaveURL(/\/landing$/);

    // Continue Adventure on the list resumes at the map, as it was.
    await page.getByRole('button', { name: /^Adventure/ }).click();
    await expect(page).toHaveURL(/\/save$/);
    await page.getByRole('button', { name: 'Continue Adventure' }).first().click();
    await expect(page).toHaveURL(/\/story_base$/);
    await expect(page.getByTestId('map-deck-card')).toHaveCount(5);
    await expect(page.getByTestId('map-deck-more')).toHaveText('+2');
    await expect(page.getByTestId('map-gold-count')).toHaveText('0');
  });
});

/** What choice A's toast says: what was found, or that nothing was. */
const FIND_TOAST = /^(You found .+!|You searched, but found nothing of use this time\.)$/;

test.describe('story map', () => {
  test.use({ start: MAP_SEED_2 });

  test('the story log keeps the intro and each answered scene, and remembers being open', async ({
    page,
  }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'STORY' }).click();
    const log = page.getByTestId('story-log');
    await expect(log.getByRole('heading', { name: 'The journey begins' })).toBeVisible();
    await expect(log.getByTestId('story-log-entry')).toHaveCount(0);

    await openPlace(page, 'The Village');
    const answerA = (
      await scenario(page).getByTestId('answer-A').locator('.scenario-answer-text').innerText()
    )
      .replace(/^A:\s*/, '')
      .trim();
    await answer(page, 'A');
    await expect(toast(page, FIND_TOAST)).toBeVisible();
    await expect(log.getByTestId('story-log-entry')).toHaveCount(1);
    await expect(log.getByTestId('story-log-entry')).toContainText(`You chose A: ${answerA}`);

    await page.reload();
    await expect(page.getByTestId('story-map')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('story-log').getByTestId('story-log-entry')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(scenario(page)).toBeHidden();
    await page.getByRole('button', { name: 'Close the story log' }).click();
    await page.reload();
    await expect(page.getByTestId('story-map')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('story-log')).toBeHidden();
  });

  test('A: the find is told and paid, the hero stays within maximum health, and a follow-up is told', async ({
    page,
  }) => {
    await openMap(page);
    const health = await page.getByTestId('hero-health').innerText();
    const [now, max] = health.split('/').map(Number);
    expect(now).toBe(max);
    await openPlace(page, 'The Village');
    const first = await storyText(page);

    // Confirm without a choice is refused.
    await scenario(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Please select an option before confirming.')).toBeVisible();

    // The backend rolls the find (a potion in 45 % of village scenes, gold in 2 %, often nothing):
    // whatever it is, the toast tells it and the map shows it paid.
    await answer(page, 'A');
    const told = toast(page, FIND_TOAST);
    await expect(told).toBeVisible();
    await expectToastBelow(told, page.getByRole('navigation', { name: 'Adventure' }));
    const gold = /(\d+) gold/.exec(await told.innerText())?.[1] ?? '0';
    await expect(page.getByTestId('hero-health')).toHaveText(health);
    await expect(page.getByTestId('map-gold-count')).toHaveText(gold);
    await expect(scenario(page).getByText('What follows')).toBeVisible();
    await expect(scenario(page).getByRole('radio')).toHaveCount(3, { timeout: 30_000 });
    await expect(scenario(page).getByRole('radio', { checked: true })).toHaveCount(0);
    const followUp = await storyText(page);
    expect(followUp).not.toBe(first);

    // A reload grants nothing twice and shows the same follow-up, not told again.
    await page.reload();
    await expect(scenario(page).getByRole('radio')).toHaveCount(3, { timeout: 30_000 });
    expect(await storyText(page)).toBe(followUp);
    await expect(page.getByTestId('hero-health')).toHaveText(health);
    await expect(page.getByTestId('map-gold-count')).toHaveText(gold);
    await expect(toast(page, FIND_TOAST)).toHaveCount(0);

    // Leaving the scene closes it for good.
    await scenario(page).getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(scenario(page)).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('story-map')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'The Village', exact: true })).toBeVisible();
    await expect(scenario(page)).toBeHidden();
  });

  test('B: the fight at the village leads to the story battle against the enemy the backend met', async ({
    page,
  }) => {
    await openMap(page);
    await openPlace(page, 'The Village');
    await answer(page, 'B');
    await expect(page).toHaveURL(/\/ad_battle$/);
    expect(await page.evaluate(() => localStorage.getItem('enemy_id'))).toMatch(/^[456]$/);
    expect(await page.evaluate(() => localStorage.getItem('locationName'))).toBe('village');
  });

  test('C: a quiet break closes the scene after 3 s, back on the map', async ({ page }) => {
    await openMap(page);
    await openPlace(page, 'The Village');
    await holdClock(page);
    await answer(page, 'C');
    await expect(toast(page, 'You decided to take a break and reflect.')).toBeVisible();
    await page.clock.runFor(CHOICE_C_RELOAD_MS - 200);
    await expect(scenario(page)).toBeVisible();
    await page.clock.runFor(400);
    await expect(scenario(page)).toBeHidden();
    await expect(page).toHaveURL(/\/story_base$/);
    await expect(page.getByRole('button', { name: 'The Village', exact: true })).toBeVisible();
    await page.clock.resume();
    // Nothing is left open: a reload shows the map alone.
    await page.reload();
    await expect(page.getByTestId('story-map')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'The Village', exact: true })).toBeVisible();
    await expect(scenario(page)).toBeHidden();
  });
});

test.describe('story map of seed 1', () => {
  test.use({ start: MAP_SEED_1 });

  test('a reload with a scene open shows the same scene and answer; then C makes the locals uneasy', async ({
    page,
  }) => {
    await openMap(page);
    await openPlace(page, 'The River');
    const told = await storyText(page);
    await scenario(page).getByTestId('answer-B').click();
    expect(await page.evaluate(() => localStorage.getItem('selectedAnswer'))).toBe('B');
    await page.reload();
    await expect(scenario(page).getByRole('radio')).toHaveCount(3, { timeout: 30_000 });
    expect(await storyText(page)).toBe(told);
    await expect(scenario(page).getByRole('radio', { name: /^B/ })).toBeChecked();

    await answer(page, 'C');
    await expect(toast(page, 'The locals seem uncomfortable with your presence.')).toBeVisible();
    await expect(scenario(page).getByText('The locals turn their eyes on you')).toBeVisible();
    await expect(scenario(page).getByRole('radio')).toHaveCount(3, { timeout: 30_000 });
    await expect(scenario(page).getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('selectedAnswer'))).toBeNull();
    expect(await storyText(page)).not.toBe(told);
  });
});
