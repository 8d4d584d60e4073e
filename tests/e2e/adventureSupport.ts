// Shared steps for browser tests of adventure mode: making an adventure through the character
// creation screen and getting through its story intro.
//
// They rely on these names, which the screens keep stable:
// - /story_character: the radio group 'Job' with one radio per job ('Soldier', 'Warrior', ...);
//   one toggle button per personality, named exactly as the personality ('Brave', 'Self-sufficient');
//   the text field 'Hero name'; the buttons 'Reset', 'Generate Background' (or 'Generate again' once
//   a background exists; 'Cancel' while it is told) and 'Start' (shown once a background is told).
// - /story_intro: the dialog 'Greetings' with the button 'Close'; then the dialog 'Fresh Start' with
//   the button 'Confirm', which leads to /deck_build.
import { expect as baseExpect, type Page } from '@playwright/test';

// Screens arrive through dynamic imports: on a busy machine they need more than the default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

export interface NewAdventure {
  /** One of the nine jobs of docs/game-design.md §5.2. */
  job?: string;
  /** Up to four personalities, added in this order. */
  personalities?: readonly string[];
  /** The hero's name; the field's default (Kidlat) when left out. */
  name?: string;
  /** Fixes the adventure's generator (?seed=N on /story_character). */
  seed?: number;
}

/** Moves inside the single-page app (no reload, so no loading screen). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * From a signed-in page (after enterAsGuest): makes a hero on /story_character (job,
 * personalities, name, a told background), presses Start and waits for the story intro's greeting.
 */
export async function createAdventure(page: Page, adventure: NewAdventure = {}): Promise<void> {
  const { job = 'Soldier', personalities = [], name, seed } = adventure;
  await goInApp(page, `/story_character${seed === undefined ? '' : `?seed=${seed}`}`);
  // A draft left from an earlier visit keeps its choices: start from a clean one.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await page.getByRole('radio', { name: job, exact: true }).click();
  await expect(page.getByRole('radio', { name: job, exact: true })).toBeChecked();
  for (const personality of personalities) {
    await page.getByRole('button', { name: personality, exact: true }).click();
  }
  if (name !== undefined) await page.getByLabel('Hero name').fill(name);
  await page.getByRole('button', { name: /^(Generate Background|Generate again)$/ }).click();
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  await expect(page).toHaveURL(/\/story_intro$/, { timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Greetings' })).toBeVisible();
}

/** From the story intro's greeting: Close (the starter card), then Confirm, arriving at /deck_build. */
export async function finishIntro(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Greetings' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Fresh Start' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/deck_build$/);
}
